import type { CSSProperties, ReactNode } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { IconButton, ListItem, type ListItemProps } from '@mui/material';

export interface SortableRowProps extends Omit<ListItemProps, 'ref' | 'style' | 'children'> {
  /** The row's id in its SortableContext. */
  id: string;
  /** The drag handle's accessible name (拖动排序：…). */
  handleLabel: string;
  /** What screen readers call the row instead of dnd-kit's English "sortable". */
  roleDescription?: string;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * One row of a list ordered by dnd-kit: a drag handle (pointer, or keyboard: Space picks it up, arrows move it,
 * Space drops, Esc cancels) followed by the row's own content. Other props (data-* ids, sx, disablePadding) go to
 * the list item.
 *
 * @example
 * <SortableRow id={scene.id} handleLabel={t('helpConfig.drag.handle', { name: scene.sceneName })} data-scene-id={scene.id}>…</SortableRow>
 */
export function SortableRow({ id, handleLabel, roleDescription, disabled = false, children, sx, ...item }: SortableRowProps) {
  const sortable = useSortable({ id, disabled, attributes: roleDescription ? { roleDescription } : undefined });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    position: 'relative',
    zIndex: sortable.isDragging ? 1 : undefined,
  };
  return (
    <ListItem ref={sortable.setNodeRef} style={style} {...item}
      sx={[{ bgcolor: sortable.isDragging ? 'action.hover' : 'background.paper', borderBottom: 1, borderColor: 'divider' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <IconButton ref={sortable.setActivatorNodeRef} size="small" disabled={disabled} {...sortable.attributes} {...sortable.listeners}
        aria-label={handleLabel} sx={{ cursor: 'grab', touchAction: 'none', mx: 0.5 }}>
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      {children}
    </ListItem>
  );
}
