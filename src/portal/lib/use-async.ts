import { startTransition, useCallback, useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'success'; data: T };

export interface UseAsyncOptions {
  /**
   * Render the answer as a transition: a large answer then renders in slices that yield to input instead of one
   * long task. For first-view blocks whose answers are big (the landing page's service groups); a page that must
   * show each answer the moment it comes keeps the default.
   */
  transition?: boolean;
}

/** Runs `load` (keep it stable with useCallback) and again on reload(); late answers of an old run are dropped. */
export function useAsync<T>(load: () => Promise<T>, options: UseAsyncOptions = {}): { state: AsyncState<T>; reload: () => void } {
  const { transition = false } = options;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => {
        if (!current) return;
        if (transition) startTransition(() => setState({ status: 'success', data }));
        else setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => { current = false; };
  }, [load, attempt, transition]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
