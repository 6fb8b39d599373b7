import { and, asc, eq } from 'drizzle-orm';
import { cardColumns, cardRoleAuth, cards } from '../../../db/schema/cards';
import { AppError } from '../../../http/app-error';
import type { CardView } from '../../../../shared/schema/cards';
import type { SourceContext } from '../data-sources';
import type { Viewer } from '../viewer';
import { buildCardView, type ViewLogger } from './build-card-view';

/**
 * getCardData: one card's data for the signed-in user. The card must be enabled and offered to the user's role
 * (in the layout or only in the catalogue, whose preview uses this call too). The role check and the columns come
 * in one query; then every column loads at once.
 */
export async function getCardData(ctx: SourceContext, viewer: Viewer, cardId: string, log?: ViewLogger): Promise<CardView> {
  const rows = await ctx.db
    .select({
      cardKind: cards.cardKind,
      cardName: cards.cardName,
      cardIntroduction: cards.cardIntroduction,
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
  const [card] = rows;
  if (!card) throw new AppError('CARD_NOT_ALLOWED');
  return buildCardView(ctx, viewer, {
    cardId,
    cardKind: card.cardKind,
    basicConfig: { cardName: card.cardName, cardIntroduction: card.cardIntroduction, displayRows: card.displayRows },
    url: card.url,
    columns: rows.flatMap((row) => (row.columnId === null || row.columnName === null
      ? []
      : [{ id: row.columnId, columnName: row.columnName, dataSource: row.dataSource }])),
  }, log);
}
