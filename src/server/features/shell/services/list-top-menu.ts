import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { navigationEntries } from '../../../db/schema/shell';
import type { NavigationEntry } from '../../../../shared/schema/shell';

/** The tenant's navigation entries in display order (sort, then id so equal sorts stay stable). */
export async function listTopMenu(db: Queryable, tenantId: string): Promise<NavigationEntry[]> {
  return db
    .select({
      id: navigationEntries.id,
      navigationName: navigationEntries.navigationName,
      navigationType: navigationEntries.navigationType,
      isBuilt: navigationEntries.isBuilt,
      isAuto: navigationEntries.isAuto,
      path: navigationEntries.path,
      configPath: navigationEntries.configPath,
      sort: navigationEntries.sort,
    })
    .from(navigationEntries)
    .where(eq(navigationEntries.tenantId, tenantId))
    .orderBy(asc(navigationEntries.sort), asc(navigationEntries.id));
}
