import { useCallback, useEffect, useRef, useState } from 'react';

/** SHELL-09: buttons disable for 800 ms after a click to prevent double submits. */
export const CLICK_COOLDOWN_MS = 800;

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
