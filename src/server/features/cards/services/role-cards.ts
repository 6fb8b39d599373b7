import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { cardRoleAuth, cards, cardTypes } from '../../../db/schema/cards';
import type { UserViewer } from '../../../http/viewer';
import type { RoleCard } from './layout-rules';

/**
 * Every enabled card the viewer's role may see (a card_role_auth row exists), with the role's flags and the card's
 * type: the one query behind the layout, the catalogue and the save checks.
 */
export async function listRoleCards(db: Queryable, viewer: Pick<UserViewer, 'tenantId' | 'roleId'>): Promise<RoleCard[]> {
  const rows = await db
    .select({
      cardId: cards.id,
      typeId: cards.typeId,
      typeName: cardTypes.typeName,
      typeNameEn: cardTypes.typeNameEn,
      typeSort: cardTypes.sort,
      cardKind: cards.cardKind,
      cardName: cards.cardName,
      cardNameEn: cards.cardNameEn,
      cardIntroduction: cards.cardIntroduction,
      cardIntroductionEn: cards.cardIntroductionEn,
      displayRows: cards.displayRows,
      url: cards.url,
      cardSort: cards.sort,
      inDefault: cardRoleAuth.inDefault,
      mandatory: cardRoleAuth.mandatory,
      defaultSort: cardRoleAuth.defaultSort,
    })
    .from(cards)
    .innerJoin(cardRoleAuth, and(eq(cardRoleAuth.cardId, cards.id), eq(cardRoleAuth.roleId, viewer.roleId)))
    .innerJoin(cardTypes, eq(cardTypes.id, cards.typeId))
    .where(and(eq(cards.tenantId, viewer.tenantId), eq(cards.status, 1)))
    .orderBy(asc(cardRoleAuth.defaultSort), asc(cards.sort), asc(cards.id));
  return rows.map((row) => ({ ...row, inDefault: row.inDefault === 1 || row.mandatory === 1, mandatory: row.mandatory === 1 }));
}
