import { useCallback, useState, useSyncExternalStore } from 'react';
import { readMessages } from '../../../shared/api/catalogue/messages';
import type { ImportantNotice } from '../../../shared/schema/messages';
import { readSessionUser } from '../../../shared/rules/sign-in-state';
import { useServices } from '../../app/services';
import { addNoticeIds, NOTICE_MEMORY_KEYS, readNoticeIds } from './notice-memory';
import { notifyMessageRead } from './message-read-events';
import { NoticeDialog } from './NoticeDialog';
import { NoticeToast } from './NoticeToast';
import { useImportantNotices } from './use-important-notices';
import './texts';
import './messages.css';

/**
 * The shell's important notices: the footer toast of SHELL-01 and, for unread notices with openWindow '0,1', ONE
 * paged dialog (ADR 026).
 *
 * MSG-03 names openWindow's values, not their meaning. Our reading: '1' = the footer toast only; '0,1' = the toast
 * and also a dialog that asks to be acknowledged (a strong reminder). 知道了 and 全部已读 read the notices on the
 * server, so they are read on every tab and device and never pop up again; closing the dialog (Esc) leaves them
 * unread and keeps it closed for this sign-in (remembered in the session store, so a reload does not reopen it).
 * Both follow getIsShowMsg: when the platform hides the message area, no notice pops up at all.
 * While the session-expiry dialog is open nothing of this shows: the user's one way on is 重新登录 (SESS-07).
 */
export function NoticeLayer() {
  const s = useServices();
  const data = useImportantNotices();
  const expired = useSyncExternalStore(s.expiryDialog.subscribe, () => s.expiryDialog.get().open);
  // The warning before expiry asks for an answer within minutes (ADR 025): the notices' modal waits until it is
  // answered, so it never covers the warning and makes it inert.
  const warning = useSyncExternalStore(s.expiryWarning.subscribe, () => s.expiryWarning.get().open);
  const userId = readSessionUser(s.store)?.user_id ?? '';
  const [dismissed, setDismissed] = useState(() => readNoticeIds(s.store, NOTICE_MEMORY_KEYS.dismissed, userId));
  const [dialogClosed, setDialogClosed] = useState(() => readNoticeIds(s.store, NOTICE_MEMORY_KEYS.dialogShown, userId));
  // Read here and not yet gone from the loaded list: hidden at once, not after the next load.
  const [reading, setReading] = useState<ReadonlySet<string>>(new Set());

  const read = useCallback(async (notices: readonly ImportantNotice[]) => {
    const ids = notices.map((n) => n.messageIdWeb);
    setReading((before) => new Set([...before, ...ids]));
    try {
      // Not silent: a failure shows the server's message, and the notices stay to be read.
      await s.blade.call(readMessages, { messageIds: ids });
      notifyMessageRead(s);
    } catch {
      setReading((before) => new Set([...before].filter((id) => !ids.includes(id))));
    }
  }, [s]);

  if (!data || expired) return null;
  const notices = data.list.filter((n) => !reading.has(n.messageIdWeb));
  const total = Math.max(0, data.total - (data.list.length - notices.length));
  const dialogNotices = notices.filter((n) => n.openWindow === '0,1' && !dialogClosed.has(n.messageIdWeb));
  // Closed: hidden until a notice arrives that was not in the list the user closed.
  const showToast = notices.some((n) => !dismissed.has(n.messageIdWeb));

  return (
    <>
      {showToast ? (
        <NoticeToast
          total={total}
          notices={notices}
          onClose={() => {
            const ids = notices.map((n) => n.messageIdWeb);
            addNoticeIds(s.store, NOTICE_MEMORY_KEYS.dismissed, userId, ids);
            setDismissed((before) => new Set([...before, ...ids]));
            // The close button goes away with the toast: the page's content takes the focus, not the void.
            document.getElementById('main')?.focus({ preventScroll: true });
          }}
        />
      ) : null}
      {dialogNotices.length > 0 && !warning ? (
        <NoticeDialog
          notices={dialogNotices}
          onAcknowledge={(notice) => read([notice])}
          onAcknowledgeAll={(all) => read(all)}
          onClose={(all) => {
            const ids = all.map((n) => n.messageIdWeb);
            addNoticeIds(s.store, NOTICE_MEMORY_KEYS.dialogShown, userId, ids);
            setDialogClosed((before) => new Set([...before, ...ids]));
          }}
        />
      ) : null}
    </>
  );
}
