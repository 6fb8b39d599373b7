import type { LoginResult } from '../../shared/schema/auth';
import type { SessionStoreLike } from '../../shared/rules/session-keys';
import { clearSignedInState, readAccessToken, storeSignIn } from '../../shared/rules/sign-in-state';

/** Whether someone is signed in, observable so React re-renders on sign-in and sign-out. */
export interface AuthState {
  isSignedIn(): boolean;
  subscribe(listener: () => void): () => void;
  /** Stores a successful sign-in (after clearing whatever a previous user left). */
  signIn(result: LoginResult): void;
  /**
   * TOKEN-02: clears tokens, user info, menus, roles and tags, locks and the chat record. `exitTo` is where this
   * sign-out is heading (e.g. /login?logout=true): the guard sends the now-visitor there, not to /login?redirect=…,
   * whichever of the state change and the navigation React renders first.
   */
  signOut(exitTo?: string): void;
  /** The pending sign-out destination, until the app reaches a public page or someone signs in. */
  exitTarget(): string | null;
  clearExitTarget(): void;
}

export function createAuthState(store: SessionStoreLike, now: () => number): AuthState {
  const listeners = new Set<() => void>();
  // Cached so useSyncExternalStore sees a stable snapshot between changes.
  let signedIn = readAccessToken(store) !== null;
  let exit: string | null = null;
  const notify = (): void => {
    signedIn = readAccessToken(store) !== null;
    for (const l of [...listeners]) l();
  };
  return {
    isSignedIn: () => signedIn,
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    signIn(result) {
      exit = null;
      clearSignedInState(store);
      storeSignIn(store, result, now());
      notify();
    },
    signOut(exitTo) {
      if (exitTo !== undefined) exit = exitTo;
      clearSignedInState(store);
      notify();
    },
    exitTarget: () => exit,
    clearExitTarget: () => { exit = null; },
  };
}
