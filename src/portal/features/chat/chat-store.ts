import { ApiError } from '../../../shared/api/client-types';
import {
  chatHistory, getMpList, offlineNoPushMsg, readConversation, sendChatMessage, streamTicket, topChat,
} from '../../../shared/api/catalogue/chat';
import { sortChatFriends } from '../../../shared/rules/chat-order';
import { readSessionUser } from '../../../shared/rules/sign-in-state';
import {
  CHAT_STREAM_PATH, type ChatContact, type ChatFriend, type ChatMessage, type ChatStreamEvent, type MpType,
  type SendChatMessageRequest,
} from '../../../shared/schema/chat';
import type { ImportantNotice } from '../../../shared/schema/messages';
import type { PortalServices } from '../../app/services';
import { createChatConnection, type ConnectionStatus, type StreamSource } from './chat-connection';
import { clearChatRecord, readChatRecord, writeChatRecord } from './chat-record';
import { errorMessage } from '../../../shared/api/error-message';

/** A conversation, named by the other side. */
export interface PeerRef { id: string; mpType: MpType }

export const peerKey = (peer: PeerRef): string => `${peer.mpType}:${peer.id}`;
const samePeer = (a: PeerRef, b: PeerRef): boolean => a.id === b.id && a.mpType === b.mpType;

/** How many messages a history page asks for. */
const HISTORY_PAGE_SIZE = 20;

export interface Conversation {
  /** Oldest first, as the log reads. */
  messages: readonly ChatMessage[];
  /** The cursor of the page before the oldest loaded one; '' once the first message is loaded. */
  nextCursor: string;
  status: 'loading' | 'ready' | 'error';
  error: string;
  older: 'idle' | 'loading' | 'error';
  olderError: string;
}

export interface ChatSnapshot {
  /** CHAT-01's order. */
  friends: readonly ChatFriend[];
  friendsStatus: 'idle' | 'loading' | 'ready' | 'error';
  friendsError: string;
  conversations: ReadonlyMap<string, Conversation>;
  unreadTotal: number;
  live: ConnectionStatus;
}

export interface ChatStore {
  snapshot(): ChatSnapshot;
  subscribe(listener: () => void): () => void;
  /** Goes live while someone is signed in: the stream, the friend list, notices kept while offline. */
  start(): void;
  stop(): void;
  loadFriends(): Promise<void>;
  /** The conversation on screen (null: none, or the drawer is closed): loads it and keeps it read. */
  setActive(peer: PeerRef | null): void;
  loadConversation(peer: PeerRef): Promise<void>;
  loadOlder(peer: PeerRef): Promise<void>;
  /** Sends; rejects with the ApiError (SHELL-10's refusal among them) for the composer to show. */
  send(request: SendChatMessageRequest): Promise<ChatMessage>;
  pin(peer: PeerRef, top: boolean): Promise<void>;
  /** A person found by searchContacts, as a friend-list entry (added at the top of its group until it has messages). */
  addContact(contact: ChatContact): ChatFriend;
}

/** Cursors are the messages' global sequence numbers as decimal strings. */
function compareCursor(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Both lists together, each message once, oldest first. */
function mergeMessages(before: readonly ChatMessage[], added: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const m of before) byId.set(m.id, m);
  for (const m of added) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => compareCursor(a.cursor, b.cursor));
}

/** Opens the event stream: the browser's EventSource, none where there is no such thing. */
function openSource(url: string): StreamSource | null {
  if (typeof EventSource === 'undefined') return null;
  return new EventSource(url);
}

const emptyConversation: Conversation = {
  messages: [], nextCursor: '', status: 'loading', error: '', older: 'idle', olderError: '',
};

/** Recent message and notice ids kept to recognise a second arrival; older ones are never sent again. */
const MAX_SEEN = 500;

function remember(seen: Set<string>, id: string): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  if (seen.size > MAX_SEEN) {
    const oldest = seen.values().next();
    if (!oldest.done) seen.delete(oldest.value);
  }
  return true;
}

function createChatStore(s: PortalServices): ChatStore {
  const listeners = new Set<() => void>();
  const userIdOf = (): string => readSessionUser(s.store)?.user_id ?? '';

  let identity = s.auth.isSignedIn() ? userIdOf() : null;
  // Every sign-out or change of user starts a new epoch; answers of an older one are dropped, never stored.
  let epoch = 0;
  let wanted = false;
  let active: PeerRef | null = null;
  let offlineAsked = false;
  let readyCount = 0;
  const seenMessages = new Set<string>();
  const seenNotices = new Set<string>();
  const reading = new Map<string, boolean>();

  const initialFriends = (): ChatFriend[] => (identity ? sortChatFriends(readChatRecord(s.store, identity) ?? []) : []);
  let state: ChatSnapshot = {
    friends: initialFriends(), friendsStatus: 'idle', friendsError: '', conversations: new Map(), unreadTotal: 0, live: 'off',
  };
  state = { ...state, unreadTotal: total(state.friends) };

  function total(friends: readonly ChatFriend[]): number {
    return friends.reduce((sum, f) => sum + f.unreadCount, 0);
  }

  function update(change: Partial<ChatSnapshot>): void {
    const next = { ...state, ...change };
    if (change.friends) {
      next.friends = sortChatFriends(change.friends);
      next.unreadTotal = total(next.friends);
      if (identity && s.auth.isSignedIn()) writeChatRecord(s.store, identity, next.friends);
    }
    state = next;
    for (const l of [...listeners]) l();
  }

  function setConversation(peer: PeerRef, change: (c: Conversation) => Conversation): void {
    const key = peerKey(peer);
    const conversations = new Map(state.conversations);
    conversations.set(key, change(conversations.get(key) ?? emptyConversation));
    update({ conversations });
  }

  function setFriend(peer: PeerRef, change: (f: ChatFriend) => ChatFriend): void {
    update({ friends: state.friends.map((f) => (samePeer(f, peer) ? change(f) : f)) });
  }

  const connection = createChatConnection({
    fetchStreamUrl: async () => {
      const ticket = await s.osp.call(streamTicket, {}, { silent: true });
      return `${CHAT_STREAM_PATH}?ticket=${encodeURIComponent(ticket.ticket)}`;
    },
    open: openSource,
    isFatal: (error) => error instanceof ApiError && error.status === 401,
    onStatus: (live) => update({ live }),
    onEvent: (event) => onStreamEvent(event),
  });

  s.auth.subscribe(() => {
    const now = s.auth.isSignedIn() ? userIdOf() : null;
    if (now === identity) return;
    // TOKEN-02: another user or none — nothing of the previous one stays, in memory or in the stream.
    identity = now;
    epoch += 1;
    connection.stop();
    active = null;
    offlineAsked = false;
    readyCount = 0;
    seenMessages.clear();
    seenNotices.clear();
    reading.clear();
    if (!now) clearChatRecord(s.store);
    state = { friends: initialFriends(), friendsStatus: 'idle', friendsError: '', conversations: new Map(), unreadTotal: 0, live: 'off' };
    state = { ...state, unreadTotal: total(state.friends) };
    for (const l of [...listeners]) l();
    if (wanted && now) goLive();
  });

  function goLive(): void {
    const was = connection.status();
    connection.start();
    // The badge at once, not after the ticket and the stream; each 'ready' loads it again (nothing is replayed).
    if (was === 'off' || was === 'replaced') void store.loadFriends();
  }

  function onStreamEvent(event: ChatStreamEvent): void {
    switch (event.type) {
      case 'ready': {
        readyCount += 1;
        // Events sent while this page was away are not replayed: the tables are the record.
        void store.loadFriends();
        if (readyCount > 1 && active) void refreshNewest(active);
        if (!offlineAsked) {
          offlineAsked = true;
          const mine = epoch;
          s.osp.call(offlineNoPushMsg, {}, { silent: true }).then(
            (answer) => { if (mine === epoch) onNotices(answer.list); },
            () => { offlineAsked = false; },
          );
        }
        return;
      }
      case 'message': return onMessage(event.peer, event.message);
      case 'read': {
        setFriend(event.peer, (f) => ({ ...f, unreadCount: 0 }));
        return;
      }
      case 'notice': return onNotices([event.notice]);
      case 'messagesChanged': {
        try {
          s.events.emit('messagesChanged', null);
        } catch {
          // A listener's failure is its own; the chat goes on.
        }
        return;
      }
      case 'inbox': {
        try {
          s.events.emit('inboxChanged', event.parts);
        } catch {
          // A card's failure to reload is its own; the chat goes on.
        }
        return;
      }
      case 'bye': return;
    }
  }

  /** SHELL-01's toast reads the unread notices itself: tell it to look again, once per new notice. */
  function onNotices(list: readonly ImportantNotice[]): void {
    const fresh = list.filter((n) => remember(seenNotices, n.messageIdWeb));
    if (fresh.length === 0) return;
    try {
      s.events.emit('importantNoticeArrived', null);
    } catch {
      // A listener's failure is the toast's own; the chat goes on.
    }
  }

  function onMessage(peer: PeerRef & { name: string; avatar: string }, message: ChatMessage): void {
    if (!remember(seenMessages, message.id)) return;
    const incoming = message.senderId === peer.id;
    const shown = active !== null && samePeer(active, peer);
    const existing = state.friends.find((f) => samePeer(f, peer));
    const base: ChatFriend = existing ?? {
      id: peer.id, mpType: peer.mpType, name: peer.name, avatar: peer.avatar, lastMessage: '', lastMessageType: '',
      timeSend: '', openTopChatTime: '', unreadCount: 0,
    };
    const friend: ChatFriend = {
      ...base,
      name: peer.name || base.name,
      avatar: peer.avatar,
      lastMessage: message.type === 'text' ? message.content : '',
      lastMessageType: message.type,
      timeSend: message.timeSend,
      unreadCount: incoming && !shown ? base.unreadCount + 1 : base.unreadCount,
    };
    update({ friends: existing ? state.friends.map((f) => (f === existing ? friend : f)) : [...state.friends, friend] });
    if (state.conversations.has(peerKey(peer))) {
      setConversation(peer, (c) => ({ ...c, messages: mergeMessages(c.messages, [message]) }));
    }
    if (incoming && shown) markRead(peer);
  }

  function markRead(peer: PeerRef): void {
    const key = peerKey(peer);
    // One call at a time per conversation; messages arriving meanwhile are covered by one more.
    if (reading.has(key)) {
      reading.set(key, true);
      return;
    }
    reading.set(key, false);
    const mine = epoch;
    setFriend(peer, (f) => ({ ...f, unreadCount: 0 }));
    s.osp.call(readConversation, { id: peer.id, mpType: peer.mpType }, { silent: true })
      .catch(() => { /* Read again the next time it is opened; the badge is only a reminder. */ })
      .finally(() => {
        if (mine !== epoch) return;
        const again = reading.get(key) === true;
        reading.delete(key);
        if (again) markRead(peer);
      });
  }

  async function refreshNewest(peer: PeerRef): Promise<void> {
    const mine = epoch;
    try {
      const page = await s.osp.call(chatHistory, { id: peer.id, mpType: peer.mpType, size: HISTORY_PAGE_SIZE }, { silent: true });
      if (mine !== epoch) return;
      for (const m of page.records) remember(seenMessages, m.id);
      setConversation(peer, (c) => {
        const newestKnown = c.messages[c.messages.length - 1];
        const oldestFresh = page.records[0];
        // A gap between what was loaded and the fresh page: start again from the fresh page.
        const joined = !newestKnown || !oldestFresh || compareCursor(oldestFresh.cursor, newestKnown.cursor) <= 0;
        return joined
          ? { ...c, messages: mergeMessages(c.messages, page.records) }
          : { ...c, messages: page.records, nextCursor: page.nextCursor, older: 'idle', olderError: '' };
      });
    } catch {
      // The log keeps what it had; the next reconnect or opening tries again.
    }
  }

  const store: ChatStore = {
    snapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    start() {
      wanted = true;
      if (s.auth.isSignedIn()) goLive();
    },
    stop() {
      wanted = false;
      connection.stop();
    },
    async loadFriends() {
      if (!s.auth.isSignedIn()) return;
      const mine = epoch;
      update({ friendsStatus: 'loading', friendsError: '' });
      try {
        const friends = await s.osp.call(getMpList, {}, { silent: true });
        if (mine !== epoch) return;
        // The one on screen stays read, whatever the list says of messages that arrived while it loaded.
        update({
          friends: friends.map((f) => (active && samePeer(active, f) ? { ...f, unreadCount: 0 } : f)),
          friendsStatus: 'ready',
        });
      } catch (error) {
        if (mine === epoch) update({ friendsStatus: 'error', friendsError: errorMessage(error) });
      }
    },
    setActive(peer) {
      active = peer;
      if (!peer) return;
      const conversation = state.conversations.get(peerKey(peer));
      if (!conversation || conversation.status === 'error') void store.loadConversation(peer);
      const friend = state.friends.find((f) => samePeer(f, peer));
      if (friend && friend.unreadCount > 0) markRead(peer);
    },
    async loadConversation(peer) {
      const mine = epoch;
      setConversation(peer, (c) => ({ ...c, status: 'loading', error: '' }));
      try {
        const page = await s.osp.call(chatHistory, { id: peer.id, mpType: peer.mpType, size: HISTORY_PAGE_SIZE }, { silent: true });
        if (mine !== epoch) return;
        for (const m of page.records) remember(seenMessages, m.id);
        // Live messages may have arrived while the page loaded: they stay.
        setConversation(peer, (c) => ({
          ...c, messages: mergeMessages(page.records, c.messages), nextCursor: page.nextCursor, status: 'ready',
        }));
      } catch (error) {
        if (mine === epoch) setConversation(peer, (c) => ({ ...c, status: 'error', error: errorMessage(error) }));
      }
    },
    async loadOlder(peer) {
      const current = state.conversations.get(peerKey(peer));
      if (!current || current.nextCursor === '' || current.older === 'loading') return;
      const mine = epoch;
      const cursor = current.nextCursor;
      setConversation(peer, (c) => ({ ...c, older: 'loading', olderError: '' }));
      try {
        const page = await s.osp.call(chatHistory, { id: peer.id, mpType: peer.mpType, cursor, size: HISTORY_PAGE_SIZE }, { silent: true });
        if (mine !== epoch) return;
        setConversation(peer, (c) => ({
          ...c, messages: mergeMessages(page.records, c.messages), nextCursor: page.nextCursor, older: 'idle',
        }));
      } catch (error) {
        if (mine === epoch) setConversation(peer, (c) => ({ ...c, older: 'error', olderError: errorMessage(error) }));
      }
    },
    async send(request) {
      const mine = epoch;
      const result = await s.osp.call(sendChatMessage, request, { silent: true });
      if (mine !== epoch) return result.message;
      const peer: PeerRef = { id: request.toId, mpType: request.mpType };
      remember(seenMessages, result.message.id);
      const known = state.friends.some((f) => samePeer(f, peer));
      update({ friends: known ? state.friends.map((f) => (samePeer(f, peer) ? result.friend : f)) : [...state.friends, result.friend] });
      setConversation(peer, (c) => ({ ...c, status: c.status === 'loading' ? c.status : 'ready', messages: mergeMessages(c.messages, [result.message]) }));
      return result.message;
    },
    async pin(peer, top) {
      const mine = epoch;
      const answer = await s.osp.call(topChat, { id: peer.id, mpType: peer.mpType, top });
      if (mine === epoch) setFriend(peer, (f) => ({ ...f, openTopChatTime: answer.openTopChatTime }));
    },
    addContact(contact) {
      const peer: PeerRef = { id: contact.id, mpType: 'user' };
      const existing = state.friends.find((f) => samePeer(f, peer));
      if (existing) return existing;
      const friend: ChatFriend = {
        id: contact.id, mpType: 'user', name: contact.name, avatar: contact.avatar, lastMessage: '', lastMessageType: '',
        timeSend: '', openTopChatTime: '', unreadCount: 0,
      };
      update({ friends: [...state.friends, friend] });
      return friend;
    },
  };
  return store;
}

const stores = new WeakMap<PortalServices, ChatStore>();

/** The page's one chat store (one stream per tab), made on first use. */
export function chatStoreOf(s: PortalServices): ChatStore {
  const existing = stores.get(s);
  if (existing) return existing;
  const store = createChatStore(s);
  stores.set(s, store);
  return store;
}
