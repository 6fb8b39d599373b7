import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configMenus, roleConfigMenus, roles, users } from '../../src/server/db/schema/auth';
import { departments } from '../../src/server/db/schema/catalogue';
import { deptDuties } from '../../src/server/db/schema/three-lists';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { hashPassword } from '../../src/server/security/password';
import { spreadsheetCalls, spreadsheetJobList } from '../../src/shared/api/catalogue/spreadsheet-jobs';
import { ApiError } from '../../src/shared/api/client-types';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { download, uploadFile, waitFinished } from './helpers/spreadsheet-client';
import { readXlsx, xlsxOf } from './helpers/spreadsheet-files';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const duty = spreadsheetCalls.deptDuty;
const HEADER = ['部门编码', '职责编码', '职责名称', '职责类型', '设定依据', '职责描述', '是否公开', '排序'];

/** A non-administrator who holds the duty list's menu: a user of the studio who is not an administrator. */
async function addDutyEditor(server: TestServer): Promise<void> {
  const db = server.context.db;
  const roleId = 'role-test-duty-editor';
  await db.insert(roles).values({ id: roleId, tenantId: DEMO_TENANT_ID, name: '职责清单编辑', roleType: 'dutyEditor' });
  const [menu] = await db.select({ id: configMenus.id }).from(configMenus)
    .where(and(eq(configMenus.tenantId, DEMO_TENANT_ID), eq(configMenus.name, 'deptResponsibilityListConfig')));
  await db.insert(roleConfigMenus).values({ tenantId: DEMO_TENANT_ID, roleId, menuId: menu?.id ?? '' });
  await db.insert(users).values({
    id: 'user-test-duty-editor', tenantId: DEMO_TENANT_ID, account: 'dutyeditor', passwordHash: await hashPassword('Editor@123'),
    realName: '职责编辑甲', nickName: '职责编辑甲', roleId, deptName: '教务处',
  });
}

describe.each(testDatabases())('the studio jobs page and dry-run imports (%s)', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let editor: TestPortal;
  let deptCode = '';
  let existingContent = '';

  async function exportAll(portal: TestPortal, fileName: string): Promise<string> {
    const { redisKey } = await portal.api.call(duty.exportStart, { dataRange: 1, fileName, exportField: '职责名称:dutyName' });
    await waitFinished(() => portal.api.call(duty.exportProgress, { key: redisKey }), 120_000);
    return redisKey;
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    await addDutyEditor(server);
    admin = createTestPortal(server);
    await admin.signIn('admin', 'Admin@123');
    editor = createTestPortal(server);
    await editor.signIn('dutyeditor', 'Editor@123');
    const [row] = await server.context.db
      .select({ code: departments.deptCode, content: deptDuties.content })
      .from(deptDuties)
      .innerJoin(departments, eq(departments.id, deptDuties.deptId))
      .limit(1);
    deptCode = row?.code ?? '';
    existingContent = row?.content ?? '';
  }, 60_000);
  afterAll(async () => server?.close());

  it('lists a user\'s own exports only, with state, counts and the file to download; all is for administrators', async () => {
    const adminJob = await exportAll(admin, '管理员的导出');
    const editorJob = await exportAll(editor, '编辑的导出');

    const mine = await editor.api.call(spreadsheetJobList, {});
    expect(mine.canSeeAll).toBe(false);
    expect(mine.records.map((r) => r.redisKey)).toEqual([editorJob]);
    expect(mine.records[0]).toMatchObject({
      kind: 'export', listName: 'deptDuty', listTitle: '部门职责清单', state: 'succeeded', finishRate: 100,
      ownerAccount: 'dutyeditor', ownerName: '职责编辑甲', fileName: '编辑的导出.xlsx', dryRun: false,
    });
    // The result file downloads through the list's own call, checked again there.
    const file = await download(server.baseUrl, editor, mine.records[0]?.url ?? '');
    expect(file.http).toBe(200);
    expect((await readXlsx(file.bytes))[0]).toEqual(['职责名称']);

    const refused: unknown = await editor.api.call(spreadsheetJobList, { scope: 'all' }, { silent: true }).then(() => null, (e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toContain('只有管理员');

    const adminMine = await admin.api.call(spreadsheetJobList, {});
    expect(adminMine.canSeeAll).toBe(true);
    expect(adminMine.records.map((r) => r.redisKey)).toEqual([adminJob]);
    const everyone = await admin.api.call(spreadsheetJobList, { scope: 'all', kind: 'export' });
    expect(everyone.records.map((r) => r.redisKey)).toEqual([editorJob, adminJob]);
    expect(everyone.total).toBe(2);
    const byOwner = await admin.api.call(spreadsheetJobList, { scope: 'all', owner: '职责编辑' });
    expect(byOwner.records.map((r) => r.redisKey)).toEqual([editorJob]);
    const imports = await admin.api.call(spreadsheetJobList, { scope: 'all', kind: 'import' });
    expect(imports.records).toEqual([]);
  });

  it('[IMP-10] [IMP-11] a dry run (预检) reports what the import would add, update, skip and refuse, and writes nothing', async () => {
    const before = await server.context.db.select({ id: deptDuties.id }).from(deptDuties);
    const bytes = await xlsxOf([
      HEADER,
      [deptCode, '', '预检新职责', '主要职责', '', '预检新职责的描述', '是', 1],
      [deptCode, '', '已有职责', '', '', existingContent, '', ''],
      ['NO_SUCH_DEPT', '', '部门不存在', '', '', '预检描述乙', '', ''],
    ]);
    const upload = await uploadFile(server.baseUrl, editor, duty.importUpload.path, { name: '预检.xlsx', bytes });
    const fileKey = upload.body.result?.fileKey ?? '';
    const { redisKey } = await editor.api.call(duty.importStart, { fileKey, headerLine: 1, errorRegx: 1, dryRun: true });
    const dry = await waitFinished(() => editor.api.call(duty.importProgress, { key: redisKey }), 120_000);
    expect(dry).toMatchObject({ state: 'succeeded', newInsertNum: 1, updateNum: 0, jumpNum: 1, failNum: 1, finishNum: 3 });
    expect(await server.context.db.select({ id: deptDuties.id }).from(deptDuties)).toHaveLength(before.length);
    expect(await server.context.db.select().from(deptDuties).where(eq(deptDuties.dutyName, '预检新职责'))).toEqual([]);
    const report = await readXlsx(await (await editor.api.call(duty.importErrorFile, { errorKey: dry.errorKey })).arrayBuffer());
    expect(report.slice(1).map((r) => [r[0], r[1]])).toEqual([
      [3, '与已有数据重复（部门编码、职责描述相同），已跳过'],
      [4, '部门编码不存在：NO_SUCH_DEPT'],
    ]);
    const listed = await editor.api.call(spreadsheetJobList, { kind: 'import' });
    expect(listed.records[0]).toMatchObject({ redisKey, dryRun: true, newInsertNum: 1, jumpNum: 1, failNum: 1 });

    // The import of the same upload then does what the dry run said.
    const real = await editor.api.call(duty.importStart, { fileKey, headerLine: 1, errorRegx: 1 });
    const done = await waitFinished(() => editor.api.call(duty.importProgress, { key: real.redisKey }), 120_000);
    expect(done).toMatchObject({ state: 'succeeded', newInsertNum: 1, updateNum: 0, jumpNum: 1, failNum: 1 });
    const [added] = await server.context.db.select().from(deptDuties).where(eq(deptDuties.dutyName, '预检新职责'));
    expect(added?.dutyType).toBe('MAIN');

    // Exported as the studio shows it: the duty type's name, not its code.
    const exported = await editor.api.call(duty.exportStart, {
      dataRange: 3, choiceDataIds: [added?.id ?? ''], fileName: '职责类型名称', exportField: '职责名称:dutyName,职责类型:dutyType',
    });
    const file = await waitFinished(() => editor.api.call(duty.exportProgress, { key: exported.redisKey }), 120_000);
    expect((await readXlsx((await download(server.baseUrl, editor, file.url)).bytes))[1]).toEqual(['预检新职责', '主要职责']);
  });
});
