import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { roles, users } from '../../../db/schema/auth';
import { userRoles } from '../../../db/schema/personal';

export interface HeldRole {
  roleId: string;
  roleName: string;
  roleType: string;
  /** users.role_id: the role a sign-in acts as. */
  isOwn: boolean;
}

/** Every role the user holds: their own (users.role_id) first, then the additional ones of user_roles. */
export async function listHeldRoles(db: Queryable, user: { tenantId: string; userId: string }): Promise<HeldRole[]> {
  const [me] = await db.select({ roleId: users.roleId }).from(users).where(and(eq(users.id, user.userId), eq(users.tenantId, user.tenantId)));
  if (!me) return [];
  const extra = db.select({ roleId: userRoles.roleId }).from(userRoles).where(and(eq(userRoles.userId, user.userId), eq(userRoles.tenantId, user.tenantId)));
  const rows = await db
    .select({ roleId: roles.id, roleName: roles.name, roleType: roles.roleType })
    .from(roles)
    .where(and(eq(roles.tenantId, user.tenantId), or(eq(roles.id, me.roleId), inArray(roles.id, extra))))
    .orderBy(asc(roles.id));
  const held = rows.map((r) => ({ ...r, isOwn: r.roleId === me.roleId }));
  return [...held.filter((r) => r.isOwn), ...held.filter((r) => !r.isOwn)];
}
