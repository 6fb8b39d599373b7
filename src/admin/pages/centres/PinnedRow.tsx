import type { CSSProperties } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { IconButton, ListItem, ListItemText } from '@mui/material';
import type { PinnedService } from '../../../shared/schema/centre-config';
import { useCentreTexts } from './texts';

/** One pinned service: a drag handle (pointer or keyboard), its name and department, and unpin. */
export function PinnedRow({ item, onRemove }: { item: PinnedService; onRemove(id: string): void }) {
  const t = useCentreTexts();
  const sortable = useSortable({ id: item.serviceId, attributes: { roleDescription: t.drag.roleDescription } });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition, position: 'relative', zIndex: sortable.isDragging ? 1 : undefined,
  };
  return (
    <ListItem ref={sortable.setNodeRef} style={style} data-pinned-id={item.serviceId} disablePadding
      sx={{ bgcolor: sortable.isDragging ? 'action.hover' : 'background.paper', borderBottom: 1, borderColor: 'divider', pr: 1 }}>
      <IconButton ref={sortable.setActivatorNodeRef} size="small" {...sortable.attributes} {...sortable.listeners}
        aria-label={t.drag.handle(item.serviceName)} sx={{ cursor: 'grab', touchAction: 'none', mx: 0.5 }}>
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <ListItemText primary={item.serviceName} secondary={item.deptName} sx={{ minWidth: 0, py: 0.5 }}
        slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true, sx: { color: 'text.secondary' } } }} />
      <IconButton size="small" aria-label={t.remove(item.serviceName)} onClick={() => { onRemove(item.serviceId); }}><CloseIcon fontSize="small" /></IconButton>
    </ListItem>
  );
}
