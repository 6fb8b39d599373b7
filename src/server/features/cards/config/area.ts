import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../db/client';
import { roles } from '../../../db/schema/auth';
import { cardColumns, cardRoleAuth, cards, cardTypes } from '../../../db/schema/cards';
import { homePageDocumentSchema, type HomeCard, type HomePageDocument, type HomePagePreview } from '../../../../shared/schema/home-config';
import type { ConfigAreaDef } from '../../../drafts/area';
import { buildCatalogue, composeLayout, type RoleCard } from '../services/layout-rules';

/**
 * The home page area (ADR 009): card types, cards, their role settings and columns. Publishing rewrites the
 * tenant's card tables, which the portal's layout, catalogue and card data read on every request (no cache), so a
 * publish shows on every instance as soon as it commits.
 */
export const homePageArea: ConfigAreaDef<HomePageDocument, HomePagePreview> = {
  area: 'homePage',
  menu: 'homePageConfig',
  schema: homePageDocumentSchema,
  readLive,
  materialise,
  async preview(_db, _tenantId, body, roleId) {
    const roleCards = roleCardsOf(body, roleId);
    const layout = composeLayout(roleCards, null);
    return { layout, catalogue: buildCatalogue(roleCards, layout) };
  },
};

async function readLive(db: Queryable, tenantId: string): Promise<HomePageDocument> {
  const [typeRows, cardRows, columnRows, authRows] = [
    await db.select({ id: cardTypes.id, typeName: cardTypes.typeName, typeNameEn: cardTypes.typeNameEn, sort: cardTypes.sort }).from(cardTypes)
      .where(eq(cardTypes.tenantId, tenantId)).orderBy(asc(cardTypes.sort), asc(cardTypes.id)),
    await db.select({
      id: cards.id, typeId: cards.typeId, cardKind: cards.cardKind, cardName: cards.cardName, cardIntroduction: cards.cardIntroduction,
      cardNameEn: cards.cardNameEn, cardIntroductionEn: cards.cardIntroductionEn,
      displayRows: cards.displayRows, url: cards.url, status: cards.status, sort: cards.sort,
    }).from(cards).where(eq(cards.tenantId, tenantId)).orderBy(asc(cards.sort), asc(cards.id)),
    await db.select({
      id: cardColumns.id, cardId: cardColumns.cardId, columnName: cardColumns.columnName, sort: cardColumns.sort,
      dataSource: cardColumns.dataSource, remindTodoNum: cardColumns.remindTodoNum,
    }).from(cardColumns).where(eq(cardColumns.tenantId, tenantId)).orderBy(asc(cardColumns.sort), asc(cardColumns.id)),
    await db.select({ cardId: cardRoleAuth.cardId, roleId: cardRoleAuth.roleId, inDefault: cardRoleAuth.inDefault, mandatory: cardRoleAuth.mandatory, defaultSort: cardRoleAuth.defaultSort })
      .from(cardRoleAuth).where(eq(cardRoleAuth.tenantId, tenantId)).orderBy(asc(cardRoleAuth.roleId)),
  ];
  return {
    types: typeRows,
    cards: cardRows.map((card): HomeCard => ({
      ...card,
      roles: Object.fromEntries(authRows.filter((row) => row.cardId === card.id).map((row) => [row.roleId, {
        inDefault: row.inDefault === 1 || row.mandatory === 1, mandatory: row.mandatory === 1, defaultSort: row.defaultSort,
      }])),
      columns: columnRows.filter((col) => col.cardId === card.id).map(({ cardId: _cardId, remindTodoNum, ...col }) => ({ ...col, remindTodoNum: remindTodoNum === 1 })),
    })),
  };
}

/**
 * Upserts rather than rewrites: deleting a card cascades to every user's layout, so only cards the document no
 * longer holds are deleted. Ids are global keys; a row of another tenant is never overwritten.
 */
async function materialise(tx: Tx, tenantId: string, body: HomePageDocument): Promise<void> {
  const typeIds = body.types.map((t) => t.id);
  const cardIds = body.cards.map((c) => c.id);
  const columnIds = body.cards.flatMap((c) => c.columns.map((col) => col.id));

  for (const type of body.types) {
    const values = { typeName: type.typeName, typeNameEn: type.typeNameEn ?? '', sort: type.sort };
    await tx.insert(cardTypes).values({ id: type.id, tenantId, ...values })
      .onConflictDoUpdate({ target: cardTypes.id, set: values, setWhere: eq(cardTypes.tenantId, tenantId) });
  }
  for (const card of body.cards) {
    const values = {
      typeId: card.typeId, cardKind: card.cardKind, cardName: card.cardName, cardIntroduction: card.cardIntroduction,
      cardNameEn: card.cardNameEn ?? '', cardIntroductionEn: card.cardIntroductionEn ?? '',
      displayRows: card.displayRows, url: card.url, status: card.status, sort: card.sort, updatedAt: new Date(),
    };
    await tx.insert(cards).values({ id: card.id, tenantId, ...values })
      .onConflictDoUpdate({ target: cards.id, set: values, setWhere: eq(cards.tenantId, tenantId) });
  }
  await tx.delete(cards).where(and(eq(cards.tenantId, tenantId), cardIds.length > 0 ? notInArray(cards.id, cardIds) : undefined));
  await tx.delete(cardTypes).where(and(eq(cardTypes.tenantId, tenantId), typeIds.length > 0 ? notInArray(cardTypes.id, typeIds) : undefined));

  await tx.delete(cardColumns).where(and(eq(cardColumns.tenantId, tenantId), columnIds.length > 0 ? notInArray(cardColumns.id, columnIds) : undefined));
  for (const card of body.cards) {
    for (const col of card.columns) {
      const values = { cardId: card.id, columnName: col.columnName, sort: col.sort, dataSource: col.dataSource, remindTodoNum: col.remindTodoNum ? 1 : 0 };
      await tx.insert(cardColumns).values({ id: col.id, tenantId, ...values })
        .onConflictDoUpdate({ target: cardColumns.id, set: values, setWhere: eq(cardColumns.tenantId, tenantId) });
    }
  }

  // A role removed since the draft was edited would fail the foreign key: only the tenant's current roles are kept.
  const named = [...new Set(body.cards.flatMap((card) => Object.keys(card.roles)))];
  const known = named.length === 0 ? new Set<string>() : new Set((await tx.select({ id: roles.id }).from(roles)
    .where(and(eq(roles.tenantId, tenantId), inArray(roles.id, named)))).map((row) => row.id));
  await tx.delete(cardRoleAuth).where(eq(cardRoleAuth.tenantId, tenantId));
  const authRows = body.cards.flatMap((card) => Object.entries(card.roles).filter(([roleId]) => known.has(roleId)).map(([roleId, auth]) => ({
    tenantId, cardId: card.id, roleId, inDefault: auth.inDefault || auth.mandatory ? 1 : 0, mandatory: auth.mandatory ? 1 : 0, defaultSort: auth.defaultSort,
  })));
  if (authRows.length > 0) await tx.insert(cardRoleAuth).values(authRows);
}

/** What listRoleCards answers for a role, from a document instead of the live tables (same filter and order). */
export function roleCardsOf(body: HomePageDocument, roleId: string): RoleCard[] {
  const types = new Map(body.types.map((t) => [t.id, t]));
  return body.cards
    .flatMap((card) => {
      const auth = card.roles[roleId];
      const type = types.get(card.typeId);
      if (card.status !== 1 || !auth || !type) return [];
      return [{
        cardId: card.id, typeId: card.typeId, typeName: type.typeName, typeNameEn: type.typeNameEn ?? '', typeSort: type.sort, cardKind: card.cardKind,
        cardName: card.cardName, cardNameEn: card.cardNameEn ?? '', cardIntroduction: card.cardIntroduction,
        cardIntroductionEn: card.cardIntroductionEn ?? '', displayRows: card.displayRows, url: card.url,
        cardSort: card.sort, inDefault: auth.inDefault || auth.mandatory, mandatory: auth.mandatory, defaultSort: auth.defaultSort,
      }];
    })
    .sort((a, b) => a.defaultSort - b.defaultSort || a.cardSort - b.cardSort || compareIds(a.cardId, b.cardId));
}

/** PostgreSQL's ORDER BY on varchar ids under the C-like collation the tests run: plain code-unit order. */
function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
