import type { CSSProperties } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { FormControlLabel, IconButton, ListItem, Switch, TextField } from '@mui/material';
import type { PreLoginColumn } from '../../../shared/schema/prelogin';
import { usePreLoginTexts } from './texts';

export interface SortableColumnRowProps {
  column: PreLoginColumn;
  error: string | undefined;
  onChange(change: Partial<PreLoginColumn>): void;
}

/** One column: a drag handle (pointer or keyboard), its name and whether it shows. */
export function SortableColumnRow({ column, error, onChange }: SortableColumnRowProps) {
  const t = usePreLoginTexts();
  const sortable = useSortable({ id: column.key, attributes: { roleDescription: t.columns.roleDescription } });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    position: 'relative',
    zIndex: sortable.isDragging ? 1 : undefined,
  };
  return (
    <ListItem ref={sortable.setNodeRef} style={style} data-column-key={column.key}
      sx={{ gap: 1, borderBottom: 1, borderColor: 'divider', bgcolor: sortable.isDragging ? 'action.hover' : 'background.paper', flexWrap: 'wrap' }}>
      <IconButton ref={sortable.setActivatorNodeRef} size="small" {...sortable.attributes} {...sortable.listeners}
        aria-label={t.columns.handle(column.title)} sx={{ cursor: 'grab', touchAction: 'none' }}>
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <TextField size="small" label={t.columns.title} value={column.title} onChange={(e) => { onChange({ title: e.target.value }); }}
        error={Boolean(error)} helperText={error} sx={{ flex: '1 1 180px', minWidth: 0 }} slotProps={{ htmlInput: { maxLength: 20 } }} />
      <FormControlLabel control={<Switch checked={column.visible} onChange={(e) => { onChange({ visible: e.target.checked }); }} />} label={t.columns.visible} />
    </ListItem>
  );
}
