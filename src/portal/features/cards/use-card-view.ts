import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CardView } from '../../../shared/schema/cards';

export type CardViewState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; view: CardView };

/**
 * Loads a card's data when `key` changes (and on retry), dropping answers of an earlier run. `load` may be a new
 * function on every render of the page: only the latest is called, and a new one alone does not reload.
 */
export function useCardView(load: () => Promise<CardView>, key: string, enabled = true): {
  state: CardViewState;
  retry: () => void;
} {
  const loadRef = useRef(load);
  // Declared before the loading effect, so that effect always calls the newest `load`.
  useLayoutEffect(() => { loadRef.current = load; });
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CardViewState>({ status: 'loading' });

  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    setState({ status: 'loading' });
    loadRef.current().then(
      (view) => { if (current) setState({ status: 'ready', view }); },
      (error: unknown) => {
        if (current) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => { current = false; };
  }, [key, attempt, enabled]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
