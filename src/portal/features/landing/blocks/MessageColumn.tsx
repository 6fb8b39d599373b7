import { Link } from 'wouter';
import { messageColumn } from '../../../../shared/api/catalogue/prelogin';
import type { PreLoginColumn } from '../../../../shared/schema/prelogin';
import { useServices } from '../../../app/services';
import { useTranslation } from '../../../lib/i18n-react';
import { useCall } from '../../../lib/use-call';
import { formatMessageTime } from '../../messages/format-time';
import { messageDetailPath } from '../../messages/message-paths';
import { BlockSection } from '../BlockSection';

/** Public messages, newest first; each opens its detail page (/generalDetailsTow, public: ROUTE-01). */
export function MessageColumnBlock({ column, size }: { column: PreLoginColumn; size: number }) {
  const { t } = useTranslation();
  const s = useServices();
  const { state, reload } = useCall(s.blade, messageColumn, { current: 1, size });
  return (
    <BlockSection
      blockKey="messageColumn"
      title={column.title}
      state={state}
      onRetry={reload}
      isEmpty={(page) => page.records.length === 0}
      emptyText={t('landing.messages.empty')}
      skeleton={(
        <ul className="lp-messages">
          {Array.from({ length: Math.min(size, 4) }, (_, i) => <li key={i} className="lp-message lp-skeleton__box" />)}
        </ul>
      )}
    >
      {(page) => (
        <ul className="lp-messages">
          {page.records.map((message) => (
            <li key={message.id}>
              <Link to={messageDetailPath(message.id)} className="lp-message">
                <span className="lp-message__title">{message.title}</span>
                <span className="lp-message__meta">
                  {message.fromUserName ? <span>{t('landing.messages.from', { name: message.fromUserName })}</span> : null}
                  <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt).slice(0, 10)}</time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </BlockSection>
  );
}
