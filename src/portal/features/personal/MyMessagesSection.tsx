import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { archiveMessages, myMessages, readAllMessages, readMessages } from '../../../shared/api/catalogue/messages';
import {
  MESSAGE_FILTERS, MESSAGE_KEYWORD_MAX, type MessageFilter, type MessageListItem, type MyMessages,
} from '../../../shared/schema/messages';
import { useServices } from '../../app/services';
import { useRawUrl } from '../../app/raw-url';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useTranslation } from '../../lib/i18n-react';
import { useCall } from '../../lib/use-call';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { notifyMessageRead, onMessageRead } from '../messages/message-read-events';
import { useOpenMessage } from '../messages/use-open-message';
import { useDateTime } from '../ratings/format-time';
import { FilterTabs } from './FilterTabs';
import { PagerRow } from './PagerRow';
import { SearchBox } from './SearchBox';

const PAGE_SIZE = 10;

/** The tab in the address (`&filter=`), so the 未读消息 counter and the top bar's bell open it filtered. */
export function messageFilterOf(search: string): MessageFilter {
  const value = new URLSearchParams(search).get('filter');
  return (MESSAGE_FILTERS as readonly string[]).includes(value ?? '') ? (value as MessageFilter) : 'all';
}

/**
 * 消息中心 (ADR 026): every message and notice of the user with read / unread, search and archive (hidden from the
 * list, kept under 已归档). Read state is the server's: what is read here is read on every tab and device, and
 * the list follows what other pages and devices read.
 */
export function MyMessagesSection() {
  const { t } = useTranslation();
  const s = useServices();
  const { search } = useRawUrl();
  const [path, navigate] = useLocation();
  const filter = messageFilterOf(search);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const { state, reload } = useCall(s.blade, myMessages, { filter, keyword, current: page, size: PAGE_SIZE });
  // Read or archived here, on another tab or device: the same page loads again.
  useEffect(() => onMessageRead(s, reload), [s, reload]);
  // While a page loads again, the last one stays: a row marked read does not make the list flash.
  const last = useRef<MyMessages | null>(null);
  if (state.status === 'success') last.current = state.data;
  const data = state.status === 'success' ? state.data : state.status === 'loading' ? last.current : null;

  const choose = (next: MessageFilter) => {
    const params = new URLSearchParams(search);
    params.set('filter', next);
    setPage(1);
    navigate(`${path}?${params.toString()}`, { replace: true });
  };
  const readAll = useButtonGuard(async () => {
    await s.blade.call(readAllMessages, {});
    notifyMessageRead(s);
  });
  const unread = data ? data.unread : null;

  return (
    <>
      <p className="pc-intro">{t('personal.messages.intro')}</p>
      <div className="pc-toolbar">
        <FilterTabs
          label={t('personal.messages.tabsLabel')}
          options={MESSAGE_FILTERS.map((value) => ({
            value, label: t(`personal.messages.filters.${value}`), count: value === 'unread' && unread !== null ? unread : undefined,
          }))}
          current={filter}
          onSelect={choose}
        />
        <button
          type="button"
          className="sh-button sh-button--secondary"
          disabled={readAll.disabled || unread === 0}
          onClick={() => readAll.onClick()}
        >
          {t('personal.messages.readAll')}
        </button>
      </div>
      <SearchBox
        label={t('personal.messages.search')}
        placeholder={t('personal.messages.searchPlaceholder')}
        maxLength={MESSAGE_KEYWORD_MAX}
        onSearch={(value) => { setKeyword(value); setPage(1); }}
      />
      {state.status === 'loading' && !data ? <Loading label={t('personal.messages.loading')} /> : null}
      {state.status === 'error' ? <LoadError title={t('personal.messages.failed')} detail={state.message} onRetry={reload} /> : null}
      {data && data.records.length === 0 ? (
        <p className="pc-empty">{keyword ? t('personal.messages.noMatch', { keyword }) : t(`personal.messages.empty.${filter}`)}</p>
      ) : null}
      {data && data.records.length > 0 ? (
        <>
          <ul className="pc-messages" aria-label={t(`personal.messages.filters.${filter}`)} aria-busy={state.status === 'loading'}>
            {data.records.map((message) => <MessageRow key={message.messageIdWeb} message={message} />)}
          </ul>
          <PagerRow page={page} total={data.total} size={PAGE_SIZE} onPage={setPage} />
        </>
      ) : null}
    </>
  );
}

function MessageRow({ message }: { message: MessageListItem }) {
  const { t } = useTranslation();
  const s = useServices();
  const dateTime = useDateTime();
  const openMessage = useOpenMessage();
  const open = useButtonGuard(() => openMessage(message.messageId));
  const markRead = useButtonGuard(async () => {
    await s.blade.call(readMessages, { messageIds: [message.messageIdWeb] });
    notifyMessageRead(s);
  });
  const archive = useButtonGuard(async () => {
    await s.blade.call(archiveMessages, { messageIds: [message.messageIdWeb], archived: !message.archived });
    notifyMessageRead(s);
  });
  return (
    <li className={message.read ? 'pc-message' : 'pc-message pc-message--unread'}>
      <div className="pc-message__text">
        <h3 className="pc-message__title">
          {message.read ? null : <span className="pc-message__dot" aria-hidden="true" />}
          <span className="sh-visually-hidden">{message.read ? t('personal.messages.read') : t('personal.messages.unread')}</span>
          {message.important ? <span className="pc-badge pc-badge--danger">{t('personal.messages.important')}</span> : null}
          <button type="button" className="pc-message__open" disabled={open.disabled} onClick={() => open.onClick()}>
            {message.title}
          </button>
        </h3>
        {message.summary ? <p className="pc-message__summary">{message.summary}</p> : null}
        <p className="pc-list__meta">{t('personal.messages.meta', { from: message.fromUserName, time: dateTime(message.createTime) })}</p>
      </div>
      <div className="pc-message__actions">
        {message.read ? null : (
          <button type="button" className="sh-button sh-button--secondary pc-list__action" disabled={markRead.disabled} onClick={() => markRead.onClick()}>
            {t('personal.messages.markRead')}
            <span className="sh-visually-hidden">{message.title}</span>
          </button>
        )}
        <button type="button" className="sh-button sh-button--secondary pc-list__action" disabled={archive.disabled} onClick={() => archive.onClick()}>
          {message.archived ? t('personal.messages.unarchive') : t('personal.messages.archive')}
          <span className="sh-visually-hidden">{message.title}</span>
        </button>
      </div>
    </li>
  );
}
