import { describe, expect, it } from 'vitest';
import type { StudioPage } from '../../../../src/admin/pages/registry';
import { innerPathFor, NOT_IN_MENU_PATH, portalPathFor } from '../../../../src/admin/routing/studio-location';
import type { ConfigMenuEntry } from '../../../../src/shared/schema/shell';

const entries: ConfigMenuEntry[] = [
  { id: 'c1', name: 'homePageConfig', title: '首页配置', path: '/userFrameConfig/homePageConfig', sort: 1 },
  { id: 'c2', name: 'addNavigation', title: '新增导航', path: '/userFrameConfig/addNavigation', sort: 2 },
];
const pages: StudioPage[] = [{ entry: 'homePageConfig', home: '/cardTypes', resources: ['cardTypes'] }];
const at = (currentPath: string, currentSearch = '') => innerPathFor({ currentPath, currentSearch }, entries, pages);

describe('the studio location and the portal address', () => {
  it('opens a built entry on its home, deeper pages from ?view=, and an unbuilt one on the pending page', () => {
    expect(at('/userFrameConfig/homePageConfig')).toBe('/cardTypes');
    // Routes match whatever the case and trailing slash, as the portal's do.
    expect(at('/USERFRAMECONFIG/homepageconfig/')).toBe('/cardTypes');
    expect(at('/userFrameConfig/homePageConfig', 'view=%2FcardTypes%2Fcreate')).toBe('/cardTypes/create');
    expect(at('/userFrameConfig/addNavigation')).toBe('/pending/addNavigation');
    expect(at('/userFrameConfig/threeListsConfig')).toBe(NOT_IN_MENU_PATH);
  });

  it('ignores a view that is not one of the entry’s own pages', () => {
    for (const view of ['/other/1', '//evil.example/x', 'cardTypes', '']) {
      expect(at('/userFrameConfig/homePageConfig', new URLSearchParams({ view }).toString())).toBe('/cardTypes');
    }
  });

  it('maps studio moves back to the entry, with the deeper page in the query', () => {
    expect(portalPathFor('/cardTypes', entries, pages)).toBe('/userFrameConfig/homePageConfig');
    expect(portalPathFor('/cardTypes/t1', entries, pages)).toBe('/userFrameConfig/homePageConfig?view=%2FcardTypes%2Ft1');
    expect(portalPathFor('/pending/addNavigation', entries, pages)).toBe('/userFrameConfig/addNavigation');
    // A page of no entry the user holds leaves the portal where it is.
    expect(portalPathFor('/somethingElse', entries, pages)).toBeNull();
    expect(portalPathFor('/cardTypes', entries.slice(1), pages)).toBeNull();
  });

  it('round-trips: the place the studio reports is the place it opens', () => {
    for (const inner of ['/cardTypes', '/cardTypes/create', '/cardTypes/t%201', '/pending/addNavigation']) {
      const address = portalPathFor(inner, entries, pages) ?? '';
      const [path = '', search = ''] = address.split('?');
      expect(at(path, search)).toBe(inner);
    }
  });
});
