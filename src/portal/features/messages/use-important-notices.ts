import { useEffect, useRef, useState } from 'react';
import { getIsShowMsg } from '../../../shared/api/catalogue/home';
import { unreadImportantNotices } from '../../../shared/api/catalogue/messages';
import type { UnreadNotices } from '../../../shared/schema/messages';
import { useServices } from '../../app/services';
import { onMessageRead } from './message-read-events';

/** SHELL-01: the toast keeps at most 10 notices. */
const MAX_TOAST_NOTICES = 10;

/**
 * The user's unread important notices when the platform shows the message area (getIsShowMsg), else null.
 * Loaded again whenever a message is read, keeping the last answer meanwhile so the toast does not flicker.
 * A failed load shows nothing: the notices are a reminder, never in the way of the page.
 */
export function useImportantNotices(): UnreadNotices | null {
  const s = useServices();
  const [data, setData] = useState<UnreadNotices | null>(null);
  const [version, setVersion] = useState(0);
  // Asked once per mount: the switch is an administrator's setting, not something that changes per read.
  const isShown = useRef<Promise<boolean> | null>(null);

  useEffect(() => onMessageRead(s, () => setVersion((v) => v + 1)), [s]);
  useEffect(() => s.events.on('importantNoticeArrived', () => setVersion((v) => v + 1)), [s]);

  useEffect(() => {
    let live = true;
    const shown = isShown.current ?? s.blade.call(getIsShowMsg, {}, { silent: true }).then(
      (answer) => answer.isShowMsg,
      (error: unknown) => {
        // Asked again at the next load: a failed switch is no answer.
        isShown.current = null;
        throw error;
      },
    );
    isShown.current = shown;
    shown
      .then((show) => (show ? s.blade.call(unreadImportantNotices, {}, { silent: true }) : null))
      .then(
        (next) => { if (live) setData(next && { total: next.total, list: next.list.slice(0, MAX_TOAST_NOTICES) }); },
        () => { /* Nothing shown: the notices are a reminder, never in the way of the page. */ },
      );
    return () => { live = false; };
  }, [s, version]);

  return data;
}
