import { useTranslation } from '../../../lib/i18n-react';
import { useCardActions } from '../card-actions';
import { useTimeFormat } from '../parts/format-time';
import type { KindProps } from './kind-props';

/** 重要公告: announcements addressed to the user; unread ones carry a dot (and the word, for screen readers). */
export function AnnouncementsCard({ data, columnName, limit }: KindProps<'announcements'>) {
  const { t } = useTranslation();
  const { openMessage } = useCardActions();
  const time = useTimeFormat();
  return (
    <ul className="sh-card-list sh-card-notices" aria-label={columnName}>
      {data.items.slice(0, limit).map((item) => (
        <li key={item.messageId} className={item.read ? 'sh-card-notices__entry' : 'sh-card-notices__entry is-unread'}>
          <button type="button" className="sh-card-list__item" onClick={() => openMessage(item.messageId)}>
            <span className="sh-card-notices__dot" aria-hidden="true" />
            {item.read ? null : <span className="sh-card-sr">{t('cards.announcements.unread')} </span>}
            {item.important ? <span className="sh-card-chip sh-card-chip--important">{t('cards.announcements.important')}</span> : null}
            {' '}
            <span className="sh-card-list__title">{item.title}</span>
            {' '}
            <span className="sh-card-list__meta">
              <span title={t('cards.announcements.from', { name: item.fromUserName })}>{item.fromUserName}</span>
              {' '}
              <time dateTime={item.createTime}>{time.dateTime(item.createTime)}</time>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
