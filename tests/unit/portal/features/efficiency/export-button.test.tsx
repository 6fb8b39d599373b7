// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServicesContext, type PortalServices } from '../../../../../src/portal/app/services';
import { ToastContext } from '../../../../../src/portal/components/toast-context';
import { ExportButton, type ExportTarget } from '../../../../../src/portal/features/efficiency/ExportButton';
import '../../../../../src/portal/features/efficiency/texts';
import { I18nProvider } from '../../../../../src/portal/lib/i18n-react';
import { ApiError } from '../../../../../src/shared/api/client-types';
import { createI18n } from '../../../../../src/shared/i18n';
import { fakeClient, type Handler } from '../../../../support/portal-harness';

afterEach(() => cleanup());

const FILTER = { semesterId: '', startDate: '2020-03-01', endDate: '2020-03-31', deptId: 'd-a', sceneId: '' };

function renderButton(target: ExportTarget, handlers: Record<string, Handler>, lang: 'zh-CN' | 'en' = 'zh-CN') {
  const blade = fakeClient('blade', handlers);
  const toast = { error: vi.fn(), success: vi.fn() };
  // Only the client is read by the export dialog's host.
  const services = { blade } as unknown as PortalServices;
  render(
    <I18nProvider i18n={createI18n(lang)}>
      <ServicesContext value={services}>
        <ToastContext value={toast}>
          <ExportButton {...target} />
        </ToastContext>
      </ServicesContext>
    </I18nProvider>,
  );
  return { blade, toast };
}

const reportHandlers = (over: Record<string, Handler> = {}): Record<string, Handler> => ({
  'effReport.exportHeader': () => ({ name: '服务', total: '申请数' }),
  'effReport.exportCount': (input) => ((input as { dataRange: number }).dataRange === 1 ? 7 : 3),
  'effReport.exportStart': () => ({ redisKey: 'job-key-eff-000000000001' }),
  'effReport.exportProgress': () => ({
    redisKey: 'job-key-eff-000000000001', state: 'running', finished: false, finishRate: 10, useTimeStr: '1秒', tryMathRemainTime: '',
    totalNum: 3, finishNum: 0, errorMsg: '', url: '', errorKey: '', fileName: 'x.xlsx',
  }),
  ...over,
});

const REPORT: ExportTarget = { list: 'effReport', title: '部门效能报表', filter: FILTER, scope: { type: 'service', id: 'd-a' } };

describe('the efficiency tables\' 导出 button', () => {
  it('[EXP-02] [EXP-11] opens the export dialog lazily with ranges 1 and 2 only, counts and starts with the table\'s list, drill level and filter', async () => {
    const { blade } = renderButton(REPORT, reportHandlers());
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '导出部门效能报表' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('共计7条数据')).toBeTruthy();
    // No row checkboxes on the page: no 勾选数据 range.
    expect(within(dialog).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['全部数据', '当前查询数据']);
    expect((within(dialog).getByRole('textbox', { name: /文件名称/ }) as HTMLInputElement).value).toMatch(/^部门效能报表\d{14}$/);

    fireEvent.click(within(dialog).getByRole('radio', { name: '当前查询数据' }));
    expect(await within(dialog).findByText('共计3条数据')).toBeTruthy();
    const counts = blade.calls.filter((c) => c.name === 'effReport.exportCount').map((c) => c.input);
    expect(counts.at(-1)).toMatchObject({ type: 'service', id: 'd-a', dataRange: 2, formInline: FILTER, choiceDataIds: [] });
    expect(blade.calls.find((c) => c.name === 'effReport.exportHeader')?.input).toMatchObject({ type: 'service', id: 'd-a' });

    await within(dialog).findByRole('checkbox', { name: '服务' });
    fireEvent.click(within(dialog).getByRole('button', { name: '导出' }));
    await waitFor(() => expect(blade.calls.some((c) => c.name === 'effReport.exportStart')).toBe(true));
    expect(blade.calls.find((c) => c.name === 'effReport.exportStart')?.input).toMatchObject({
      type: 'service', id: 'd-a', dataRange: 2, formInline: FILTER, exportField: '服务:name,申请数:total',
    });
    expect(await screen.findByText('导出中')).toBeTruthy();
  }, 30_000);

  it('[EXP-08] a start answering 1002 shows its message through the portal\'s toast and closes the dialog', async () => {
    // Another drill key: the first test's job is still remembered for its own (IMP-15), and reopening would show it.
    const { toast } = renderButton({ ...REPORT, scope: { type: 'service', id: 'd-b' } }, reportHandlers({
      'effReport.exportStart': () => { throw new ApiError(1002, '没有可导出的数据'); },
    }));
    fireEvent.click(screen.getByRole('button', { name: '导出部门效能报表' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('checkbox', { name: '服务' });
    await within(dialog).findByText('共计7条数据');
    fireEvent.click(within(dialog).getByRole('button', { name: '导出' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('没有可导出的数据'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 30_000);

  it('follows the portal\'s language: the button and the dialog in English', async () => {
    renderButton({ list: 'effHeat', title: 'Service heat', filter: FILTER }, {
      'effHeat.exportHeader': () => ({ serviceName: '服务' }),
      'effHeat.exportCount': () => 4,
    }, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Export Service heat' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('4 records in total')).toBeTruthy();
    expect(within(dialog).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['All data', 'Data of the current search']);
  }, 30_000);
});
