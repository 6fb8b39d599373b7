import { createContext, useContext } from 'react';
import type { AdminMountProps } from '../portal/features/config-area/admin-contract';

/** The portal's latest mount props, for the studio's layout and location sync deep inside react-admin. */
export const StudioPropsContext = createContext<AdminMountProps | null>(null);

export function useStudioProps(): AdminMountProps {
  const props = useContext(StudioPropsContext);
  if (!props) throw new Error('useStudioProps needs the studio root');
  return props;
}

/** The props the portal hands over, kept outside React so an update re-renders without remounting. */
export interface PropsStore {
  get(): AdminMountProps;
  set(next: AdminMountProps): void;
  subscribe(listener: () => void): () => void;
}

export function createPropsStore(initial: AdminMountProps): PropsStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next) {
      current = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}
