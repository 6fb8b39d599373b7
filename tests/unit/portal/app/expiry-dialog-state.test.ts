import { describe, expect, it } from 'vitest';
import { createExpiryDialogState } from '../../../../src/portal/app/expiry-dialog-state';
import { SESSION_KEYS } from '../../../../src/shared/rules/session-keys';
import { createMemoryStorage, createSessionStore } from '../../../../src/shared/state/session-store';

describe('the session-expiry dialog state', () => {
  it('[SESS-05] keeps why the session ended when a later watcher opens it again without knowing why', () => {
    const store = createSessionStore({ storage: createMemoryStorage() });
    const dialog = createExpiryDialogState(store);
    // The session check learnt it was removed; then a refused call, whose reason lookup failed, opens it too.
    dialog.open('expired', '', 'removed');
    dialog.open('expired', '');
    expect(dialog.get()).toEqual({ open: true, kind: 'expired', message: '', reason: 'removed' });
    expect(store.get(SESSION_KEYS.sessionExpiryDialog)).toBe(true);
    // Closed, a new end starts with no reason of its own.
    dialog.close();
    dialog.open('expired', '登录已过期');
    expect(dialog.get()).toEqual({ open: true, kind: 'expired', message: '登录已过期' });
  });
});
