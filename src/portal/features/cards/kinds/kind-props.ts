import type { CardLayoutMode } from '../../../../shared/rules/card-display';
import type { CardView, ColumnData, DisplayRows } from '../../../../shared/schema/cards';

type DataOf<K extends ColumnData['kind']> = Extract<ColumnData, { kind: K }>;

/** What every card kind's component gets: its column's data (never empty: the frame shows the empty text). */
export interface KindProps<K extends ColumnData['kind']> {
  data: DataOf<K>;
  view: CardView;
  columnName: string;
  mode: CardLayoutMode;
  rows: DisplayRows;
  /** CARD-04: the most items this card shows at its rows and layout. */
  limit: number;
}
