import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { configMenus, roleConfigMenus } from '../../../db/schema';
import type { AuthUser } from '../../../http/auth-types';
import type { ConfigMenuEntry } from '../../../../shared/schema/shell';

/** getBusinessConfigMenu: the configuration-menu entries the caller's role grants, in menu order (ROUTE-03). */
export async function listConfigMenu(db: Db, user: AuthUser): Promise<ConfigMenuEntry[]> {
  return db
    .select({
      id: configMenus.id, name: configMenus.name, title: configMenus.title, path: configMenus.path, sort: configMenus.sort,
    })
    .from(roleConfigMenus)
    .innerJoin(configMenus, eq(configMenus.id, roleConfigMenus.menuId))
    .where(and(eq(roleConfigMenus.roleId, user.roleId), eq(configMenus.tenantId, user.tenantId)))
    .orderBy(asc(configMenus.sort), asc(configMenus.name));
}
