import { and, eq, notInArray } from 'drizzle-orm';
import { navigationEntries, type NavigationType } from '../../../../db/schema/shell';
import { navigationDocumentSchema, type NavigationDocument } from '../../../../../shared/schema/navigation-config';
import type { NavigationEntry } from '../../../../../shared/schema/shell';
import type { ConfigAreaDef } from '../../../../drafts/area';
import { listTopMenu, topMenuFor } from '../../services/list-top-menu';

/** The sort a position gets when published: gaps of 10, as the seed numbers them. */
export const sortAt = (index: number) => (index + 1) * 10;

/**
 * The navigation area (ADR 009): the document is the tenant's entries in display order; publishing rewrites
 * navigation_entries, which getTopMenu keeps reading.
 */
export const navigationArea: ConfigAreaDef<NavigationDocument, NavigationEntry[]> = {
  area: 'navigation',
  menu: 'addNavigation',
  schema: navigationDocumentSchema,

  async readLive(db, tenantId) {
    const rows = await listTopMenu(db, tenantId);
    return { entries: rows.map(({ sort: _sort, ...entry }) => entry) };
  },

  async materialise(tx, tenantId, body) {
    const ids = body.entries.map((entry) => entry.id);
    await tx.delete(navigationEntries).where(and(eq(navigationEntries.tenantId, tenantId), ids.length > 0 ? notInArray(navigationEntries.id, ids) : undefined));
    for (const [index, entry] of body.entries.entries()) {
      const values = {
        navigationName: entry.navigationName,
        navigationNameEn: entry.navigationNameEn ?? '',
        navigationType: entry.navigationType as NavigationType,
        isBuilt: entry.isBuilt,
        isAuto: entry.isAuto,
        path: entry.path,
        configPath: entry.configPath,
        sort: sortAt(index),
        roleIds: entry.roleIds,
      };
      // Ids are global keys: a row of another tenant is never overwritten, whatever a document holds.
      await tx.insert(navigationEntries).values({ id: entry.id, tenantId, ...values })
        .onConflictDoUpdate({ target: navigationEntries.id, set: values, setWhere: eq(navigationEntries.tenantId, tenantId) });
    }
  },

  async preview(_db, _tenantId, body, roleId) {
    return topMenuFor(body.entries.map((entry, index) => ({ ...entry, sort: sortAt(index) })), roleId);
  },
};
