import { and, eq, sql } from 'drizzle-orm';
import type { ServiceItem } from '../../shared/schema/cards';
import {
  deptJoin, departments, sceneJoin, serviceItemColumns, serviceScenes, toServiceItem, visibilityKind, visibleServices, type VisibilityKind,
} from '../catalogue/service-items';
import type { Db } from '../db/client';
import { services } from '../db/schema/catalogue';

/**
 * The rows of a search page as they are now: the index ranks, the database answers. Visit counts move all day, and a
 * service may have been withdrawn or restricted since the index was built (or by a change that did not bump the
 * version); this read shows neither a stale count nor such a service.
 *
 * One primary-key lookup of at most a page of ids, as a prepared statement per kind of visibility: every search runs
 * it, and building and planning the SQL each time cost more than the lookup itself.
 */

export interface RowsReader {
  /** The tenant's services among `ids` that `roleType` may see now, in the order of `ids`. */
  (tenantId: string, roleType: string, ids: readonly string[]): Promise<ServiceItem[]>;
}

function prepare(db: Db, kind: VisibilityKind) {
  return db
    .select(serviceItemColumns)
    .from(services)
    .innerJoin(departments, deptJoin)
    .leftJoin(serviceScenes, sceneJoin)
    .where(and(
      eq(services.tenantId, sql.placeholder('tenantId')),
      sql`${services.serviceId} = any(${sql.placeholder('ids')})`,
      // The one visibility rule, for a role of the kind ('all': any role of the school's own).
      visibleServices(kind),
    ))
    .prepare(`search_current_rows_${kind}`);
}

type Prepared = ReturnType<typeof prepare>;

/** The reader of `db`'s rows (one per app, in its search runtime); its statements are prepared on first use. */
export function createRowsReader(db: Db): RowsReader {
  const statements = new Map<VisibilityKind, Prepared>();
  const reader: RowsReader = async (tenantId, roleType, ids) => {
    if (ids.length === 0) return [];
    const kind = visibilityKind(roleType);
    let statement = statements.get(kind);
    if (!statement) {
      statement = prepare(db, kind);
      statements.set(kind, statement);
    }
    const rows = await statement.execute({ tenantId, ids: [...ids] });
    const byId = new Map(rows.map((r) => [r.serviceId, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toServiceItem(row)] : [];
    });
  };
  return reader;
}
