import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { registerBlobCall, registerCall } from '../../http/route';
import {
  downloadMessageFile, messageHistoryDetail, publicMessageDetail, readMessage as readMessageCall, unreadImportantNotices,
} from '../../../shared/api/catalogue/messages';
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

  registerCall(app, authenticator, unreadImportantNotices, { access: 'user' }, (_input, { user }) => listUnreadImportant(db, user));

  registerCall(app, authenticator, messageHistoryDetail, { access: 'user' }, async (input, { user }) =>
    toMessageDetail(db, await requireReceivedMessage(db, user, input.id)));

  registerCall(app, authenticator, readMessageCall, { access: 'user' }, (input, { user }) =>
    readMessage(db, user, input, new Date(now())));

  // /generalDetailsTow: a visitor reads public messages; a signed-in recipient also their own (the token is optional).
  registerCall(app, authenticator, publicMessageDetail, { access: 'public' }, async (input, { user }) =>
    toMessageDetail(db, await requireReadableMessage(db, user, input.id)));

  registerBlobCall(app, authenticator, downloadMessageFile, { access: 'user' }, (input, { user }) => getMessageFile(db, user, input));
}
