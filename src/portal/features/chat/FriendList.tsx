import { isPinnedChat, PINNED_CHAT_ID } from '../../../shared/rules/chat-order';
import type { ChatFriend } from '../../../shared/schema/chat';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useServices } from '../../app/services';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { useTranslation } from '../../lib/i18n-react';
import { Avatar } from './Avatar';
import { formatListTime } from './chat-time';
import { chatStoreOf, peerKey, type ChatSnapshot, type PeerRef } from './chat-store';

export interface FriendListProps {
  /** Already in CHAT-01's order (the store sorts with the shared rule). */
  friends: readonly ChatFriend[];
  status: ChatSnapshot['friendsStatus'];
  error: string;
  activeKey: string | null;
  onOpen(peer: PeerRef): void;
  onRetry(): void;
}

/** CHAT-01's friend list: avatar, name, last message, time, unread count, and 置顶 / 取消置顶. */
export function FriendList({ friends, status, error, activeKey, onOpen, onRetry }: FriendListProps) {
  const { t } = useTranslation();
  const s = useServices();
  if (friends.length === 0) {
    if (status === 'error') return <LoadError className="ch-side__state" title={t('chatPanel.friendsFailed')} detail={error} onRetry={onRetry} />;
    if (status !== 'ready') return <Loading className="ch-side__state" label={t('chatPanel.friendsLoading')} />;
    return <p className="ch-side__state ch-muted">{t('chatPanel.friendsEmpty')}</p>;
  }
  const now = s.now();
  return (
    <>
      {status === 'error' ? <LoadError className="ch-side__state" title={t('chatPanel.friendsFailed')} detail={error} onRetry={onRetry} /> : null}
      <ul className="ch-friends" aria-label={t('chatPanel.friends')}>
        {friends.map((friend) => {
          const key = peerKey(friend);
          const pinned = isPinnedChat(friend);
          const last = friend.lastMessageType === 'image' ? t('chatPanel.imageMessage') : friend.lastMessage || t('chatPanel.noMessage');
          return (
            <li key={key} className={`ch-friend${pinned ? ' ch-friend--pinned' : ''}`} data-friend-id={friend.id}>
              <button
                type="button"
                className="ch-friend__open"
                aria-current={key === activeKey ? 'true' : undefined}
                onClick={() => onOpen({ id: friend.id, mpType: friend.mpType })}
              >
                <Avatar name={friend.name} src={friend.avatar} />
                <span className="ch-friend__text">
                  <span className="ch-friend__top">
                    <span className="ch-friend__name">{friend.name}</span>
                    {friend.mpType === 'mp' ? <span className="ch-tag">{t('chatPanel.official')}</span> : null}
                    {pinned ? <span className="ch-tag ch-tag--pin">{t('chatPanel.pinned')}</span> : null}
                    <span className="ch-friend__time">{formatListTime(friend.timeSend, now)}</span>
                  </span>
                  <span className="ch-friend__bottom">
                    <span className="ch-friend__last">{last}</span>
                    {friend.unreadCount > 0 ? (
                      <span className="ch-unread">
                        <span aria-hidden="true">{friend.unreadCount > 99 ? '99+' : friend.unreadCount}</span>
                        <span className="sh-visually-hidden">{t('chatPanel.unread', { count: friend.unreadCount })}</span>
                      </span>
                    ) : null}
                  </span>
                </span>
              </button>
              <PinButton friend={friend} />
            </li>
          );
        })}
      </ul>
    </>
  );
}

function PinButton({ friend }: { friend: ChatFriend }) {
  const { t } = useTranslation();
  const s = useServices();
  const pinned = friend.openTopChatTime !== '';
  const toggle = useButtonGuard(async () => {
    try {
      await chatStoreOf(s).pin({ id: friend.id, mpType: friend.mpType }, !pinned);
    } catch {
      // The client has shown the server's message; the list keeps the pin as it was.
    }
  });
  // CHAT-01: the school's service account stays pinned whatever is asked, so it offers no 取消置顶.
  if (friend.id === PINNED_CHAT_ID) return null;
  return (
    <button
      type="button"
      className="ch-friend__pin"
      aria-label={t(pinned ? 'chatPanel.unpinFor' : 'chatPanel.pinFor', { name: friend.name })}
      disabled={toggle.disabled}
      onClick={toggle.onClick}
    >
      {t(pinned ? 'chatPanel.unpin' : 'chatPanel.pin')}
    </button>
  );
}
