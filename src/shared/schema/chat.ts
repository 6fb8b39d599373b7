import { z } from 'zod/mini';
import { importantNoticeSchema } from './messages';

/**
 * Instant messages (issue 5, CHAT-01): conversations between users and with official accounts (mp), the friend list
 * of getMpList, history paged backwards, sending text and images, and the server-sent event stream that delivers
 * messages, read marks and important notices as they happen (docs/decisions/007).
 */

const id = z.string().check(z.minLength(1), z.maxLength(32));
const int = () => z.number().check(z.int());

/** Who a friend is: an official account ('mp', e.g. '30001' 校园服务号) or another user. */
const mpTypeSchema = z.enum(['mp', 'user']);
export type MpType = z.infer<typeof mpTypeSchema>;

const chatMessageTypeSchema = z.enum(['text', 'image']);

/** One entry of the friend list (doc2 §3: id, mpType, timeSend, openTopChatTime), ordered by CHAT-01. */
export const chatFriendSchema = z.object({
  /** The other user's id, or the official account's id. */
  id: z.string(),
  mpType: mpTypeSchema,
  name: z.string(),
  /** An image URL (https or our own file), '' for none: the client shows initials. */
  avatar: z.string(),
  /** The last message as a line of text; '' for an image (lastMessageType says which) or when none was sent. */
  lastMessage: z.string(),
  lastMessageType: z.enum(['text', 'image', '']),
  /** ISO time of the last message, '' when none was sent. */
  timeSend: z.string(),
  /** ISO time the user pinned it, '' when not pinned ('30001' is pinned whatever this says). */
  openTopChatTime: z.string(),
  unreadCount: int(),
});
export type ChatFriend = z.infer<typeof chatFriendSchema>;

/** One message of a conversation. */
const chatMessageSchema = z.object({
  id: z.string(),
  /** Where this message stands in the history: pass it as `cursor` to load what came before it. */
  cursor: z.string(),
  senderId: z.string(),
  senderType: mpTypeSchema,
  type: chatMessageTypeSchema,
  /** The text, or for an image its URL (our own file). */
  content: z.string(),
  timeSend: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A conversation, named by the other side. */
export const chatPeerRequestSchema = z.object({ id, mpType: mpTypeSchema });

const CHAT_HISTORY_MAX_SIZE = 50;

/** History paged backwards: no cursor = the newest page; else the page before that message. */
export const chatHistoryRequestSchema = z.object({
  id,
  mpType: mpTypeSchema,
  cursor: z.optional(z.string().check(z.regex(/^\d{1,18}$/, '分页游标无效'))),
  size: z._default(z.number().check(z.int(), z.gte(1), z.lte(CHAT_HISTORY_MAX_SIZE, `每页最多 ${CHAT_HISTORY_MAX_SIZE} 条`)), 20),
});

export const chatHistoryPageSchema = z.object({
  /** Oldest first, as the conversation reads. */
  records: z.array(chatMessageSchema),
  /** The cursor for the page before this one; '' when this page reaches the first message. */
  nextCursor: z.string(),
});
export type ChatHistoryPage = z.infer<typeof chatHistoryPageSchema>;

export const CHAT_TEXT_MAX = 2000;
/**
 * Largest image, in bytes. A wrapped body is at most 1 MiB once encrypted, and base64 twice over (the image in the
 * JSON, then the ciphertext) makes ~1.8× the bytes; the portal scales photos down before sending.
 */
export const CHAT_IMAGE_MAX_BYTES = 512 * 1024;
export const CHAT_IMAGE_MIMES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

const recipient = { toId: id, mpType: mpTypeSchema };

const textBody = z.object({
  ...recipient,
  type: z.literal('text'),
  content: z.string().check(z.trim(), z.minLength(1, '请输入消息内容'), z.maxLength(CHAT_TEXT_MAX, `消息不能超过 ${CHAT_TEXT_MAX} 个字符`)),
});

const imageBody = z.object({
  ...recipient,
  type: z.literal('image'),
  image: z.object({
    fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(100, '文件名不能超过 100 个字符')),
    mime: z.enum(CHAT_IMAGE_MIMES, '只支持 PNG、JPEG、GIF、WebP 图片'),
    /** The bytes in base64; checked again on the server against CHAT_IMAGE_MAX_BYTES and the real image type. */
    data: z.string().check(z.minLength(1), z.maxLength(Math.ceil(CHAT_IMAGE_MAX_BYTES / 3) * 4 + 4, '图片不能超过 512KB')),
  }),
});

/** Sends to a user (official accounts take no messages from users). */
export const sendChatMessageRequestSchema = z.discriminatedUnion('type', [textBody, imageBody]);
export type SendChatMessageRequest = z.input<typeof sendChatMessageRequestSchema>;

export const sendChatMessageResultSchema = z.object({ message: chatMessageSchema, friend: chatFriendSchema });

/** Answer of readMessage: the caller's unread messages over every conversation, after the read. */
export const chatUnreadTotalSchema = z.object({ unreadTotal: int() });

export const topChatRequestSchema = z.object({ id, mpType: mpTypeSchema, top: z.boolean() });
export const topChatResultSchema = z.object({ openTopChatTime: z.string() });

export const searchContactsRequestSchema = z.object({
  keyword: z.string().check(z.trim(), z.minLength(1, '请输入姓名或账号'), z.maxLength(32, '关键字不能超过 32 个字符')),
});
export const chatContactSchema = z.object({ id: z.string(), name: z.string(), deptName: z.string(), avatar: z.string() });
export type ChatContact = z.infer<typeof chatContactSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The event stream
// ---------------------------------------------------------------------------------------------------------------

/** Where the page opens its EventSource, with `?ticket=` from streamTicket (EventSource cannot send headers). */
export const CHAT_STREAM_PATH = '/api/chat/stream';

export const streamTicketSchema = z.object({
  /** One use, bound to the caller's user, tenant and session. */
  ticket: z.string(),
  /** Seconds left to open the stream with it. */
  expiresIn: int(),
  /** CHAT_STREAM_PATH with the ticket in its query. */
  url: z.string(),
});
export type StreamTicket = z.infer<typeof streamTicketSchema>;

const chatPeerSchema = z.object({ id: z.string(), mpType: mpTypeSchema, name: z.string(), avatar: z.string() });

/** Why the server ends a stream; 'session-ended' also when the user signed out (TOKEN-02) or switched role. */
const streamEndReasonSchema = z.enum(['session-ended', 'replaced', 'shutdown']);
export type StreamEndReason = z.infer<typeof streamEndReasonSchema>;

/** Every event's `data` is one of these JSON objects (no named SSE events: one onmessage handler reads them). */
export const chatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), heartbeatMs: int(), serverTime: z.string() }),
  /** A message in one of the user's conversations, sent by the other side or by the user on another page. */
  z.object({ type: z.literal('message'), peer: chatPeerSchema, message: chatMessageSchema }),
  /** The user read a conversation on another page. */
  z.object({ type: z.literal('read'), peer: chatPeerRequestSchema, unreadTotal: int() }),
  /** An important notice sent now (SHELL-01's toast takes it at once). */
  z.object({ type: z.literal('notice'), notice: importantNoticeSchema }),
  /** The user read or archived messages on another page or device: notices and lists read them again (ADR 026). */
  z.object({ type: z.literal('messagesChanged') }),
  /**
   * A business system changed what the user sees (ADR 024): their to-dos, 暂存表 rows, messages or applications.
   * The page's cards of those kinds load again.
   */
  z.object({ type: z.literal('inbox'), parts: z.array(z.enum(['todos', 'drafts', 'messages', 'applications'])) }),
  /** The stream ends; with 'session-ended' the page signs out and forgets the chat record (TOKEN-02). */
  z.object({ type: z.literal('bye'), reason: streamEndReasonSchema }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Important notices sent by administrators
// ---------------------------------------------------------------------------------------------------------------

export const sendNoticeRequestSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, '请输入通知标题'), z.maxLength(100, '标题不能超过 100 个字符')),
  content: z.string().check(z.trim(), z.minLength(1, '请输入通知内容'), z.maxLength(CHAT_TEXT_MAX, `内容不能超过 ${CHAT_TEXT_MAX} 个字符`)),
  openWindow: z._default(z.enum(['1', '0,1']), '1'),
  /** The sending office as readers see it; '' = the administrator's department. */
  fromUserName: z._default(z.string().check(z.trim(), z.maxLength(64, '发送单位不能超过 64 个字符')), ''),
  audience: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('all') }),
    z.object({ kind: z.literal('roles'), roleIds: z.array(id).check(z.minLength(1, '请选择角色'), z.maxLength(50)) }),
    z.object({ kind: z.literal('users'), userIds: z.array(id).check(z.minLength(1, '请选择接收人'), z.maxLength(5000)) }),
  ]),
});

export const sendNoticeResultSchema = z.object({ messageId: z.string(), recipients: int() });
