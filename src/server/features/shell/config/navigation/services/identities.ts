import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../../../db/client';
import { roles } from '../../../../../db/schema/auth';
import type { NavigationIdentity } from '../../../../../../shared/schema/navigation-config';

/** Every role of the tenant and whether an entry limited to `roleIds` (empty: every role) shows to it. */
export async function listIdentities(db: Queryable, tenantId: string, roleIds: readonly string[]): Promise<NavigationIdentity[]> {
  const rows = await db.select({ roleId: roles.id, roleName: roles.name, roleType: roles.roleType }).from(roles)
    .where(eq(roles.tenantId, tenantId)).orderBy(asc(roles.id));
  return rows.map((row) => ({ ...row, visible: roleIds.length === 0 || roleIds.includes(row.roleId) }));
}

/** Role ids of an edit must be the tenant's own: a stale or foreign id would hide the entry from everyone. */
export async function unknownRoleIds(db: Queryable, tenantId: string, roleIds: readonly string[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const known = new Set((await listIdentities(db, tenantId, [])).map((role) => role.roleId));
  return roleIds.filter((id) => !known.has(id));
}
