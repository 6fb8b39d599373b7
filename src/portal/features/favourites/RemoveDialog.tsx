import { useId, useState } from 'react';
import { cancelCollect } from '../../../shared/api/catalogue/directory';
import type { DirectoryItem } from '../../../shared/schema/directory';
import { useServices } from '../../app/services';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { useTranslation } from '../../lib/i18n-react';
import { useServerMessage } from '../../lib/use-server-message';
import { Dialog } from '../../components/dialog';
import { errorMessage } from '../../../shared/api/error-message';

/**
 * 取消收藏 asks first, rather than acting at once with an undo in a toast. The portal's toasts carry errors only
 * and leave by themselves after a few seconds: an undo there is hard to reach by keyboard or screen reader in
 * time. And an undo could not really undo: collect puts a service back at the end, so the place the user gave
 * it would be lost. A question with the safe answer focused first costs one click and loses nothing.
 */
export function RemoveDialog({ item, onRemoved, onClose }: {
  item: DirectoryItem; onRemoved(item: DirectoryItem): void; onClose(): void;
}) {
  const { t } = useTranslation();
  const s = useServices();
  const localise = useServerMessage();
  const bodyId = useId();
  const [error, setError] = useState<string | null>(null);
  const confirm = useButtonGuard(async () => {
    setError(null);
    try {
      // silent: the reason is shown in the dialog, next to the button to try again.
      await s.blade.call(cancelCollect, { serviceId: item.serviceId }, { silent: true });
      onRemoved(item);
    } catch (e) {
      setError(errorMessage(e));
    }
  });

  return (
    <Dialog
      title={t('favourites.confirm.title')}
      onClose={onClose}
      size="small"
      describedBy={bodyId}
      footer={(
        <>
          <button type="button" className="sh-button sh-button--secondary" onClick={onClose}>{t('favourites.confirm.keep')}</button>
          <button type="button" className="sh-button" disabled={confirm.disabled} onClick={confirm.onClick}>
            {t('favourites.confirm.confirm')}
          </button>
        </>
      )}
    >
      <p id={bodyId} className="fav-dialog-lead">{t('favourites.confirm.body', { name: item.serviceName })}</p>
      {error !== null ? <p className="sh-form-error fav-dialog-error" role="alert">{t('favourites.confirm.failed', { msg: localise(error) })}</p> : null}
    </Dialog>
  );
}
