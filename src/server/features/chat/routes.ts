import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { AppError } from '../../http/app-error';
import { registerCall } from '../../http/route';
import {
  chatHistory, getMpList, offlineNoPushMsg, readConversation as readConversationCall, searchContacts as searchContactsCall,
  sendChatMessage as sendChatMessageCall, sendNotice as sendNoticeCall, streamTicket, topChat,
} from '../../../shared/api/catalogue/chat';
import { closeStreamsOnSignOut } from './realtime/sign-out-hook';
import { registerStreamRoute } from './realtime/stream-route';
import { searchContacts } from './services/contacts';
import { listFriends } from './services/friend-list';
import { listHistory } from './services/history';
import { claimOfflineNotices } from './services/offline-notices';
import { pinConversation, readConversation } from './services/read-and-pin';
import { sendChatMessage } from './services/send-message';
import { createSendLimiter } from './services/send-limiter';
import { sendNotice } from './services/send-notice';
import { issueStreamTicket } from './services/stream-tickets';

/** Notices are released from the home page's configuration (ROUTE-04's message-release area). */
const NOTICE_MENU = { menu: 'homePageConfig' } as const;

/**
 * Instant messages (CHAT-01) and the live delivery of messages and important notices (docs/decisions/007). Every
 * query is bound to the caller: a conversation is found by a key that contains the caller's own id.
 */
export async function registerChatRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, now } = feature;
  const runtime = app.chatRuntime;
  const checker = app.sensitiveWords;
  const limiter = createSendLimiter({
    redis: feature.redis,
    onError: (error) => app.log.error({ err: error }, 'chat send limit: Redis failed, counting on this instance'),
  });

  registerStreamRoute(app, feature, runtime);
  closeStreamsOnSignOut(app, feature, runtime);

  registerCall(app, authenticator, getMpList, { access: 'user' }, (_input, { user }) => listFriends(db, user));

  registerCall(app, authenticator, readConversationCall, { access: 'user' }, async (input, { user }) => {
    const read = await readConversation(db, user, input);
    if (read.changed) {
      await runtime.deliver(user.tenantId, [{ userId: user.userId, event: { type: 'read', peer: input, unreadTotal: read.unreadTotal } }]);
    }
    return { unreadTotal: read.unreadTotal };
  });

  registerCall(app, authenticator, chatHistory, { access: 'user' }, (input, { user }) => listHistory(db, user, input));

  registerCall(app, authenticator, sendChatMessageCall, { access: 'user', msg: '发送成功' }, (input, { user }) =>
    sendChatMessage({ db, checker, runtime, limiter, now }, user, input));

  registerCall(app, authenticator, topChat, { access: 'user' }, async (input, { user }) => {
    const pinned = await pinConversation(db, user, input, input.top, new Date(now()));
    if (!pinned) throw new AppError('CHAT_PEER_NOT_FOUND', { msg: '会话不存在' });
    return pinned;
  });

  registerCall(app, authenticator, searchContactsCall, { access: 'user' }, (input, { user }) => searchContacts(db, user, input.keyword));

  registerCall(app, authenticator, streamTicket, { access: 'user' }, (_input, { user }) => issueStreamTicket(db, user, now()));

  registerCall(app, authenticator, offlineNoPushMsg, { access: 'user' }, (_input, { user }) => claimOfflineNotices(db, user, new Date(now())));

  registerCall(app, authenticator, sendNoticeCall, { access: NOTICE_MENU, msg: '通知已发送' }, (input, { user }) =>
    sendNotice({ db, checker, runtime, now }, user, input));
}
