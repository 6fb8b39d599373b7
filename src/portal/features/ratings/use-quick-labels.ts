import { useCallback, useRef } from 'react';
import { quickScoreLabels } from '../../../shared/api/catalogue/ratings';
import type { QuickLabel } from '../../../shared/schema/ratings';
import { useServices } from '../../app/services';
import { useCall, type CallState } from '../../lib/use-call';

/**
 * The quick labels quickScoreLabels offers for `score` (4–5 positive, 3 neutral, 1–2 negative); none before a
 * score is chosen. Answers are kept per score, so going back to a score shows its labels at once.
 */
export function useQuickLabels(score: number | null): { state: CallState<QuickLabel[]>; reload: () => void } {
  const s = useServices();
  const cache = useRef(new Map<number, QuickLabel[]>());
  const load = useCallback(async (): Promise<QuickLabel[]> => {
    if (score === null) return [];
    const known = cache.current.get(score);
    if (known) return known;
    // silent: a failure shows beside the chips with a retry, not as a toast over the dialog.
    const labels = await s.blade.call(quickScoreLabels, { score }, { silent: true });
    cache.current.set(score, labels);
    return labels;
  }, [s, score]);
  return useCall(load);
}
