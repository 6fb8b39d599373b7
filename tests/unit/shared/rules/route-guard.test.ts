import { describe, expect, it, vi } from 'vitest';
import {
  applyNavigationEffects, decideRoute, hasConfigAccess, isPublicPath, safeRedirectTarget, serviceTypeOf,
} from '../../../../src/shared/rules/route-guard';
import { createRobotConfigLoader } from '../../../../src/shared/rules/robot-config';
import { SESSION_KEYS } from '../../../../src/shared/rules/session-keys';
import type { ConfigMenuEntry } from '../../../../src/shared/schema/shell';
import { createMemoryStorage, createSessionStore } from '../../../../src/shared/state/session-store';

const entry = (name: string, path: string): ConfigMenuEntry => ({ id: name, name, title: name, path, sort: 1 });
const menu = [entry('homePageConfig', '/userFrameConfig/homePageConfig'), entry('cardBusinessConfig', '/cardBusinessConfig')];

describe('route guard', () => {
  it('[ROUTE-01] lets visitors open /, /login, allServices, /generalDetailsTow and /deleteNoPag', () => {
    for (const path of ['/', '/login', '/allServices', '/generalDetailsTow', '/deleteNoPag', '/login?logout=true', '/deleteNoPag/']) {
      expect(isPublicPath(path)).toBe(true);
      expect(decideRoute({ path, isSignedIn: false, configMenu: null })).toEqual({ kind: 'allow' });
    }
  });

  it('[ROUTE-02] sends a visitor on any other route to /login, keeping the wanted path in redirect', () => {
    for (const path of ['/homePage', '/home', '/noPower', '/serviceHall', '/userFrameConfig/homePageConfig', '/unknown']) {
      expect(decideRoute({ path, isSignedIn: false, configMenu: null })).toEqual({
        kind: 'redirect', to: `/login?redirect=${encodeURIComponent(path)}`,
      });
    }
    expect(decideRoute({ path: '/homePage?tab=a', isSignedIn: false, configMenu: null }))
      .toEqual({ kind: 'redirect', to: '/login?redirect=%2FhomePage%3Ftab%3Da' });
    expect(decideRoute({ path: '/homePage', isSignedIn: true, configMenu: null })).toEqual({ kind: 'allow' });
  });

  it('[ROUTE-02] honours only same-site redirect targets after sign-in', () => {
    expect(safeRedirectTarget('/serviceHall?x=1')).toBe('/serviceHall?x=1');
    expect(safeRedirectTarget(null)).toBe('/homePage');
    expect(safeRedirectTarget('https://evil.example')).toBe('/homePage');
    expect(safeRedirectTarget('//evil.example')).toBe('/homePage');
    expect(safeRedirectTarget('/\\evil.example')).toBe('/homePage');
    expect(safeRedirectTarget('/login?logout=true')).toBe('/homePage');
  });

  it('[ROUTE-03] sends configuration routes to /noPower unless an entry matches the path or the route name', () => {
    const decide = (path: string, list: ConfigMenuEntry[] | null) => decideRoute({ path, isSignedIn: true, configMenu: list });
    expect(decide('/userFrameConfig/homePageConfig', menu)).toEqual({ kind: 'allow' });
    expect(decide('/cardBusinessConfig', menu)).toEqual({ kind: 'allow' });
    expect(decide('/userFrameConfig/preLoginConfig', menu)).toEqual({ kind: 'redirect', to: '/noPower' });
    expect(decide('/cardBusinessConfig', [])).toEqual({ kind: 'redirect', to: '/noPower' });
    // Matching by name: the entry's path differs but its name is the route's name.
    expect(decide('/userFrameConfig/addNavigation', [entry('addNavigation', '/elsewhere')])).toEqual({ kind: 'allow' });
    // The menu is needed before a configuration route can be decided.
    expect(decide('/userFrameConfig/homePageConfig', null)).toEqual({ kind: 'needs-config-menu' });
    // Ordinary signed-in routes do not look at the menu.
    expect(decide('/homePage', [])).toEqual({ kind: 'allow' });
  });

  it('[ROUTE-03] opens the bare /userFrameConfig only for users with an entry under it', () => {
    expect(hasConfigAccess('/userFrameConfig', menu)).toBe(true);
    expect(hasConfigAccess('/userFrameConfig/', [entry('cardBusinessConfig', '/cardBusinessConfig')])).toBe(false);
  });

  it('[ROUTE-04] stores the service type, resets the pre-login config tab and marks the message area home', () => {
    const store = createSessionStore({ storage: createMemoryStorage() });
    store.set(SESSION_KEYS.preLoginConfigTab, 'preLoginConfigFooter');
    applyNavigationEffects('/applicationServiceCenter', store);
    expect(store.get(SESSION_KEYS.serviceBusinessType)).toBe('APPLICATION');
    expect(store.get(SESSION_KEYS.preLoginConfigTab)).toBe('preLoginConfigGlobalConfig');
    expect(store.get(SESSION_KEYS.messageReleaseArea)).toBe('homePage');
    applyNavigationEffects('/processServiceCenter', store);
    expect(store.get(SESSION_KEYS.serviceBusinessType)).toBe('PROCESS');
    applyNavigationEffects('/serviceHall', store);
    expect(store.get(SESSION_KEYS.serviceBusinessType)).toBe('');
    expect(serviceTypeOf('/homePage')).toBe('');
  });

  it('[ROUTE-05] fetches the robot question config once, caches it in session, and shares a call in flight', async () => {
    const store = createSessionStore({ storage: createMemoryStorage() });
    const config = { robotName: '小服', greeting: '您好', isOpen: 1 };
    const fetchIndex = vi.fn(async () => ({ questionBasciConfig: config }));
    const loader = createRobotConfigLoader({ store, fetchIndex });
    const [a, b] = await Promise.all([loader.ensure(), loader.ensure()]);
    expect(a).toEqual(config);
    expect(b).toEqual(config);
    expect(await loader.ensure()).toEqual(config);
    expect(fetchIndex).toHaveBeenCalledTimes(1);
    expect(store.get(SESSION_KEYS.questionBasciConfig)).toEqual(config);
  });

  it('[ROUTE-05] tries again on a later navigation when the fetch failed', async () => {
    const store = createSessionStore({ storage: createMemoryStorage() });
    const fetchIndex = vi.fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ questionBasciConfig: { robotName: 'r', greeting: 'g', isOpen: 0 } });
    const loader = createRobotConfigLoader({ store, fetchIndex });
    expect(await loader.ensure()).toBeNull();
    expect(await loader.ensure()).toEqual({ robotName: 'r', greeting: 'g', isOpen: 0 });
    expect(fetchIndex).toHaveBeenCalledTimes(2);
  });
});

describe('service centre routes', () => {
  it('[ROUTE-06] ask for APPLICATION, PROCESS, and an empty serviceType on /serviceHall', () => {
    expect(serviceTypeOf('/applicationServiceCenter')).toBe('APPLICATION');
    expect(serviceTypeOf('/processServiceCenter/')).toBe('PROCESS');
    expect(serviceTypeOf('/serviceHall')).toBe('');
  });
});
