// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminMountProps } from '../../../../src/portal/features/config-area/admin-contract';
import type { ThemeDocument } from '../../../../src/shared/schema/theme-config';
import {
  fakeClients, mountStudioWith, tolerateReactAdminPropWarnings, unmountAfterEach, updateStudio,
} from '../../../support/studio-harness';

tolerateReactAdminPropWarnings();
unmountAfterEach();

const doc: ThemeDocument = {
  themes: [{ id: 'blue', themeName: '默认蓝', themeColor: '#008cff', themeImg: '', themeImgBorderColor: '', waitingBgImg: '' }],
  defaultThemeId: 'blue',
  guise: { schoolName: '华夏理工大学', logo: '' },
};

function themePageProps(): AdminMountProps {
  const clients = fakeClients({
    themeDraft: () => ({ area: 'theme', revision: 0, publishedVersion: 1, isDirty: false, changes: [], updatedBy: '', updatedAt: null, body: doc }),
    getRoleListClass: () => [],
  });
  return {
    entries: [{ id: 'c1', name: 'homePageConfig', title: '首页配置', path: '/userFrameConfig/homePageConfig', sort: 1 }],
    currentPath: '/userFrameConfig/homePageConfig', currentSearch: 'view=%2Fthemes', lang: 'zh-CN', navigate: vi.fn(), clients,
  };
}

const themeCard = () => {
  const found = document.querySelector<HTMLElement>('[data-theme-id="blue"]');
  if (!found) throw new Error('no theme yet');
  return found;
};

describe('the studio\'s texts', () => {
  it('follow the portal\'s language switch: a page and its draft bar re-render in English and back', async () => {
    const props = themePageProps();
    mountStudioWith(props);
    const card = await waitFor(themeCard);
    expect(within(card).getByLabelText('主题色')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '保存到草稿' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '发布' })).toBeTruthy();

    updateStudio({ ...props, lang: 'en' });
    await waitFor(() => expect(within(themeCard()).getByLabelText('Theme colour')).toBeTruthy());
    expect(screen.getAllByRole('button', { name: 'Save to draft' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
    expect(screen.queryByText('主题色')).toBeNull();

    updateStudio({ ...props, lang: 'zh-CN' });
    await waitFor(() => expect(within(themeCard()).getByLabelText('主题色')).toBeTruthy());
  }, 45_000); // the studio's first mount is slow on a busy machine; each wait keeps its own budget
});
