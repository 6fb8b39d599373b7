// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import * as adminModule from '../../../src/admin/main';
import { decideRoute } from '../../../src/shared/rules/route-guard';
import type { ConfigMenuEntry } from '../../../src/shared/schema/shell';
import { createRoutes } from '../../../src/portal/routes/create-routes';
import { renderPortal } from './harness';

afterEach(() => { cleanup(); });

/** ROUTE-08 as RULES.md lists it, written out here so the test does not read the table it checks. */
const CHILDREN = [
  'homePageConfig', 'serviceHallConfig', 'threeListsConfig', 'processServiceCenterConfig',
  'applicationServiceCenterConfig', 'effectivenessMonitoringConfig', 'preLoginConfig', 'addNavigation',
];

function findRoute(routes: readonly RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const found = route.children ? findRoute(route.children, path) : undefined;
    if (found) return found;
  }
  return undefined;
}

const entry = (name: string, sort: number): ConfigMenuEntry => ({
  id: `c-${name}`, name, title: `T-${name}`, path: `/userFrameConfig/${name}`, sort,
});
const meta = { 'sh-admin-entry': '/assets/admin.js' };

describe('configuration area routes', () => {
  it('[ROUTE-08] registers exactly the 8 children of /userFrameConfig, all rendered by the area', () => {
    const routes = createRoutes();
    const area = findRoute(routes, '/userFrameConfig');
    expect(area).toBeDefined();
    const named = (area?.children ?? []).filter((child) => !child.index).map((child) => child.path);
    expect([...named].sort()).toEqual([...CHILDREN].sort());
    for (const name of CHILDREN) {
      const matched = matchRoutes(routes, `/userFrameConfig/${name}`) ?? [];
      expect(matched.map((m) => m.route.path)).toContain('/userFrameConfig');
      expect(matched[matched.length - 1]?.route.path).toBe(name);
    }
    // Anything else under the area is not one of its pages: it falls through to the not-found route.
    const other = matchRoutes(routes, '/userFrameConfig/bogusConfig') ?? [];
    expect(other.map((m) => m.route.path)).not.toContain('/userFrameConfig');
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
    const app = renderPortal(`/userFrameConfig/${CHILDREN[0]}`, {
      signedIn: true, meta, loadAdmin: async () => adminModule,
      handlers: { getBusinessConfigMenu: () => full },
    });
    for (const name of CHILDREN) {
      await app.router.navigate(`/userFrameConfig/${name}`);
      expect(await screen.findByRole('heading', { level: 1, name: `T-${name}` })).toBeTruthy();
      expect(app.location()).toBe(`/userFrameConfig/${name}`);
    }
    cleanup();

    const denied = renderPortal('/homePage', { signedIn: true, handlers: { getBusinessConfigMenu: () => [] } });
    for (const name of CHILDREN) {
      await denied.router.navigate(`/userFrameConfig/${name}`);
      await waitFor(() => expect(denied.location()).toBe('/noPower'));
    }
    expect(await screen.findByRole('heading', { name: '暂无权限' })).toBeTruthy();
  });
});
