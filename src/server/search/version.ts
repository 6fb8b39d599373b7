import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { searchIndexVersions } from '../db/schema/search';

/**
 * The per-tenant version of what the search index holds. Whoever changes services, synonyms or guides calls
 * `bumpSearchVersion` in the same transaction as the change (or through SearchEngine.changed, which also tells
 * this instance and, with Redis, the others at once); every instance compares it with its index's version.
 */

export async function readSearchVersion(db: Queryable, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ version: searchIndexVersions.version })
    .from(searchIndexVersions)
    .where(eq(searchIndexVersions.tenantId, tenantId));
  return row?.version ?? 0;
}

/** Increments the tenant's index version (creating its row) and answers the new one. */
export async function bumpSearchVersion(db: Queryable, tenantId: string): Promise<number> {
  const [row] = await db
    .insert(searchIndexVersions)
    .values({ tenantId, version: 1 })
    .onConflictDoUpdate({
      target: searchIndexVersions.tenantId,
      set: { version: sql`${searchIndexVersions.version} + 1`, updatedAt: sql`now()` },
    })
    .returning({ version: searchIndexVersions.version });
  if (!row) throw new Error('search index version was not written');
  return row.version;
}
