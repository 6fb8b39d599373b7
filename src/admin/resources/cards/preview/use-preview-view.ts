import { useEffect, useState } from 'react';
import { cardPreview } from '../../../../shared/api/catalogue/cards-admin';
import type { CallRequest } from '../../../../shared/api/catalogue/define-call';
import type { CardView } from '../../../../shared/schema/cards';
import { useStudioProps } from '../../../studio-props';

export type PreviewRequest = CallRequest<typeof cardPreview>;

export interface PreviewData {
  /** The latest view the server answered; kept while a newer one loads, so the card never blinks empty. */
  view: CardView | null;
  loading: boolean;
  error: string | null;
}

/**
 * The card's data from the preview call (CARD-01) for the unsaved `request`, or nothing without one (a card not
 * saved yet has no data). Answers of an earlier request are dropped; the request should already be debounced.
 */
export function usePreviewView(request: PreviewRequest | null): PreviewData {
  const { blade } = useStudioProps().clients;
  const [data, setData] = useState<PreviewData>({ view: null, loading: request !== null, error: null });
  const key = request === null ? '' : JSON.stringify(request);
  useEffect(() => {
    if (key === '') {
      setData({ view: null, loading: false, error: null });
      return undefined;
    }
    const controller = new AbortController();
    setData((before) => ({ ...before, loading: true }));
    blade.call(cardPreview, JSON.parse(key) as PreviewRequest, { silent: true, signal: controller.signal }).then(
      (view) => { if (!controller.signal.aborted) setData({ view, loading: false, error: null }); },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setData((before) => ({ ...before, loading: false, error: error instanceof Error ? error.message : String(error) }));
      },
    );
    return () => controller.abort();
  }, [blade, key]);
  return data;
}
