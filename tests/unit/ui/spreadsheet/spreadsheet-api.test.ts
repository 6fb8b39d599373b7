import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExportApi, createImportApi } from '../../../../src/ui/spreadsheet/spreadsheet-api';
import type { CallDef, CallRequest, CallResult } from '../../../../src/shared/api/catalogue/define-call';
import type { ApiClient, UploadOptions } from '../../../../src/shared/api/client-types';
import { spreadsheetCallsOf } from '../../../../src/shared/api/catalogue/spreadsheet-jobs';
import { fakeClients } from '../../../support/studio-harness';

const duty = spreadsheetCallsOf('deptDuty');
const KEY = 'job-key-0000000000000001';

afterEach(() => { vi.unstubAllGlobals(); });

describe('spreadsheet calls of a list', () => {
  it('[EXP-11] the start sends tenantId, fileName, dataRange, exportField, choiceDataIds and formInline; it answers result.redisKey', async () => {
    const clients = fakeClients({ [duty.exportStart.name]: () => ({ redisKey: KEY }) });
    const api = createExportApi(clients.blade, 'deptDuty', { id: 'dept-1' }, '000000');
    const selection = { filter: { deptName: '教务处' }, selectedIds: ['a', 'b'] };
    expect(await api.start({ fileName: '职责导出', dataRange: 3, exportField: '部门编码:deptCode', selection, idempotencyKey: 'idem-key-1' })).toBe(KEY);
    expect(await api.start({ fileName: '职责导出', dataRange: 2, exportField: '部门编码:deptCode', selection, idempotencyKey: 'idem-key-2' })).toBe(KEY);
    expect(clients.calls.map((c) => c.input)).toEqual([
      { tenantId: '000000', id: 'dept-1', fileName: '职责导出', dataRange: 3, exportField: '部门编码:deptCode', choiceDataIds: ['a', 'b'], idempotencyKey: 'idem-key-1' },
      { tenantId: '000000', id: 'dept-1', fileName: '职责导出', dataRange: 2, exportField: '部门编码:deptCode', choiceDataIds: [], formInline: { deptName: '教务处' }, idempotencyKey: 'idem-key-2' },
    ]);
    // The dialog shows every error itself (EXP-08), so no call toasts on its own.
    expect(clients.calls.every((c) => c.options?.silent === true)).toBe(true);
  });

  it('[EXP-02] every range carries the list\'s order in formInline (sort, order); range 2 its search as well', async () => {
    const clients = fakeClients({ [duty.exportStart.name]: () => ({ redisKey: KEY }), [duty.exportCount.name]: () => 3 });
    const api = createExportApi(clients.blade, 'deptDuty', {}, '000000');
    const selection = { filter: { dutyType: 'MAIN' }, selectedIds: ['a'], sort: { field: 'dutyName', order: 'DESC' as const } };
    await api.count(1, selection);
    await api.count(2, selection);
    await api.start({ fileName: '职责导出', dataRange: 3, exportField: '职责编码:dutyCode', selection, idempotencyKey: 'idem-key-3' });
    expect(clients.calls.map((c) => (c.input as { formInline?: unknown }).formInline)).toEqual([
      { sort: 'dutyName', order: 'DESC' },
      { dutyType: 'MAIN', sort: 'dutyName', order: 'DESC' },
      { sort: 'dutyName', order: 'DESC' },
    ]);
  });

  it('[EXP-01] the count goes to the list\'s exportCount with the range and its rows', async () => {
    const clients = fakeClients({ [duty.exportCount.name]: () => 7 });
    const api = createExportApi(clients.blade, 'deptDuty', {}, '000000');
    expect(await api.count(1, { filter: { a: '1' }, selectedIds: ['x'] })).toBe(7);
    expect(clients.calls[0]).toMatchObject({ name: duty.exportCount.name, input: { tenantId: '000000', dataRange: 1, choiceDataIds: [] } });
  });

  it('[EXP-09] the finished file is fetched from exportFinal with the job key and saved under its name', async () => {
    const file = new File(['x'], '部门职责清单.xlsx');
    const clients = fakeClients({ [duty.exportFinal.name]: () => file });
    const created = vi.fn(() => 'blob:1');
    vi.stubGlobal('URL', Object.assign(Object.create(URL) as typeof URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    vi.stubGlobal('document', {
      createElement: () => ({ click() { clicks.push(this.download); }, remove() {}, style: {}, download: '', href: '', rel: '' }),
      body: { append() {} },
    });
    const api = createExportApi(clients.blade, 'deptDuty', {}, '000000');
    await api.download({
      redisKey: KEY, state: 'succeeded', finished: true, finishRate: 100, useTimeStr: '', tryMathRemainTime: '', totalNum: 1, finishNum: 1,
      errorMsg: '', url: '', errorKey: '', fileName: 'fallback.xlsx',
    });
    expect(clients.calls[0]).toMatchObject({ name: duty.exportFinal.name, input: { tenantId: '000000', key: KEY } });
    expect(clicks).toEqual(['部门职责清单.xlsx']);
  });

  it('[IMP-17] the template carries tenantId and the id; the error file is a GET with tenantId, errorKey and the id', async () => {
    const file = new File(['x'], 'f.xlsx');
    const clients = fakeClients({ [duty.importTemplate.name]: () => file, [duty.importErrorFile.name]: () => file });
    vi.stubGlobal('URL', Object.assign(Object.create(URL) as typeof URL, { createObjectURL: () => 'blob:1', revokeObjectURL: vi.fn() }));
    vi.stubGlobal('document', { createElement: () => ({ click() {}, remove() {}, style: {} }), body: { append() {} } });
    const api = createImportApi(clients.blade, 'deptDuty', { id: 'dept-1' }, '000000');
    await api.downloadTemplate();
    await api.downloadErrors('err-key-000000000000001');
    expect(duty.importTemplate.method).toBe('GET');
    expect(duty.importErrorFile.method).toBe('GET');
    expect(clients.calls.map((c) => [c.name, c.input])).toEqual([
      [duty.importTemplate.name, { tenantId: '000000', id: 'dept-1' }],
      [duty.importErrorFile.name, { tenantId: '000000', id: 'dept-1', errorKey: 'err-key-000000000000001' }],
    ]);
  });

  it('[IMP-14] the upload goes through the shared client\'s multipart upload with tenantId, the id and the file, and reports percent', async () => {
    const clients = fakeClients({ [duty.importStart.name]: () => ({ redisKey: KEY }) });
    const sent: Array<{ name: string; fields: unknown; files: Readonly<Record<string, Blob>> }> = [];
    const client: ApiClient = Object.assign(clients.blade, {
      upload: async <C extends CallDef>(def: C, fields: CallRequest<C>, files: Readonly<Record<string, Blob>>, options?: UploadOptions) => {
        sent.push({ name: def.name, fields, files });
        options?.onProgress?.({ loaded: 1, total: 4 });
        options?.onProgress?.({ loaded: 4, total: 4 });
        return { fileKey: 'upload-key-000000000001', fileName: 'a.xlsx', size: 2, sheetName: 'Sheet1' } as CallResult<C>;
      },
    });
    const api = createImportApi(client, 'deptDuty', { id: 'dept-1' }, '000000');
    const percents: number[] = [];
    const result = await api.upload(new File(['PK'], 'a.xlsx'), (p) => percents.push(p));
    expect(result.fileKey).toBe('upload-key-000000000001');
    expect(percents).toEqual([25, 100]);
    expect(sent).toEqual([{ name: duty.importUpload.name, fields: { tenantId: '000000', id: 'dept-1' }, files: { file: expect.any(File) } }]);
    expect((sent[0]?.files.file as File).name).toBe('a.xlsx');
    await api.start({ fileKey: 'upload-key-000000000001', headerLine: 2, errorRegx: 2, matchFieldList: [], idempotencyKey: 'idem-key-3' });
    expect(clients.calls[0]?.input).toMatchObject({ tenantId: '000000', headerLine: 2, ruleNum: 2, errorRegx: 2, matrixType: 1 });
  });

  it('[IMP-16] a client without an upload refuses with a message instead of sending anything', async () => {
    const api = createImportApi(fakeClients({}).blade, 'deptDuty', {}, '000000');
    await expect(api.upload(new File(['PK'], 'a.xlsx'))).rejects.toThrow('当前页面无法上传文件');
  });
});
