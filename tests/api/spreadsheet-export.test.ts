import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deptDuties } from '../../src/server/db/schema/three-lists';
import { spreadsheetJobs } from '../../src/server/db/schema/spreadsheet-jobs';
import { spreadsheetCalls } from '../../src/shared/api/catalogue/spreadsheet-jobs';
import { ApiError } from '../../src/shared/api/client-types';
import { SPREADSHEET_LIST_NAMES } from '../../src/shared/schema/spreadsheet-jobs';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { download, waitFinished } from './helpers/spreadsheet-client';
import { readXlsx } from './helpers/spreadsheet-files';
import { startSecondInstance, stopInstance } from './helpers/instance';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const duty = spreadsheetCalls.deptDuty;
const FIELDS = '部门编码:deptCode,职责名称:dutyName,职责描述:content,排序:sort,更新时间:updatedAt';

describe.each(testDatabases())('spreadsheet export (%s)', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let teacher: TestPortal;
  let injectedId = '';

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server);
    await admin.signIn('admin', 'Admin@123');
    teacher = createTestPortal(server);
    await teacher.signIn('teacher', 'Teacher@123');
    // Cells that a spreadsheet program would run as formulas.
    const [first] = await server.context.db.select().from(deptDuties).limit(1);
    injectedId = first?.id ?? '';
    await server.context.db.update(deptDuties).set({ dutyName: '=HYPERLINK("http://evil","x")', content: '@SUM(1+1)', sort: 7 }).where(eq(deptDuties.id, injectedId));
  }, 60_000);
  afterAll(async () => server?.close());

  it('[EXP-01] counts each range: all, the current search, the checked rows', async () => {
    const all = await admin.api.call(duty.exportCount, { dataRange: 1 });
    expect(all).toBeGreaterThan(10);
    const searched = await admin.api.call(duty.exportCount, { dataRange: 2, formInline: { keyword: '@SUM' } });
    expect(searched).toBe(1);
    expect(await admin.api.call(duty.exportCount, { dataRange: 3, choiceDataIds: [injectedId, 'nope'] })).toBe(1);
  });

  it('answers the header fields as key → label for every list', async () => {
    for (const list of SPREADSHEET_LIST_NAMES) {
      const header = await admin.api.call(spreadsheetCalls[list].exportHeader, {});
      expect(Object.keys(header).length).toBeGreaterThan(1);
    }
  });

  it('[EXP-11] [EXP-12] [EXP-09] exports the checked rows with formula cells neutralised and numbers and dates typed', async () => {
    const { redisKey } = await admin.api.call(duty.exportStart, {
      dataRange: 3, choiceDataIds: [injectedId], fileName: '部门职责_导出', exportField: FIELDS, idempotencyKey: 'export-test-0001',
    });
    const progress = await waitFinished(() => admin.api.call(duty.exportProgress, { key: redisKey }));
    expect(progress).toMatchObject({ redisKey, state: 'succeeded', finished: true, finishRate: 100, totalNum: 1, finishNum: 1, errorMsg: '', errorKey: '' });
    expect(progress.url).toContain('/excel/exportFinal?key=');
    expect(typeof progress.useTimeStr).toBe('string');
    expect(typeof progress.tryMathRemainTime).toBe('string');
    const file = await download(server.baseUrl, admin, progress.url);
    expect(file.http).toBe(200);
    const rows = await readXlsx(file.bytes);
    expect(rows[0]).toEqual(['部门编码', '职责名称', '职责描述', '排序', '更新时间']);
    expect(rows[1]?.[1]).toBe(`'=HYPERLINK("http://evil","x")`);
    expect(rows[1]?.[2]).toBe("'@SUM(1+1)");
    // 排序 is the duty's place in its department, as the studio's list shows it (EXP-02), and a number.
    expect(rows[1]?.[3]).toEqual(expect.any(Number));
    expect(String(rows[1]?.[4])).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('makes no second job for a second start with the same idempotency key', async () => {
    const input = { dataRange: 1 as const, fileName: 'all_duties', exportField: FIELDS, idempotencyKey: 'export-test-same' };
    const a = await admin.api.call(duty.exportStart, input);
    const b = await admin.api.call(duty.exportStart, input);
    expect(b.redisKey).toBe(a.redisKey);
    const jobs = await server.context.db.select().from(spreadsheetJobs).where(eq(spreadsheetJobs.idempotencyKey, 'export-test-same'));
    expect(jobs).toHaveLength(1);
    const done = await waitFinished(() => admin.api.call(duty.exportProgress, { key: a.redisKey }));
    expect(done.finishNum).toBe(done.totalNum);
    const rows = await readXlsx((await download(server.baseUrl, admin, done.url)).bytes);
    expect(rows).toHaveLength(done.totalNum + 1);
  });

  it('[EXP-08] answers 1002 when the range selects nothing', async () => {
    const error = await admin.api
      .call(duty.exportStart, { dataRange: 3, choiceDataIds: ['none'], fileName: 'nothing', exportField: FIELDS }, { silent: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(1002);
  });

  it('[EXP-04] [EXP-05] [EXP-06] checks the file name and fields on the server too', async () => {
    for (const [fileName, exportField] of [['a-b', FIELDS], ['ab', FIELDS], ['good_name', ''], ['good_name', 'x:unknownKey']] as const) {
      const error = await admin.api.call(duty.exportStart, { dataRange: 1, fileName, exportField }, { silent: true }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
    }
  });

  it('lets only the owner or a holder of the list menu poll a job or fetch its file', async () => {
    const { redisKey } = await admin.api.call(duty.exportStart, { dataRange: 1, fileName: 'owner_only', exportField: FIELDS });
    const done = await waitFinished(() => admin.api.call(duty.exportProgress, { key: redisKey }));
    const refused = await teacher.api.call(duty.exportProgress, { key: redisKey }, { silent: true }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((await download(server.baseUrl, teacher, done.url)).http).toBe(403);
    // The teacher holds no configuration menu: no export of their own either.
    const start = await teacher.api.call(duty.exportStart, { dataRange: 1, fileName: 'mine', exportField: FIELDS }, { silent: true }).catch((e: unknown) => e);
    expect(start).toBeInstanceOf(ApiError);
    // Another list's path does not serve this list's job.
    const other = await admin.api.call(spreadsheetCalls.service.exportProgress, { key: redisKey }, { silent: true }).catch((e: unknown) => e);
    expect(other).toBeInstanceOf(ApiError);
  });

  it.runIf(kind === 'postgres')('lets a second instance poll a job and serve its file', async () => {
    const second = await startSecondInstance(server);
    try {
      const other = createTestPortal({ baseUrl: second.baseUrl });
      other.tokens = admin.tokens;
      const { redisKey } = await admin.api.call(duty.exportStart, { dataRange: 1, fileName: 'from_a', exportField: FIELDS });
      const done = await waitFinished(() => other.api.call(duty.exportProgress, { key: redisKey }));
      expect(done.state).toBe('succeeded');
      const file = await download(second.baseUrl, other, done.url);
      expect(file.http).toBe(200);
      expect(await readXlsx(file.bytes)).toHaveLength(done.totalNum + 1);
    } finally {
      await stopInstance(second);
    }
  });
});
