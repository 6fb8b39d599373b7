import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { registerBlobCall, registerCall } from '../../http/route';
import {
  archiveMessages, downloadMessageFile, messageHistoryDetail, myMessages, publicMessageDetail, readAllMessages,
  readMessage as readMessageCall, readMessages, unreadImportantNotices,
} from '../../../shared/api/catalogue/messages';
import { listMyMessages, markRead, setArchived } from './services/message-centre';
import { requireReadableMessage, requireReceivedMessage } from './services/find-message';
import { toMessageDetail } from './services/message-detail';
import { getMessageFile } from './services/message-file';
import { readMessage } from './services/read-message';
import { listUnreadImportant } from './services/unread-notices';

/**
 * Messages and important notices (SHELL-01, MSG-01 … MSG-03). Every query is bound to the caller: a user only ever
 * sees, marks or downloads what was sent to them, or what is public.
 */
export async function registerMessageRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, now } = feature;
  const runtime = app.chatRuntime;
  /**
   * Read state lives on the server (ADR 026); after a change the user's other pages and devices hear of it on their
   * chat stream (on every instance, through the chat bus) and read their notices again. Best effort: a page that
   * misses it reads the truth at its next load.
   */
  const announce = (user: { userId: string; tenantId: string }, changed: number) => {
    if (changed > 0) void runtime.deliver(user.tenantId, [{ userId: user.userId, event: { type: 'messagesChanged' } }]).catch(() => undefined);
    return { changed };
  };

  registerCall(app, authenticator, unreadImportantNotices, { access: 'user' }, (_input, { user }) => listUnreadImportant(db, user));

  registerCall(app, authenticator, messageHistoryDetail, { access: 'user' }, async (input, { user }) =>
    toMessageDetail(db, await requireReceivedMessage(db, user, input.id)));

  registerCall(app, authenticator, readMessageCall, { access: 'user' }, async (input, { user }) => {
    const answer = await readMessage(db, user, input, new Date(now()));
    announce(user, 1);
    return answer;
  });

  registerCall(app, authenticator, myMessages, { access: 'user' }, (input, { user }) => listMyMessages(db, user, input));

  registerCall(app, authenticator, readMessages, { access: 'user' }, async (input, { user }) =>
    announce(user, await markRead(db, user, input.messageIds, new Date(now()))));

  registerCall(app, authenticator, readAllMessages, { access: 'user' }, async (_input, { user }) =>
    announce(user, await markRead(db, user, null, new Date(now()))));

  registerCall(app, authenticator, archiveMessages, { access: 'user' }, async (input, { user }) =>
    announce(user, await setArchived(db, user, input.messageIds, input.archived, new Date(now()))));

  // /generalDetailsTow: a visitor reads public messages; a signed-in recipient also their own (the token is optional).
  registerCall(app, authenticator, publicMessageDetail, { access: 'public' }, async (input, { user }) =>
    toMessageDetail(db, await requireReadableMessage(db, user, input.id)));

  registerBlobCall(app, authenticator, downloadMessageFile, { access: 'user' }, (input, { user }) => getMessageFile(db, user, input));
}
