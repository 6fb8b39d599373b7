import { and, desc, eq, lt } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { chatMessages } from '../../../db/schema/chat';
import type { ChatHistoryPage } from '../../../../shared/schema/chat';
import { findMembership, messageColumns, toChatMessage, type ChatUser, type PeerRef } from './conversations';

export interface HistoryQuery extends PeerRef {
  cursor?: string;
  size: number;
}

/**
 * A page of a conversation's history, going backwards: the newest `size` messages before `cursor` (or the newest of
 * all), oldest first. Only a conversation the caller belongs to is read; any other — someone else's, or one that
 * does not exist — reads as empty, so ids cannot be probed.
 */
export async function listHistory(db: Queryable, me: ChatUser, query: HistoryQuery): Promise<ChatHistoryPage> {
  const membership = await findMembership(db, me, query);
  if (!membership) return { records: [], nextCursor: '' };
  const before = query.cursor === undefined ? undefined : lt(chatMessages.seq, Number(query.cursor));
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, membership.conversationId), before))
    .orderBy(desc(chatMessages.seq))
    .limit(query.size + 1);
  const hasMore = rows.length > query.size;
  const page = rows.slice(0, query.size).reverse();
  return { records: page.map(toChatMessage), nextCursor: hasMore && page[0] ? String(page[0].seq) : '' };
}
