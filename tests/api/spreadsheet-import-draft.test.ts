import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spreadsheetJobs } from '../../src/server/db/schema/spreadsheet-jobs';
import { deptDuties } from '../../src/server/db/schema/three-lists';
import { deptDutyConfig as duty } from '../../src/shared/api/catalogue';
import { spreadsheetCalls } from '../../src/shared/api/catalogue/spreadsheet-jobs';
import { randomId } from '../../src/shared/rules/ids';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { refusal } from './helpers/refusal';
import { uploadFile, waitFinished } from './helpers/spreadsheet-client';
import { xlsxOf } from './helpers/spreadsheet-files';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const calls = spreadsheetCalls.deptDuty;
const HEADER = ['部门编码', '职责编码', '职责名称', '职责类型', '设定依据', '职责描述', '是否公开', '排序'];

/** A job on a machine loaded by five engineers' builds can take minutes; the waits are for conditions. */
const JOB_TEST_MS = 240_000;

/**
 * The duty list is the published document of the area deptDuties (ADR 009); an import into it publishes itself as a
 * version, so the studio shows it and a later publish keeps it (ADR 016).
 */
describe.each(testDatabases())('spreadsheet import into a draft-governed list (%s)', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let deptId = '';
  let deptCode = '';

  async function runImport(rows: Array<Array<string | number>>, name: string, errorRegx: 1 | 2) {
    const answer = await uploadFile(server.baseUrl, admin, calls.importUpload.path, { name, bytes: await xlsxOf(rows) });
    expect(answer.body.status).toBe(1000);
    const { redisKey } = await admin.api.call(calls.importStart, { fileKey: answer.body.result?.fileKey ?? '', headerLine: 1, errorRegx });
    // A loaded machine (five engineers' builds on two cores) can take well over the helper's default 30 s.
    return waitFinished(() => admin.api.call(calls.importProgress, { key: redisKey }), 120_000);
  }
  const draftCodes = async () => (await admin.api.call(duty.dutyConfigPage, { size: 100, deptId })).records.map((d) => d.dutyCode);
  const liveCodes = async (codes: string[]) =>
    (await server.context.db.select({ code: deptDuties.dutyCode }).from(deptDuties).where(inArray(deptDuties.dutyCode, codes))).map((r) => r.code).sort();

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server);
    await admin.signIn('admin', 'Admin@123');
    const { records: [sample] } = await admin.api.call(duty.dutyConfigPage, { size: 1 });
    if (!sample) throw new Error('seed has no duties');
    deptId = sample.deptId;
    deptCode = sample.deptCode;
  }, 60_000);
  afterAll(async () => server?.close());

  it('publishes an import as a version: the studio lists its rows, history and the audit log name it, and a later publish keeps every row', async () => {
    const { records: [other] } = await admin.api.call(duty.dutyConfigPage, { size: 1, deptId });
    if (!other) throw new Error('department has no duty');
    // An unpublished edit made before the import stays in the draft, laid over the imported rows.
    await admin.api.call(duty.dutyConfigSave, { deptId, dutyCode: 'DRAFT-BEFORE', dutyName: '草稿中的职责', dutyType: 'MAIN', content: '导入前的草稿修改。' });
    const totalBefore = (await admin.api.call(duty.dutyConfigPage, { size: 1 })).total;

    const done = await runImport([
      HEADER,
      [deptCode, 'IMPD-1', '导入职责一', '主要职责', '', '导入职责一的描述', '是', 1],
      [deptCode, 'IMPD-2', '导入职责二', '', '', '导入职责二的描述', '否', 2],
      ['NO_SUCH_DEPT', 'IMPD-3', '部门不存在', '', '', '导入职责三的描述', '', ''],
    ], '职责导入.xlsx', 1);
    expect(done).toMatchObject({ state: 'succeeded', newInsertNum: 2, failNum: 1 });

    expect(await liveCodes(['IMPD-1', 'IMPD-2', 'DRAFT-BEFORE'])).toEqual(['IMPD-1', 'IMPD-2']);
    expect(await draftCodes()).toEqual(expect.arrayContaining(['IMPD-1', 'IMPD-2', 'DRAFT-BEFORE']));
    expect((await admin.api.call(duty.dutyConfigPage, { size: 1 })).total).toBe(totalBefore + 2);
    const draft = await admin.api.call(duty.deptDutyStudio.draft, {});
    // Only the edit made in the studio is unpublished; the import is published.
    expect(draft.changes).toEqual([expect.objectContaining({ op: 'add', path: expect.stringMatching(/^duties\[id=/) })]);

    const history = await admin.api.call(duty.deptDutyStudio.history, { current: 1, size: 5 });
    const version = history.records[0];
    expect(version).toMatchObject({ action: 'import', createdBy: expect.any(String) as string, changeCount: 2 });
    expect(version?.note).toBe('导入“职责导入.xlsx”：新增 2、更新 0、跳过 0、失败 1');
    expect(draft.publishedVersion).toBe(version?.version);
    const audit = await admin.api.call(duty.deptDutyStudio.audit, { current: 1, size: 5, action: 'import' });
    expect(audit.records).toHaveLength(1);
    expect(audit.records[0]).toMatchObject({ summary: '导入“职责导入.xlsx”：新增 2、更新 0、跳过 0、失败 1', version: version?.version, userName: expect.any(String) as string });
    expect(audit.records[0]?.changes.filter((c) => c.op === 'add')).toHaveLength(2);

    // Something else edited, then published: every imported row stays, live and in the draft.
    await admin.api.call(duty.dutyConfigUpdate, { ...other, dutyName: `${other.dutyName}（改）` });
    await admin.api.call(duty.deptDutyStudio.publish, { note: '无关的修改' });
    expect(await liveCodes(['IMPD-1', 'IMPD-2', 'DRAFT-BEFORE'])).toEqual(['DRAFT-BEFORE', 'IMPD-1', 'IMPD-2']);
    expect(await draftCodes()).toEqual(expect.arrayContaining(['IMPD-1', 'IMPD-2', 'DRAFT-BEFORE']));
    const [renamed] = await server.context.db.select().from(deptDuties).where(eq(deptDuties.id, other.id));
    expect(renamed?.dutyName).toBe(`${other.dutyName}（改）`);
  }, JOB_TEST_MS);

  it('[IMP-10] a department import renames and sets contact details as a version: the studio shows them, the audit log names the file, a later publish keeps them', async () => {
    const depts = spreadsheetCalls.department;
    const { records: [dept] } = await admin.api.call(duty.deptInfoPage, { size: 1, deptId });
    if (!dept) throw new Error('no department');
    const answer = await uploadFile(server.baseUrl, admin, depts.importUpload.path, {
      name: '部门导入.xlsx',
      bytes: await xlsxOf([['部门编码', '部门名称', '部门分类', '负责人', '联系电话'], [deptCode, `${dept.deptName}（新名）`, dept.category, '李老师', '010-12345678']]),
    });
    const { redisKey } = await admin.api.call(depts.importStart, { fileKey: answer.body.result?.fileKey ?? '', headerLine: 1, errorRegx: 1 });
    expect(await waitFinished(() => admin.api.call(depts.importProgress, { key: redisKey }), 120_000)).toMatchObject({ state: 'succeeded', updateNum: 1 });

    const shown = async () => (await admin.api.call(duty.deptInfoPage, { size: 1, deptId })).records[0];
    expect(await shown()).toMatchObject({ deptName: `${dept.deptName}（新名）`, leader: '李老师', phone: '010-12345678' });
    const audit = await admin.api.call(duty.deptDutyStudio.audit, { current: 1, size: 5, action: 'import' });
    expect(audit.records[0]?.summary).toBe('导入“部门导入.xlsx”：新增 0、更新 1、跳过 0、失败 0');
    // The draft holds nothing unpublished of it: the contact details went in as the published version.
    const draft = await admin.api.call(duty.deptDutyStudio.draft, {});
    expect(draft.changes.filter((c) => c.path.startsWith('depts'))).toEqual([]);

    // Another edit published: the imported contact details stay.
    const { records: [other] } = await admin.api.call(duty.dutyConfigPage, { size: 1, deptId });
    if (!other) throw new Error('department has no duty');
    await admin.api.call(duty.dutyConfigUpdate, { ...other, dutyName: `${other.dutyName}（再改）` });
    await admin.api.call(duty.deptDutyStudio.publish, { note: '部门导入之后的修改' });
    expect(await shown()).toMatchObject({ deptName: `${dept.deptName}（新名）`, leader: '李老师', phone: '010-12345678' });
  }, JOB_TEST_MS);

  it('refuses a publish or rollback of the area while an import into it is queued or running', async () => {
    const jobId = randomId(32);
    // A job held by another runner's lease, as a running import on another instance is: the guard must see it.
    await server.context.db.insert(spreadsheetJobs).values({
      id: jobId, tenantId: '000000', kind: 'import', listName: 'deptDuty', ownerId: 'nobody', params: {}, state: 'running',
      lockedBy: 'elsewhere', lockedUntil: new Date(Date.now() + 3_600_000),
    });
    try {
      await admin.api.call(duty.dutyConfigSave, { deptId, dutyCode: 'DRAFT-DURING', dutyName: '导入中的草稿', dutyType: 'MAIN', content: '导入进行中时的修改。' });
      const publish = await refusal(admin, admin.api.call(duty.deptDutyStudio.publish, { note: '' }, { silent: true }));
      expect(publish.message).toBe('导入正在进行，完成后才能发布');
      const rollback = await refusal(admin, admin.api.call(duty.deptDutyStudio.rollback, { version: 1, note: '' }, { silent: true }));
      expect(rollback.message).toBe('导入正在进行，完成后才能回滚');
      expect(await liveCodes(['IMPD-1', 'IMPD-2'])).toEqual(['IMPD-1', 'IMPD-2']);
    } finally {
      await server.context.db.delete(spreadsheetJobs).where(and(eq(spreadsheetJobs.id, jobId)));
    }
    await admin.api.call(duty.deptDutyStudio.publish, { note: '导入结束后发布' });
    expect(await liveCodes(['IMPD-1', 'IMPD-2', 'DRAFT-DURING'])).toEqual(['DRAFT-DURING', 'IMPD-1', 'IMPD-2']);
  }, JOB_TEST_MS);

  it('[IMP-11] rule 2 stops at a row that fails validation: only the rows before it are imported, and published', async () => {
    const done = await runImport([
      HEADER,
      [deptCode, 'R2V-1', '规则二校验一', '', '', '规则二校验第一行', '', ''],
      [deptCode, 'R2V-2', '', '', '', '规则二校验第二行缺名称', '', ''],
      [deptCode, 'R2V-3', '规则二校验三', '', '', '规则二校验第三行', '', ''],
      [deptCode, 'R2V-4', '规则二校验四', '', '', '规则二校验第四行', '', ''],
    ], '规则二校验.xlsx', 2);
    expect(done).toMatchObject({ state: 'failed', newInsertNum: 1, updateNum: 0, jumpNum: 0, failNum: 1, finishNum: 2 });
    expect(done.errorMsg).toBe('第 3 行：职责名称不能为空');
    expect(await liveCodes(['R2V-1', 'R2V-2', 'R2V-3', 'R2V-4'])).toEqual(['R2V-1']);
    expect((await draftCodes()).filter((c) => c.startsWith('R2V-'))).toEqual(['R2V-1']);
  }, JOB_TEST_MS);

  it('[IMP-11] rule 2 stops at a row the write refuses (unknown department): the rows after it in its slice are not written', async () => {
    const done = await runImport([
      HEADER,
      [deptCode, 'R2W-1', '规则二写入一', '', '', '规则二写入第一行', '', ''],
      ['NO_SUCH_DEPT', 'R2W-2', '规则二写入二', '', '', '规则二写入第二行', '', ''],
      [deptCode, 'R2W-3', '规则二写入三', '', '', '规则二写入第三行', '', ''],
      [deptCode, 'R2W-4', '规则二写入四', '', '', '规则二写入第四行', '', ''],
    ], '规则二写入.xlsx', 2);
    expect(done).toMatchObject({ state: 'failed', newInsertNum: 1, updateNum: 0, jumpNum: 0, failNum: 1, finishNum: 2 });
    expect(done.errorMsg).toBe('第 3 行：部门编码不存在：NO_SUCH_DEPT');
    expect(await liveCodes(['R2W-1', 'R2W-2', 'R2W-3', 'R2W-4'])).toEqual(['R2W-1']);
    expect((await draftCodes()).filter((c) => c.startsWith('R2W-'))).toEqual(['R2W-1']);
    const history = await admin.api.call(duty.deptDutyStudio.history, { current: 1, size: 1 });
    expect(history.records[0]?.note).toBe('导入“规则二写入.xlsx”：新增 1、更新 0、跳过 0、失败 1（已停止）');
  }, JOB_TEST_MS);
});
