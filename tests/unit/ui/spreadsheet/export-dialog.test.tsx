// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExportDialog } from '../../../../src/ui/spreadsheet/ExportDialog';
import { ApiError } from '../../../../src/shared/api/client-types';
import { exportProgress, fakeExportApi, Host, Providers, SELECTION } from '../../../support/spreadsheet-harness';

const NOW = () => new Date(2026, 10, 24, 9, 5, 7);
let slotN = 0;

beforeEach(() => { vi.useFakeTimers({ shouldAdvanceTime: true }); slotN += 1; });
afterEach(() => { cleanup(); vi.useRealTimers(); });

function renderDialog(api = fakeExportApi(), lang: 'zh-CN' | 'en' = 'zh-CN') {
  const slot = `test-${slotN}`;
  render(
    <Providers lang={lang}>
      <Host>{(close) => <ExportDialog open onClose={close} listName="部门职责清单" api={api} selection={SELECTION} slot={slot} now={NOW} />}</Host>
    </Providers>,
  );
  return api;
}

const dialog = () => screen.getByRole('dialog');
const exportButton = () => within(dialog()).getByRole('button', { name: '导出' });
const nameInput = () => within(dialog()).getByRole('textbox', { name: /文件名称/ });

async function ready() {
  await within(dialog()).findByText('共计12条数据');
  await within(dialog()).findByRole('checkbox', { name: '部门编码' });
}

describe('export dialog', () => {
  it('[EXP-01] opening loads the count of the chosen range as 共计N条数据; export is off at 0', async () => {
    const api = renderDialog(fakeExportApi({ count: vi.fn(async () => 0) }));
    expect(await within(dialog()).findByText('共计0条数据')).toBeTruthy();
    expect(api.count).toHaveBeenCalledWith(1, SELECTION);
    expect((exportButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('[EXP-02] the three ranges: all, current search and checked rows, each counted', async () => {
    const api = renderDialog();
    await ready();
    expect((exportButton() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(within(dialog()).getByRole('radio', { name: '当前查询数据' }));
    expect(await within(dialog()).findByText('共计5条数据')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('radio', { name: '勾选数据' }));
    expect(await within(dialog()).findByText('共计2条数据')).toBeTruthy();
    expect(vi.mocked(api.count).mock.calls.map((c) => c[0])).toEqual([1, 2, 3]);
  });

  it('[CARD-11] field labels show five characters and an ellipsis, the full label stays their name', async () => {
    renderDialog();
    await ready();
    const long = within(dialog()).getByRole('checkbox', { name: '部门职责详细描述' });
    expect(long.closest('label')?.textContent).toBe('部门职责详…');
    expect(within(dialog()).getByText('部门编码')).toBeTruthy();
  });

  it('[EXP-07] the default file name is the list name and a timestamp', async () => {
    renderDialog();
    await ready();
    expect((nameInput() as HTMLInputElement).value).toBe('部门职责清单20261124090507');
  });

  it('[EXP-03] the file name is required (请输入文件名称) and its input takes 30 characters', async () => {
    const api = renderDialog();
    await ready();
    expect(nameInput().getAttribute('maxlength')).toBe('30');
    fireEvent.change(nameInput(), { target: { value: '   ' } });
    fireEvent.click(exportButton());
    expect(await within(dialog()).findByText('请输入文件名称')).toBeTruthy();
    expect(api.start).not.toHaveBeenCalled();
  });

  it('[EXP-04] a dash is refused: 特殊字符只能包括点和下划线', async () => {
    const api = renderDialog();
    await ready();
    fireEvent.change(nameInput(), { target: { value: 'duty-list' } });
    fireEvent.click(exportButton());
    expect(await within(dialog()).findByText('特殊字符只能包括点和下划线')).toBeTruthy();
    expect(api.start).not.toHaveBeenCalled();
  });

  it('[EXP-05] fewer than three characters: 文件名称不可少于三个字符', async () => {
    renderDialog();
    await ready();
    fireEvent.change(nameInput(), { target: { value: 'ab' } });
    fireEvent.click(exportButton());
    expect(await within(dialog()).findByText('文件名称不可少于三个字符')).toBeTruthy();
  });

  it('[EXP-06] no field chosen: 请至少选择一个导出字段', async () => {
    const api = renderDialog();
    await ready();
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: '全选' }));
    fireEvent.click(exportButton());
    expect(await within(dialog()).findByText('请至少选择一个导出字段')).toBeTruthy();
    expect(api.start).not.toHaveBeenCalled();
  });

  it('[EXP-11] the start sends the trimmed name, the range, label:key fields and the checked rows', async () => {
    const api = renderDialog();
    await ready();
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: '部门名称' }));
    fireEvent.click(within(dialog()).getByRole('radio', { name: '勾选数据' }));
    await within(dialog()).findByText('共计2条数据');
    fireEvent.change(nameInput(), { target: { value: ' 职责导出 ' } });
    fireEvent.click(exportButton());
    await waitFor(() => expect(api.start).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.start).mock.calls[0]?.[0]).toMatchObject({
      fileName: '职责导出', dataRange: 3, exportField: '部门编码:deptCode,部门职责详细描述:dutyDesc', selection: SELECTION,
    });
  });

  it('[EXP-08] 1000 opens the progress, polled every 3 s', async () => {
    const api = renderDialog();
    await ready();
    fireEvent.click(exportButton());
    expect(await screen.findByRole('heading', { name: '导出中' })).toBeTruthy();
    await waitFor(() => expect(api.poll).toHaveBeenCalledTimes(1));
    expect(api.poll).toHaveBeenCalledWith('job-key-0000000000000001');
    await act(async () => { await vi.advanceTimersByTimeAsync(2900); });
    expect(api.poll).toHaveBeenCalledTimes(1);
    await act(async () => { await vi.advanceTimersByTimeAsync(100); });
    expect(api.poll).toHaveBeenCalledTimes(2);
    // Close waits for the end of the job; the long-operation warning is shown meanwhile.
    expect((within(dialog()).getByRole('button', { name: '关闭' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog()).getByText('正在操作，请耐心等待，若操作意外中断，数据仍将继续导出/导入。')).toBeTruthy();
  });

  it('[EXP-08] 1002 shows the message and closes the dialog', async () => {
    renderDialog(fakeExportApi({ start: vi.fn(async () => { throw new ApiError(1002, '没有可导出的数据'); }) }));
    await ready();
    fireEvent.click(exportButton());
    expect(await screen.findByText('没有可导出的数据')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('[EXP-08] any other status keeps the dialog open with the error and close enabled', async () => {
    renderDialog(fakeExportApi({ start: vi.fn(async () => { throw new ApiError(8008, '服务器开小差了'); }) }));
    await ready();
    fireEvent.click(exportButton());
    expect(await within(dialog()).findByText('服务器开小差了')).toBeTruthy();
    expect((within(dialog()).getByRole('button', { name: '取消' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('[EXP-09] finished: title 导出完成, progress 100 and the file downloads by itself, once', async () => {
    const done = exportProgress({ finished: true, state: 'succeeded', finishRate: 100, finishNum: 10, url: '/x' });
    const api = renderDialog(fakeExportApi({ poll: vi.fn().mockResolvedValueOnce(exportProgress()).mockResolvedValue(done) }));
    await ready();
    fireEvent.click(exportButton());
    await screen.findByRole('heading', { name: '导出中' });
    await act(async () => { await vi.advanceTimersByTimeAsync(3000); });
    expect(await screen.findByRole('heading', { name: '导出完成' })).toBeTruthy();
    expect(within(dialog()).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(api.download).toHaveBeenCalledTimes(1);
    expect(api.download).toHaveBeenCalledWith(done);
    await act(async () => { await vi.advanceTimersByTimeAsync(9000); });
    expect(api.poll).toHaveBeenCalledTimes(2);
    expect((within(dialog()).getByRole('button', { name: '关闭' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('[EXP-10] 8010 while polling is ignored; another failure reads 导出失败 / 操作失败 and enables close', async () => {
    const poll = vi.fn()
      .mockRejectedValueOnce(new ApiError(8008, 'busy', [], 8010))
      .mockResolvedValueOnce(exportProgress())
      .mockRejectedValue(new ApiError(404, '任务不存在'));
    const api = renderDialog(fakeExportApi({ poll }));
    await ready();
    fireEvent.click(exportButton());
    await waitFor(() => expect(api.poll).toHaveBeenCalledTimes(1));
    await act(async () => { await vi.advanceTimersByTimeAsync(3000); });
    expect(screen.getByRole('heading', { name: '导出中' })).toBeTruthy();
    await act(async () => { await vi.advanceTimersByTimeAsync(3000); });
    expect(await screen.findByRole('heading', { name: '导出失败' })).toBeTruthy();
    expect(within(dialog()).getByText('操作失败')).toBeTruthy();
    expect((within(dialog()).getByRole('button', { name: '关闭' }) as HTMLButtonElement).disabled).toBe(false);
    expect(api.download).not.toHaveBeenCalled();
  });

  it('[EXP-10] a job the server reports as failed reads 导出失败 with its reason', async () => {
    renderDialog(fakeExportApi({ poll: vi.fn(async () => exportProgress({ finished: true, state: 'failed', errorMsg: '磁盘已满' })) }));
    await ready();
    fireEvent.click(exportButton());
    expect(await screen.findByRole('heading', { name: '导出失败' })).toBeTruthy();
    expect(within(dialog()).getByText('操作失败：磁盘已满')).toBeTruthy();
  });

  it('[EXP-12] the progress shows rows done of the total, the time used and the time left', async () => {
    renderDialog();
    await ready();
    fireEvent.click(exportButton());
    expect(await within(dialog()).findByText('已处理 4 / 10 条')).toBeTruthy();
    expect(within(dialog()).getByText('已用时 3秒')).toBeTruthy();
    expect(within(dialog()).getByText('预计剩余 约 5 秒')).toBeTruthy();
    expect(within(dialog()).getByText('40%')).toBeTruthy();
  });

  it('[IMP-15] closing mid-export keeps the job; reopening shows it again and it still downloads', async () => {
    const done = exportProgress({ finished: true, state: 'succeeded', finishRate: 100 });
    const poll = vi.fn(async () => exportProgress());
    const api = renderDialog(fakeExportApi({ poll }));
    await ready();
    fireEvent.click(exportButton());
    await screen.findByRole('heading', { name: '导出中' });
    fireEvent.click(within(dialog()).getByRole('button', { name: '后台运行' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    poll.mockResolvedValue(done);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByRole('heading', { name: '导出完成' })).toBeTruthy();
    expect(api.start).toHaveBeenCalledTimes(1);
    expect(api.download).toHaveBeenCalledTimes(1);
  });

  it('[EXP-06] English texts in English', async () => {
    renderDialog(fakeExportApi(), 'en');
    expect(await within(dialog()).findByText('12 records in total')).toBeTruthy();
    fireEvent.click(await within(dialog()).findByRole('checkbox', { name: 'All' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Export' }));
    expect(await within(dialog()).findByText('Choose at least one field to export')).toBeTruthy();
  });
});
