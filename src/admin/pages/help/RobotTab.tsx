import { useMemo, useState } from 'react';
import { Alert, Box, Button, CircularProgress, DialogContentText } from '@mui/material';
import { useNotify } from 'react-admin';
import { helpStudio } from '../../../shared/api/catalogue/help-config';
import type { SceneAdminItem } from '../../../shared/schema/help-config';
import { ConfirmDialog, DraftBar, type ChangeLabels } from '../../components/drafts';
import { HelpPreview } from './HelpPreview';
import { RobotBaseForm } from './RobotBaseForm';
import { SceneDialog } from './SceneDialog';
import { SceneList } from './SceneList';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { useRobotDraft } from './use-robot-draft';

type Editing = { scene: SceneAdminItem | null } | null;

/**
 * The robot's basic config and its ordered question scenes over the draft of area 'robot' (ADR 009): the draft bar
 * publishes, previews, compares and rolls back; the panel changes only on publish.
 */
export function RobotTab() {
  const { t } = useStudioTranslation();
  const notify = useNotify();
  const draft = useRobotDraft();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<SceneAdminItem | null>(null);
  const area = useMemo(() => ({ calls: helpStudio }), []);
  const labels = useMemo<ChangeLabels>(() => {
    const names = new Map(draft.scenes.map((s) => [s.id, s.sceneName]));
    const fields: Record<string, string> = {
      base: t('helpConfig.robot.baseTitle'), scenes: t('helpConfig.robot.scenesTitle'), robotName: t('helpConfig.robot.robotName'), greeting: t('helpConfig.robot.greeting'), isOpen: t('helpConfig.robot.isOpen'),
      sceneName: t('helpConfig.robot.sceneName'), icon: t('helpConfig.robot.icon'), description: t('helpConfig.robot.description'),
    };
    return { nameOf: (id) => names.get(id), fieldLabel: (key) => fields[key] };
  }, [draft.scenes, t]);

  if (draft.load.kind === 'loading') return <CircularProgress aria-label={t('helpConfig.tabs.robot')} sx={{ m: 3 }} />;
  if (draft.load.kind === 'failed' || draft.base === null) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => { void draft.reload(); }}>{t('helpConfig.retry')}</Button>}>
        {t('helpConfig.loadFailed')}：{draft.load.kind === 'failed' ? draft.load.message : ''}
      </Alert>
    );
  }

  return (
    <Box>
      <DraftBar area={area} editHint={draft.edits} roles={draft.roles} labels={labels}
        renderPreview={(preview) => <HelpPreview preview={preview} />} onDraftReplaced={() => { void draft.reload(); }} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
        {/* Keyed by the loaded values: a publish, discard or rollback shows the new draft in the form. */}
        <RobotBaseForm key={JSON.stringify(draft.base)} base={draft.base} onSaved={() => { draft.changed(); void draft.reload(); }} />
        <SceneList
          scenes={draft.scenes}
          orderFailure={draft.orderFailure}
          onDismissOrderFailure={draft.dismissOrderFailure}
          onReorder={(a, b) => { void draft.reorder(a, b).then((ok) => { if (ok) notify(t('helpConfig.robot.orderSaved'), { type: 'info' }); }); }}
          onAdd={() => { setEditing({ scene: null }); }}
          onEdit={(scene) => { setEditing({ scene }); }}
          onRemove={setRemoving}
        />
      </Box>
      {editing ? (
        <SceneDialog scene={editing.scene} onClose={() => { setEditing(null); }}
          onSaved={() => { setEditing(null); notify(t('helpConfig.savedDraft'), { type: 'success' }); draft.changed(); void draft.reload(); }} />
      ) : null}
      {removing ? (
        <ConfirmDialog title={t('helpConfig.robot.removeScene', { name: removing.sceneName })} confirmLabel={t('helpConfig.remove')} onClose={() => { setRemoving(null); }}
          onConfirm={async () => {
            await draft.remove(removing.id);
            notify(t('helpConfig.removed'), { type: 'info' });
            setRemoving(null);
          }}>
          <DialogContentText>{t('helpConfig.robot.removeSceneBody')}</DialogContentText>
        </ConfirmDialog>
      ) : null}
    </Box>
  );
}
