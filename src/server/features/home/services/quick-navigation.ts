import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { quickNavigations } from '../../../db/schema/content';
import type { QuickNavItem } from '../../../../shared/schema/home';

/** The tenant's quick navigation in display order. */
export function listQuickNavigation(db: Queryable, tenantId: string): Promise<QuickNavItem[]> {
  return db
    .select({
      id: quickNavigations.id,
      name: quickNavigations.name,
      icon: quickNavigations.icon,
      url: quickNavigations.url,
      openWay: quickNavigations.openWay,
    })
    .from(quickNavigations)
    .where(eq(quickNavigations.tenantId, tenantId))
    .orderBy(asc(quickNavigations.sort), asc(quickNavigations.id));
}
