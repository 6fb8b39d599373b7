import { useId } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, List, Paper, Typography } from '@mui/material';
import type { SceneAdminItem } from '../../../shared/schema/help-config';
import { SortableSceneRow } from './SortableSceneRow';
import { useHelpTexts } from './texts';
import { useSortableAnnouncements } from './use-sortable-announcements';

export interface SceneListProps {
  scenes: readonly SceneAdminItem[];
  orderFailure: string | null;
  onDismissOrderFailure(): void;
  onReorder(activeId: string, overId: string): void;
  onAdd(): void;
  onEdit(scene: SceneAdminItem): void;
  onRemove(scene: SceneAdminItem): void;
}

/** The robot's question scenes in display order: drag (pointer or keyboard) to reorder, add, edit, delete. */
export function SceneList({ scenes, orderFailure, onDismissOrderFailure, onReorder, onAdd, onEdit, onRemove }: SceneListProps) {
  const t = useHelpTexts();
  const headingId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useSortableAnnouncements(scenes.map((s) => ({ id: s.id, name: s.sceneName })), t.drag);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onReorder(String(active.id), String(over.id));
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ overflow: 'hidden', alignSelf: 'start' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={headingId} component="h2" sx={{ fontSize: 16, fontWeight: 600 }}>{t.robot.scenesTitle}</Typography>
        <Button color="secondary" size="small" variant="contained" startIcon={<AddIcon fontSize="small" />} onClick={onAdd}>{t.add}</Button>
      </Box>
      <Typography sx={{ px: 1.5, py: 0.75, fontSize: 13, color: 'text.secondary' }}>{t.robot.scenesHelp}</Typography>
      {orderFailure !== null ? <Alert severity="error" onClose={onDismissOrderFailure} sx={{ m: 1 }}>{orderFailure}</Alert> : null}
      {scenes.length === 0 ? <Typography sx={{ p: 2, color: 'text.secondary' }}>{t.empty}</Typography> : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
          <SortableContext items={scenes.map((s) => s.id)} strategy={verticalListSortingStrategy}>
            <List disablePadding aria-labelledby={headingId}>
              {scenes.map((scene) => <SortableSceneRow key={scene.id} scene={scene} onEdit={onEdit} onRemove={onRemove} />)}
            </List>
          </SortableContext>
        </DndContext>
      )}
    </Paper>
  );
}
