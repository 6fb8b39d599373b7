import { useId } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Alert, Box, List, Paper, Typography } from '@mui/material';
import type { CentreCalls } from '../../../shared/api/catalogue/centre-config';
import type { ApiClient } from '../../../shared/api/client-types';
import { MAX_PINNED_SERVICES, type PinnedService } from '../../../shared/schema/centre-config';
import { useSortableAnnouncements } from '../help/use-sortable-announcements';
import { PinnedRow } from './PinnedRow';
import { ServicePicker } from './ServicePicker';
import { useCentreTexts } from './texts';

export interface PinnedListProps {
  client: ApiClient;
  calls: CentreCalls;
  pinned: readonly PinnedService[];
  failure: string | null;
  onDismissFailure(): void;
  /** The whole new list; the page saves it to the draft. */
  onChange(next: PinnedService[]): void;
}

/** The services pinned above the centre's list: pick, unpin, and drag (pointer or keyboard) to order. */
export function PinnedList({ client, calls, pinned, failure, onDismissFailure, onChange }: PinnedListProps) {
  const t = useCentreTexts();
  const headingId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useSortableAnnouncements(pinned.map((p) => ({ id: p.serviceId, name: p.serviceName })), t.drag);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = pinned.findIndex((p) => p.serviceId === active.id);
    const to = pinned.findIndex((p) => p.serviceId === over.id);
    if (from < 0 || to < 0) return;
    const next = [...pinned];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    onChange(next);
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, alignSelf: 'start' }}>
      <Typography id={headingId} component="h2" sx={{ fontSize: 16, fontWeight: 600 }}>{t.pinned}</Typography>
      <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 1 }}>{t.pinnedHelp}（{pinned.length}/{MAX_PINNED_SERVICES}）</Typography>
      {failure !== null ? <Alert severity="error" onClose={onDismissFailure} sx={{ mb: 1 }}>{failure}</Alert> : null}
      <ServicePicker client={client} calls={calls} exclude={new Set(pinned.map((p) => p.serviceId))} disabled={pinned.length >= MAX_PINNED_SERVICES}
        onPick={(service) => { onChange([...pinned, service]); }} />
      <Box sx={{ mt: 1, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        {pinned.length === 0 ? <Typography sx={{ p: 2, color: 'text.secondary' }}>{t.pinnedEmpty}</Typography> : (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
            <SortableContext items={pinned.map((p) => p.serviceId)} strategy={verticalListSortingStrategy}>
              <List disablePadding aria-labelledby={headingId}>
                {pinned.map((item) => <PinnedRow key={item.serviceId} item={item} onRemove={(id) => { onChange(pinned.filter((p) => p.serviceId !== id)); }} />)}
              </List>
            </SortableContext>
          </DndContext>
        )}
      </Box>
    </Paper>
  );
}
