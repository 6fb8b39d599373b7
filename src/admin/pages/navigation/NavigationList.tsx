import { useId } from 'react';
import {
  closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, List, Paper, Typography } from '@mui/material';
import type { NavigationConfigItem } from '../../../shared/schema/navigation-config';
import { NavigationRow } from './NavigationRow';
import { useNavigationTexts } from './texts';
import { useDragAnnouncements } from './use-drag-announcements';

export interface NavigationListProps {
  items: readonly NavigationConfigItem[];
  selectedId: string | null;
  /** SHELL-08: six custom navigations exist, so + is off and says why. */
  atLimit: boolean;
  orderFailure: string | null;
  onDismissOrderFailure(): void;
  onSelect(id: string): void;
  onAdd(): void;
  onReorder(activeId: string, overId: string): void;
}

/** SHELL-07's left list: entries in order (drag or keyboard to reorder), the 已启用 marker, and + to add one. */
export function NavigationList(props: NavigationListProps) {
  const { items, selectedId, atLimit, orderFailure, onDismissOrderFailure, onSelect, onAdd, onReorder } = props;
  const t = useNavigationTexts();
  const headingId = useId();
  const limitId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useDragAnnouncements(items);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (over && active.id !== over.id) onReorder(String(active.id), String(over.id));
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ alignSelf: 'start', overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={headingId} component="h2" sx={{ fontSize: 16, fontWeight: 600 }}>{t.listLabel}</Typography>
        <Button
          color="secondary"
          size="small"
          variant="contained"
          onClick={onAdd}
          disabled={atLimit}
          aria-describedby={atLimit ? limitId : undefined}
          aria-label={t.add}
          title={atLimit ? t.limit : t.add}
          sx={{ minWidth: 40, px: 1 }}
        >
          <AddIcon fontSize="small" />
        </Button>
      </Box>
      {atLimit ? <Typography id={limitId} sx={{ px: 1.5, py: 0.75, fontSize: 13, color: 'text.primary', bgcolor: '#fff4e5' }}>{t.limit}</Typography> : null}
      {orderFailure !== null ? <Alert severity="error" onClose={onDismissOrderFailure} sx={{ m: 1 }}>{orderFailure}</Alert> : null}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
        <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
          <List disablePadding aria-labelledby={headingId}>
            {items.map((item) => (
              <NavigationRow key={item.id} item={item} selected={item.id === selectedId} onSelect={onSelect} />
            ))}
          </List>
        </SortableContext>
      </DndContext>
    </Paper>
  );
}
