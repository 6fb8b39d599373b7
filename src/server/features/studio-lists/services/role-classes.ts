import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { roles } from '../../../db/schema/auth';
import type { RoleClass } from '../../../../shared/schema/studio-lists';

/** Names of the role types the product knows; a school's own type reads as itself. */
const ROLE_CLASS_NAMES: Readonly<Record<string, string>> = { admin: '管理员', teacher: '教职工', student: '学生' };

/**
 * getRoleListClass: the tenant's roles grouped by role type, the classes in the order their first role was made
 * and the roles in theirs, so the studio's role pickers read the same order as getRoleList.
 */
export async function listRoleClasses(db: Queryable, tenantId: string): Promise<RoleClass[]> {
  const rows = await db
    .select({ roleId: roles.id, roleName: roles.name, roleType: roles.roleType })
    .from(roles)
    .where(eq(roles.tenantId, tenantId))
    .orderBy(asc(roles.createdAt), asc(roles.id));
  const classes = new Map<string, RoleClass>();
  for (const row of rows) {
    const found = classes.get(row.roleType);
    const roleClass = found ?? { dictKey: row.roleType, dictValue: ROLE_CLASS_NAMES[row.roleType] ?? row.roleType, children: [] };
    if (!found) classes.set(row.roleType, roleClass);
    roleClass.children.push({ dictKey: row.roleId, dictValue: row.roleName, roleType: row.roleType });
  }
  return [...classes.values()];
}
