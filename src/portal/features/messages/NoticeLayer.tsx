import { useEffect, useState, useSyncExternalStore } from 'react';
import { readSessionUser } from '../../../shared/rules/sign-in-state';
import { useServices } from '../../app/services';
import { addNoticeIds, NOTICE_MEMORY_KEYS, readNoticeIds } from './notice-memory';
import { NoticeDialog } from './NoticeDialog';
import { NoticeToast } from './NoticeToast';
import { useImportantNotices } from './use-important-notices';
import './texts';
import './messages.css';

/**
 * The shell's important notices: the footer toast of SHELL-01 and, for notices with openWindow '0,1', a dialog.
 *
 * MSG-03 names openWindow's values, not their meaning. Our reading: '1' = the footer toast only; '0,1' = the toast
 * and also, once per sign-in, a dialog that asks to be acknowledged (a strong reminder). "Once" is remembered in
 * the session store as soon as the dialog shows, so a reload does not bring it back; a new sign-in does.
 * Both follow getIsShowMsg: when the platform hides the message area, no notice pops up at all.
 * While the session-expiry dialog is open nothing of this shows: the user's one way on is 重新登录 (SESS-07).
 */
export function NoticeLayer() {
  const s = useServices();
  const data = useImportantNotices();
  const expired = useSyncExternalStore(s.expiryDialog.subscribe, () => s.expiryDialog.get().open);
  const userId = readSessionUser(s.store)?.user_id ?? '';
  const [dismissed, setDismissed] = useState(() => readNoticeIds(s.store, NOTICE_MEMORY_KEYS.dismissed, userId));
  const [dialogDone, setDialogDone] = useState(() => readNoticeIds(s.store, NOTICE_MEMORY_KEYS.dialogShown, userId));

  const notices = data?.list ?? [];
  const dialogNotice = notices.find((n) => n.openWindow === '0,1' && !dialogDone.has(n.messageIdWeb)) ?? null;
  const dialogId = dialogNotice?.messageIdWeb ?? null;

  useEffect(() => {
    if (dialogId !== null && !expired) addNoticeIds(s.store, NOTICE_MEMORY_KEYS.dialogShown, userId, [dialogId]);
  }, [dialogId, expired, s, userId]);

  if (!data || expired) return null;
  // Closed: hidden until a notice arrives that was not in the list the user closed.
  const showToast = notices.some((n) => !dismissed.has(n.messageIdWeb));

  return (
    <>
      {showToast ? (
        <NoticeToast
          total={data.total}
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
      {dialogNotice ? (
        <NoticeDialog
          key={dialogNotice.messageIdWeb}
          notice={dialogNotice}
          onDone={() => setDialogDone((before) => new Set([...before, dialogNotice.messageIdWeb]))}
        />
      ) : null}
    </>
  );
}
