import { useId, useMemo } from 'react';
import { arrayMove } from '@dnd-kit/sortable';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, IconButton, ListItemText, Paper, Typography } from '@mui/material';
import type { CentreCalls } from '../../../shared/api/catalogue/centre-config';
import { MAX_PINNED_SERVICES, type PinnedService } from '../../../shared/schema/centre-config';
import { SortableList, SortableRow, useDragAnnouncements } from '../../components/sortable';
import { ServicePicker } from './ServicePicker';
import './texts';
import { dragTexts } from '../../i18n/drag-texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

export interface PinnedListProps {
  calls: CentreCalls;
  pinned: readonly PinnedService[];
  failure: string | null;
  onDismissFailure(): void;
  /** The whole new list; the page saves it to the draft. */
  onChange(next: PinnedService[]): void;
}

/** The services pinned above the centre's list: pick, unpin, and drag (pointer or keyboard) to order. */
export function PinnedList({ calls, pinned, failure, onDismissFailure, onChange }: PinnedListProps) {
  const { t } = useStudioTranslation();
  const headingId = useId();
  const named = useMemo(() => pinned.map((p) => ({ id: p.serviceId, name: p.serviceName })), [pinned]);
  const accessibility = useDragAnnouncements(named, useMemo(() => dragTexts(t, 'centres.drag'), [t]));
  const onMove = (activeId: string, overId: string) => {
    const from = pinned.findIndex((p) => p.serviceId === activeId);
    const to = pinned.findIndex((p) => p.serviceId === overId);
    if (from >= 0 && to >= 0) onChange(arrayMove([...pinned], from, to));
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, alignSelf: 'start' }}>
      <Typography id={headingId} component="h2" sx={{ fontSize: 16, fontWeight: 600 }}>{t('centres.pinned')}</Typography>
      <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 1 }}>{t('centres.pinnedHelp')}（{pinned.length}/{MAX_PINNED_SERVICES}）</Typography>
      {failure !== null ? <Alert severity="error" onClose={onDismissFailure} sx={{ mb: 1 }}>{failure}</Alert> : null}
      <ServicePicker calls={calls} exclude={new Set(pinned.map((p) => p.serviceId))} disabled={pinned.length >= MAX_PINNED_SERVICES}
        onPick={(service) => { onChange([...pinned, service]); }} />
      <Box sx={{ mt: 1, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        {pinned.length === 0 ? <Typography sx={{ p: 2, color: 'text.secondary' }}>{t('centres.pinnedEmpty')}</Typography> : (
          <SortableList ids={pinned.map((p) => p.serviceId)} onMove={onMove} accessibility={accessibility} disablePadding aria-labelledby={headingId}>
            {pinned.map((item) => (
              <SortableRow key={item.serviceId} id={item.serviceId} handleLabel={t('centres.drag.handle', { name: item.serviceName })} roleDescription={t('centres.drag.roleDescription')}
                data-pinned-id={item.serviceId} disablePadding sx={{ pr: 1 }}>
                <ListItemText primary={item.serviceName} secondary={item.deptName} sx={{ minWidth: 0, py: 0.5 }}
                  slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true, sx: { color: 'text.secondary' } } }} />
                <IconButton size="small" aria-label={t('centres.remove', { name: item.serviceName })}
                  onClick={() => { onChange(pinned.filter((p) => p.serviceId !== item.serviceId)); }}><CloseIcon fontSize="small" /></IconButton>
              </SortableRow>
            ))}
          </SortableList>
        )}
      </Box>
    </Paper>
  );
}
