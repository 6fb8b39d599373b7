import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { users } from '../../../db/schema/auth';
import { departments } from '../../../db/schema/catalogue';
import { AppError } from '../../../http/app-error';
import type { AuthUser } from '../../../http/auth-types';

/**
 * Who may see which efficiency figures (ADR 010). Visitors and students see school-wide aggregates only;
 * administrators every department's figures; a teacher their own department's (the unit named on their account,
 * with its sub-departments). Personal figures are always the caller's own and never take a user id.
 */
export interface EffScope {
  tenantId: string;
  userId: string | null;
  /** Departments whose figures the caller may see: 'all', or a set (empty = none). */
  depts: 'all' | ReadonlySet<string>;
}

export interface DeptRow {
  id: string;
  parentId: string | null;
  deptName: string;
  sort: number;
}

export async function loadDepartments(db: Queryable, tenantId: string): Promise<DeptRow[]> {
  return db.select({ id: departments.id, parentId: departments.parentId, deptName: departments.deptName, sort: departments.sort })
    .from(departments).where(eq(departments.tenantId, tenantId));
}

/** A department and everything under it. */
export function withDescendants(all: readonly DeptRow[], rootIds: readonly string[]): Set<string> {
  const found = new Set(rootIds);
  let grew = true;
  while (grew) {
    grew = false;
    for (const d of all) {
      if (d.parentId && found.has(d.parentId) && !found.has(d.id)) {
        found.add(d.id);
        grew = true;
      }
    }
  }
  return found;
}

const NONE: ReadonlySet<string> = new Set();

export async function scopeOf(db: Queryable, tenantId: string, user: AuthUser | null): Promise<EffScope> {
  if (!user) return { tenantId, userId: null, depts: NONE };
  if (user.roleType === 'admin') return { tenantId, userId: user.userId, depts: 'all' };
  if (user.roleType !== 'teacher') return { tenantId, userId: user.userId, depts: NONE };
  const [me] = await db.select({ deptName: users.deptName }).from(users).where(and(eq(users.id, user.userId), eq(users.tenantId, tenantId)));
  const all = await loadDepartments(db, tenantId);
  const own = all.filter((d) => d.deptName === me?.deptName).map((d) => d.id);
  return { tenantId, userId: user.userId, depts: withDescendants(all, own) };
}

export function canViewDept(scope: EffScope, deptId: string): boolean {
  return scope.depts === 'all' || scope.depts.has(deptId);
}

/** Department-level calls (report table, timeouts, OA overview) need a caller who may see some department. */
export function assertDeptLevel(scope: EffScope): void {
  if (scope.userId === null) throw new AppError('UNAUTHENTICATED');
  if (scope.depts !== 'all' && scope.depts.size === 0) throw new AppError('FORBIDDEN', { msg: '仅学校管理人员和部门负责人可查看部门效能数据' });
}
