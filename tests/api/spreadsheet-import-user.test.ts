import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/auth';
import { departments } from '../../src/server/db/schema/catalogue';
import { spreadsheetFiles, spreadsheetJobErrors, spreadsheetJobs } from '../../src/server/db/schema/spreadsheet-jobs';
import { spreadsheetCalls } from '../../src/shared/api/catalogue/spreadsheet-jobs';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { uploadFile, waitFinished } from './helpers/spreadsheet-client';
import { readXlsx, xlsxOf } from './helpers/spreadsheet-files';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const calls = spreadsheetCalls.user;
const HEADER = ['账号', '姓名', '昵称', '角色', '部门编码', '初始密码'];
const GOOD_PASSWORD = 'Imp0rt#Chen2024';
const WEAK_PASSWORD = 'weakpass99';

describe.each(testDatabases())('user import (%s)', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let dept = { code: '', name: '' };

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server);
    await admin.signIn('admin', 'Admin@123');
    const [row] = await server.context.db.select({ code: departments.deptCode, name: departments.deptName }).from(departments).limit(1);
    dept = { code: row?.code ?? '', name: row?.name ?? '' };
  }, 60_000);
  afterAll(async () => server?.close());

  it('[IMP-10] [IMP-11] [IMP-14] adds users with hashed initial passwords, updates by account without touching passwords, never keeps a password', async () => {
    const template = await readXlsx(await (await admin.api.call(calls.importTemplate, {})).arrayBuffer());
    expect(template[0]).toEqual(['账号*', '姓名*', '昵称', '角色*', '部门编码*', '初始密码']);

    const answer = await uploadFile(server.baseUrl, admin, calls.importUpload.path, {
      name: 'users.xlsx',
      bytes: await xlsxOf([
        HEADER,
        ['chen.imp', '陈导入', '', '教师', dept.code, GOOD_PASSWORD],
        ['chen.imp', '陈导入', '', '教师', dept.code, GOOD_PASSWORD],
        ['teacher', '王建国（已改名）', '王老师', 'teacher', dept.code, 'Ignored#Pass123'],
        ['weak.imp', '弱密码', '', '学生', dept.code, WEAK_PASSWORD],
        ['nopass.imp', '无密码', '', '学生', dept.code, ''],
        ['boss.imp', '想当管理员', '', '管理员', dept.code, GOOD_PASSWORD],
        ['admin', '系统管理员', '', '教师', dept.code, ''],
        ['lost.imp', '无部门', '', '学生', 'NO_SUCH_DEPT', GOOD_PASSWORD],
      ]),
    });
    const fileKey = answer.body.result?.fileKey ?? '';
    const { redisKey } = await admin.api.call(calls.importStart, { fileKey, errorRegx: 1 });
    const done = await waitFinished(() => admin.api.call(calls.importProgress, { key: redisKey }), 60_000);
    expect(done).toMatchObject({ state: 'succeeded', newInsertNum: 1, updateNum: 1, jumpNum: 1, failNum: 5, finishNum: 8 });

    const stored = await server.context.db.select().from(users).where(inArray(users.account, ['chen.imp', 'teacher', 'weak.imp', 'admin']));
    const chen = stored.find((u) => u.account === 'chen.imp');
    expect(chen).toMatchObject({ realName: '陈导入', nickName: '陈导入', deptName: dept.name });
    expect(chen?.passwordHash).toMatch(/^\$scrypt\$/);
    expect(stored.find((u) => u.account === 'teacher')).toMatchObject({ realName: '王建国（已改名）', nickName: '王老师', deptName: dept.name });
    expect(stored.find((u) => u.account === 'admin')?.realName).toBe('系统管理员');
    expect(stored.some((u) => u.account === 'weak.imp')).toBe(false);

    // The new user signs in with the initial password; the updated one still with their own.
    await createTestPortal(server).signIn('chen.imp', GOOD_PASSWORD);
    await createTestPortal(server).signIn('teacher', 'Teacher@123');

    const errors = await readXlsx(await (await admin.api.call(calls.importErrorFile, { errorKey: done.errorKey })).arrayBuffer());
    expect(errors.slice(1).map((r) => [r[0], r[1]])).toEqual([
      [3, '与已有数据重复（账号相同），已跳过'],
      [5, expect.stringMatching(/^初始密码不符合密码规则：密码长度为/)],
      [6, '新用户须填写初始密码'],
      [7, '不能通过导入授予管理员角色'],
      [8, '管理员账号不能通过导入修改'],
      [9, `部门编码不存在：${'NO_SUCH_DEPT'}`],
    ]);
    // Neither the error file, nor the stored failed rows, nor the upload keep a password.
    const everything = JSON.stringify(errors) + JSON.stringify(await server.context.db.select().from(spreadsheetJobErrors).where(eq(spreadsheetJobErrors.jobId, redisKey)));
    expect(everything).toContain('弱密码');
    for (const secret of [GOOD_PASSWORD, WEAK_PASSWORD]) expect(everything).not.toContain(secret);
    const [job] = await server.context.db.select({ fileId: spreadsheetJobs.fileId }).from(spreadsheetJobs).where(eq(spreadsheetJobs.id, redisKey));
    expect(await server.context.db.select().from(spreadsheetFiles).where(eq(spreadsheetFiles.id, job?.fileId ?? ''))).toEqual([]);
  }, 90_000);
});
