import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments } from '../../src/server/db/schema/catalogue';
import { deptDuties } from '../../src/server/db/schema/three-lists';
import { spreadsheetCalls } from '../../src/shared/api/catalogue/spreadsheet-jobs';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { uploadFile, waitFinished } from './helpers/spreadsheet-client';
import { readXlsx, xlsxOf } from './helpers/spreadsheet-files';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const duty = spreadsheetCalls.deptDuty;
const UPLOAD = duty.importUpload.path;
/** A job on a machine loaded by several engineers' builds can take minutes; the waits are for conditions. */
const JOB_TEST_MS = 240_000;
const HEADER = ['部门编码', '职责编码', '职责名称', '职责类型', '设定依据', '职责描述', '是否公开', '排序'];

describe.each(testDatabases())('spreadsheet import (%s)', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let deptCode = '';
  let existing: { dutyCode: string; content: string } = { dutyCode: '', content: '' };

  async function upload(rows: Array<Array<string | number>>, name = 'duties.xlsx'): Promise<string> {
    const answer = await uploadFile(server.baseUrl, admin, UPLOAD, { name, bytes: await xlsxOf(rows) });
    expect(answer.http).toBe(200);
    expect(answer.body.status).toBe(1000);
    return answer.body.result?.fileKey ?? '';
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server);
    await admin.signIn('admin', 'Admin@123');
    const [row] = await server.context.db
      .select({ code: departments.deptCode, dutyCode: deptDuties.dutyCode, content: deptDuties.content })
      .from(deptDuties)
      .innerJoin(departments, eq(departments.id, deptDuties.deptId))
      .limit(1);
    deptCode = row?.code ?? '';
    existing = { dutyCode: row?.dutyCode ?? '', content: row?.content ?? '' };
  }, 60_000);
  afterAll(async () => server?.close());

  it('[IMP-14] [IMP-17] serves the template and a match proposal with the fixed check fields (IMP-10)', async () => {
    const template = await admin.api.call(duty.importTemplate, {});
    const rows = await readXlsx(await template.arrayBuffer());
    expect(rows[0]).toEqual(['部门编码*', '职责编码', '职责名称*', '职责类型', '设定依据', '职责描述*', '是否公开', '排序']);
    const fileKey = await upload([HEADER, [deptCode, '', '某职责', '', '', '描述', '是', 1]]);
    const match = await admin.api.call(duty.importMatch, { fileKey, headerLine: 1 });
    expect(match.excelField).toEqual(HEADER);
    expect(match.matchFieldList.find((m) => m.column === 'content')).toEqual({ column: 'content', configure: '职责描述' });
    expect(match.dbFieldList.filter((f) => f.is_must === 1).map((f) => f.column)).toEqual(['deptCode', 'dutyName', 'content']);
    expect(match.checkFieldList).toEqual([
      { fieldName: 'deptCode', fieldNote: '部门编码', isKey: 1 },
      { fieldName: 'content', fieldNote: '职责描述', isKey: 1 },
    ]);
  });

  it('[IMP-10] [IMP-11] [IMP-14] rule 1: inserts, updates by duty code, skips duplicates, lists failures with reasons in Chinese', async () => {
    const fileKey = await upload([
      ['说明：第 2 行是标题行'],
      HEADER,
      [deptCode, '', '新职责甲', '主要职责', '', '新职责甲的描述', '是', 3],
      [deptCode, '', '新职责甲（重复）', '', '', '新职责甲的描述', '', ''],
      [deptCode, '', '已有职责', '', '', existing.content, '', ''],
      [deptCode, existing.dutyCode, '改名后的职责', '', '', '更新后的描述', '否', 9],
      ['NO_SUCH_DEPT', '', '部门不存在', '', '', '描述乙', '', ''],
      [deptCode, '', '', '', '', '缺名称', '', ''],
      [deptCode, '', '类型错', '未知类型', '', '描述丙', '', ''],
      ['', '', '', '', '', '', '', ''],
      [deptCode, '', '=cmd|"/c calc"!A1', '', '', "'=1+1", '', ''],
    ]);
    const { redisKey } = await admin.api.call(duty.importStart, { fileKey, headerLine: 2, ruleNum: 2, errorRegx: 1, idempotencyKey: 'import-rule-1' });
    const done = await waitFinished(() => admin.api.call(duty.importProgress, { key: redisKey }));
    expect(done).toMatchObject({ state: 'succeeded', finished: true, finishRate: 100, newInsertNum: 2, updateNum: 1, jumpNum: 2, failNum: 3, finishNum: 8 });
    expect(done.errorKey).not.toBe('');
    const updated = await server.context.db.select().from(deptDuties).where(eq(deptDuties.dutyCode, existing.dutyCode));
    // The import is published as a version of the duty document (ADR 016), where a duty's order is its place in its
    // department: an updated duty keeps its place, so the file's 排序 does not move it.
    expect(updated[0]).toMatchObject({ dutyName: '改名后的职责', content: '更新后的描述', isPublic: false });
    // The neutralising apostrophe of an exported cell is dropped again: the value is the formula text, stored as text.
    const formula = await server.context.db.select().from(deptDuties).where(eq(deptDuties.content, '=1+1'));
    expect(formula).toHaveLength(1);

    const errors = await admin.api.call(duty.importErrorFile, { errorKey: done.errorKey });
    const rows = await readXlsx(await errors.arrayBuffer());
    expect(rows[0]?.slice(0, 2)).toEqual(['行号', '错误原因']);
    // Skipped duplicates are reported with their reason beside the failures (IMP-10).
    expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual([
      [4, '与已有数据重复（部门编码、职责描述相同），已跳过'],
      [5, '与已有数据重复（部门编码、职责描述相同），已跳过'],
      [7, '部门编码不存在：NO_SUCH_DEPT'],
      [8, '职责名称不能为空'],
      [9, expect.stringContaining('职责类型无效：未知类型')],
    ]);
  }, JOB_TEST_MS);

  it('[IMP-11] rule 2 stops at the first failed row and reports it', async () => {
    const fileKey = await upload([
      HEADER,
      [deptCode, '', '停止前', '', '', '规则二第一行', '', ''],
      [deptCode, '', '', '', '', '规则二第二行缺名称', '', ''],
      [deptCode, '', '停止后', '', '', '规则二第三行', '', ''],
    ]);
    const { redisKey } = await admin.api.call(duty.importStart, { fileKey, headerLine: 1, errorRegx: 2 });
    const done = await waitFinished(() => admin.api.call(duty.importProgress, { key: redisKey }));
    expect(done).toMatchObject({ state: 'failed', finished: true, newInsertNum: 1, failNum: 1 });
    expect(done.errorMsg).toBe('第 3 行：职责名称不能为空');
    const after = await server.context.db.select().from(deptDuties).where(inArray(deptDuties.content, ['规则二第一行', '规则二第三行']));
    expect(after.map((d) => d.content)).toEqual(['规则二第一行']);
  }, JOB_TEST_MS);

  it('[IMP-12] fails a job whose required fields are not all matched', async () => {
    const fileKey = await upload([['部门编码', '职责名称'], [deptCode, '只有两列']]);
    const { redisKey } = await admin.api.call(duty.importStart, { fileKey, errorRegx: 1 });
    const done = await waitFinished(() => admin.api.call(duty.importProgress, { key: redisKey }));
    expect(done).toMatchObject({ state: 'failed', errorMsg: '请匹配所有系统必填字段' });
  }, JOB_TEST_MS);

  it('[IMP-10] [IMP-14] departments: parents named by code, a known code updated (renamed, moved), an unchanged one skipped, a loop refused', async () => {
    const calls = spreadsheetCalls.department;
    const importDepts = async (rows: Array<Array<string | number>>) => {
      const answer = await uploadFile(server.baseUrl, admin, calls.importUpload.path, { name: 'depts.xlsx', bytes: await xlsxOf(rows) });
      const { redisKey } = await admin.api.call(calls.importStart, { fileKey: answer.body.result?.fileKey ?? '', errorRegx: 1 });
      return waitFinished(() => admin.api.call(calls.importProgress, { key: redisKey }));
    };
    const header = ['部门编码', '部门名称', '上级部门编码', '部门分类', '负责人'];
    const first = await importDepts([
      header,
      ['TEST_CHILD', '测试子部门', 'TEST_PARENT', '直属单位', ''],
      ['TEST_PARENT', '测试父部门', '', '直属单位', ''],
    ]);
    // The job's own message first: a failed job's diff below would leave it out.
    expect(first.errorMsg ?? '').toBe('');
    expect(first).toMatchObject({ state: 'succeeded', newInsertNum: 2, jumpNum: 0, failNum: 0 });
    const read = async () => server.context.db.select().from(departments).where(and(inArray(departments.deptCode, ['TEST_CHILD', 'TEST_PARENT', deptCode])));
    const before = await read();
    const parent = before.find((r) => r.deptCode === 'TEST_PARENT');
    expect(before.find((r) => r.deptCode === 'TEST_CHILD')?.parentId).toBe(parent?.id);
    const known = before.find((r) => r.deptCode === deptCode);
    if (!known) throw new Error('seed department missing');

    const second = await importDepts([
      header,
      // Renamed, with a leader: updated.
      ['TEST_CHILD', '测试子部门（改名）', 'TEST_PARENT', '直属单位', '张老师'],
      // Its own child as its parent: refused, nothing changed.
      ['TEST_PARENT', '测试父部门', 'TEST_CHILD', '直属单位', ''],
      // Unchanged: skipped, saying why (the refused row above does not make it a repeat).
      ['TEST_PARENT', '测试父部门', '', '直属单位', ''],
      [known.deptCode, `${known.deptName}（改名）`, '', known.deptCategory, known.leader],
    ]);
    expect(second).toMatchObject({ state: 'succeeded', newInsertNum: 0, updateNum: 2, jumpNum: 1, failNum: 1 });
    const after = await read();
    expect(after.find((r) => r.deptCode === 'TEST_CHILD')).toMatchObject({ deptName: '测试子部门（改名）', parentId: parent?.id, leader: '张老师' });
    expect(after.find((r) => r.deptCode === 'TEST_PARENT')?.parentId).toBeNull();
    expect(after.find((r) => r.deptCode === known.deptCode)?.deptName).toBe(`${known.deptName}（改名）`);
    const errors = await readXlsx(await (await admin.api.call(calls.importErrorFile, { errorKey: second.errorKey })).arrayBuffer());
    expect(errors.slice(1).map((r) => [r[0], r[1]])).toEqual([
      [3, '上级部门不能是本部门或其下级部门：TEST_CHILD'],
      [4, '与现有部门相同，无需更新'],
    ]);

    // Moved to the top of the tree.
    expect(await importDepts([header, ['TEST_CHILD', '测试子部门（改名）', '', '直属单位', '张老师']])).toMatchObject({ updateNum: 1, failNum: 0 });
    expect((await read()).find((r) => r.deptCode === 'TEST_CHILD')?.parentId).toBeNull();
  }, JOB_TEST_MS);
});
