import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deptDutyConfig as duty } from '../../src/shared/api/catalogue';
import { spreadsheetCalls } from '../../src/shared/api/catalogue/spreadsheet-jobs';
import { DUTY_TYPES, type DutyType } from '../../src/shared/schema/three-lists';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { download, waitFinished } from './helpers/spreadsheet-client';
import { readXlsx } from './helpers/spreadsheet-files';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const calls = spreadsheetCalls.deptDuty;

/** A job on a machine loaded by five engineers' builds can take minutes; the waits are for conditions. */
const JOB_TEST_MS = 240_000;

/** The studio's duty list shows the area's draft (ADR 009): export ranges follow what it shows, not the live rows. */
describe.each(testDatabases())('duty list export from the draft (%s)', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let draftId = '';
  let removedCode = '';
  let deptId = '';
  let deptName = '';

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server);
    await admin.signIn('admin', 'Admin@123');
    const { records: [sample, second] } = await admin.api.call(duty.dutyConfigPage, { size: 2 });
    if (!sample || !second) throw new Error('seed has no duties');
    deptId = sample.deptId;
    deptName = sample.deptName;
    ({ id: draftId } = await admin.api.call(duty.dutyConfigSave, {
      deptId, dutyCode: 'EXP-DRAFT-1', dutyName: '未发布的职责', dutyType: 'SUPERVISE', content: '只在草稿中的职责。',
    }));
    removedCode = second.dutyCode;
    await admin.api.call(duty.dutyConfigRemove, { id: second.id });
  }, 60_000);
  afterAll(async () => server?.close());

  it('[EXP-02] range 3 exports checked rows that are not published yet', async () => {
    expect(await admin.api.call(calls.exportCount, { dataRange: 3, choiceDataIds: [draftId] })).toBe(1);
    const { redisKey } = await admin.api.call(calls.exportStart, {
      dataRange: 3, choiceDataIds: [draftId], fileName: '未发布职责', exportField: '职责编码:dutyCode,职责名称:dutyName,更新时间:updatedAt',
    });
    const done = await waitFinished(() => admin.api.call(calls.exportProgress, { key: redisKey }), 120_000);
    expect(done).toMatchObject({ state: 'succeeded', totalNum: 1, finishNum: 1 });
    const rows = await readXlsx((await download(server.baseUrl, admin, done.url)).bytes);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.slice(0, 2)).toEqual(['EXP-DRAFT-1', '未发布的职责']);
    // Not published: no time it went live.
    expect(rows[1]?.[2] ?? null).toBeNull();
  }, JOB_TEST_MS);

  it('[EXP-02] range 2 counts exactly the rows the list shows for its search, and range 1 the whole list', async () => {
    const searches: Array<{ keyword?: string; deptId?: string; dutyType?: DutyType }> = [
      { keyword: deptName },
      { keyword: '没有这样的职责zzz' },
      { deptId, dutyType: 'SUPERVISE' },
      ...DUTY_TYPES.map((dutyType) => ({ deptId, dutyType })),
      { keyword: 'EXP-DRAFT' },
    ];
    for (const search of searches) {
      const shown = (await admin.api.call(duty.dutyConfigPage, { size: 1, ...search })).total;
      const formInline = Object.fromEntries(Object.entries(search).filter((e): e is [string, string] => e[1] !== undefined));
      expect({ search, count: await admin.api.call(calls.exportCount, { dataRange: 2, formInline }) }).toEqual({ search, count: shown });
    }
    // react-admin's full-text search arrives as `q`.
    expect(await admin.api.call(calls.exportCount, { dataRange: 2, formInline: { q: 'EXP-DRAFT' } })).toBe(1);
    const all = (await admin.api.call(duty.dutyConfigPage, { size: 1 })).total;
    expect(await admin.api.call(calls.exportCount, { dataRange: 1, formInline: { keyword: '没有这样的职责zzz' } })).toBe(all);
    // The department the tree chose scopes every range.
    const inDept = (await admin.api.call(duty.dutyConfigPage, { size: 1, deptId })).total;
    expect(await admin.api.call(calls.exportCount, { dataRange: 1, id: deptId })).toBe(inDept);
  }, JOB_TEST_MS);

  it('[EXP-02] range 1 exports the list as the studio shows it: unpublished rows in, rows removed in the draft out', async () => {
    const { redisKey } = await admin.api.call(calls.exportStart, { dataRange: 1, id: deptId, fileName: '本部门职责', exportField: '职责编码:dutyCode,排序:sort' });
    const done = await waitFinished(() => admin.api.call(calls.exportProgress, { key: redisKey }), 120_000);
    const rows = await readXlsx((await download(server.baseUrl, admin, done.url)).bytes);
    const shown = (await admin.api.call(duty.dutyConfigPage, { size: 100, deptId })).records;
    expect(rows.slice(1)).toEqual(shown.map((d) => [d.dutyCode, d.sort]));
    expect(rows.map((r) => r[0])).toContain('EXP-DRAFT-1');
    expect(rows.map((r) => r[0])).not.toContain(removedCode);
  }, JOB_TEST_MS);

  it('[EXP-02] the department list exports the contact details the studio shows, which are the draft\'s', async () => {
    await admin.api.call(duty.deptInfoUpdate, { deptId, leader: '草稿负责人', phone: '010-12345678', location: '草稿中的办公地点' });
    const shown = (await admin.api.call(duty.deptInfoPage, { size: 100, deptId })).records[0];
    expect(shown?.leader).toBe('草稿负责人');
    const dept = spreadsheetCalls.department;
    expect(await admin.api.call(dept.exportCount, { dataRange: 3, choiceDataIds: [deptId] })).toBe(1);
    const { redisKey } = await admin.api.call(dept.exportStart, {
      dataRange: 3, choiceDataIds: [deptId], fileName: '部门联系方式', exportField: '部门编码:deptCode,负责人:leader,联系电话:phone,办公地点:location',
    });
    const done = await waitFinished(() => admin.api.call(dept.exportProgress, { key: redisKey }), 120_000);
    const rows = await readXlsx((await download(server.baseUrl, admin, done.url)).bytes);
    expect(rows[1]).toEqual([shown?.deptCode, '草稿负责人', '010-12345678', '草稿中的办公地点']);
  }, JOB_TEST_MS);
});
