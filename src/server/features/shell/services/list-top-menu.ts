import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { navigationEntries } from '../../../db/schema/shell';
import type { NavigationEntry } from '../../../../shared/schema/shell';
import { englishFields } from '../../../../shared/i18n/content';

/** A live navigation entry with the roles it is limited to (empty: every role). */
export interface StoredNavigationEntry extends NavigationEntry {
  roleIds: string[];
}

/** The tenant's navigation entries in display order (sort, then id so equal sorts stay stable). */
export async function listTopMenu(db: Queryable, tenantId: string): Promise<StoredNavigationEntry[]> {
  return db
    .select({
      id: navigationEntries.id,
      navigationName: navigationEntries.navigationName,
      navigationNameEn: navigationEntries.navigationNameEn,
      navigationType: navigationEntries.navigationType,
      isBuilt: navigationEntries.isBuilt,
      isAuto: navigationEntries.isAuto,
      path: navigationEntries.path,
      configPath: navigationEntries.configPath,
      sort: navigationEntries.sort,
      roleIds: navigationEntries.roleIds,
    })
    .from(navigationEntries)
    .where(eq(navigationEntries.tenantId, tenantId))
    .orderBy(asc(navigationEntries.sort), asc(navigationEntries.id));
}

/**
 * What getTopMenu answers a user of `roleId`: the entries open to that role, without the role list itself. The
 * studio's preview as a role answers the same from the draft.
 */
export function topMenuFor(entries: readonly StoredNavigationEntry[], roleId: string): NavigationEntry[] {
  return entries
    .filter((entry) => entry.roleIds.length === 0 || entry.roleIds.includes(roleId))
    // The English name only when set (ADR 033), as every answer carries its English siblings.
    .map(({ roleIds: _roleIds, navigationNameEn, ...entry }) => ({ ...entry, ...englishFields({ navigationNameEn }) }));
}
