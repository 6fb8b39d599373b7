import { useId, useMemo } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Alert, Box, Button, IconButton, ListItemText, Paper, Typography } from '@mui/material';
import type { SceneAdminItem } from '../../../shared/schema/help-config';
import { SortableList, SortableRow, useDragAnnouncements } from '../../components/sortable';
import { SpreadsheetToolbar } from '../../components/spreadsheet';
import './texts';
import { dragTexts } from '../../i18n/drag-texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

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
  const { t } = useStudioTranslation();
  const headingId = useId();
  const named = useMemo(() => scenes.map((s) => ({ id: s.id, name: s.sceneName })), [scenes]);
  const accessibility = useDragAnnouncements(named, useMemo(() => dragTexts(t, 'helpConfig.drag'), [t]));

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ overflow: 'hidden', alignSelf: 'start' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={headingId} component="h2" sx={{ fontSize: 16, fontWeight: 600 }}>{t('helpConfig.robot.scenesTitle')}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <SpreadsheetToolbar list="scene" />
          <Button color="secondary" size="small" variant="contained" startIcon={<AddIcon fontSize="small" />} onClick={onAdd}>{t('helpConfig.add')}</Button>
        </Box>
      </Box>
      <Typography sx={{ px: 1.5, py: 0.75, fontSize: 13, color: 'text.secondary' }}>{t('helpConfig.robot.scenesHelp')}</Typography>
      {orderFailure !== null ? <Alert severity="error" onClose={onDismissOrderFailure} sx={{ m: 1 }}>{orderFailure}</Alert> : null}
      {scenes.length === 0 ? <Typography sx={{ p: 2, color: 'text.secondary' }}>{t('helpConfig.empty')}</Typography> : (
        <SortableList ids={scenes.map((s) => s.id)} onMove={onReorder} accessibility={accessibility} disablePadding aria-labelledby={headingId}>
          {scenes.map((scene) => (
            <SortableRow key={scene.id} id={scene.id} handleLabel={t('helpConfig.drag.handle', { name: scene.sceneName })} roleDescription={t('helpConfig.drag.roleDescription')}
              data-scene-id={scene.id} disablePadding sx={{ pr: 1 }}>
              <ListItemText primary={scene.sceneName} secondary={[t('helpConfig.robot.questionCount', { smart_count: scene.questionCount }), scene.description].filter(Boolean).join(' · ')}
                slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true, sx: { color: 'text.secondary' } } }} sx={{ minWidth: 0, py: 0.75 }} />
              <IconButton size="small" aria-label={`${t('helpConfig.edit')} ${scene.sceneName}`} onClick={() => { onEdit(scene); }}><EditOutlinedIcon fontSize="small" /></IconButton>
              <IconButton size="small" aria-label={`${t('helpConfig.remove')} ${scene.sceneName}`} onClick={() => { onRemove(scene); }}><DeleteOutlinedIcon fontSize="small" /></IconButton>
            </SortableRow>
          ))}
        </SortableList>
      )}
    </Paper>
  );
}
