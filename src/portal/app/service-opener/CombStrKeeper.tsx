import { useEffect } from 'react';
import { getCombStr } from '../../../shared/api/catalogue/service-sign-on';
import { COMB_STR_REFRESH_SECONDS } from '../../../shared/schema/service-sign-on';
import { defaultTimers } from '../../../shared/rules/timers';
import { useServices } from '../services';
import { COMB_STR_KEY } from './open-way';

/**
 * OPEN-02: keeps the signed-in user's combination value in session storage, where opening an accessWay '5' service
 * reads it synchronously (window.open must run inside the click). Fetched at once and again well before it
 * expires; a failed fetch leaves the old value, and the opener then leaves the parameter out rather than wait.
 */
export function CombStrKeeper() {
  const s = useServices();
  useEffect(() => {
    let live = true;
    const refresh = () => {
      s.blade.call(getCombStr, {}, { silent: true }).then(
        (answer) => { if (live) s.store.set(COMB_STR_KEY, answer.combStr); },
        () => undefined,
      );
    };
    refresh();
    const timers = s.timers ?? defaultTimers;
    const handle = timers.setInterval(refresh, COMB_STR_REFRESH_SECONDS * 1000);
    return () => {
      live = false;
      timers.clearInterval(handle);
    };
  }, [s]);
  return null;
}
