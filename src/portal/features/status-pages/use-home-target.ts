import { useSyncExternalStore } from 'react';
import { useServices } from '../../app/services';

/** Where "back home" leads: the signed-in home page, or the landing page for a visitor. */
export function useHomeTarget(): string {
  const { auth } = useServices();
  const signedIn = useSyncExternalStore(auth.subscribe, auth.isSignedIn);
  return signedIn ? '/homePage' : '/';
}
