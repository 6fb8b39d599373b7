import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Dialog } from '../../components/dialog';
import { useServices } from '../../app/services';
import { useTranslation } from '../../lib/i18n-react';
import { chatStoreOf, peerKey, type PeerRef } from './chat-store';
import { ContactSearch } from './ContactSearch';
import { Conversation } from './Conversation';
import { FriendList } from './FriendList';
import './chat.css';
import './panel-texts';

/**
 * The chat drawer: a modal Dialog at the right (full screen on a phone) with the friend list and search on the
 * left and the open conversation on the right; on a phone one of the two at a time. Esc, the backdrop or 关闭
 * closes it. Modal rather than a side panel beside the page: a conversation takes the whole of the user's
 * attention, and on a phone it covers the page anyway (ADR 021).
 */
export default function ChatDrawer({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const s = useServices();
  const store = chatStoreOf(s);
  const snapshot = useSyncExternalStore(store.subscribe, store.snapshot);
  const titleId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState<PeerRef | null>(null);
  // Half-written messages per conversation survive switching between them while the drawer is open.
  const [drafts, setDrafts] = useState<ReadonlyMap<string, string>>(new Map());

  useEffect(() => {
    // The list may be a reload's cached copy, or a failed load: the drawer shows the current one.
    if (store.snapshot().friendsStatus !== 'loading') void store.loadFriends();
  }, [store]);

  useEffect(() => {
    store.setActive(active);
    return () => store.setActive(null);
  }, [store, active]);

  const setDraft = useCallback((key: string, text: string) => {
    setDrafts((before) => new Map(before).set(key, text));
  }, []);

  const activeKey = active ? peerKey(active) : null;
  const friend = active ? snapshot.friends.find((f) => f.id === active.id && f.mpType === active.mpType) ?? null : null;
  const conversation = activeKey ? snapshot.conversations.get(activeKey) ?? null : null;
  const liveNote = snapshot.live === 'connecting' || snapshot.live === 'retrying' || snapshot.live === 'replaced'
    ? t(`chatPanel.live.${snapshot.live}`) : null;

  return (
    <Dialog
      labelledBy={titleId}
      size="drawer"
      className={`ch-drawer${friend ? ' ch-drawer--conversation' : ''}`}
      onClose={onClose}
      initialFocus={searchRef}
  >
      <header className="ch-drawer__head">
        <h2 className="ch-drawer__title" id={titleId}>{t('chatPanel.title')}</h2>
        {liveNote ? <p className="ch-drawer__live" role="status">{liveNote}</p> : null}
        <button type="button" className="ch-drawer__close" aria-label={t('chatPanel.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <div className="ch-drawer__body">
        <nav className="ch-side" aria-label={t('chatPanel.friends')}>
          <ContactSearch
            onPick={(contact) => {
              const added = store.addContact(contact);
              setActive({ id: added.id, mpType: added.mpType });
            }}
          />
          <FriendList
            friends={snapshot.friends}
            status={snapshot.friendsStatus}
            error={snapshot.friendsError}
            activeKey={activeKey}
            onOpen={(peer) => setActive(peer)}
            onRetry={() => void store.loadFriends()}
          />
        </nav>
        <section className="ch-main" aria-label={friend ? friend.name : t('chatPanel.title')}>
          {friend ? (
            <Conversation
              key={peerKey(friend)}
              friend={friend}
              conversation={conversation}
              draft={drafts.get(peerKey(friend)) ?? ''}
              onDraft={(text) => setDraft(peerKey(friend), text)}
              onBack={() => setActive(null)}
            />
          ) : (
            <p className="ch-main__empty">{t('chatPanel.pickOne')}</p>
          )}
        </section>
      </div>
    </Dialog>
  );
}
