import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, services } from '../../src/server/db/schema/catalogue';
import { spreadsheetCalls } from '../../src/shared/api/catalogue/spreadsheet-jobs';
import { searchService } from '../../src/shared/api/catalogue/search';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { download, uploadFile, waitFinished } from './helpers/spreadsheet-client';
import { readXlsx, xlsxOf } from './helpers/spreadsheet-files';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const calls = spreadsheetCalls.service;
const HEADER = ['服务编码', '服务名称', '服务部门编码', '服务类型', '访问方式', '打开方式', '服务地址', '状态'];

describe.each(testDatabases())('service catalogue import (%s)', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let deptCode = '';
  let existing = { serviceId: '', serviceName: '' };

  async function importRows(rows: Array<Array<string | number>>, errorRegx: 1 | 2 = 1) {
    // Through the shared request wrapper's multipart upload, as the studio's dialog sends it.
    const file = new File([new Uint8Array(await xlsxOf(rows))], 'services.xlsx');
    const progress: number[] = [];
    const uploaded = await admin.api.upload?.(calls.importUpload, {}, { file }, { onProgress: (p) => progress.push(p.loaded) });
    expect(uploaded?.fileName).toBe('services.xlsx');
    expect(progress.at(-1)).toBeGreaterThan(0);
    const { redisKey } = await admin.api.call(calls.importStart, { fileKey: uploaded?.fileKey ?? '', errorRegx });
    return waitFinished(() => admin.api.call(calls.importProgress, { key: redisKey }));
  }
  const search = async (keyword: string) => (await admin.api.call(searchService, { keyword, current: 1, size: 10 })).records.map((r) => r.serviceName);

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server);
    await admin.signIn('admin', 'Admin@123');
    const [row] = await server.context.db
      .select({ serviceId: services.serviceId, serviceName: services.serviceName, deptCode: departments.deptCode })
      .from(services).innerJoin(departments, eq(departments.id, services.serviceDeptId))
      .where(eq(services.status, 1)).limit(1);
    deptCode = row?.deptCode ?? '';
    existing = { serviceId: row?.serviceId ?? '', serviceName: row?.serviceName ?? '' };
  }, 60_000);
  afterAll(async () => server?.close());

  it('[IMP-10] [IMP-12] offers the service code as the fixed check field and the export\'s columns as the template', async () => {
    const template = await readXlsx(await (await admin.api.call(calls.importTemplate, {})).arrayBuffer());
    expect(template[0]).toEqual(['服务编码*', '服务名称*', '服务部门编码*', '服务类型*', '访问方式', '打开方式', '服务地址', '状态']);
    const answer = await uploadFile(server.baseUrl, admin, calls.importUpload.path, { name: 's.xlsx', bytes: await xlsxOf([HEADER]) });
    const match = await admin.api.call(calls.importMatch, { fileKey: answer.body.result?.fileKey ?? '', headerLine: 1 });
    expect(match.checkFieldList).toEqual([{ fieldName: 'serviceCode', fieldNote: '服务编码', isKey: 1 }]);
  });

  it('[IMP-10] [IMP-11] [IMP-14] inserts, updates by code, skips unchanged rows, lists failures in Chinese; search finds the result at once', async () => {
    // The index is built before the import, so finding the new names proves the import moved it.
    expect(await search('量子隧穿')).toEqual([]);
    const done = await importRows([
      HEADER,
      ['imp-svc-0001', '量子隧穿实验室预约', deptCode, 'APPLICATION', '2', '1003', 'https://lab.example.edu/book', '上架'],
      ['imp-svc-0002', '量子隧穿仪器借用', deptCode, '流程', '', '', '', ''],
      ['imp-svc-0002', '量子隧穿仪器借用', deptCode, '流程', '', '', '', ''],
      [existing.serviceId, '量子隧穿更名后的服务', deptCode, 'PROCESS', '1', '1001', '', '上架'],
      ['imp-svc-0003', '部门不存在', 'NO_SUCH_DEPT', 'PROCESS', '', '', '', ''],
      ['imp-svc-0004', '类型错', deptCode, 'WEB', '', '', '', ''],
      ['imp-svc-0005', '外链缺地址', deptCode, 'APPLICATION', '2', '', '', ''],
      ['bad code!', '编码不合规', deptCode, 'PROCESS', '', '', '', ''],
    ]);
    expect(done).toMatchObject({ state: 'succeeded', newInsertNum: 2, updateNum: 1, jumpNum: 1, failNum: 4, finishNum: 8 });
    const stored = await server.context.db.select().from(services).where(inArray(services.serviceId, ['imp-svc-0001', 'imp-svc-0002', existing.serviceId]));
    expect(stored.find((s) => s.serviceId === 'imp-svc-0001')).toMatchObject({ serviceType: 'APPLICATION', accessWay: '2', openWay: 1003, status: 1 });
    expect(stored.find((s) => s.serviceId === 'imp-svc-0002')).toMatchObject({ serviceType: 'PROCESS', accessWay: '1', openWay: 1001 });
    expect(stored.find((s) => s.serviceId === existing.serviceId)?.serviceName).toBe('量子隧穿更名后的服务');

    expect(new Set(await search('量子隧穿'))).toEqual(new Set(['量子隧穿实验室预约', '量子隧穿仪器借用', '量子隧穿更名后的服务']));

    const errors = await readXlsx(await (await admin.api.call(calls.importErrorFile, { errorKey: done.errorKey })).arrayBuffer());
    expect(errors.slice(1).map((r) => [r[0], r[1]])).toEqual([
      [4, '与已有数据重复（服务编码相同），已跳过'],
      [6, '服务部门编码不存在：NO_SUCH_DEPT'],
      [7, expect.stringContaining('服务类型无效：WEB')],
      [8, '访问方式为“外部链接”的服务须填写服务地址'],
      [9, '服务编码只能包含字母、数字、下划线和短横线'],
    ]);
  });

  it('[EXP-02] [IMP-10] an exported file of checked rows imports back as duplicates, skipped', async () => {
    const { redisKey } = await admin.api.call(calls.exportStart, {
      dataRange: 3, choiceDataIds: ['imp-svc-0001', 'imp-svc-0002'], fileName: '服务目录_往返',
      exportField: HEADER.map((label, i) => `${label}:${['serviceCode', 'serviceName', 'deptCode', 'serviceType', 'accessWay', 'openWay', 'serviceUrl', 'status'][i]}`).join(','),
    });
    const exported = await waitFinished(() => admin.api.call(calls.exportProgress, { key: redisKey }));
    expect(exported).toMatchObject({ state: 'succeeded', totalNum: 2 });
    const file = await download(server.baseUrl, admin, exported.url);
    const answer = await uploadFile(server.baseUrl, admin, calls.importUpload.path, { name: 'roundtrip.xlsx', bytes: new Uint8Array(file.bytes) });
    const { redisKey: importKey } = await admin.api.call(calls.importStart, { fileKey: answer.body.result?.fileKey ?? '', errorRegx: 1 });
    const done = await waitFinished(() => admin.api.call(calls.importProgress, { key: importKey }));
    expect(done).toMatchObject({ state: 'succeeded', newInsertNum: 0, updateNum: 0, jumpNum: 2, failNum: 0 });
  });
});
