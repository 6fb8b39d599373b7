import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { callKey, useCallQuery, useInvalidateCalls } from '../../data-provider/use-call';
import type { DraftArea, DraftState } from './types';

type DraftLoad<B extends z.core.$ZodType> =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; state: DraftState<B> };

/**
 * The area's draft state, read again whenever `hint` changes (the page edited the draft) and after the bar itself
 * replaced the draft. The QueryClient keeps only the answer of the latest read.
 */
export function useDraftState<B extends z.core.$ZodType, P extends z.core.$ZodType>(area: DraftArea<B, P>, hint: unknown) {
  const { draft } = area.calls;
  const query = useCallQuery(draft, {});
  const queryClient = useQueryClient();
  const invalidate = useInvalidateCalls();

  // The hint seen last: only a change of it means the page edited the draft (the first read is the query's own).
  const seenHint = useRef(hint);
  useEffect(() => {
    if (Object.is(seenHint.current, hint)) return;
    seenHint.current = hint;
    void invalidate(draft);
  }, [draft, hint, invalidate]);

  const reload = useCallback(() => invalidate(draft), [draft, invalidate]);

  /** Takes a state the server answered to another call (discard) without reading it again. */
  const accept = useCallback(async (state: DraftState<B>) => {
    await queryClient.cancelQueries({ queryKey: callKey(draft) });
    queryClient.setQueryData(callKey(draft, {}), state);
  }, [draft, queryClient]);

  const load: DraftLoad<B> = query.isError ? { kind: 'failed', message: query.error.message }
    : query.data === undefined ? { kind: 'loading' } : { kind: 'ready', state: query.data as DraftState<B> };
  return { load, reload, accept };
}
