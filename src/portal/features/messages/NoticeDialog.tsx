import { useId, useRef, useState } from 'react';
import type { ImportantNotice } from '../../../shared/schema/messages';
import { Dialog } from '../../components/dialog';
import { useTranslation } from '../../lib/i18n-react';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { NoticeBody } from './NoticeBody';
import { useOpenMessage } from './use-open-message';
import './texts';

export interface NoticeDialogProps {
  /** The unread '0,1' notices, newest first; the list shrinks as they are read. */
  notices: readonly ImportantNotice[];
  /** 知道了: this notice is read (on the server, so everywhere). */
  onAcknowledge(notice: ImportantNotice): Promise<void>;
  /** 全部已读: every notice of the dialog is read. */
  onAcknowledgeAll(notices: readonly ImportantNotice[]): Promise<void>;
  /** Closed (Esc or ×) without reading the rest: not shown again in this sign-in. */
  onClose(notices: readonly ImportantNotice[]): void;
}

/**
 * MSG-03 '0,1': the unread strong-reminder notices as ONE modal dialog, paged (上一条 / 下一条), never a stack.
 * 知道了 reads the notice shown and moves on; the last one read closes the dialog. The page stays on a notice
 * by its id while the list shrinks under it.
 */
export function NoticeDialog({ notices, onAcknowledge, onAcknowledgeAll, onClose }: NoticeDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const dismissRef = useRef<HTMLButtonElement>(null);
  const openMessage = useOpenMessage();
  const [shownId, setShownId] = useState<string | null>(null);
  const found = notices.findIndex((n) => n.messageIdWeb === shownId);
  const [lastIndex, setLastIndex] = useState(0);
  // The notice shown was read elsewhere: the one now at its place (or the last one).
  const at = found >= 0 ? found : Math.min(lastIndex, notices.length - 1);
  const notice = notices[at];
  const go = (index: number) => {
    setLastIndex(index);
    setShownId(notices[index]?.messageIdWeb ?? null);
  };
  const acknowledge = useButtonGuard(async () => {
    if (!notice) return;
    setLastIndex(at);
    setShownId(null);
    await onAcknowledge(notice);
  });
  const acknowledgeAll = useButtonGuard(() => onAcknowledgeAll(notices));
  const open = useButtonGuard(async () => {
    if (notice) await openMessage(notice.messageId);
  });
  if (!notice) return null;

  return (
    <Dialog
      labelledBy={`${id}-title`}
      describedBy={`${id}-from ${id}-text`}
      className="sh-notice-dialog"
      size="small"
      // Esc closes it for this sign-in; a stray click beside a notice that asks to be read does not.
      closeOnBackdrop={false}
      initialFocus={dismissRef}
      onClose={() => onClose(notices)}
    >
      <div className="sh-notice-dialog__head">
        <h2 className="sh-notice-dialog__title" id={`${id}-title`}>{t('messages.dialog.title')}</h2>
        {notices.length > 1 ? (
          <span className="sh-notice-dialog__position">
            <span aria-hidden="true">{`${at + 1} / ${notices.length}`}</span>
            <span className="sh-visually-hidden">{t('messages.toast.position', { current: at + 1, total: notices.length })}</span>
          </span>
        ) : null}
      </div>
      <NoticeBody key={notice.messageIdWeb} notice={notice} idPrefix={id} />
      {notices.length > 1 ? (
        <div className="sh-notice-dialog__pager">
          <button type="button" className="sh-notice-toast__page" disabled={at === 0} onClick={() => go(at - 1)}>
            {t('messages.toast.prev')}
          </button>
          <button type="button" className="sh-notice-toast__page" disabled={at >= notices.length - 1} onClick={() => go(at + 1)}>
            {t('messages.toast.next')}
          </button>
        </div>
      ) : null}
      <div className="sh-notice-dialog__actions">
        {notices.length > 1 ? (
          <button type="button" className="sh-notice-dialog__dismiss" disabled={acknowledgeAll.disabled} onClick={() => acknowledgeAll.onClick()}>
            {t('messages.dialog.readAll')}
          </button>
        ) : null}
        <button ref={dismissRef} type="button" className="sh-notice-dialog__dismiss" disabled={acknowledge.disabled} onClick={() => acknowledge.onClick()}>
          {t('messages.dialog.dismiss')}
        </button>
        <button type="button" className="sh-button" disabled={open.disabled} onClick={() => open.onClick()}>
          {t('messages.dialog.openDetail')}
        </button>
      </div>
    </Dialog>
  );
}
