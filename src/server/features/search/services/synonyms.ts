import { and, asc, eq } from 'drizzle-orm';
import type { SynonymGroup, SynonymSubmitRequest } from '../../../../shared/schema/search';
import { randomId } from '../../../../shared/rules/ids';
import type { Db } from '../../../db/client';
import { searchSynonyms } from '../../../db/schema/search';
import { AppError } from '../../../http/app-error';
import type { SearchRuntime } from '../../../search/runtime';
import { bumpSearchVersion } from '../../../search/version';

type Row = typeof searchSynonyms.$inferSelect;

function toGroup(row: Row): SynonymGroup {
  return { id: row.id, terms: row.terms, updateTime: row.updatedAt.toISOString() };
}

export async function listSynonyms(db: Db, tenantId: string, keyword: string): Promise<SynonymGroup[]> {
  const rows = await db.select().from(searchSynonyms).where(eq(searchSynonyms.tenantId, tenantId)).orderBy(asc(searchSynonyms.id));
  const needle = keyword.toLowerCase();
  return rows.filter((r) => needle === '' || r.terms.some((t) => t.toLowerCase().includes(needle))).map(toGroup);
}

/**
 * Creates or replaces a synonym group. The change and the index version move in one transaction; after the commit
 * every instance's index picks the group up (engine.ts).
 */
export async function submitSynonyms(db: Db, runtime: SearchRuntime, tenantId: string, input: SynonymSubmitRequest): Promise<SynonymGroup> {
  const terms = input.terms.map((t) => t.trim());
  const row = await db.transaction(async (tx) => {
    let saved: Row | undefined;
    if (input.id === undefined) {
      [saved] = await tx.insert(searchSynonyms).values({ id: randomId(32), tenantId, terms }).returning();
    } else {
      [saved] = await tx.update(searchSynonyms).set({ terms, updatedAt: new Date() })
        .where(and(eq(searchSynonyms.id, input.id), eq(searchSynonyms.tenantId, tenantId)))
        .returning();
    }
    if (!saved) throw new AppError('SYNONYM_NOT_FOUND');
    await bumpSearchVersion(tx, tenantId);
    return saved;
  });
  await runtime.engine.notify(tenantId);
  return toGroup(row);
}

export async function removeSynonyms(db: Db, runtime: SearchRuntime, tenantId: string, id: string): Promise<{ id: string }> {
  await db.transaction(async (tx) => {
    const gone = await tx.delete(searchSynonyms)
      .where(and(eq(searchSynonyms.id, id), eq(searchSynonyms.tenantId, tenantId)))
      .returning({ id: searchSynonyms.id });
    if (gone.length === 0) throw new AppError('SYNONYM_NOT_FOUND');
    await bumpSearchVersion(tx, tenantId);
  });
  await runtime.engine.notify(tenantId);
  return { id };
}
