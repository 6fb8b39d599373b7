// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi, beforeAll } from 'vitest';
import * as adminModule from '../../../../src/admin/main';
import { decideRoute } from '../../../../src/shared/rules/route-guard';
import type { ConfigMenuEntry } from '../../../../src/shared/schema/shell';
import { CONFIG_AREA_ROUTE } from '../../../../src/portal/routes/route-table';
import { CONFIG_MENU_ENTRIES } from '../../../../src/server/seed/accounts';
import { renderPortal, preloadSignedInRoutes } from '../../../support/portal-harness';

// renderPortal draws every route: the signed-in routes' chunk loads once, before the tests.
beforeAll(preloadSignedInRoutes, 30_000);

afterEach(() => { cleanup(); });

/** ROUTE-08 as RULES.md lists it, written out here so the test does not read the table it checks. */
const CHILDREN = [
  'homePageConfig', 'serviceHallConfig', 'threeListsConfig', 'processServiceCenterConfig',
  'applicationServiceCenterConfig', 'effectivenessMonitoringConfig', 'preLoginConfig', 'addNavigation',
];

const entry = (name: string, sort: number): ConfigMenuEntry => ({
  id: `c-${name}`, name, title: `T-${name}`, path: `/userFrameConfig/${name}`, sort,
});
const meta = { 'sh-admin-entry': '/assets/admin.js' };

describe('configuration area routes', () => {
  it('[ROUTE-08] the area route takes exactly the bare /userFrameConfig and its 8 children', () => {
    expect(CONFIG_AREA_ROUTE.test('/userFrameConfig')).toBe(true);
    for (const name of CHILDREN) {
      expect(CONFIG_AREA_ROUTE.exec(`/userFrameConfig/${name}`)?.[1]).toBe(name);
      // Matched as every route is: case-insensitively, with or without a trailing slash.
      expect(CONFIG_AREA_ROUTE.test(`/USERFRAMECONFIG/${name.toLowerCase()}/`)).toBe(true);
    }
    // Anything else under the area is not one of its pages: it falls through to the not-found route.
    for (const other of ['/userFrameConfig/bogusConfig', '/userFrameConfig/homePageConfig/x', '/userFrameConfigX']) {
      expect(CONFIG_AREA_ROUTE.test(other)).toBe(false);
    }
  });

  it('[ROUTE-08] every configuration menu the seed grants opens a page of the area, the sign-in settings among them', () => {
    for (const menu of CONFIG_MENU_ENTRIES) expect(CONFIG_AREA_ROUTE.test(menu.path), menu.path).toBe(true);
    expect(CONFIG_AREA_ROUTE.exec('/userFrameConfig/identityAuthConfig')?.[1]).toBe('identityAuthConfig');
  });

  it('[ROUTE-08] an address under the area that is not one of its pages shows the not-found page', async () => {
    const bogus = entry('bogusConfig', 9);
    const app = renderPortal('/userFrameConfig/bogusConfig', {
      signedIn: true,
      handlers: { getBusinessConfigMenu: () => [...CHILDREN.map((name, i) => entry(name, i)), bogus] },
    });
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
    expect(app.location()).toBe('/userFrameConfig/bogusConfig');
  });

  it('[ROUTE-08] guards every child by the configuration-menu check', () => {
    const full = CHILDREN.map((name, i) => entry(name, i));
    for (const name of CHILDREN) {
      const path = `/userFrameConfig/${name}`;
      expect(decideRoute({ path, isSignedIn: true, configMenu: null })).toEqual({ kind: 'needs-config-menu' });
      expect(decideRoute({ path, isSignedIn: true, configMenu: full })).toEqual({ kind: 'allow' });
      const without = full.filter((e) => e.name !== name);
      expect(decideRoute({ path, isSignedIn: true, configMenu: without })).toEqual({ kind: 'redirect', to: '/noPower' });
    }
  });

  it('[ROUTE-08] in the app, each child opens for a user holding its entry and goes to /noPower otherwise', async () => {
    const full = CHILDREN.map((name, i) => entry(name, i));
    const loadAdmin = vi.fn(async () => adminModule);
    const app = renderPortal(`/userFrameConfig/${CHILDREN[0]}`, {
      signedIn: true, meta, loadAdmin,
      handlers: { getBusinessConfigMenu: () => full },
    });
    for (const name of CHILDREN) {
      await app.navigate(`/userFrameConfig/${name}`);
      expect(await screen.findByRole('heading', { level: 1, name: `T-${name}` })).toBeTruthy();
      expect(app.location()).toBe(`/userFrameConfig/${name}`);
    }
    // One element renders the whole area: the studio was loaded once, not once per child.
    expect(loadAdmin).toHaveBeenCalledTimes(1);
    cleanup();

    const denied = renderPortal('/homePage', { signedIn: true, handlers: { getBusinessConfigMenu: () => [] } });
    for (const name of CHILDREN) {
      await denied.navigate(`/userFrameConfig/${name}`);
      await waitFor(() => expect(denied.location()).toBe('/noPower'));
    }
    expect(await screen.findByRole('heading', { name: '暂无权限' })).toBeTruthy();
  });
});
