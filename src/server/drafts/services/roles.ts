import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { roles } from '../../db/schema/auth';

/** A preview is only for a role of the caller's own tenant; another tenant's id answers like an unknown one. */
export async function roleExists(db: Queryable, tenantId: string, roleId: string): Promise<boolean> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.id, roleId)));
  return row !== undefined;
}
