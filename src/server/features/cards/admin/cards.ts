import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { cardColumns, cards, cardTypes } from '../../../db/schema/cards';
import type { CardBasicConfig, CardConfig, CardKind } from '../../../../shared/schema/cards';
import { parseCardUrl } from '../../../../shared/rules/card-url';
import { randomId } from '../../../../shared/rules/ids';
import { fieldError, notFound } from './errors';

/** indexcardconfig and cardbasicconfig: the cards of a tenant and their basic config. */

const storedCardColumns = {
  id: cards.id,
  typeId: cards.typeId,
  cardKind: cards.cardKind,
  cardName: cards.cardName,
  cardIntroduction: cards.cardIntroduction,
  displayRows: cards.displayRows,
  url: cards.url,
  status: cards.status,
  sort: cards.sort,
};

export async function listCards(db: Queryable, tenantId: string, typeId: string | undefined) {
  return db
    .select(storedCardColumns)
    .from(cards)
    .innerJoin(cardTypes, eq(cardTypes.id, cards.typeId))
    .where(and(eq(cards.tenantId, tenantId), typeId === undefined ? undefined : eq(cards.typeId, typeId)))
    .orderBy(asc(cardTypes.sort), asc(cards.sort), asc(cards.id));
}

/** The card of the tenant, or NOT_FOUND (another tenant's card looks exactly like a missing one). */
export async function findCard(db: Queryable, tenantId: string, id: string) {
  const [card] = await db.select(storedCardColumns).from(cards).where(and(eq(cards.id, id), eq(cards.tenantId, tenantId)));
  if (!card) throw notFound('卡片');
  return card;
}

/** CARD-13: '' or what parseCardUrl reads as a frame config or a micro-app URL; anything else is refused. */
function checkCardUrl(url: string): void {
  if (url.trim() !== '' && parseCardUrl(url).kind === 'none') {
    throw fieldError('url', '卡片地址须为 http(s) 地址、站内路径，或 {"type","url"} 形式的内嵌配置');
  }
}

/** Creates or updates a card. Its type must be the tenant's; a card that has columns keeps its kind. */
export async function submitCard(db: Queryable, tenantId: string, input: CardConfig): Promise<{ id: string }> {
  checkCardUrl(input.url);
  const [type] = await db.select({ id: cardTypes.id }).from(cardTypes).where(and(eq(cardTypes.id, input.typeId), eq(cardTypes.tenantId, tenantId)));
  if (!type) throw fieldError('typeId', '卡片类型不存在');
  const { id, ...values } = input;
  const row = { ...values, url: input.url.trim() };
  if (id === undefined) {
    const newId = randomId();
    await db.insert(cards).values({ id: newId, tenantId, ...row });
    return { id: newId };
  }
  const current = await findCard(db, tenantId, id);
  if (current.cardKind !== input.cardKind && (await hasColumns(db, id))) {
    throw fieldError('cardKind', '已配置栏目的卡片不能更改卡片种类，请先删除其栏目');
  }
  await db.update(cards).set({ ...row, updatedAt: sql`now()` }).where(and(eq(cards.id, id), eq(cards.tenantId, tenantId)));
  return { id };
}

async function hasColumns(db: Queryable, cardId: string): Promise<boolean> {
  const [row] = await db.select({ id: cardColumns.id }).from(cardColumns).where(eq(cardColumns.cardId, cardId)).limit(1);
  return row !== undefined;
}

/** Removes a card with its columns, role settings and its place in every user's layout (cascades). */
export async function removeCard(db: Queryable, tenantId: string, id: string): Promise<null> {
  const removed = await db.delete(cards).where(and(eq(cards.id, id), eq(cards.tenantId, tenantId))).returning({ id: cards.id });
  if (removed.length === 0) throw notFound('卡片');
  return null;
}

export async function getCardBasic(db: Queryable, tenantId: string, cardId: string): Promise<CardBasicConfig & { cardId: string; cardKind: CardKind }> {
  const card = await findCard(db, tenantId, cardId);
  return { cardId: card.id, cardKind: card.cardKind, cardName: card.cardName, cardIntroduction: card.cardIntroduction, displayRows: card.displayRows };
}

export async function submitCardBasic(db: Queryable, tenantId: string, input: CardBasicConfig & { cardId: string }): Promise<{ id: string }> {
  const updated = await db
    .update(cards)
    .set({ cardName: input.cardName, cardIntroduction: input.cardIntroduction, displayRows: input.displayRows, updatedAt: sql`now()` })
    .where(and(eq(cards.id, input.cardId), eq(cards.tenantId, tenantId)))
    .returning({ id: cards.id });
  if (updated.length === 0) throw notFound('卡片');
  return { id: input.cardId };
}
