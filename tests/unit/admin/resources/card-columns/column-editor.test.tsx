// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardHandlers, mountStudio, serviceView, tolerateMuiPropWarnings, unmountAfterEach } from '../cards/harness';

tolerateMuiPropWarnings();
unmountAfterEach();

const column = { id: 'col1', cardId: 'c1', columnName: '热门', sort: 1, dataSource: { kind: 'builtin' as const, source: 'services' as const, params: {} } };

describe('the column editor', () => {
  it('[CARD-01] previews the card with the unsaved column in place of the stored one', async () => {
    const clients = mountStudio(cardHandlers({
      columnList: () => [column],
      columnDetail: () => column,
      dataSourceList: () => [{ source: 'services', label: '服务', cardKinds: ['COMMON_SERVICES'] }],
      apiList: () => [],
      cardPreview: () => serviceView('常用服务'),
    }), '/cardColumns/col1', '/cardBusinessConfig');
    const name = await screen.findByLabelText(/栏目名称/);
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('热门'));
    expect(await within(screen.getByRole('region', { name: '实时预览' })).findAllByRole('heading', { name: '常用服务' })).toHaveLength(3);

    fireEvent.change(name, { target: { value: '最常用' } });
    fireEvent.change(screen.getByLabelText(/参数/), { target: { value: 'order=visitCount' } });
    await waitFor(() => {
      const last = clients.calls.filter((c) => c.name === 'cardPreview').at(-1)?.input;
      expect(last).toEqual({ id: 'c1', draft: { columns: [{ ...column, columnName: '最常用', dataSource: { ...column.dataSource, params: { order: 'visitCount' } } }] } });
    });
    expect(clients.calls.some((c) => c.name === 'columnSubmit')).toBe(false);
  });
});
