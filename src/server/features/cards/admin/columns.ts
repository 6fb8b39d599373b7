import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { externalApis } from '../../../db/schema/cards';
import type { CardColumnConfig, CardKind, ColumnDataSource } from '../../../../shared/schema/cards';
import type { HomeColumn, HomePageDocument } from '../../../../shared/schema/home-config';
import { randomId } from '../../../../shared/rules/ids';
import { BUILTIN_SOURCE_INFO, sourceFitsCard } from '../data-sources/source-kinds';
import { itemFieldsOf } from '../data-sources/external/map-rows';
import { findCard } from './cards';
import { fieldError, notFound } from '../../../http/field-errors';

/** cardcolumnconfig over the home page draft: the columns (tabs) of a card, each with its data source. */

const withCard = (cardId: string, column: HomeColumn) => ({ ...column, cardId });
const byOrder = (a: HomeColumn, b: HomeColumn) => a.sort - b.sort || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function listColumns(doc: HomePageDocument, cardId: string) {
  return [...findCard(doc, cardId).columns].sort(byOrder).map((column) => withCard(cardId, column));
}

export function findColumn(doc: HomePageDocument, id: string) {
  for (const card of doc.cards) {
    const column = card.columns.find((c) => c.id === id);
    if (column) return withCard(card.id, column);
  }
  throw notFound('栏目');
}

function replaceColumns(doc: HomePageDocument, cardId: string, columns: HomeColumn[]): HomePageDocument {
  return { ...doc, cards: doc.cards.map((c) => (c.id === cardId ? { ...c, columns } : c)) };
}

/** The ids of the tenant's saved external APIs: an api column must name one of them. Read before the edit. */
export async function savedApiIds(db: Queryable, tenantId: string, apiId: string | undefined): Promise<Set<string>> {
  if (apiId === undefined) return new Set();
  const rows = await db.select({ id: externalApis.id }).from(externalApis).where(and(eq(externalApis.id, apiId), eq(externalApis.tenantId, tenantId)));
  return new Set(rows.map((row) => row.id));
}

/**
 * A source must suit its card: a built-in one yields the card kind's items (and a staging column names its
 * table); an api one names a saved API of the tenant. A preview's draft is not held to it.
 */
function checkColumnSource(cardKind: CardKind, source: ColumnDataSource, apis: ReadonlySet<string>): void {
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
  if (!apis.has(source.apiId)) throw fieldError('dataSource.apiId', '外部接口不存在，请先保存接口');
  // A row without a required field is dropped (map-rows.ts): an unmapped one would leave the card silently empty.
  const missing = itemFieldsOf(cardKind).filter((f) => f.required && (source.fieldMapping[f.field] ?? '').trim() === '');
  if (missing.length > 0) throw fieldError('dataSource.fieldMapping', `请映射必填字段：${missing.map((f) => f.field).join('、')}`);
}

export function submitColumn(doc: HomePageDocument, input: CardColumnConfig, apis: ReadonlySet<string>): { doc: HomePageDocument; id: string } {
  const card = findCard(doc, input.cardId);
  checkColumnSource(card.cardKind, input.dataSource, apis);
  const current = input.id === undefined ? undefined : card.columns.find((c) => c.id === input.id);
  if (input.id !== undefined && !current) throw notFound('栏目');
  const id = input.id ?? randomId();
  const column: HomeColumn = {
    id,
    columnName: input.columnName,
    sort: input.sort,
    dataSource: input.dataSource,
    remindTodoNum: input.remindTodoNum ?? current?.remindTodoNum ?? false,
  };
  const columns = current ? card.columns.map((c) => (c.id === id ? column : c)) : [...card.columns, column];
  return { doc: replaceColumns(doc, card.id, columns), id };
}

export function removeColumn(doc: HomePageDocument, id: string): HomePageDocument {
  const { cardId } = findColumn(doc, id);
  return replaceColumns(doc, cardId, findCard(doc, cardId).columns.filter((c) => c.id !== id));
}

/** adjustOrder: the listed columns first, in the given order; any the list leaves out keep their order after them. */
export function adjustColumnOrder(doc: HomePageDocument, cardId: string, ids: readonly string[]): HomePageDocument {
  const current = [...findCard(doc, cardId).columns].sort(byOrder);
  const known = new Set(current.map((c) => c.id));
  const stranger = ids.find((id) => !known.has(id));
  if (stranger !== undefined) throw fieldError('ids', `栏目 ${stranger} 不属于该卡片`);
  const listed = [...new Set(ids)];
  const order = [...listed, ...current.map((c) => c.id).filter((id) => !listed.includes(id))];
  return replaceColumns(doc, cardId, current.map((c) => ({ ...c, sort: order.indexOf(c.id) + 1 })));
}

/** The to-do number reminder of a column (cardcolumnconfig todo-number remind detail and save). */
export function setRemindTodoNum(doc: HomePageDocument, id: string, remindTodoNum: boolean): HomePageDocument {
  const { cardId } = findColumn(doc, id);
  return replaceColumns(doc, cardId, findCard(doc, cardId).columns.map((c) => (c.id === id ? { ...c, remindTodoNum } : c)));
}

/** cardcolumnconfig/save: a column's field mappings (which source fields fill the item, which the staging card shows). */
export function saveColumnFields(
  doc: HomePageDocument, id: string, fields: { fieldMapping?: Record<string, string> | undefined; cardMapping?: Array<{ field: string; chineseName: string }> | undefined },
): HomePageDocument {
  const { cardId } = findColumn(doc, id);
  return replaceColumns(doc, cardId, findCard(doc, cardId).columns.map((c) => {
    if (c.id !== id) return c;
    const source = c.dataSource;
    const cardMapping = fields.cardMapping ?? source.cardMapping;
    if (source.kind === 'builtin') return { ...c, dataSource: { ...source, ...(cardMapping ? { cardMapping } : {}) } };
    return { ...c, dataSource: { ...source, fieldMapping: fields.fieldMapping ?? source.fieldMapping, ...(cardMapping ? { cardMapping } : {}) } };
  }));
}
