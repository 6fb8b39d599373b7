import { useCallback, useEffect, useRef, useState } from 'react';
import { BUTTON_GUARD_MS } from './use-button-guard';

/**
 * SHELL-09: buttons disable for 800 ms after a click to prevent double submits. New code uses useButtonGuard,
 * which also holds the button while an async handler runs; this stays for the CAS sign-in button.
 */
export const CLICK_COOLDOWN_MS = BUTTON_GUARD_MS;

/** [coolingDown, trigger]: trigger() starts the cool-down; coolingDown stays true until it ends. */
export function useCooldown(ms: number = CLICK_COOLDOWN_MS): [boolean, () => void] {
  const [coolingDown, setCoolingDown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => { if (timer.current !== null) clearTimeout(timer.current); }, []);
  const trigger = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    setCoolingDown(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setCoolingDown(false);
    }, ms);
  }, [ms]);
  return [coolingDown, trigger];
}
