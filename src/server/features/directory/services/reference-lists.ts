import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { roles } from '../../../db/schema/auth';
import { serviceShelfLabels } from '../../../db/schema/directory';
import { AppError } from '../../../http/app-error';
import type { RoleOption, ShelfLabel } from '../../../../shared/schema/directory';

/** getShelfLabel: the tenant's shelf labels in order. */
export async function listShelfLabels(db: Queryable, tenantId: string): Promise<ShelfLabel[]> {
  return db
    .select({ id: serviceShelfLabels.id, labelName: serviceShelfLabels.labelName, sort: serviceShelfLabels.sort })
    .from(serviceShelfLabels)
    .where(eq(serviceShelfLabels.tenantId, tenantId))
    .orderBy(asc(serviceShelfLabels.sort), asc(serviceShelfLabels.id));
}

/** getRoleList: the tenant's roles, in the order they were made. */
export async function listRoles(db: Queryable, tenantId: string): Promise<RoleOption[]> {
  return db
    .select({ roleId: roles.id, roleName: roles.name, roleType: roles.roleType })
    .from(roles)
    .where(eq(roles.tenantId, tenantId))
    .orderBy(asc(roles.createdAt), asc(roles.id));
}

/** The role type of one of the tenant's roles (pageRoles); another tenant's role is as unknown as a made-up one. */
export async function roleTypeOf(db: Queryable, tenantId: string, roleId: string): Promise<string> {
  const [row] = await db.select({ roleType: roles.roleType, tenantId: roles.tenantId }).from(roles).where(eq(roles.id, roleId));
  if (!row || row.tenantId !== tenantId) throw new AppError('ROLE_NOT_FOUND');
  return row.roleType;
}
