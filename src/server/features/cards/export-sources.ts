import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { Queryable } from '../../db/client';
import { cards as cardRows } from '../../db/schema/cards';
import { formText, listExportSource } from '../spreadsheet';
import { CARD_KIND_LABELS, SOURCE_KIND_LABELS, labelOf } from '../../../shared/schema/code-labels';
import type { HomeColumn } from '../../../shared/schema/home-config';
import { listApis } from './admin/apis';
import { listCardTypes } from './admin/card-types';
import { listCards, type StoredCard } from './admin/cards';
import { readHomeDraft } from './config/services/draft-access';
import { BUILTIN_SOURCE_INFO } from './data-sources/source-kinds';

/**
 * The home page's studio lists (card types, cards, card columns) exported as the studio shows them: from the home page
 * draft (ADR 009), in the lists' order, under their filters, ticked rows by id — unpublished ones included (EXP-02,
 * ADR 016). Codes are written as the studio's labels (卡片种类 待办事项, not TODO).
 */

type CardTypeRow = ReturnType<typeof listCardTypes>[number];

export const cardTypeExport = listExportSource<Record<string, never>, CardTypeRow>({
  columns: [
    { key: 'typeName', label: '类型名称', cell: (r) => r.typeName },
    { key: 'typeNameEn', label: '类型英文名称', cell: (r) => r.typeNameEn ?? '' },
    { key: 'sort', label: '排序', kind: 'number', cell: (r) => r.sort },
    { key: 'cardCount', label: '卡片数', kind: 'number', cell: (r) => r.cardCount },
  ],
  searchSchema: z.object({}) as unknown as z.ZodMiniType<Record<string, never>>,
  everything: () => ({}),
  searchOf: () => ({}),
  rows: async (db, tenantId) => listCardTypes(await readHomeDraft(db, tenantId)),
  idOf: (r) => r.id,
});

/** A published card's last change; an unpublished one has none yet. */
async function cardsUpdatedAt(db: Queryable, tenantId: string, ids: string[]): Promise<Map<string, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: cardRows.id, at: cardRows.updatedAt }).from(cardRows).where(and(eq(cardRows.tenantId, tenantId), inArray(cardRows.id, ids)));
  return new Map(rows.map((r) => [r.id, r.at]));
}

type CardRow = StoredCard & { typeName: string; updatedAt: Date | null };

export const cardExport = listExportSource<{ typeId: string }, CardRow>({
  columns: [
    { key: 'cardName', label: '卡片名称', cell: (r) => r.cardName },
    { key: 'cardNameEn', label: '卡片英文名称', cell: (r) => r.cardNameEn ?? '' },
    { key: 'typeName', label: '卡片类型', cell: (r) => r.typeName },
    { key: 'cardKind', label: '卡片种类', cell: (r) => labelOf(CARD_KIND_LABELS, r.cardKind) },
    { key: 'cardIntroduction', label: '卡片简介', cell: (r) => r.cardIntroduction },
    { key: 'displayRows', label: '显示行数', kind: 'number', cell: (r) => r.displayRows },
    { key: 'status', label: '状态', cell: (r) => (r.status === 1 ? '启用' : '隐藏') },
    { key: 'sort', label: '排序', kind: 'number', cell: (r) => r.sort },
    { key: 'updatedAt', label: '更新时间', kind: 'date', cell: (r) => r.updatedAt },
  ],
  searchSchema: z.object({ typeId: z.string() }),
  everything: () => ({ typeId: '' }),
  searchOf: (form, filter) => ({ typeId: formText(form, 'typeId') || (filter.id ?? '') }),
  rows: async (db, tenantId, search) => {
    const doc = await readHomeDraft(db, tenantId);
    const typeNames = new Map(doc.types.map((t) => [t.id, t.typeName]));
    const shown = listCards(doc, search.typeId === '' ? undefined : search.typeId);
    const updated = await cardsUpdatedAt(db, tenantId, shown.map((c) => c.id));
    return shown.map((c) => ({ ...c, typeName: typeNames.get(c.typeId) ?? '', updatedAt: updated.get(c.id) ?? null }));
  },
  idOf: (r) => r.id,
});

type ColumnRow = HomeColumn & { cardName: string; apiName: string };

/** The columns page (cardcolumnconfig): one card's columns when a card is chosen, else every card's, card by card. */
export const cardColumnExport = listExportSource<{ cardId: string }, ColumnRow>({
  columns: [
    { key: 'id', label: '栏目编号', cell: (r) => r.id },
    { key: 'cardName', label: '所属卡片', cell: (r) => r.cardName },
    { key: 'columnName', label: '栏目名称', cell: (r) => r.columnName },
    { key: 'sourceKind', label: '数据来源类型', cell: (r) => labelOf(SOURCE_KIND_LABELS, r.dataSource.kind) },
    { key: 'source', label: '数据源', cell: (r) => (r.dataSource.kind === 'builtin' ? BUILTIN_SOURCE_INFO[r.dataSource.source].label : r.apiName) },
    { key: 'remindTodoNum', label: '提醒待办数量', cell: (r) => (r.remindTodoNum ? '是' : '否') },
    { key: 'sort', label: '排序', kind: 'number', cell: (r) => r.sort },
  ],
  searchSchema: z.object({ cardId: z.string() }),
  everything: () => ({ cardId: '' }),
  searchOf: (form, filter) => ({ cardId: formText(form, 'cardId') || (filter.id ?? '') }),
  rows: async (db, tenantId, search) => {
    const doc = await readHomeDraft(db, tenantId);
    const apiNames = new Map((await listApis(db, tenantId)).map((a) => [a.id, a.apiName]));
    const byOrder = (a: HomeColumn, b: HomeColumn) => a.sort - b.sort || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const inOrder = listCards(doc, undefined).filter((c) => search.cardId === '' || c.id === search.cardId);
    return inOrder.flatMap((stored) => {
      const card = doc.cards.find((c) => c.id === stored.id);
      return [...(card?.columns ?? [])].sort(byOrder).map((column) => ({
        ...column, cardName: stored.cardName, apiName: column.dataSource.kind === 'api' ? (apiNames.get(column.dataSource.apiId) ?? column.dataSource.apiId) : '',
      }));
    });
  },
  idOf: (r) => r.id,
});
