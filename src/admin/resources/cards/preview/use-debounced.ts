import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs`; values are compared by their JSON, so a new object with
 * the same content (every render of a form) does not restart the wait.
 * @example const settled = useDebounced(form, 250);
 */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return settled;
}
