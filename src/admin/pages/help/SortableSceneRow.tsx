import type { CSSProperties } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { IconButton, ListItem, ListItemText } from '@mui/material';
import type { SceneAdminItem } from '../../../shared/schema/help-config';
import { useHelpTexts } from './texts';

export interface SortableSceneRowProps {
  scene: SceneAdminItem;
  onEdit(scene: SceneAdminItem): void;
  onRemove(scene: SceneAdminItem): void;
}

/** One question scene: a drag handle (pointer or keyboard), its name and question count, edit and delete. */
export function SortableSceneRow({ scene, onEdit, onRemove }: SortableSceneRowProps) {
  const t = useHelpTexts();
  const sortable = useSortable({ id: scene.id, attributes: { roleDescription: t.drag.roleDescription } });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    position: 'relative',
    zIndex: sortable.isDragging ? 1 : undefined,
  };
  return (
    <ListItem ref={sortable.setNodeRef} style={style} data-scene-id={scene.id} disablePadding
      sx={{ bgcolor: sortable.isDragging ? 'action.hover' : 'background.paper', borderBottom: 1, borderColor: 'divider', pr: 1 }}>
      <IconButton ref={sortable.setActivatorNodeRef} size="small" {...sortable.attributes} {...sortable.listeners}
        aria-label={t.drag.handle(scene.sceneName)} sx={{ cursor: 'grab', touchAction: 'none', mx: 0.5 }}>
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <ListItemText primary={scene.sceneName} secondary={[t.robot.questionCount(scene.questionCount), scene.description].filter(Boolean).join(' · ')}
        slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true, sx: { color: 'text.secondary' } } }} sx={{ minWidth: 0, py: 0.75 }} />
      <IconButton size="small" aria-label={`${t.edit} ${scene.sceneName}`} onClick={() => { onEdit(scene); }}><EditOutlinedIcon fontSize="small" /></IconButton>
      <IconButton size="small" aria-label={`${t.remove} ${scene.sceneName}`} onClick={() => { onRemove(scene); }}><DeleteOutlinedIcon fontSize="small" /></IconButton>
    </ListItem>
  );
}
