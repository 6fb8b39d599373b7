import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod/mini';
import type { DraftArea, DraftState } from './types';
import { SILENT } from './types';

export type DraftLoad<B extends z.core.$ZodType> =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; state: DraftState<B> };

/**
 * The area's draft state, read again whenever `hint` changes (the page edited the draft) and after the bar itself
 * replaced the draft. A late answer of an older read never overwrites a newer one.
 */
export function useDraftState<B extends z.core.$ZodType, P extends z.core.$ZodType>(area: DraftArea<B, P>, hint: unknown) {
  const [load, setLoad] = useState<DraftLoad<B>>({ kind: 'loading' });
  const seq = useRef(0);
  const { calls, client } = area;

  const reload = useCallback(async () => {
    seq.current += 1;
    const mine = seq.current;
    try {
      const state = await client.call(calls.draft, {}, SILENT) as DraftState<B>;
      if (mine === seq.current) setLoad({ kind: 'ready', state });
    } catch (error) {
      if (mine === seq.current) setLoad({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }, [calls, client]);

  useEffect(() => { void reload(); }, [reload, hint]);

  /** Takes a state the server answered to another call (discard) without reading it again. */
  const accept = useCallback((state: DraftState<B>) => {
    seq.current += 1;
    setLoad({ kind: 'ready', state });
  }, []);

  return { load, reload, accept };
}
