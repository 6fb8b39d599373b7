import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { useServerMessage } from '../../lib/use-server-message';
import { Dialog } from '../../components/dialog';
import { errorMessage } from '../../../shared/api/error-message';

export interface ConfirmDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  /** Does the work; a rejection's message is shown in the dialog, which stays open for another try. */
  onConfirm(): Promise<void>;
  onClose(): void;
  /** Wraps the server's reason into the sentence shown, e.g. '解除绑定失败：{{reason}}'. */
  failure(reason: string): string;
}

/**
 * A question before something that cannot be taken back (role switch, unbinding). 取消 comes first and is
 * focused first; the confirm button is SHELL-09 guarded for as long as the work takes.
 */
export function ConfirmDialog({ title, body, confirmLabel, onConfirm, onClose, failure }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const localise = useServerMessage();
  const bodyId = useId();
  const [error, setError] = useState<string | null>(null);
  const confirm = useButtonGuard(async () => {
    setError(null);
    try {
      await onConfirm();
    } catch (e) {
      setError(errorMessage(e));
    }
  });
  return (
    <Dialog
      title={title}
      onClose={onClose}
      size="small"
      describedBy={bodyId}
      footer={(
        <>
          <button type="button" className="sh-button sh-button--secondary" onClick={onClose}>{t('personal.confirm.cancel')}</button>
          <button type="button" className="sh-button" disabled={confirm.disabled} onClick={confirm.onClick}>{confirmLabel}</button>
        </>
      )}
    >
      <p id={bodyId} className="pc-dialog-lead">{body}</p>
      {error !== null ? <p className="sh-form-error" role="alert">{failure(localise(error))}</p> : null}
    </Dialog>
  );
}
