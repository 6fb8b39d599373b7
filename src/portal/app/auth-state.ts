import type { LoginResult } from '../../shared/schema/auth';
import type { SessionStoreLike } from '../../shared/rules/session-keys';
import { clearSignedInState, readAccessToken, storeSignIn } from '../../shared/rules/sign-in-state';

/** Whether someone is signed in, observable so React re-renders on sign-in and sign-out. */
export interface AuthState {
  isSignedIn(): boolean;
  /** True while a new tab joins the browser's session (ADR 025): no route is decided meanwhile. */
  isJoining(): boolean;
  setJoining(joining: boolean): void;
  subscribe(listener: () => void): () => void;
  /**
   * Stores a successful sign-in (after clearing whatever a previous user left) and, unless `bind` is false (a tab
   * joining a session already bound), binds this browser to it (ADR 025).
   */
  signIn(result: LoginResult, options?: { bind?: boolean }): void;
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

export function createAuthState(store: SessionStoreLike, now: () => number, onSignedIn: () => void = () => undefined): AuthState {
  const listeners = new Set<() => void>();
  // Cached so useSyncExternalStore sees a stable snapshot between changes.
  let signedIn = readAccessToken(store) !== null;
  let joining = false;
  let exit: string | null = null;
  const notify = (): void => {
    signedIn = readAccessToken(store) !== null;
    for (const l of [...listeners]) l();
  };
  return {
    isSignedIn: () => signedIn,
    isJoining: () => joining,
    setJoining(next) {
      if (joining === next) return;
      joining = next;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    signIn(result, options) {
      exit = null;
      clearSignedInState(store);
      storeSignIn(store, result, now());
      notify();
      if (options?.bind !== false) onSignedIn();
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
