import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { isConflict, messageOf } from './errors';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { useCallMutation } from '../../data-provider/use-call';
import type { DraftArea } from './types';

export interface PublishDialogProps {
  area: DraftArea;
  /** The draft revision the administrator looked at: a draft that moved since is refused by the server (409). */
  revision: number;
  onClose(): void;
  onPublished(version: number): void;
  /** Shows the latest draft after a conflict. */
  onReload(): void;
}

/** 发布 with an optional note; a conflict is explained and offers the latest draft instead of a bare error. */
export function PublishDialog({ area, revision, onClose, onPublished, onReload }: PublishDialogProps) {
  const { t } = useStudioTranslation();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; conflict: boolean } | null>(null);
  const send = useCallMutation(area.calls.publish);

  async function publish() {
    setBusy(true);
    setFailure(null);
    try {
      const result = await send.mutateAsync({ note, revision });
      onPublished(result.version);
    } catch (error) {
      setFailure({ message: messageOf(error), conflict: isConflict(error) });
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="draft-publish-title" fullWidth maxWidth="sm">
      <DialogTitle id="draft-publish-title">{t('drafts.publishTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('drafts.publishBody')}</DialogContentText>
        <TextField color="secondary" variant="outlined"
          label={t('drafts.publishNote')}
          value={note}
          onChange={(event) => { setNote(event.target.value); }}
          fullWidth
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        {failure ? (
          <Alert severity={failure.conflict ? 'warning' : 'error'} role="alert" sx={{ mt: 2 }}
            action={failure.conflict ? <Button color="inherit" size="small" onClick={onReload}>{t('drafts.reloadDraft')}</Button> : undefined}>
            {failure.conflict ? `${failure.message}。${t('drafts.conflict')}` : failure.message}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button color="secondary" onClick={onClose} disabled={busy}>{t('drafts.cancel')}</Button>
        <Button color="secondary" variant="contained" onClick={() => { void publish(); }} disabled={busy || failure?.conflict === true}>{t('drafts.publish')}</Button>
      </DialogActions>
    </Dialog>
  );
}
