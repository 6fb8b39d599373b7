// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CentreView } from '../../../../../src/shared/schema/centre-config';
import { renderDirectory } from './page-harness';

vi.mock('../../../../../src/portal/features/service-detail', async () => ({
  ServiceDetailDialog: (await import('./page-doubles')).ServiceDetailDialogDouble,
}));
vi.mock('../../../../../src/portal/features/favourites', async () => ({
  FavouritesPanel: (await import('./page-doubles')).FavouritesPanelDouble,
}));
vi.mock('../../../../../src/portal/features/guides', async () => ({
  ServiceGuideView: (await import('./page-doubles')).ServiceGuideViewDouble,
}));

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => { cleanup(); vi.restoreAllMocks(); });

const configured: CentreView = {
  title: '办事服务中心', subtitle: '线上线下办理流程服务', filters: { dept: true, scene: false, type: true, processType: false },
  showShelfTabs: false, defaultSort: 'heat', pinned: [{ serviceId: 's-pin', serviceName: '在校证明开具', deptName: '学生处' }],
};

describe('a centre page reads its published configuration', () => {
  it('shows the configured title, only the configured filters, no shelf tabs, the pinned services and the default sort', async () => {
    const app = renderDirectory('/processServiceCenter', { blade: { centreConfigView: () => configured } });
    expect(await screen.findByRole('heading', { level: 1, name: '办事服务中心' })).toBeTruthy();
    expect(screen.getByText('线上线下办理流程服务')).toBeTruthy();
    expect(app.inputs('centreConfigView')).toEqual([{ centre: 'PROCESS' }]);
    await waitFor(() => expect(app.inputs('serverCenterPage').at(-1)).toMatchObject({ serviceType: 'PROCESS', sort: 'heat' }));
    // Department and type stay; scene and the way of handling are off. The shelf labels are never asked for.
    expect(await screen.findByText('部门')).toBeTruthy();
    expect(screen.queryByText('场景', { selector: 'label, legend, span' })).toBeNull();
    expect(screen.queryByRole('group', { name: '服务分类标签' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: /在校证明开具/ }));
    expect(await screen.findByRole('heading', { name: '置顶服务' })).toBeTruthy();
  });

  it('shows the page as built when the configuration cannot be read', async () => {
    renderDirectory('/serviceHall');
    expect(await screen.findByRole('heading', { level: 1, name: '服务大厅' })).toBeTruthy();
    expect(await screen.findByRole('group', { name: '服务分类标签' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '置顶服务' })).toBeNull();
  });
});
