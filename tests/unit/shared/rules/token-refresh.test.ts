import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/shared/api/client-types';
import { SESSION_KEYS } from '../../../../src/shared/rules/session-keys';
import { clearSignedInState, SIGNED_IN_KEYS, storeSignIn } from '../../../../src/shared/rules/sign-in-state';
import { createTokenRefresher, sessionTokenStore, type RefreshInput } from '../../../../src/shared/rules/token-refresh';
import type { LoginResult, TokenSet } from '../../../../src/shared/schema/auth';
import { createMemoryStorage, createSessionStore } from '../../../../src/shared/state/session-store';

const login: LoginResult = {
  access_token: 'A1', refresh_token: 'R1', token_type: 'bearer', expires_in: 3600, tenant_id: '000000',
  user_id: 'u1', account: 'teacher', nick_name: '王老师', role_id: 'r1', role_type: 'teacher', tgt: 'TGT-1',
};
const fresh: TokenSet = { ...login, access_token: 'A2', refresh_token: 'R2' };

function setup(refresh: (input: RefreshInput) => Promise<TokenSet>) {
  const store = createSessionStore({ storage: createMemoryStorage() });
  storeSignIn(store, login, Date.now());
  const onSignOut = vi.fn();
  const refreshSpy = vi.fn(refresh);
  const refresher = createTokenRefresher({ tokens: sessionTokenStore(store), refresh: refreshSpy, onSignOut });
  return { store, refresher, refreshSpy, onSignOut };
}

describe('token refresh', () => {
  beforeEach(() => { vi.useFakeTimers({ now: new Date('2026-01-01T08:00:00Z') }); });
  afterEach(() => { vi.useRealTimers(); });

  it('[TOKEN-01] checks every 10 s and refreshes once the token is 3000 s old', async () => {
    const { store, refresher, refreshSpy } = setup(async () => fresh);
    refresher.start();
    await vi.advanceTimersByTimeAsync(2_990_000);
    expect(refreshSpy).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000); // the check at 3000 s
    expect(refreshSpy).toHaveBeenCalledTimes(1);
    expect(refreshSpy).toHaveBeenCalledWith({ tenantId: '000000', refresh_token: 'R1', grant_type: 'refresh_token', scope: 'all' });
    expect(store.get(SESSION_KEYS.accessToken)).toBe('A2');
    expect(store.get(SESSION_KEYS.refreshToken)).toBe('R2');
    expect(store.get(SESSION_KEYS.tokenIssuedAt)).toBe(Date.now());
    // The new token is young again: no refresh for the next 3000 s.
    await vi.advanceTimersByTimeAsync(2_990_000);
    expect(refreshSpy).toHaveBeenCalledTimes(1);
    refresher.stop();
  });

  it('[TOKEN-01] never runs two refreshes at once', async () => {
    let finish: (t: TokenSet) => void = () => {};
    const { refresher, refreshSpy } = setup(() => new Promise<TokenSet>((resolve) => { finish = resolve; }));
    vi.setSystemTime(Date.now() + 3_000_000);
    refresher.start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refresher.isRefreshing()).toBe(true);
    expect(refreshSpy).toHaveBeenCalledTimes(1);
    finish(fresh);
    await vi.advanceTimersByTimeAsync(0);
    expect(refresher.isRefreshing()).toBe(false);
    refresher.stop();
  });

  it('[TOKEN-01] a refresh refused with 401 signs out; other failures try again at the next check', async () => {
    const { refresher, refreshSpy, onSignOut } = setup(async () => { throw new ApiError(8008, 'offline'); });
    vi.setSystemTime(Date.now() + 3_000_000);
    refresher.start();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(refreshSpy).toHaveBeenCalledTimes(2);
    expect(onSignOut).not.toHaveBeenCalled();
    refreshSpy.mockImplementation(async () => { throw new ApiError(401, '登录已失效，请重新登录'); });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onSignOut).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refreshSpy).toHaveBeenCalledTimes(3);
  });

  it('[TOKEN-01] does nothing when signed out', async () => {
    const { store, refresher, refreshSpy } = setup(async () => fresh);
    clearSignedInState(store);
    vi.setSystemTime(Date.now() + 5_000_000);
    await refresher.check();
    expect(refreshSpy).not.toHaveBeenCalled();
  });

  it('[TOKEN-02] logout clears tokens, user info, menus, roles and tags, locks and the chat record', () => {
    const store = createSessionStore({ storage: createMemoryStorage() });
    storeSignIn(store, login, 1);
    store.set(SESSION_KEYS.configMenu, [{ id: '1' }]);
    store.set(SESSION_KEYS.topMenu, [{ id: '1' }]);
    store.set(SESSION_KEYS.roleList, ['r']);
    store.set(SESSION_KEYS.shelfLabels, ['t']);
    store.set(SESSION_KEYS.locks, { export: true });
    store.set(SESSION_KEYS.chatRecord, [{ id: '30001' }]);
    store.set('themeColor', '#008cff');
    clearSignedInState(store);
    for (const key of SIGNED_IN_KEYS) expect(store.get(key)).toBeNull();
    expect(SIGNED_IN_KEYS).toEqual(expect.arrayContaining([
      'access_token', 'refresh_token', 'userInfo', 'configMenu', 'topMenu', 'roleId', 'roleType', 'roleList',
      'shelfLabels', 'locks', 'chatRecord', 'robotChat',
    ]));
    // Not signed-in state: stays.
    expect(store.get('themeColor')).toBe('#008cff');
  });
});
