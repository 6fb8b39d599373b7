// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ThemeDocument } from '../../../../../src/shared/schema/theme-config';
import { mountPreLogin, tolerateReactAdminPropWarnings, unmountAfterEach } from '../prelogin/harness';

tolerateReactAdminPropWarnings();
unmountAfterEach();

function themeServer() {
  const doc: ThemeDocument = {
    themes: [
      { id: 'blue', themeName: '默认蓝', themeColor: '#008cff', themeImg: '', themeImgBorderColor: '', waitingBgImg: '' },
      { id: 'red', themeName: '中国红', themeColor: '#c8161d', themeImg: '', themeImgBorderColor: '', waitingBgImg: '' },
    ],
    defaultThemeId: 'blue',
    guise: { schoolName: '华夏理工大学', logo: '' },
  };
  const submits: unknown[] = [];
  const handlers: Record<string, (input: unknown) => unknown> = {
    themeDraft: () => ({ area: 'theme', revision: submits.length, publishedVersion: 1, isDirty: false, changes: [], updatedBy: '', updatedAt: null, body: doc }),
    getRoleListClass: () => [],
    themeSetUpSubmit: (input) => { submits.push(input); return doc; },
  };
  return { handlers, submits };
}

const THEMES = { path: '/userFrameConfig/homePageConfig', search: 'view=%2Fthemes' };

describe('the theme page', () => {
  it('shows each colour\'s contrast with white text, and flags a pale one as it is typed', async () => {
    mountPreLogin(themeServer().handlers, THEMES);
    const blue = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-theme-id="blue"]');
      if (!found) throw new Error('no theme');
      return found;
    });
    expect(within(blue).getByText(/与白色文字的对比度 3\.\d\d:1 · 仅适合大字/)).toBeTruthy();
    const red = document.querySelector<HTMLElement>('[data-theme-id="red"]');
    if (!red) throw new Error('no red theme');
    expect(within(red).getByText(/白字清晰/)).toBeTruthy();
    fireEvent.change(within(blue).getByLabelText('主题色'), { target: { value: '#ffee58' } });
    expect(within(blue).getByText(/白字难以辨认/)).toBeTruthy();
  });

  it('makes another theme the default and submits themeSetUp to the draft', async () => {
    const server = themeServer();
    mountPreLogin(server.handlers, THEMES);
    const red = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-theme-id="red"]');
      if (!found) throw new Error('no theme');
      return found;
    });
    fireEvent.click(within(red).getByLabelText('默认主题'));
    fireEvent.click(screen.getAllByRole('button', { name: '保存到草稿' })[0] as HTMLElement);
    await waitFor(() => expect(server.submits).toHaveLength(1));
    expect(server.submits[0]).toMatchObject({ defaultThemeId: 'red', themes: [{ id: 'blue' }, { id: 'red' }] });
  });
});
