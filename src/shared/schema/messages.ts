import { z } from 'zod/mini';

/**
 * Messages and important notices (doc1 §3 "Important notice item", MSG-01 … MSG-03). A message is sent by a user
 * or a system to recipients; important ones feed the footer toast (SHELL-01) and the announcements card.
 */

/**
 * MSG-03: where a notice pops up. '1' = the footer toast only; '0,1' = the footer toast and, once, a dialog when the
 * user signs in (a strong reminder). Our own reading: the spec names the values, not their meaning.
 */
const openWindowSchema = z.enum(['1', '0,1']);

/** Important notice item (doc1 §3). content is plain text, or a JSON string {title, img} (MSG-03). */
export const importantNoticeSchema = z.object({
  /** The id of this delivery (one message to one user). */
  messageIdWeb: z.string(),
  messageId: z.string(),
  fromUserName: z.string(),
  fromUserId: z.string(),
  content: z.string(),
  openWindow: openWindowSchema,
  /** 1: not pushed while the user is offline (shown at the next visit instead). */
  offlineNoPushMsg: z.number().check(z.int()),
  createTime: z.string(),
});
export type ImportantNotice = z.infer<typeof importantNoticeSchema>;

export const unreadNoticesSchema = z.object({
  /** Every unread important notice of the user. */
  total: z.number().check(z.int()),
  /** The newest ones, at most 10 (SHELL-01). */
  list: z.array(importantNoticeSchema).check(z.maxLength(10)),
});
export type UnreadNotices = z.infer<typeof unreadNoticesSchema>;

const messageFileSchema = z.object({ id: z.string(), fileName: z.string(), size: z.number().check(z.int()) });

/** messageCenterHistoryMsg/detail result (MSG-01): url set = mark read and open it; else the detail page. */
export const messageDetailSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Plain text, a JSON string {title, img} (MSG-03), or HTML that the client sanitises before rendering. */
  content: z.string(),
  contentType: z.enum(['text', 'html']),
  url: z.string(),
  fromUserName: z.string(),
  createTime: z.string(),
  important: z.boolean(),
  read: z.boolean(),
  files: z.array(messageFileSchema),
});
export type MessageDetail = z.infer<typeof messageDetailSchema>;

/** The exact text of a deleted message's answer; the client routes it to /deleteNoPag (MSG-02). */
export const MESSAGE_DELETED_MSG = '消息已被删除';

// ---------------------------------------------------------------------------------------------------------------
// The notification centre (ADR 026): every message of the user, read state on the server, search and archive
// ---------------------------------------------------------------------------------------------------------------

const messageIdSchema = z.string().check(z.minLength(1), z.maxLength(32));

/** The centre's tabs: 全部 and 未读 / 已读 hold what is not archived; 已归档 what the user archived. */
export const MESSAGE_FILTERS = ['all', 'unread', 'read', 'archived'] as const;
const messageFilterSchema = z.enum(MESSAGE_FILTERS);
export type MessageFilter = z.infer<typeof messageFilterSchema>;

export const MESSAGE_KEYWORD_MAX = 50;

export const myMessagesRequestSchema = z.object({
  filter: z._default(messageFilterSchema, 'all'),
  /** Matches the title, the text or the sender. */
  keyword: z._default(z.string().check(z.trim(), z.maxLength(MESSAGE_KEYWORD_MAX, `关键词不能超过 ${MESSAGE_KEYWORD_MAX} 个字符`)), ''),
  current: z._default(z.number().check(z.int(), z.gte(1)), 1),
  size: z._default(z.number().check(z.int(), z.gte(1), z.lte(50, '每页最多 50 条')), 10),
});

/** A message as the centre lists it. */
const messageListItemSchema = z.object({
  /** The delivery (this message to this user). */
  messageIdWeb: z.string(),
  messageId: z.string(),
  title: z.string(),
  /** The first part of its text: no markup; a {title, img} notice gives its title (MSG-03). */
  summary: z.string(),
  fromUserName: z.string(),
  important: z.boolean(),
  createTime: z.string(),
  read: z.boolean(),
  archived: z.boolean(),
});
export type MessageListItem = z.infer<typeof messageListItemSchema>;

export const myMessagesSchema = z.object({
  records: z.array(messageListItemSchema),
  total: z.number().check(z.int()),
  current: z.number().check(z.int()),
  size: z.number().check(z.int()),
  /** The user's unread messages, archived ones aside (the top bar's badge). */
  unread: z.number().check(z.int()),
});
export type MyMessages = z.infer<typeof myMessagesSchema>;

/** Message ids or delivery ids (messageIdWeb) of the caller's own messages; others are ignored. */
const messageIdsSchema = z.array(messageIdSchema).check(z.minLength(1, '请选择消息'), z.maxLength(100, '一次最多 100 条'));

export const readMessagesRequestSchema = z.object({ messageIds: messageIdsSchema });
export const archiveMessagesRequestSchema = z.object({ messageIds: messageIdsSchema, archived: z.boolean() });

/** How many of the caller's deliveries changed. */
export const changedCountSchema = z.object({ changed: z.number().check(z.int()) });
