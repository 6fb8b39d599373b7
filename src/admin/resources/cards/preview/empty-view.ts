import type { CardBasicConfig, CardKind, CardView } from '../../../../shared/schema/cards';

/** What a card shows before (or without) server data: its frame and the kind's empty state. */
export function emptyView(cardId: string, cardKind: CardKind, basicConfig: CardBasicConfig, url: string): CardView {
  return {
    cardId, cardKind, basicConfig, url, dataSource: 'Builtin', typeList: [], columns: [],
    currentStatusBackgroundColor: [], otherInformationList: [],
  };
}
