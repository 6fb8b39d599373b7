import { useId, useRef } from 'react';
import type { ImportantNotice } from '../../../shared/schema/messages';
import { Dialog } from '../../components/dialog';
import { useTranslation } from '../../lib/i18n-react';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { NoticeBody } from './NoticeBody';
import { useOpenMessage } from './use-open-message';
import './texts';

/** MSG-03 '0,1': the notice as a modal dialog, once per sign-in (NoticeLayer decides when). */
export function NoticeDialog({ notice, onDone }: { notice: ImportantNotice; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const dismissRef = useRef<HTMLButtonElement>(null);
  const openMessage = useOpenMessage();
  const open = useButtonGuard(async () => {
    await openMessage(notice.messageId);
    onDone();
  });

  return (
    <Dialog
      labelledBy={`${id}-title`}
      describedBy={`${id}-from ${id}-text`}
      className="sh-notice-dialog"
      size="small"
      // Esc acknowledges it like 我知道了; a stray click beside a notice that asks to be read does not.
      closeOnBackdrop={false}
      initialFocus={dismissRef}
      onClose={onDone}
    >
      <h2 className="sh-notice-dialog__title" id={`${id}-title`}>{t('messages.dialog.title')}</h2>
      <NoticeBody notice={notice} idPrefix={id} />
      <div className="sh-notice-dialog__actions">
        <button ref={dismissRef} type="button" className="sh-notice-dialog__dismiss" onClick={onDone}>
          {t('messages.dialog.dismiss')}
        </button>
        <button type="button" className="sh-button" disabled={open.disabled} onClick={() => open.onClick()}>
          {t('messages.dialog.openDetail')}
        </button>
      </div>
    </Dialog>
  );
}
