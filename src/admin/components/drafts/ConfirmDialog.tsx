import { useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { messageOf } from './errors';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm(): Promise<void>;
  onClose(): void;
}

/** A yes/no question whose yes is a call: stays open with the server's message when the call fails. */
export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useStudioTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(messageOf(error));
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="draft-confirm-title" aria-describedby="draft-confirm-body">
      <DialogTitle id="draft-confirm-title">{title}</DialogTitle>
      <DialogContent id="draft-confirm-body">
        {children}
        {failure !== null ? <Alert severity="error" role="alert" sx={{ mt: 2 }}>{failure}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button color="secondary" onClick={onClose} disabled={busy}>{t('drafts.cancel')}</Button>
        <Button variant="contained" color="error" onClick={() => { void confirm(); }} disabled={busy}>{confirmLabel}</Button>
      </DialogActions>
    </Dialog>
  );
}
