// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DirectoryItem } from '../../../../../src/shared/schema/directory';
import { recent, renderPersonal } from './harness';

let open: ReturnType<typeof vi.spyOn>;
beforeEach(() => { open = vi.spyOn(window, 'open').mockReturnValue(null); });
afterEach(() => { cleanup(); vi.restoreAllMocks(); });

const favourite: DirectoryItem = {
  ...recent('s-grade', '成绩查询'), ratingAvg: 4.5, ratingCount: 2, collected: true, serviceType: 'APPLICATION',
} as DirectoryItem;

describe('personal centre: favourites and theme', () => {
  it('我的收藏 opens a favourite through the opener and its details in the signed-in detail dialog', async () => {
    const app = renderPersonal('/PersonalCenter?tab=MyCollection', {
      handlers: { myCollect: () => [favourite], details: () => new Promise(() => undefined), customDetails: () => new Promise(() => undefined) },
    });
    fireEvent.click(await screen.findByRole('button', { name: '办理：成绩查询' }));
    // Signed in: the address is checked first (ADR 031); an unanswered check opens it as before.
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://ehall.example.edu.cn/s-grade', '_blank', 'noopener'));
    await waitFor(() => expect(app.inputs('clickService')).toEqual([{ serviceId: 's-grade' }]));
    fireEvent.click(screen.getByRole('button', { name: '查看详情：成绩查询' }));
    expect(await screen.findByRole('dialog', { name: '服务详情' })).toBeTruthy();
  });

  it('主题设置 shows the current theme and opens the theme picker', async () => {
    renderPersonal('/PersonalCenter?tab=ThemeSettings', { handlers: { getThemeManageList: () => [] } });
    expect(screen.getByText('默认主题')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '更换主题' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
