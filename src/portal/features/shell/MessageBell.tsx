import { useEffect } from 'react';
import { Link } from 'wouter';
import { myMessages } from '../../../shared/api/catalogue/messages';
import { useServices } from '../../app/services';
import { useTranslation } from '../../lib/i18n-react';
import { useCall } from '../../lib/use-call';
import { onMessageRead } from '../messages/message-read-events';
import './personal-links-texts';

/** 99+ past 99, as the cards count (CARD-05's staging rule). */
const shownCount = (n: number) => (n > 99 ? '99+' : String(n));

/**
 * The top bar's way to the notification centre (ADR 026): a bell with the user's unread count, which follows what
 * is read here, on other tabs and on other devices (the 'messagesChanged' event), and every new notice.
 */
export function MessageBell() {
  const { t } = useTranslation();
  const s = useServices();
  const { state, reload } = useCall(s.blade, myMessages, { filter: 'unread', size: 1 });
  useEffect(() => onMessageRead(s, reload), [s, reload]);
  useEffect(() => s.events.on('importantNoticeArrived', reload), [s, reload]);
  const unread = state.status === 'success' ? state.data.unread : 0;
  return (
    <Link
      to="/PersonalCenter?tab=MyMessages"
      className="sh-topbar__icon-link"
      aria-label={unread > 0 ? t('personalLinks.bellUnread', { count: unread }) : t('personalLinks.bell')}
      title={t('personalLinks.bell')}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
      </svg>
      {unread > 0 ? <span className="sh-topbar__badge" aria-hidden="true">{shownCount(unread)}</span> : null}
    </Link>
  );
}
