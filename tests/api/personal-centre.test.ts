import { and, desc, eq, max } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../src/server/db/schema/catalogue';
import { serviceVisits } from '../../src/server/db/schema/directory';
import { accountBindings } from '../../src/server/db/schema/personal';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { auth, chat, directory, personal } from '../../src/shared/api/catalogue';
import { ApiError } from '../../src/shared/api/client-types';
import type { ChatStreamEvent } from '../../src/shared/schema/chat';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { openChatStream, type ChatStreamClient } from './chat-stream-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const IDS = { admin: '1123598821738675201', teacher: '1123598821738675202', student: '1123598821738675203', assistant: '1123598821738675204' } as const;
const ROLES = { admin: '1123598816738675201', teacher: '1123598816738675202', student: '1123598816738675203' } as const;
const PASSWORDS = { admin: 'Admin@123', teacher: 'Teacher@123', student: 'Student@123', assistant: 'Assistant@123' } as const;
type Account = keyof typeof PASSWORDS;

async function refused(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe.each(testDatabases())('the personal centre on %s', (kind) => {
  let server: TestServer;
  let ip = 0;
  const portals = {} as Record<Account, TestPortal>;
  const streams: ChatStreamClient[] = [];

  async function signIn(account: Account, password: string = PASSWORDS[account]): Promise<TestPortal> {
    ip += 1;
    const portal = createTestPortal(server, { ip: `10.40.0.${ip}` });
    await portal.signIn(account, password);
    return portal;
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const account of Object.keys(PASSWORDS) as Account[]) portals[account] = await signIn(account);
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('getSystemAccessLink offers the systems for everyone and for the caller\'s role type, in the school\'s order', async () => {
    const names = async (who: Account) => (await portals[who].api.call(personal.getSystemAccessLink, {})).map((l) => l.name);
    const everyone = ['教务管理系统', '网络教学平台', '图书馆', '校园一卡通', '财务综合服务平台', '电子邮箱', 'VPN 校外访问'];
    expect(await names('student')).toEqual(['教务管理系统', '学工管理系统', '研究生管理系统', '网络教学平台', '图书馆', '校园一卡通', '财务综合服务平台', '电子邮箱', 'VPN 校外访问']);
    expect(await names('teacher')).toEqual(['教务管理系统', '学工管理系统', '研究生管理系统', '网络教学平台', '图书馆', '校园一卡通', '财务综合服务平台', '科研管理系统', '人事管理系统', '协同办公系统', '电子邮箱', 'VPN 校外访问']);
    const admin = await names('admin');
    expect(admin.filter((n) => everyone.includes(n))).toEqual(everyone);
    expect(admin).not.toContain('学工管理系统');
    const [first] = await portals.student.api.call(personal.getSystemAccessLink, {});
    expect(first).toMatchObject({ name: '教务管理系统', url: 'https://jwxt.hxlg.edu.cn/', category: '教学', description: '课表、选课、考试与成绩' });
    expect(first?.icon).toMatch(/^\/api\/files\/[A-Za-z0-9]{32}$/);
  });

  it('the profile shows account, department, the current role and every role held', async () => {
    expect(await portals.teacher.api.call(personal.personInfoDetail, {})).toEqual({
      userId: IDS.teacher, account: 'teacher', realName: '王建国', nickName: '王建国', deptName: '计算机科学与技术学院', avatar: '',
      roleId: ROLES.teacher, roleName: '教师', roleType: 'teacher',
      roles: [{ roleId: ROLES.teacher, roleName: '教师', roleType: 'teacher', current: true }],
    });
    const assistant = await portals.assistant.api.call(personal.personInfoDetail, {});
    expect(assistant).toMatchObject({ account: 'assistant', realName: '陈思远', roleType: 'student', roleName: '学生' });
    expect(assistant.roles).toEqual([
      { roleId: ROLES.student, roleName: '学生', roleType: 'student', current: true },
      { roleId: ROLES.teacher, roleName: '教师', roleType: 'teacher', current: false },
    ]);
  });

  it('switches only to a role the user holds, re-issuing the session: the old one ends with its stream', async () => {
    const portal = await signIn('assistant');
    const ticket = await portal.api.call(chat.streamTicket, {});
    const opened = await openChatStream(server.baseUrl, ticket.url);
    if (!opened.ok) throw new Error('stream refused');
    streams.push(opened.stream);
    await opened.stream.next((e) => e.type === 'ready');

    expect((await refused(portal.api.call(personal.switchRole, { roleId: ROLES.admin }, { silent: true }))).message).toBe('您未拥有该角色，无法切换');
    expect((await refused(portal.api.call(personal.switchRole, { roleId: 'no-such-role' }, { silent: true }))).message).toBe('您未拥有该角色，无法切换');
    expect((await refused(portal.api.call(personal.switchRole, { roleId: ROLES.student }, { silent: true }))).message).toBe('当前已是该角色');
    expect((await refused(portals.student.api.call(personal.switchRole, { roleId: ROLES.teacher }, { silent: true }))).message).toBe('您未拥有该角色，无法切换');

    const oldTokens = portal.tokens;
    const switched = await portal.api.call(personal.switchRole, { roleId: ROLES.teacher });
    expect(switched).toMatchObject({ account: 'assistant', user_id: IDS.assistant, role_id: ROLES.teacher, role_type: 'teacher', token_type: 'bearer' });
    expect(switched.access_token).not.toBe(oldTokens?.access_token);
    expect(await opened.stream.next((e: ChatStreamEvent) => e.type === 'bye')).toEqual({ type: 'bye', reason: 'session-ended' });

    // The old session is over; the new one acts as a teacher everywhere the role counts.
    await expect(portal.api.call(auth.getUserInfo, {}, { silent: true })).rejects.toMatchObject({ status: 401 });
    portal.tokens = switched;
    expect(await portal.api.call(auth.getUserInfo, {})).toMatchObject({ role_id: ROLES.teacher, role_type: 'teacher', role_name: '教师' });
    const profile = await portal.api.call(personal.personInfoDetail, {});
    expect(profile.roles.map((r) => [r.roleName, r.current])).toEqual([['学生', false], ['教师', true]]);
    const links = (await portal.api.call(personal.getSystemAccessLink, {})).map((l) => l.name);
    expect(links).toContain('科研管理系统');

    // A refresh keeps the chosen role; switching back works too. A fresh sign-in starts with the own role again.
    const refreshed = await portal.api.call(auth.oauthToken, {
      tenantId: DEMO_TENANT_ID, refresh_token: switched.refresh_token, grant_type: 'refresh_token', scope: 'all',
    }, { asQuery: true, headers: { 'Tenant-Id': DEMO_TENANT_ID } });
    expect(refreshed).toMatchObject({ role_id: ROLES.teacher, role_type: 'teacher' });
    portal.tokens = { ...switched, ...refreshed };
    const back = await portal.api.call(personal.switchRole, { roleId: ROLES.student });
    expect(back.role_type).toBe('student');
    expect((await signIn('assistant')).tokens).toMatchObject({ role_id: ROLES.student });
  });

  it('lists the caller\'s bindings masked; removeBind removes only the caller\'s own', async () => {
    const mine = await portals.student.api.call(personal.bindList, {});
    expect(mine.map((b) => [b.provider, b.providerName, b.externalName])).toEqual([['wechat', '微信', '李**'], ['dingtalk', '钉钉', '明*']]);
    const [teachers] = await portals.teacher.api.call(personal.bindList, {});
    expect(teachers).toMatchObject({ provider: 'wecom', providerName: '企业微信', externalName: '王**' });

    // Someone else's binding answers exactly like an unknown one, and stays bound.
    expect((await refused(portals.student.api.call(personal.removeBind, { id: teachers?.id ?? '' }, { silent: true }))).message).toBe('绑定记录不存在或已解除');
    expect((await refused(portals.student.api.call(personal.removeBind, { id: 'no-such-binding' }, { silent: true }))).message).toBe('绑定记录不存在或已解除');
    expect(await server.context.db.select().from(accountBindings).where(eq(accountBindings.userId, IDS.teacher))).toHaveLength(1);

    await portals.student.api.call(personal.removeBind, { id: mine[1]?.id ?? '' });
    expect((await portals.student.api.call(personal.bindList, {})).map((b) => b.provider)).toEqual(['wechat']);
    expect((await refused(portals.student.api.call(personal.removeBind, { id: mine[1]?.id ?? '' }, { silent: true }))).message).toBe('绑定记录不存在或已解除');
  });

  it('my recent services: the services I opened, newest first, each once, none of anyone else\'s', async () => {
    const visible = await server.context.db.select({ id: services.serviceId }).from(services)
      .where(and(eq(services.tenantId, DEMO_TENANT_ID), eq(services.status, 1), eq(services.audience, 'all'))).orderBy(services.serviceId).limit(3);
    for (const { id } of visible) {
      await portals.student.api.call(directory.clickService, { serviceId: id });
      server.advanceClock(1_000);
    }
    const recent = await portals.student.api.call(personal.recentServices, { size: 10 });
    expect(recent.slice(0, 3).map((s) => s.serviceId)).toEqual(visible.map((v) => v.id).reverse());
    expect(new Set(recent.map((s) => s.serviceId)).size).toBe(recent.length);
    const times = recent.map((s) => Date.parse(s.lastVisitTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // Exactly the student's own visits, as the click log holds them.
    const own = await server.context.db
      .select({ serviceId: serviceVisits.serviceId, at: max(serviceVisits.visitedAt) })
      .from(serviceVisits).innerJoin(services, eq(services.serviceId, serviceVisits.serviceId))
      .where(and(eq(serviceVisits.userId, IDS.student), eq(services.status, 1)))
      .groupBy(serviceVisits.serviceId).orderBy(desc(max(serviceVisits.visitedAt)));
    expect(recent.map((s) => s.serviceId)).toEqual(own.slice(0, 10).map((r) => r.serviceId));
    expect(await portals.assistant.api.call(personal.recentServices, {})).toEqual([]);
  });

  it('getPasswordReg answers the rule to anyone; the page and the server test the same pattern', async () => {
    const visitor = createTestPortal(server);
    const rule = await visitor.api.call(personal.getPasswordReg, {});
    expect(rule.passwordTip).toBe('密码长度为 8-32 位，不能包含空格，须同时包含大写字母、小写字母、数字和特殊字符');
    const pattern = new RegExp(rule.passwordReg);
    for (const ok of ['Student@123', 'Zz9!zzzz', `A1!${'a'.repeat(29)}`]) expect(pattern.test(ok), ok).toBe(true);
    for (const bad of ['student@123', 'STUDENT@123', 'Student123', 'Student@abc', 'Sd@1', 'Stu dent@123', `A1!${'a'.repeat(30)}`]) expect(pattern.test(bad), bad).toBe(false);
    expect(await portals.student.api.call(personal.passwordConfigDetail, {})).toEqual({
      minLength: 8, maxLength: 32, requireUpper: true, requireLower: true, requireDigit: true, requireSymbol: true, ...rule,
    });
  });

  it('changes the password only with the old one and under the rule, ending every other session', async () => {
    const other = await signIn('teacher');
    const third = await signIn('teacher');
    const change = (oldPassword: string, newPassword: string) =>
      portals.teacher.api.call(personal.updatePassword, { oldPassword, newPassword }, { silent: true });

    expect((await refused(change('wrong-password', 'Better@2026'))).message).toBe('原密码错误');
    expect((await refused(change(PASSWORDS.teacher, 'weakpassword'))).message)
      .toBe('新密码不符合密码规则：密码长度为 8-32 位，不能包含空格，须同时包含大写字母、小写字母、数字和特殊字符');
    expect((await refused(change(PASSWORDS.teacher, PASSWORDS.teacher))).message).toBe('新密码不能与原密码相同');
    // Nothing changed so far: every session still works.
    await other.api.call(auth.getUserInfo, {});

    const result = await change(PASSWORDS.teacher, 'Better@2026');
    expect(result.revokedSessions).toBeGreaterThanOrEqual(2);
    await portals.teacher.api.call(auth.getUserInfo, {});
    for (const ended of [other, third]) await expect(ended.api.call(auth.getUserInfo, {}, { silent: true })).rejects.toMatchObject({ status: 401 });
    await expect(signIn('teacher')).rejects.toMatchObject({ message: '账号或密码错误' });
    expect((await signIn('teacher', 'Better@2026')).tokens?.account).toBe('teacher');
  });

  it('a wrong old password counts against the sign-in limits, so the form cannot be used to guess', async () => {
    const portal = await signIn('admin');
    // One instant: the back-off that follows the free failures (ADR 017) does not run out between the calls.
    server.freezeClock();
    try {
      for (let i = 0; i < 5; i += 1) {
        await refused(portal.api.call(personal.updatePassword, { oldPassword: `guess-${i}`, newPassword: 'Another@2026' }, { silent: true }));
      }
      const throttled = await refused(portal.api.call(personal.updatePassword, { oldPassword: PASSWORDS.admin, newPassword: 'Another@2026' }, { silent: true }));
      expect(throttled.message).toBe('登录失败次数过多，请 1 秒后再试');
    } finally {
      server.thawClock();
    }
  });
});
