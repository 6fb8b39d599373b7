import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** SHELL-09: buttons disable for 800 ms after a click to prevent double submits. */
export const BUTTON_GUARD_MS = 800;

export interface ButtonGuard<A extends unknown[]> {
  /** Runs the handler unless a previous click is still guarded; a guarded click does nothing. */
  onClick: (...args: A) => void;
  /** True from a click until `ms` have passed and the handler's promise (if any) has settled. */
  disabled: boolean;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/**
 * SHELL-09 as one hook for every submit button: a click runs `handler` and disables the button for `ms`
 * (800 ms); when the handler returns a promise the button stays disabled until it settles, however long that is.
 * A second click in the same tick (before React re-renders the disabled button) is ignored too.
 *
 * A handler should deal with its own errors; a rejection is released and re-thrown, so it surfaces as it would
 * without the guard.
 *
 * @example
 * const save = useButtonGuard(async () => { await s.blade.call(userThemeSubmit, { themeId }); });
 * return <button type="button" onClick={save.onClick} disabled={save.disabled}>保存</button>;
 */
export function useButtonGuard<A extends unknown[]>(handler: (...args: A) => unknown, ms: number = BUTTON_GUARD_MS): ButtonGuard<A> {
  const [disabled, setDisabled] = useState(false);
  // Refs, not state: the second click of a double click arrives before the re-render that disables the button.
  const busy = useRef(false);
  const timerPending = useRef(false);
  const workPending = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(handler);
  // Set in the commit, not in a passive effect: a click can arrive between a render and its passive effects (a
  // busy page), and then ran the handler of the render before — a "load more" whose page was still loading did
  // nothing.
  useLayoutEffect(() => { latest.current = handler; }, [handler]);
  useEffect(() => () => { if (timer.current !== null) clearTimeout(timer.current); }, []);

  const releaseIfDone = useCallback(() => {
    if (timerPending.current || workPending.current) return;
    busy.current = false;
    setDisabled(false);
  }, []);

  const onClick = useCallback((...args: A) => {
    if (busy.current) return;
    busy.current = true;
    timerPending.current = true;
    setDisabled(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      timerPending.current = false;
      releaseIfDone();
    }, ms);
    // A synchronous throw goes on to the caller; the cool-down still runs.
    const result = latest.current(...args);
    if (!isThenable(result)) return;
    workPending.current = true;
    const settle = (): void => {
      workPending.current = false;
      releaseIfDone();
    };
    Promise.resolve(result).then(settle, (error: unknown) => {
      settle();
      throw error;
    });
  }, [ms, releaseIfDone]);

  return { onClick, disabled };
}
