import { useCallback, useMemo, useState } from 'react';
import { cancelCollect, collect } from '../../../shared/api/catalogue/directory';
import { useServices } from '../../app/services';
import { useToast } from '../../components/toast-context';
import { useTranslation } from '../../lib/i18n-react';
import { useServerMessage } from '../../lib/use-server-message';
import { errorMessage } from '../../../shared/api/error-message';

export interface CollectedState {
  /** The collected flag the page shows: the user's latest change, else what the list said. */
  isCollected(item: { serviceId: string; collected: boolean }): boolean;
  /** Records a change made here or elsewhere (the detail dialog). */
  set(serviceId: string, collected: boolean): void;
  /**
   * Brings the page in line with the user's favourites as the server now has them (`ids`), for the services on
   * screen and for every one changed here before.
   */
  syncWith(ids: ReadonlySet<string>, shownIds: readonly string[]): void;
}

/**
 * The user's favourite changes on this page, by service id. They win over the flags of a list loaded before the
 * change, so a page, a search or a side list all show the same star.
 */
export function useCollectedState(): CollectedState {
  const [changes, setChanges] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const set = useCallback((serviceId: string, collected: boolean) => {
    setChanges((previous) => (previous.get(serviceId) === collected ? previous : new Map(previous).set(serviceId, collected)));
  }, []);
  const syncWith = useCallback((ids: ReadonlySet<string>, shownIds: readonly string[]) => {
    setChanges((previous) => {
      const next = new Map<string, boolean>();
      for (const serviceId of [...previous.keys(), ...shownIds]) next.set(serviceId, ids.has(serviceId));
      return next;
    });
  }, []);
  return useMemo(() => ({
    isCollected: (item) => changes.get(item.serviceId) ?? item.collected,
    set,
    syncWith,
  }), [changes, set, syncWith]);
}

/**
 * Collecting and uncollecting, optimistically: the star changes at once and goes back, with a toast, when the
 * server refuses. Resolves when the server has answered (the button guard keeps the star disabled until then).
 */
export function useCollectToggle(state: Pick<CollectedState, 'set'>) {
  const s = useServices();
  const toast = useToast();
  const { t } = useTranslation();
  const localise = useServerMessage();
  const { set } = state;
  return useCallback(async (serviceId: string, collected: boolean): Promise<void> => {
    set(serviceId, collected);
    try {
      // silent: the toast below says which action failed, not only why.
      const result = await s.blade.call(collected ? collect : cancelCollect, { serviceId }, { silent: true });
      set(serviceId, result.collected);
    } catch (error) {
      set(serviceId, !collected);
      const msg = localise(errorMessage(error));
      toast.error(t(collected ? 'directory.card.collectFailed' : 'directory.card.cancelFailed', { msg }));
    }
  }, [s, set, toast, t, localise]);
}
