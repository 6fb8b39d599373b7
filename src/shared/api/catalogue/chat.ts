import { z } from 'zod/mini';
import { defineCall } from './define-call';
import {
  chatContactSchema, chatFriendSchema, chatHistoryPageSchema, chatHistoryRequestSchema, chatPeerRequestSchema,
  chatUnreadTotalSchema, searchContactsRequestSchema, sendChatMessageRequestSchema, sendChatMessageResultSchema,
  sendNoticeRequestSchema, sendNoticeResultSchema, streamTicketSchema, topChatRequestSchema, topChatResultSchema,
} from '../../schema/chat';
import { unreadNoticesSchema } from '../../schema/messages';

/**
 * Instant messages (issue 5, CHAT-01) on the online-service platform, where official accounts (mpManage) live.
 * MSG-01's mark-read of a message-centre message keeps its own path on blade-platform (catalogue/messages.ts);
 * the chat's mpManage/readMessage marks a whole conversation read. The live stream itself is not a call: see
 * CHAT_STREAM_PATH and streamTicket.
 */

const OSP = '/api/online-service-platform';
const empty = z.object({});

/** CHAT-01: the friend list — pinned first ('30001' always), then the most recent — with unread counts. */
export const getMpList = defineCall({
  name: 'getMpList', method: 'POST', path: `${OSP}/serviceItem/getMpList`, client: 'osp',
  request: empty, response: z.array(chatFriendSchema),
});

/** Marks every message of a conversation read for the caller. */
export const readConversation = defineCall({
  name: 'readConversation', method: 'POST', path: `${OSP}/mpManage/readMessage`, client: 'osp',
  request: chatPeerRequestSchema, response: chatUnreadTotalSchema,
});

/** A conversation's messages, newest page first, each page oldest first; `cursor` pages backwards. */
export const chatHistory = defineCall({
  name: 'chatHistory', method: 'POST', path: `${OSP}/mpManage/historyMessage`, client: 'osp',
  request: chatHistoryRequestSchema, response: chatHistoryPageSchema,
});

/** Sends text (SHELL-10's word check applies) or an image to a user; delivered live to both sides' pages. */
export const sendChatMessage = defineCall({
  name: 'sendChatMessage', method: 'POST', path: `${OSP}/mpManage/sendMessage`, client: 'osp',
  request: sendChatMessageRequestSchema, response: sendChatMessageResultSchema,
});

/** Pins or unpins a conversation (CHAT-01); '30001' stays pinned whatever is asked. */
export const topChat = defineCall({
  name: 'topChat', method: 'POST', path: `${OSP}/mpManage/topChat`, client: 'osp',
  request: topChatRequestSchema, response: topChatResultSchema,
});

/** People of the caller's school to start a conversation with, by name or account (at most 20). */
export const searchContacts = defineCall({
  name: 'searchContacts', method: 'POST', path: `${OSP}/serviceItem/searchContacts`, client: 'osp',
  request: searchContactsRequestSchema, response: z.array(chatContactSchema),
});

/** A one-time, short-lived ticket to open the event stream (docs/decisions/007). */
export const streamTicket = defineCall({
  name: 'streamTicket', method: 'POST', path: `${OSP}/mpManage/streamTicket`, client: 'osp',
  request: empty, response: streamTicketSchema,
});

/**
 * The important notices that could not be pushed while the user was offline, at their next visit: unread ones
 * never delivered over a stream (the total, and the newest 10). Each is answered once; later ones arrive live.
 */
export const offlineNoPushMsg = defineCall({
  name: 'offlineNoPushMsg', method: 'POST', path: `${OSP}/mpManage/offlineNoPushMsg`, client: 'osp',
  request: empty, response: unreadNoticesSchema,
});

/** An administrator sends an important notice: stored like any message, pushed at once to whoever is online. */
export const sendNotice = defineCall({
  name: 'sendNotice', method: 'POST', path: `${OSP}/mpManage/sendNotice`, client: 'osp',
  request: sendNoticeRequestSchema, response: sendNoticeResultSchema,
});
