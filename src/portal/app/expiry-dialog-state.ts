import { SESSION_KEYS, type SessionStoreLike } from '../../shared/rules/session-keys';
import type { SessionEndReason } from '../../shared/schema/session';

type ExpiryDialogView =
  | { open: false }
  /**
   * kind 'abnormal' shows the SESS-02 text; 'expired' the server's outLogTip (SESS-05), or, when the session was
   * ended rather than idle, why (`reason`, ADR 025).
   */
  | { open: true; kind: 'abnormal' | 'expired'; message: string; reason?: SessionEndReason };

/** The session-expiry dialog (SHELL-02); its open flag is mirrored in the session store (doc2 §4). */
export interface ExpiryDialogState {
  get(): ExpiryDialogView;
  subscribe(listener: () => void): () => void;
  open(kind: 'abnormal' | 'expired', message: string, reason?: SessionEndReason): void;
  close(): void;
}

export function createExpiryDialogState(store: SessionStoreLike): ExpiryDialogState {
  const listeners = new Set<() => void>();
  let view: ExpiryDialogView = { open: false };
  const set = (next: ExpiryDialogView): void => {
    view = next;
    store.set(SESSION_KEYS.sessionExpiryDialog, next.open);
    for (const l of [...listeners]) l();
  };
  return {
    get: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    open: (kind, message, reason) => {
      // Several watchers may see the same end (a refused call, the session check, another tab); one that cannot say
      // why must not erase the reason another already gave while the dialog is up.
      const known = reason ?? (view.open && view.kind === kind ? view.reason : undefined);
      set(known === undefined ? { open: true, kind, message } : { open: true, kind, message, reason: known });
    },
    close: () => { if (view.open) set({ open: false }); },
  };
}

/** The warning before the session ends for idleness (ADR 025): seconds left as of `at`, or closed. */
type ExpiryWarningView = { open: false } | { open: true; remaining: number; at: number };

export interface ExpiryWarningState {
  get(): ExpiryWarningView;
  subscribe(listener: () => void): () => void;
  show(remaining: number, at: number): void;
  hide(): void;
}

export function createExpiryWarningState(): ExpiryWarningState {
  const listeners = new Set<() => void>();
  let view: ExpiryWarningView = { open: false };
  const set = (next: ExpiryWarningView): void => {
    view = next;
    for (const l of [...listeners]) l();
  };
  return {
    get: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    show: (remaining, at) => set({ open: true, remaining, at }),
    hide: () => { if (view.open) set({ open: false }); },
  };
}
