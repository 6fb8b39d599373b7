import { useId, useState } from 'react';
import type { ImportantNotice } from '../../../shared/schema/messages';
import { useTranslation } from '../../lib/i18n-react';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { NoticeBody } from './NoticeBody';
import { useOpenMessage } from './use-open-message';
import './texts';

/**
 * SHELL-01: the footer toast. '您有N条重要通知未读' (N is every unread one), then one notice per page with
 * previous/next through their senders. A labelled region that never takes the focus; the count is a polite
 * status, so a screen reader hears it without losing its place.
 */
export function NoticeToast({ total, notices, onClose }: { total: number; notices: readonly ImportantNotice[]; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const openMessage = useOpenMessage();
  const [page, setPage] = useState(0);
  // The list shrinks as notices are read: stay on the last page rather than past it.
  const at = Math.min(page, notices.length - 1);
  const notice = notices[at];
  const open = useButtonGuard(() => (notice ? openMessage(notice.messageId) : undefined));
  if (!notice) return null;

  return (
    <section className="sh-notice-toast" aria-labelledby={`${id}-title`}>
      <div className="sh-notice-toast__head">
        <h2 className="sh-notice-toast__title" id={`${id}-title`}>{t('messages.toast.region')}</h2>
        <button type="button" className="sh-notice-toast__close" aria-label={t('messages.toast.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="sh-notice-toast__count" role="status">{t('messages.toast.unreadCount', { count: total })}</p>
      <NoticeBody key={notice.messageIdWeb} notice={notice} idPrefix={id} />
      <div className="sh-notice-toast__foot">
        <div className="sh-notice-toast__pager">
          <button type="button" className="sh-notice-toast__page" disabled={at === 0} onClick={() => setPage(at - 1)}>
            {t('messages.toast.prev')}
          </button>
          <span className="sh-notice-toast__position">
            <span aria-hidden="true">{`${at + 1} / ${notices.length}`}</span>
            <span className="sh-visually-hidden">{t('messages.toast.position', { current: at + 1, total: notices.length })}</span>
          </span>
          <button type="button" className="sh-notice-toast__page" disabled={at >= notices.length - 1} onClick={() => setPage(at + 1)}>
            {t('messages.toast.next')}
          </button>
        </div>
        <button
          type="button"
          className="sh-button sh-notice-toast__open"
          aria-describedby={`${id}-from ${id}-text`}
          disabled={open.disabled}
          onClick={() => open.onClick()}
        >
          {t('messages.toast.open')}
        </button>
      </div>
    </section>
  );
}
