import { count } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { services } from '../../../db/schema/catalogue';
import { serviceStats } from '../../../db/schema/directory';
import { createVersionedCache } from '../../../cache/versioned-cache';
import { PAGE_TTL_MS } from '../../../cache/page-ttl';
import { deptJoin, departments, sceneJoin, serviceScenes, visibilityKind } from '../../../catalogue/service-items';
import type { VersionWatch } from '../../../search/version-watch';
import type { DirectoryItem, DirectoryPage, DirectoryQuery } from '../../../../shared/schema/directory';
import type { Viewer } from '../../../http/viewer';
import { directoryConditions, directoryItemColumns, directoryOrder, statsJoin, toDirectoryItem, type DirectoryFilters } from './directory-query';
import { createFavouritesMemory } from './favourites-memory';

/**
 * serverCenter/page, customPage, pageRoles and OSP page: one page of the services the viewer sees, computed for
 * everyone of the viewer's visibility alike (`collected` is false on every record). The rows stop at the page, so
 * the heat and newest orders read their indexes only that far; the total is counted apart (and cached apart, since
 * every page and sort of one set of filters shares it).
 */
async function queryDirectoryRows(db: Queryable, viewer: VisibilityOnly, query: DirectoryQuery): Promise<DirectoryItem[]> {
  const anyone: Viewer = { ...viewer, userId: null };
  const rows = await db
    .select(directoryItemColumns(anyone))
    .from(services)
    .innerJoin(departments, deptJoin)
    .leftJoin(serviceScenes, sceneJoin)
    .leftJoin(serviceStats, statsJoin)
    .where(directoryConditions(anyone, query))
    .orderBy(...directoryOrder(query.sort))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  return rows.map(toDirectoryItem);
}

/** How many services the filters of `query` leave the viewer (its sort and page do not matter). */
async function countDirectory(db: Queryable, viewer: VisibilityOnly, query: DirectoryFilters): Promise<number> {
  const [counted] = await db.select({ n: count() }).from(services).where(directoryConditions({ ...viewer, userId: null }, query));
  return counted?.n ?? 0;
}

/** A viewer as far as a shared page cares: who they are does not matter, only what their role sees. */
type VisibilityOnly = Omit<Viewer, 'userId'>;

export interface DirectoryPages {
  /** The page as `viewer` sees it, their own `collected` flags included. */
  page(viewer: Viewer, query: DirectoryQuery): Promise<DirectoryPage>;
}

export interface DirectoryPagesOptions {
  db: Db;
  /** The catalogue versions the search index follows (search/runtime.ts). */
  versions: VersionWatch;
  now: () => number;
  /** Longest a computed page is served; default PAGE_TTL_MS. */
  ttlMs?: number;
  /**
   * The services the search engine matches a keyword with, for the viewer's role: a keyword with filters or another
   * sort then finds what the search box finds (qj → 请假), not only names that contain it as typed.
   */
  matchKeyword?: (tenantId: string, roleType: string, keyword: string) => Promise<readonly string[]>;
}

/** Distinct pages kept (tenant × visibility × filters × page); the least recently used go first. */
const MAX_PAGES = 2_000;

/**
 * The directory's pages, cached per tenant, visibility kind and query. The caller's own `collected` flags are never
 * cached with the page: they come from the caller's favourites as of the version their call was authenticated with
 * (favourites-memory.ts), so a favourite added on any instance shows on the next page.
 */
export function createDirectoryPages({ db, versions, now, ttlMs = PAGE_TTL_MS, matchKeyword }: DirectoryPagesOptions): DirectoryPages {
  const options = { version: (tenantId: string) => versions.current(tenantId), now, ttlMs, maxEntries: MAX_PAGES };
  const pages = createVersionedCache<DirectoryPage>(options);
  const totals = createVersionedCache<number>(options);
  const favourites = createFavouritesMemory(db);
  return {
    async page(viewer, query) {
      const kind = visibilityKind(viewer.roleType);
      const who = { tenantId: viewer.tenantId, roleType: kind };
      const filters = filterKey(kind, query);
      const shared = await pages.get(viewer.tenantId, `${filters}\u0000${query.sort}\u0000${query.current}\u0000${query.size}`, async () => {
        const keywordMatches = query.keyword && matchKeyword ? await matchKeyword(viewer.tenantId, viewer.roleType, query.keyword) : undefined;
        const filtered = keywordMatches ? { ...query, keywordMatches } : query;
        // Two round trips at once (two pool connections): the page's rows, and its total unless another page of the
        // same filters counted it already.
        const [records, total] = await Promise.all([
          queryDirectoryRows(db, who, filtered),
          totals.get(viewer.tenantId, filters, () => countDirectory(db, who, filtered)),
        ]);
        return { records, total, current: query.current, size: query.size };
      });
      if (viewer.userId === null || shared.records.length === 0) return shared;
      const collected = await favourites.collectedAmong({ ...viewer, userId: viewer.userId }, shared.records.map((r) => r.serviceId));
      if (collected.size === 0) return shared;
      // The cached page is shared by every caller: copies carry this caller's flags.
      return { ...shared, records: shared.records.map((r) => (collected.has(r.serviceId) ? { ...r, collected: true } : r)) };
    },
  };
}

/** The visibility and every filter, in a fixed order: two queries with one key list the same services. */
function filterKey(kind: string, q: DirectoryFilters): string {
  return [kind, q.serviceType, q.deptId, q.sceneId, q.typeId, q.processType, q.shelfLabelId, q.keyword].join('\u0000');
}
