// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportDialog } from '../../../../../src/admin/components/spreadsheet/ImportDialog';
import { ApiError } from '../../../../../src/shared/api/client-types';
import { IMPORT_MAX_BYTES } from '../../../../../src/shared/rules/import-form';
import { fakeImportApi, Host, importProgress, MATCH, Providers, xlsx } from '../../../../support/spreadsheet-harness';

let slotN = 0;
beforeEach(() => { vi.useFakeTimers({ shouldAdvanceTime: true }); slotN += 1; });
afterEach(() => { cleanup(); vi.useRealTimers(); });

function renderDialog(api = fakeImportApi(), onImported = vi.fn()) {
  const slot = `test-${slotN}`;
  render(
    <Providers>
      <Host>{(close) => <ImportDialog open onClose={close} api={api} slot={slot} onImported={onImported} matchDelayMs={0} />}</Host>
    </Providers>,
  );
  return api;
}

const dialog = () => screen.getAllByRole('dialog')[0] as HTMLElement;
const choose = (...files: File[]) => fireEvent.change(screen.getByTestId('import-file-input'), { target: { files } });
const startButton = () => within(dialog()).getByRole('button', { name: '开始导入' });
const headerLine = () => within(dialog()).getByRole('spinbutton', { name: /标题行/ });

async function uploaded(api: ReturnType<typeof fakeImportApi>) {
  choose(xlsx());
  await waitFor(() => expect(api.upload).toHaveBeenCalledTimes(1));
  await within(dialog()).findByRole('combobox', { name: /职责描述/ });
}

async function pick(label: RegExp, option: string) {
  fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('import dialog', () => {
  it('[IMP-01] step 1 offers the template, the file, the title row and the error rule, then starts', async () => {
    const api = renderDialog();
    expect(within(dialog()).getByRole('button', { name: '模板下载' })).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: '选择文件' })).toBeTruthy();
    expect((headerLine() as HTMLInputElement).value).toBe('1');
    expect(within(dialog()).getByRole('radio', { name: '跳过错误继续导入' })).toBeTruthy();
    await uploaded(api);
    // Once the matching is read, the start is offered.
    await waitFor(() => expect((startButton() as HTMLButtonElement).disabled).toBe(false));
    await pick(/职责描述/, '职责');
    fireEvent.click(startButton());
    await waitFor(() => expect(api.start).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.start).mock.calls[0]?.[0]).toMatchObject({
      fileKey: 'upload-key-000000000001', headerLine: 1, errorRegx: 1,
      matchFieldList: [{ column: 'deptCode', configure: '部门编码' }, { column: 'dutyDesc', configure: '职责' }, { column: 'remark', configure: '' }],
    });
  });

  it('[IMP-17] the template downloads through the list\'s template call', async () => {
    const api = renderDialog();
    fireEvent.click(within(dialog()).getByRole('button', { name: '模板下载' }));
    await waitFor(() => expect(api.downloadTemplate).toHaveBeenCalledTimes(1));
  });

  it('[IMP-05] another file type is refused (上传文件格式错误) and never uploaded', async () => {
    const api = renderDialog();
    choose(new File(['a,b'], 'duties.csv', { type: 'text/csv' }));
    expect(await within(dialog()).findByText('上传文件格式错误')).toBeTruthy();
    expect(api.upload).not.toHaveBeenCalled();
    expect(screen.getByTestId('import-file-input').getAttribute('accept')).toContain('.xls,.xlsx');
  });

  it('[IMP-06] a file over 20 MB is refused with a message that says 20M', async () => {
    const api = renderDialog();
    choose(xlsx('big.xlsx', IMPORT_MAX_BYTES + 1));
    expect(await within(dialog()).findByText(/20M/)).toBeTruthy();
    expect(api.upload).not.toHaveBeenCalled();
  });

  it('[IMP-07] one file only, with the spec\'s message', async () => {
    const api = renderDialog();
    choose(xlsx('a.xlsx'), xlsx('b.xlsx'));
    expect(await within(dialog()).findByText('当前限制选择 1 个文件，本次选择了 2 个文件，请删除原有上传文件后再上传新的文件。')).toBeTruthy();
    expect(api.upload).not.toHaveBeenCalled();
  });

  it('[IMP-08] starting without a file: 请上传文件', async () => {
    const api = renderDialog();
    fireEvent.click(startButton());
    expect(await within(dialog()).findByText('请上传文件')).toBeTruthy();
    expect(api.start).not.toHaveBeenCalled();
  });

  it('[IMP-09] the title row is required (请输入标题行), 1-10; data starts on the next row and the matching follows it', async () => {
    const api = renderDialog();
    await uploaded(api);
    expect(within(dialog()).getByText('数据从第 2 行开始')).toBeTruthy();
    fireEvent.change(headerLine(), { target: { value: '3' } });
    expect(await within(dialog()).findByText('数据从第 4 行开始')).toBeTruthy();
    await waitFor(() => expect(api.matchFields).toHaveBeenLastCalledWith('upload-key-000000000001', 3));
    fireEvent.change(headerLine(), { target: { value: '' } });
    fireEvent.click(startButton());
    expect(await within(dialog()).findByText('请输入标题行')).toBeTruthy();
    fireEvent.change(headerLine(), { target: { value: '11' } });
    fireEvent.click(startButton());
    expect(await within(dialog()).findByText('标题行须为1到10之间的整数')).toBeTruthy();
    expect(api.start).not.toHaveBeenCalled();
  });

  it('[IMP-10] duplicates are skipped, fixed; the check fields are shown and cannot be changed', async () => {
    const api = renderDialog();
    const skip = within(dialog()).getByRole('checkbox', { name: '跳过重复数据' }) as HTMLInputElement;
    expect(skip.checked).toBe(true);
    expect(skip.disabled).toBe(true);
    await uploaded(api);
    expect(within(dialog()).getByText('部门编码', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(within(dialog()).getByText('职责描述', { selector: '.MuiChip-label' })).toBeTruthy();
  });

  it('[IMP-11] the error rule: 1 skip and continue, 2 stop and exit', async () => {
    const api = renderDialog();
    await uploaded(api);
    await pick(/职责描述/, '职责');
    fireEvent.click(within(dialog()).getByRole('radio', { name: '遇到错误停止导入' }));
    fireEvent.click(startButton());
    await waitFor(() => expect(api.start).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.start).mock.calls[0]?.[0]).toMatchObject({ errorRegx: 2 });
  });

  it('[IMP-12] every required system field must be matched: 请匹配所有系统必填字段', async () => {
    const api = renderDialog();
    await uploaded(api);
    // matchFieldList proposed deptCode; dutyDesc (required) is left unmatched.
    expect(within(dialog()).getByRole('combobox', { name: /部门编码/ }).textContent).toBe('部门编码');
    fireEvent.click(startButton());
    expect(await within(dialog()).findByText('请匹配所有系统必填字段')).toBeTruthy();
    expect(api.start).not.toHaveBeenCalled();
    expect(MATCH.excelField).toContain('职责');
  });

  it('[IMP-13] removing the file asks first', async () => {
    const api = renderDialog();
    await uploaded(api);
    fireEvent.click(within(dialog()).getByRole('button', { name: '删除文件：职责.xlsx' }));
    const confirm = await screen.findByRole('dialog', { name: '删除文件' });
    fireEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '删除文件' })).toBeNull());
    expect(within(dialog()).getByText('职责.xlsx')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: '删除文件：职责.xlsx' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '删除文件' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(dialog()).queryByText('职责.xlsx')).toBeNull());
    expect(within(dialog()).queryByRole('combobox', { name: /职责描述/ })).toBeNull();
  });

  it('[IMP-16] an upload error clears the file list and shows the error', async () => {
    const api = renderDialog(fakeImportApi({ upload: vi.fn(async () => { throw new ApiError(400, '只支持文件扩展名.xls、.xlsx'); }) }));
    choose(xlsx('old.xls'));
    expect(await within(dialog()).findByText('只支持文件扩展名.xls、.xlsx')).toBeTruthy();
    expect(within(dialog()).queryByText('old.xls')).toBeNull();
    expect(api.matchFields).not.toHaveBeenCalled();
  });

  it('[IMP-03] a refused start shows the error and closes the dialog', async () => {
    const api = renderDialog(fakeImportApi({ start: vi.fn(async () => { throw new ApiError(409, '已有导入任务在进行'); }) }));
    await uploaded(api);
    await pick(/职责描述/, '职责');
    fireEvent.click(startButton());
    expect(await screen.findByText('已有导入任务在进行')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('[IMP-02] 1000: progress polled every 3 s, 导入中 then 导入成功; close waits for the end', async () => {
    const done = importProgress({ finished: true, state: 'succeeded', finishRate: 100, finishNum: 10, newInsertNum: 6, updateNum: 2, jumpNum: 2 });
    const onImported = vi.fn();
    const api = renderDialog(fakeImportApi({ poll: vi.fn().mockResolvedValueOnce(importProgress()).mockResolvedValue(done) }), onImported);
    await uploaded(api);
    await pick(/职责描述/, '职责');
    fireEvent.click(startButton());
    expect(await screen.findByRole('heading', { name: '导入中' })).toBeTruthy();
    expect((within(dialog()).getByRole('button', { name: '关闭' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => { await vi.advanceTimersByTimeAsync(3000); });
    expect(await screen.findByRole('heading', { name: '导入成功' })).toBeTruthy();
    expect(api.poll).toHaveBeenCalledTimes(2);
    expect((within(dialog()).getByRole('button', { name: '关闭' }) as HTMLButtonElement).disabled).toBe(false);
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it('[IMP-02] a failed job reads 导入失败 and 操作失败', async () => {
    const api = renderDialog(fakeImportApi({ poll: vi.fn(async () => importProgress({ finished: true, state: 'failed', errorMsg: '第3行出错，已停止' })) }));
    await uploaded(api);
    await pick(/职责描述/, '职责');
    fireEvent.click(startButton());
    expect(await screen.findByRole('heading', { name: '导入失败' })).toBeTruthy();
    expect(within(dialog()).getByText('操作失败：第3行出错，已停止')).toBeTruthy();
  });

  it('[IMP-14] [IMP-04] the counts are shown, and failed rows offer their file under 点击下载', async () => {
    const done = importProgress({
      finished: true, state: 'succeeded', finishRate: 100, newInsertNum: 5, updateNum: 1, jumpNum: 2, failNum: 2, errorKey: 'err-key-000000000000001',
    });
    const api = renderDialog(fakeImportApi({ poll: vi.fn(async () => done) }));
    await uploaded(api);
    await pick(/职责描述/, '职责');
    fireEvent.click(startButton());
    await screen.findByRole('heading', { name: '导入成功' });
    const counts = Array.from(dialog().querySelectorAll('dl > div')).map((d) => d.textContent);
    expect(counts).toEqual(['新增5', '更新1', '跳过2', '失败2']);
    fireEvent.click(within(dialog()).getByRole('button', { name: '点击下载' }));
    await waitFor(() => expect(vi.mocked(api.downloadErrors).mock.calls).toEqual([['err-key-000000000000001']]));
  });

  it('[IMP-15] the warning is shown; closing mid-import leaves the job running and reopening shows it', async () => {
    const poll = vi.fn(async () => importProgress());
    const api = renderDialog(fakeImportApi({ poll }));
    await uploaded(api);
    await pick(/职责描述/, '职责');
    fireEvent.click(startButton());
    await screen.findByRole('heading', { name: '导入中' });
    expect(within(dialog()).getByText('正在操作，请耐心等待，若操作意外中断，数据仍将继续导出/导入。')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: '后台运行' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const polled = poll.mock.calls.length;
    await act(async () => { await vi.advanceTimersByTimeAsync(9000); });
    // Closed: the studio stops asking, the server goes on.
    expect(poll.mock.calls.length).toBe(polled);
    poll.mockResolvedValue(importProgress({ finished: true, state: 'succeeded', finishRate: 100 }));
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByRole('heading', { name: '导入成功' })).toBeTruthy();
    expect(api.start).toHaveBeenCalledTimes(1);
  });
});
