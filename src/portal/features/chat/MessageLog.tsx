import { useLayoutEffect, useRef } from 'react';
import { isAllowedImageUrl } from '../../../shared/rules/file-url';
import type { ChatFriend, ChatMessage } from '../../../shared/schema/chat';
import { useImageViewer } from '../../components/image-viewer';
import { useServices } from '../../app/services';
import { useTranslation } from '../../lib/i18n-react';
import { Avatar } from './Avatar';
import { formatMessageStamp } from './chat-time';
import type { Conversation } from './chat-store';

/** Within this many pixels of the top, scrolling loads the earlier page; of the bottom, new messages follow. */
const EDGE_PX = 48;

export interface MessageLogProps {
  friend: ChatFriend;
  conversation: Conversation;
  onLoadOlder(): void;
}

/**
 * The messages as a log (role="log": screen readers hear new ones), oldest first. 加载更早的消息 or scrolling to
 * the top loads the page before; the view stays on the message the reader was at. Text is text, never HTML.
 */
export function MessageLog({ friend, conversation, onLoadOlder }: MessageLogProps) {
  const { t } = useTranslation();
  const s = useServices();
  const viewer = useImageViewer();
  const scroller = useRef<HTMLDivElement>(null);
  // Distance of the view from the bottom, kept on every scroll: unchanged by messages added above.
  const fromBottom = useRef(0);
  const shown = useRef<{ last: string | undefined; count: number }>({ last: undefined, count: 0 });
  const { messages, nextCursor, older, olderError } = conversation;
  const lastId = messages[messages.length - 1]?.id;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = shown.current;
    shown.current = { last: lastId, count: messages.length };
    if (before.count === messages.length && before.last === lastId) return;
    const last = messages[messages.length - 1];
    const atBottom = fromBottom.current - el.clientHeight <= EDGE_PX;
    const appended = before.last !== lastId;
    if (before.count === 0 || (appended && (atBottom || last?.senderId !== friend.id))) {
      el.scrollTop = el.scrollHeight;
    } else {
      // Earlier messages came in above (or a new one below while the reader is up in the history): stay put.
      el.scrollTop = el.scrollHeight - fromBottom.current;
    }
    fromBottom.current = el.scrollHeight - el.scrollTop;
  }, [messages, lastId, friend.id]);

  const images = messages.filter((m) => m.type === 'image' && isAllowedImageUrl(m.content));
  const now = s.now();

  return (
    <div
      ref={scroller}
      className="ch-scroller"
      onScroll={(event) => {
        const el = event.currentTarget;
        fromBottom.current = el.scrollHeight - el.scrollTop;
        if (el.scrollTop <= EDGE_PX && nextCursor !== '' && older === 'idle') onLoadOlder();
      }}
    >
      <div className="ch-older">
        {nextCursor === '' ? (
          <span className="ch-muted">{t('chatPanel.historyStart')}</span>
        ) : older === 'loading' ? (
          <span className="ch-muted" role="status">{t('chatPanel.olderLoading')}</span>
        ) : (
          <>
            {older === 'error' ? <span className="ch-older__error" role="alert">{t('chatPanel.olderFailed')}{olderError ? `：${olderError}` : ''}</span> : null}
            <button type="button" className="sh-link-button" onClick={onLoadOlder}>{t('chatPanel.older')}</button>
          </>
        )}
      </div>
      <ol className="ch-log" role="log" aria-label={t('chatPanel.logLabel', { name: friend.name })}>
        {messages.map((message) => {
          const mine = message.senderId !== friend.id;
          return (
            <li key={message.id} className={`ch-msg${mine ? ' ch-msg--mine' : ''}`} data-message-id={message.id}>
              {mine ? null : <Avatar name={friend.name} src={friend.avatar} size={32} />}
              <div className="ch-msg__body">
                <span className="sh-visually-hidden">{mine ? t('chatPanel.me') : friend.name}</span>
                <MessageContent
                  message={message}
                  label={mine ? t('chatPanel.image') : t('chatPanel.imageFrom', { name: friend.name })}
                  onOpenImage={() => viewer.open(
                    images.map((m) => ({ src: m.content, alt: t('chatPanel.image') })),
                    Math.max(0, images.findIndex((m) => m.id === message.id)),
                  )}
                />
                <time className="ch-msg__time" dateTime={message.timeSend}>{formatMessageStamp(message.timeSend, now)}</time>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function MessageContent({ message, label, onOpenImage }: { message: ChatMessage; label: string; onOpenImage(): void }) {
  const { t } = useTranslation();
  if (message.type === 'text') return <p className="ch-bubble">{message.content}</p>;
  if (!isAllowedImageUrl(message.content)) return <p className="ch-bubble ch-muted">{t('chatPanel.imageBroken')}</p>;
  return (
    <button type="button" className="ch-bubble ch-bubble--image" aria-label={label} onClick={onOpenImage}>
      <img src={message.content} alt="" loading="lazy" />
    </button>
  );
}
