import { and, asc, count, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { roles, users } from '../../../db/schema/auth';
import type { UserPage, UserPageRequest, UserSortField } from '../../../../shared/schema/catalogue-lists';
import { accountSlowedSql, type SignInLimits } from '../../auth';
import { containsPattern } from '../../../db/like';

type Input = Required<UserPageRequest>;

const SORT_COLUMNS: Record<UserSortField, AnyColumn> = {
  account: users.account,
  realName: users.realName,
  roleName: roles.name,
  deptName: users.deptName,
  createdAt: users.createdAt,
};

/** Same keys and meaning as the export's "current search" of list `user` (export-sources.ts). */
function whereOf(tenantId: string, input: Input): SQL | undefined {
  const filters: SQL[] = [eq(users.tenantId, tenantId)];
  if (input.keyword !== '') {
    const pattern = containsPattern(input.keyword);
    const byWord = or(ilike(users.account, pattern), ilike(users.realName, pattern));
    if (byWord) filters.push(byWord);
  }
  if (input.roleType !== '') filters.push(eq(roles.roleType, input.roleType));
  return and(...filters);
}

/**
 * userManage/page: the tenant's users with their own role, one page in the chosen order (the id breaking ties).
 * The columns are named one by one: the password hash never leaves the table.
 */
export async function pageUsers(db: Queryable, tenantId: string, input: Input, nowMs: number, limits: SignInLimits): Promise<UserPage> {
  const where = whereOf(tenantId, input);
  const direction = input.order === 'DESC' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userId: users.id, account: users.account, realName: users.realName, nickName: users.nickName,
        roleName: roles.name, roleType: roles.roleType, deptName: users.deptName, createdAt: users.createdAt,
        // Locked: sign-in from addresses the account is not known at is being delayed now (login-throttle.ts).
        locked: accountSlowedSql(sql`${users.tenantId}`, sql`${users.account}`, limits, nowMs),
      })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(where)
      .orderBy(direction(SORT_COLUMNS[input.sort]), asc(users.id))
      .limit(input.size)
      .offset((input.current - 1) * input.size),
    db.select({ n: count() }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(where),
  ]);
  return {
    records: rows.map((r) => ({ ...r, locked: r.locked === true, createdAt: r.createdAt.toISOString() })),
    total: total?.n ?? 0,
    current: input.current,
    size: input.size,
  };
}
