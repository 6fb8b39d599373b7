import { useId, useRef } from 'react';
import type { ImportantNotice } from '../../../shared/schema/messages';
import { trapTab, useModalFocus } from '../../components/modal-focus';
import { useTranslation } from '../../lib/i18n-react';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { NoticeBody } from './NoticeBody';
import { useOpenMessage } from './use-open-message';
import './texts';

/** MSG-03 '0,1': the notice as a modal dialog, once per sign-in (NoticeLayer decides when). */
export function NoticeDialog({ notice, onDone }: { notice: ImportantNotice; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const dismissRef = useRef<HTMLButtonElement>(null);
  const openMessage = useOpenMessage();
  useModalFocus(dialogRef, { initial: dismissRef });
  const open = useButtonGuard(async () => {
    await openMessage(notice.messageId);
    onDone();
  });

  return (
    <div className="sh-notice-backdrop">
      <div
        ref={dialogRef}
        className="sh-notice-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-from ${id}-text`}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') { event.preventDefault(); onDone(); return; }
          trapTab(event, dialogRef.current);
        }}
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
      </div>
    </div>
  );
}
