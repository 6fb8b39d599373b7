import { and, eq, or } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { messageRecipients, messages } from '../../../db/schema/messages';
import { AppError } from '../../../http/app-error';

/** A message as its reader may see it, with the reader's delivery when they are a recipient. */
export interface ReadableMessage {
  message: typeof messages.$inferSelect;
  /** The reader's delivery row (messageIdWeb), null for a public message read by someone it was not sent to. */
  delivery: { id: string; readAt: Date | null } | null;
}

/**
 * One answer for "no such message", "not yours" and "not public": a caller cannot tell which, so ids cannot be
 * probed for messages that exist.
 */
export function messageNotFound(): AppError {
  return new AppError('NOT_FOUND', { msg: '消息不存在或无权查看' });
}

/** MSG-02: a withdrawn message answers exactly '消息已被删除', which the client routes to /deleteNoPag. */
function unlessDeleted(found: ReadableMessage): ReadableMessage {
  if (found.message.deletedAt !== null) throw new AppError('MESSAGE_DELETED');
  return found;
}

/**
 * The message a signed-in user received, by the message's id or by their delivery's id (messageIdWeb): the portal
 * opens notices by either. Only the user's own delivery in their own tenant is ever found.
 */
async function findReceivedMessage(
  db: Queryable, user: { userId: string; tenantId: string }, id: string,
): Promise<ReadableMessage | null> {
  const [row] = await db
    .select({ message: messages, deliveryId: messageRecipients.id, readAt: messageRecipients.readAt })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .where(and(
      eq(messageRecipients.userId, user.userId),
      eq(messageRecipients.tenantId, user.tenantId),
      or(eq(messageRecipients.messageId, id), eq(messageRecipients.id, id)),
    ))
    .limit(1);
  return row ? { message: row.message, delivery: { id: row.deliveryId, readAt: row.readAt } } : null;
}

/** A message anyone may read (is_public 1), by its id. */
async function findPublicMessage(db: Queryable, id: string): Promise<ReadableMessage | null> {
  const [message] = await db.select().from(messages).where(and(eq(messages.id, id), eq(messages.isPublic, 1)));
  return message ? { message, delivery: null } : null;
}

/** A message the signed-in user received; deleted → MESSAGE_DELETED, else not found. */
export async function requireReceivedMessage(
  db: Queryable, user: { userId: string; tenantId: string }, id: string,
): Promise<ReadableMessage> {
  const found = await findReceivedMessage(db, user, id);
  if (!found) throw messageNotFound();
  return unlessDeleted(found);
}

/**
 * A message the caller may read: one they received (when signed in), else a public one. Public messages of another
 * tenant are public too: the id alone names them, as a shared link would.
 */
export async function requireReadableMessage(
  db: Queryable, user: { userId: string; tenantId: string } | null, id: string,
): Promise<ReadableMessage> {
  const found = (user ? await findReceivedMessage(db, user, id) : null) ?? (await findPublicMessage(db, id));
  if (!found) throw messageNotFound();
  return unlessDeleted(found);
}
