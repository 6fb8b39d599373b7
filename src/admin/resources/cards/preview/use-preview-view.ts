import { useState } from 'react';
import { cardPreview } from '../../../../shared/api/catalogue/cards-admin';
import type { CallRequest } from '../../../../shared/api/catalogue/define-call';
import { errorMessage } from '../../../../shared/api/error-message';
import type { CardView } from '../../../../shared/schema/cards';
import { useCallQuery } from '../../../data-provider/use-call';

export type PreviewRequest = CallRequest<typeof cardPreview>;

export interface PreviewData {
  /** The latest view the server answered; kept while a newer one loads, so the card never blinks empty. */
  view: CardView | null;
  loading: boolean;
  error: string | null;
}

/** The query's input while there is no request: never sent (the query is off). */
const NO_REQUEST: PreviewRequest = { id: '' };

/**
 * The card's data from the preview call (CARD-01) for the unsaved `request`, or nothing without one (a card not
 * saved yet has no data). Read through the DataProvider (useCallQuery), so an answer to an earlier request never
 * shows; the request should already be debounced.
 */
export function usePreviewView(request: PreviewRequest | null): PreviewData {
  const query = useCallQuery(cardPreview, request ?? NO_REQUEST, { enabled: request !== null, keepPrevious: true });
  // The last answer also stays when a newer request fails: the warning shows above the card, not an empty card.
  const [lastView, setLastView] = useState<CardView | null>(null);
  if (query.data !== undefined && query.data !== lastView) setLastView(query.data);
  if (request === null) return { view: null, loading: false, error: null };
  return { view: query.data ?? lastView, loading: query.isFetching, error: query.isError ? errorMessage(query.error) : null };
}
