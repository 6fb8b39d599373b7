import { z } from 'zod/mini';
import { defineCall } from './define-call';
import {
  archiveMessagesRequestSchema, changedCountSchema, messageDetailSchema, myMessagesRequestSchema, myMessagesSchema,
  readMessagesRequestSchema, unreadNoticesSchema,
} from '../../schema/messages';

/** Messages and important notices (SHELL-01, MSG-01 … MSG-03). */

const id = z.string().check(z.minLength(1), z.maxLength(32));

/** The user's unread important notices for the footer toast: the total and the newest 10 (SHELL-01). */
export const unreadImportantNotices = defineCall({
  name: 'unreadImportantNotices', method: 'POST', path: '/api/blade-platform/messageCenterHistoryMsg/unreadImportant',
  request: z.object({}), response: unreadNoticesSchema,
});

/** MSG-01: a message of the user; a deleted one fails with '消息已被删除' (MSG-02). */
export const messageHistoryDetail = defineCall({
  name: 'messageHistoryDetail', method: 'POST', path: '/api/blade-platform/messageCenterHistoryMsg/detail',
  request: z.object({ id }), response: messageDetailSchema,
});

/** MSG-01: mark read. userId must be the caller's own. */
export const readMessage = defineCall({
  name: 'readMessage', method: 'POST', path: '/api/blade-platform/mpManage/readMessage',
  request: z.object({ messageId: id, userId: id }), response: z.null(),
});

/**
 * /generalDetailsTow's detail: public messages for anyone; any other message only for a signed-in recipient.
 * A visitor who is not allowed gets the same answer as for a message that does not exist.
 */
export const publicMessageDetail = defineCall({
  name: 'publicMessageDetail', method: 'GET', path: '/api/blade-platform/nobody/messageCenter/messageDetail/:id',
  request: z.object({ id }), response: messageDetailSchema,
});

/** An attachment of a message the user may read, as a blob. */
export const downloadMessageFile = defineCall({
  name: 'downloadMessageFile', method: 'POST', path: '/api/blade-platform/messageCenterHistoryMsg/downloadFile',
  request: z.object({ messageId: id, fileId: id }), response: z.custom<Blob>(), answer: 'blob',
});

/** The notification centre (ADR 026): a page of the caller's messages by tab and keyword, and the unread count. */
export const myMessages = defineCall({
  name: 'myMessages', method: 'POST', path: '/api/blade-platform/messageCenterHistoryMsg/page',
  request: myMessagesRequestSchema, response: myMessagesSchema,
});

/** Marks several of the caller's messages read (a notice's 知道了, 全部已读): read on every tab and device. */
export const readMessages = defineCall({
  name: 'readMessages', method: 'POST', path: '/api/blade-platform/messageCenterHistoryMsg/readBatch',
  request: readMessagesRequestSchema, response: changedCountSchema,
});

/** Marks every message of the caller read. */
export const readAllMessages = defineCall({
  name: 'readAllMessages', method: 'POST', path: '/api/blade-platform/messageCenterHistoryMsg/readAll',
  request: z.object({}), response: changedCountSchema,
});

/** Archives (hides from the list, keeps; reads it too) or restores the caller's messages. */
export const archiveMessages = defineCall({
  name: 'archiveMessages', method: 'POST', path: '/api/blade-platform/messageCenterHistoryMsg/archive',
  request: archiveMessagesRequestSchema, response: changedCountSchema,
});
