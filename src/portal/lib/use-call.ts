import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CallDef, CallRequest, CallResult } from '../../shared/api/catalogue/define-call';
import type { ApiClient } from '../../shared/api/client-types';
import { errorMessage } from '../../shared/api/error-message';

export type CallState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: Error; message: string }
  | { status: 'success'; data: T };

export interface UseCallOptions {
  /**
   * Loads again when this changes. Without it, a loader loads again when the function changes (keep it stable with
   * useCallback); a catalogue call when its input's content does.
   */
  key?: string | number;
  /** Nothing loads while false (the state stays as it is); the first true loads. */
  enabled?: boolean;
  /**
   * Render the answer as a transition: a large answer then renders in slices that yield to input instead of one
   * long task. For first-view blocks whose answers are big (the landing page's service groups); a page that must
   * show each answer the moment it comes keeps the default.
   */
  transition?: boolean;
  /**
   * A new key keeps the current answer on screen until the new one comes (a live update: the card does not blink
   * back to its skeleton); the first load and a retry after an error still show loading.
   */
  keepData?: boolean;
}

export interface UseCall<T> {
  state: CallState<T>;
  /** Loads again (a retry button). */
  reload: () => void;
}

/**
 * The portal's one way to fetch for a view: loading, error (with its message) or the answer, a reload, and late
 * answers of an earlier run dropped. Either one catalogue call, silent (the view shows its own error), or a loader
 * for anything else (several calls, an early answer taken first).
 *
 * @example
 * const { state, reload } = useCall(s.blade, progressDetail, { feedbackId });
 * const { state } = useCall(loadView, { key: `${cardId}:${version}`, enabled: visible });
 */
export function useCall<C extends CallDef>(client: ApiClient, call: C, input: CallRequest<C>, options?: UseCallOptions): UseCall<CallResult<C>>;
export function useCall<T>(load: () => Promise<T>, options?: UseCallOptions): UseCall<T>;
export function useCall<T>(...args: [() => Promise<T>, UseCallOptions?] | [ApiClient, CallDef, unknown, UseCallOptions?]): UseCall<T> {
  let load: () => Promise<T>;
  let options: UseCallOptions;
  let key: unknown;
  // A catalogue call loads again on another client too (another sign-in's services), as a loader closing over it would.
  let client: ApiClient | null = null;
  if (typeof args[0] === 'function') {
    const [loader, given = {}] = args as [() => Promise<T>, UseCallOptions?];
    load = loader;
    options = given;
    key = given.key ?? loader;
  } else {
    const [api, call, input, given = {}] = args as [ApiClient, CallDef, unknown, UseCallOptions?];
    client = api;
    load = () => api.call(call, input as never, { silent: true }) as Promise<T>;
    options = given;
    key = given.key ?? `${call.name}\n${JSON.stringify(input)}`;
  }
  const { enabled = true, transition = false, keepData = false } = options;
  const loadRef = useRef(load);
  // Set before the loading effect runs, so that effect always calls the newest loader.
  useLayoutEffect(() => { loadRef.current = load; });
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CallState<T>>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    setState((previous) => (keepData && previous.status === 'success' ? previous : { status: 'loading' }));
    loadRef.current().then(
      (data) => {
        if (!current) return;
        if (transition) startTransition(() => setState({ status: 'success', data }));
        else setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)), message: errorMessage(error) });
      },
    );
    return () => { current = false; };
  }, [key, client, attempt, enabled, transition, keepData]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
