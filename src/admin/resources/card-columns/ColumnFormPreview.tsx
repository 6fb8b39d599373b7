import { useGetList, useGetOne } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { CardKind, DisplayRows } from '../../../shared/schema/cards';
import { PREVIEW_DEBOUNCE_MS } from '../cards/CardFormPreview';
import type { CardRecord } from '../cards/calls';
import { CardLivePreview } from '../cards/preview/CardLivePreview';
import { useDebounced } from '../cards/preview/use-debounced';
import type { ColumnRecord } from './calls';
import { checkColumn } from './form-values';

/** The column's card, previewed with this column's unsaved values in place of its stored self. */
export function ColumnFormPreview() {
  const values = useDebounced(useWatch(), PREVIEW_DEBOUNCE_MS);
  const cardId = typeof values.cardId === 'string' ? values.cardId : '';
  const { data: card } = useGetOne<CardRecord>('cards', { id: cardId }, { enabled: cardId !== '' });
  const { data: others } = useGetList<ColumnRecord>('cardColumns', {
    filter: { cardId }, sort: { field: 'sort', order: 'ASC' }, pagination: { page: 1, perPage: 50 },
  }, { enabled: cardId !== '' });
  if (!card) return null;
  const { column } = checkColumn(values);
  const columns = column
    ? [...(others ?? []).filter((c) => c.id !== column.id), column].sort((a, b) => a.sort - b.sort)
    : null;
  const draft = {
    cardKind: card.cardKind as CardKind,
    basicConfig: { cardName: card.cardName, cardIntroduction: card.cardIntroduction, displayRows: card.displayRows as DisplayRows },
    url: card.url,
  };
  // An invalid column cannot be sent; the card then shows its stored columns.
  return <CardLivePreview draft={draft} request={columns ? { id: cardId, draft: { columns } } : { id: cardId }} />;
}
