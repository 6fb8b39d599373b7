import { useId } from 'react';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { useTranslation } from '../../lib/i18n-react';
import { Dialog } from '../../components/dialog';

/** "恢复默认" asks first: the reset forgets every card the user added, removed or moved. */
export function ResetDialog({ onConfirm, onClose }: { onConfirm: () => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation();
  const bodyId = useId();
  const confirm = useButtonGuard(async () => {
    // The editor shows the server's message when the reset is refused; the question is answered either way.
    await onConfirm();
    onClose();
  });
  return (
    <Dialog
      title={t('homePage.reset.title')}
      onClose={onClose}
      size="small"
      describedBy={bodyId}
      footer={(
        <>
          <button type="button" className="sh-button sh-button--secondary" onClick={onClose}>{t('homePage.reset.cancel')}</button>
          <button type="button" className="sh-button" disabled={confirm.disabled} onClick={confirm.onClick}>{t('homePage.reset.confirm')}</button>
        </>
      )}
    >
      <p id={bodyId} className="hp-dialog-lead">{t('homePage.reset.body')}</p>
    </Dialog>
  );
}
