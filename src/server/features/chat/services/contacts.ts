import { and, asc, eq, ilike, ne, or } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { users } from '../../../db/schema/auth';
import type { ChatContact } from '../../../../shared/schema/chat';
import type { ChatUser } from './conversations';
import { containsPattern, prefixPattern } from '../../../db/like';

const CONTACTS_MAX = 20;

/**
 * searchContacts: people of the caller's own school whose name or account contains the keyword (an account only
 * from its start: accounts are student and staff numbers, and a middle fragment would match half the school).
 * The caller is left out; only name, department and avatar are answered.
 */
export async function searchContacts(db: Queryable, me: ChatUser, keyword: string): Promise<ChatContact[]> {
  const rows = await db
    .select({ id: users.id, name: users.realName, deptName: users.deptName, avatar: users.avatar })
    .from(users)
    .where(and(
      eq(users.tenantId, me.tenantId),
      ne(users.id, me.userId),
      or(ilike(users.realName, containsPattern(keyword)), ilike(users.account, prefixPattern(keyword))),
    ))
    .orderBy(asc(users.realName), asc(users.id))
    .limit(CONTACTS_MAX);
  return rows;
}
