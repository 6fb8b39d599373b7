import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { cardColumns, cardRoleAuth, cards } from '../../../db/schema/cards';
import type { UserViewer } from '../../../http/viewer';

/**
 * One card with its columns, in column order, when it is enabled and offered to the viewer's role (in the layout or
 * only in the catalogue); no rows otherwise. The role check and the columns come in one query.
 */
export async function queryCardRows(db: Queryable, viewer: Pick<UserViewer, 'tenantId' | 'roleId'>, cardId: string) {
  // Awaited here: a drizzle query is a lazy thenable that runs again on every await, so a cached one would not be.
  return await db
    .select({
      cardKind: cards.cardKind,
      cardName: cards.cardName,
      cardIntroduction: cards.cardIntroduction,
      cardNameEn: cards.cardNameEn,
      cardIntroductionEn: cards.cardIntroductionEn,
      displayRows: cards.displayRows,
      url: cards.url,
      columnId: cardColumns.id,
      columnName: cardColumns.columnName,
      dataSource: cardColumns.dataSource,
    })
    .from(cards)
    .innerJoin(cardRoleAuth, and(eq(cardRoleAuth.cardId, cards.id), eq(cardRoleAuth.roleId, viewer.roleId)))
    .leftJoin(cardColumns, eq(cardColumns.cardId, cards.id))
    .where(and(eq(cards.id, cardId), eq(cards.tenantId, viewer.tenantId), eq(cards.status, 1)))
    .orderBy(asc(cardColumns.sort), asc(cardColumns.id));
}

export type CardRow = Awaited<ReturnType<typeof queryCardRows>>[number];
