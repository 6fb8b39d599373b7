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
