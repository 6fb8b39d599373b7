import { useCallback, useState } from 'react';
import { nobodyCustomDetails, serverCenterDetails } from '../../../shared/api/catalogue/directory';
import type { GuestServiceDetails } from '../../../shared/schema/directory';
import { useServices } from '../../app/services';
import { useCall, type CallState } from '../../lib/use-call';

/** A service's details as the dialog shows them; `collected` is null for a visitor, who has no favourites. */
export interface LoadedDetails {
  details: GuestServiceDetails;
  collected: boolean | null;
}

/**
 * OPEN-04: a signed-in user's details come from serverCenter/details (with their own `collected`), a visitor's
 * from the nobody customDetails. `refresh` fetches again without the loading state (after a rating, for the
 * new average); a failure there keeps what is shown.
 */
export function useServiceDetails(serviceId: string, visitor: boolean): {
  state: CallState<LoadedDetails>; reload: () => void; refresh: () => void;
} {
  const s = useServices();
  const fetchDetails = useCallback(async (): Promise<LoadedDetails> => {
    // silent: the dialog shows the failure itself, with a retry.
    if (visitor) return { details: await s.blade.call(nobodyCustomDetails, { serviceId }, { silent: true }), collected: null };
    const details = await s.blade.call(serverCenterDetails, { serviceId }, { silent: true });
    return { details, collected: details.collected };
  }, [s, serviceId, visitor]);
  const { state, reload } = useCall(fetchDetails);
  const [fresh, setFresh] = useState<{ from: CallState<LoadedDetails>; data: LoadedDetails } | null>(null);

  const refresh = useCallback(() => {
    const from = state;
    fetchDetails().then((data) => setFresh({ from, data }), () => { /* the summary already shows the new rating */ });
  }, [fetchDetails, state]);

  // A refreshed answer counts only for the load it refreshed (a retry or another service starts over).
  const shown: CallState<LoadedDetails> = fresh !== null && fresh.from === state ? { status: 'success', data: fresh.data } : state;
  return { state: shown, reload, refresh };
}
