import { SESSION_KEYS, type SessionStoreLike } from '../../shared/rules/session-keys';

type ExpiryDialogView =
  | { open: false }
  /** kind 'abnormal' shows the SESS-02 text; 'expired' shows the server's outLogTip (SESS-05). */
  | { open: true; kind: 'abnormal' | 'expired'; message: string };

/** The session-expiry dialog (SHELL-02); its open flag is mirrored in the session store (doc2 §4). */
export interface ExpiryDialogState {
  get(): ExpiryDialogView;
  subscribe(listener: () => void): () => void;
  open(kind: 'abnormal' | 'expired', message: string): void;
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
    open: (kind, message) => set({ open: true, kind, message }),
    close: () => { if (view.open) set({ open: false }); },
  };
}
