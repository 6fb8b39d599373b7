import { and, asc, eq } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { cardColumns, externalApis } from '../../../db/schema/cards';
import type { CardColumnConfig, CardKind, ColumnDataSource } from '../../../../shared/schema/cards';
import { randomId } from '../../../../shared/rules/ids';
import { BUILTIN_SOURCE_INFO, sourceFitsCard } from '../data-sources/source-kinds';
import { findCard } from './cards';
import { fieldError, notFound } from './errors';

/** cardcolumnconfig: the columns (tabs) of a card, each with its data source. */

const storedColumnFields = {
  id: cardColumns.id,
  cardId: cardColumns.cardId,
  columnName: cardColumns.columnName,
  sort: cardColumns.sort,
  dataSource: cardColumns.dataSource,
  remindTodoNum: cardColumns.remindTodoNum,
};

function toStoredColumn<T extends { remindTodoNum: number }>(row: T): Omit<T, 'remindTodoNum'> & { remindTodoNum: boolean } {
  return { ...row, remindTodoNum: row.remindTodoNum === 1 };
}

export async function listColumns(db: Queryable, tenantId: string, cardId: string) {
  await findCard(db, tenantId, cardId);
  const rows = await db.select(storedColumnFields).from(cardColumns).where(eq(cardColumns.cardId, cardId)).orderBy(asc(cardColumns.sort), asc(cardColumns.id));
  return rows.map(toStoredColumn);
}

export async function getColumn(db: Queryable, tenantId: string, id: string) {
  const [row] = await db.select(storedColumnFields).from(cardColumns).where(and(eq(cardColumns.id, id), eq(cardColumns.tenantId, tenantId)));
  if (!row) throw notFound('栏目');
  return toStoredColumn(row);
}

/**
 * A source must suit its card: a built-in one yields the card kind's items (and a staging column names its
 * table); an api one names a saved API of the tenant. Used by columnSubmit; a preview's draft is not held to it.
 */
export async function checkColumnSource(db: Queryable, tenantId: string, cardKind: CardKind, source: ColumnDataSource): Promise<void> {
  if (source.kind === 'builtin') {
    if (!sourceFitsCard(source.source, cardKind)) {
      const fits = Object.entries(BUILTIN_SOURCE_INFO).filter(([, info]) => info.cardKinds.includes(cardKind)).map(([name]) => name);
      throw fieldError('dataSource.source', `该卡片只能使用以下内置数据源：${fits.join('、')}`);
    }
    if (source.source === 'staging' && (source.params.tableKey ?? '').trim() === '') {
      throw fieldError('dataSource.params.tableKey', '暂存表栏目须指定 tableKey');
    }
    return;
  }
  const [api] = await db.select({ id: externalApis.id }).from(externalApis).where(and(eq(externalApis.id, source.apiId), eq(externalApis.tenantId, tenantId)));
  if (!api) throw fieldError('dataSource.apiId', '外部接口不存在，请先保存接口');
}

export async function submitColumn(db: Queryable, tenantId: string, input: CardColumnConfig): Promise<{ id: string }> {
  const card = await findCard(db, tenantId, input.cardId);
  await checkColumnSource(db, tenantId, card.cardKind, input.dataSource);
  const values = {
    columnName: input.columnName,
    sort: input.sort,
    dataSource: input.dataSource,
    remindTodoNum: input.remindTodoNum ? 1 : 0,
  };
  if (input.id === undefined) {
    const id = randomId();
    await db.insert(cardColumns).values({ id, tenantId, cardId: input.cardId, ...values });
    return { id };
  }
  const updated = await db
    .update(cardColumns)
    .set(values)
    .where(and(eq(cardColumns.id, input.id), eq(cardColumns.cardId, input.cardId), eq(cardColumns.tenantId, tenantId)))
    .returning({ id: cardColumns.id });
  if (updated.length === 0) throw notFound('栏目');
  return { id: input.id };
}

export async function removeColumn(db: Queryable, tenantId: string, id: string): Promise<null> {
  const removed = await db.delete(cardColumns).where(and(eq(cardColumns.id, id), eq(cardColumns.tenantId, tenantId))).returning({ id: cardColumns.id });
  if (removed.length === 0) throw notFound('栏目');
  return null;
}

/** adjustOrder: the listed columns first, in the given order; any the list leaves out keep their order after them. */
export async function adjustColumnOrder(db: Db, tenantId: string, cardId: string, ids: readonly string[]): Promise<null> {
  return db.transaction(async (tx) => {
    await findCard(tx, tenantId, cardId);
    const current = await tx.select({ id: cardColumns.id }).from(cardColumns).where(eq(cardColumns.cardId, cardId)).orderBy(asc(cardColumns.sort), asc(cardColumns.id));
    const known = new Set(current.map((c) => c.id));
    const stranger = ids.find((id) => !known.has(id));
    if (stranger !== undefined) throw fieldError('ids', `栏目 ${stranger} 不属于该卡片`);
    const listed = [...new Set(ids)];
    const order = [...listed, ...current.map((c) => c.id).filter((id) => !listed.includes(id))];
    for (const [index, id] of order.entries()) {
      await tx.update(cardColumns).set({ sort: index + 1 }).where(eq(cardColumns.id, id));
    }
    return null;
  });
}
