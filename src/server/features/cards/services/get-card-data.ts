import { AppError } from '../../../http/app-error';
import type { CardView } from '../../../../shared/schema/cards';
import type { SourceContext } from '../data-sources';
import type { UserViewer } from '../../../http/viewer';
import { buildCardView, type ViewLogger } from './build-card-view';
import type { CardRow } from './card-rows';
import { englishFields } from '../../../../shared/i18n/content';

/**
 * getCardData: one card's data for the signed-in user. The card must be enabled and offered to the user's role
 * (in the layout or only in the catalogue, whose preview uses this call too). The card comes from `cardRows`
 * (card-rows.ts, or its cached copy); then every column loads at once.
 */
export async function getCardData(
  ctx: SourceContext, viewer: UserViewer, cardId: string, cardRows: (viewer: UserViewer, cardId: string) => Promise<CardRow[]>, log?: ViewLogger,
): Promise<CardView> {
  const rows = await cardRows(viewer, cardId);
  const [card] = rows;
  if (!card) throw new AppError('CARD_NOT_ALLOWED');
  return buildCardView(ctx, viewer, {
    cardId,
    cardKind: card.cardKind,
    basicConfig: {
      cardName: card.cardName, cardIntroduction: card.cardIntroduction, displayRows: card.displayRows,
      ...englishFields({ cardNameEn: card.cardNameEn, cardIntroductionEn: card.cardIntroductionEn }),
    },
    url: card.url,
    columns: rows.flatMap((row) => (row.columnId === null || row.columnName === null
      ? []
      : [{ id: row.columnId, columnName: row.columnName, dataSource: row.dataSource }])),
  }, log);
}
