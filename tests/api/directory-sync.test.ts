import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, directorySync as calls } from '../../src/shared/api/catalogue';
import { hashPassword } from '../../src/server/security/password';
import { directoryPeople, directorySecrets } from '../../src/server/db/schema/directory-sync';
import { users } from '../../src/server/db/schema/auth';
import { departments } from '../../src/server/db/schema/catalogue';
import type { DirectorySyncSettingsInput, SyncRun } from '../../src/shared/schema/directory-sync';
import { DEFAULT_DIRECTORY_SYNC } from '../../src/shared/schema/directory-sync';
import { startHoldProxy, type HoldProxy } from '../support/identity/hold-proxy';
import { generatedPerson, startSlapd, type Slapd } from '../support/identity/slapd';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { until } from '../support/until';
import { startSecondInstance, stopInstance, type ServerInstance } from './helpers/instance';
import { refusal } from './helpers/refusal';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const TENANT = '000000';
const TEACHER_ROLE = '1123598816738675202';
const STUDENT_ROLE = '1123598816738675203';
const PEOPLE = 300;

describe.each(testDatabases())('LDAP directory sync against a real slapd on %s', (kind) => {
  let slapd: Slapd;
  let proxy: HoldProxy;
  let server: TestServer;
  let admin: TestPortal;
  let student: TestPortal;
  const answers: unknown[] = [];

  /** Every answer the admin saw, so the last test can look for the secret in all of them. */
  const call: TestPortal['api']['call'] = async (def, input, options) => {
    const answer = await admin.api.call(def, input, options);
    answers.push(answer);
    return answer;
  };

  const settings = (): DirectorySyncSettingsInput => ({
    ...DEFAULT_DIRECTORY_SYNC,
    url: proxy.url,
    bindDn: slapd.syncDn,
    peopleBase: slapd.peopleBase,
    departmentsBase: slapd.departmentsBase,
    roleRules: [{ value: 'student', roleId: STUDENT_ROLE }, { value: 'teacher', roleId: TEACHER_ROLE }],
    defaultRoleId: TEACHER_ROLE,
    // Pages of 50 with a server limit of 500 on plain searches: the sync must page to read 300 people and more.
    pageSize: 50,
    timeoutSeconds: 10,
  });

  async function runToEnd(): Promise<SyncRun> {
    const started = await call(calls.directorySyncStart, {});
    return until('the sync to end', () => call(calls.directorySyncStatus, { jobId: started.jobId }),
      (run) => run?.state === 'succeeded' || run?.state === 'failed', { timeoutMs: 120_000 }) as Promise<SyncRun>;
  }
  const directoryUser = async (account: string) => {
    const [row] = await server.context.db.select({ realName: users.realName, deptName: users.deptName, roleId: users.roleId, disabledAt: users.disabledAt })
      .from(users).where(and(eq(users.tenantId, TENANT), eq(users.account, account)));
    return row;
  };
  const disabledCount = async () => (await server.context.db.select({ id: users.id }).from(users).where(isNotNull(users.disabledAt))).length;

  beforeAll(async () => {
    slapd = await startSlapd({ people: PEOPLE });
    proxy = await startHoldProxy({ host: '127.0.0.1', port: slapd.port });
    server = await startTestServer(kind);
    admin = createTestPortal(server, { ip: '10.41.0.1' });
    student = createTestPortal(server, { ip: '10.41.0.2' });
    await admin.signIn('admin', 'Admin@123');
    await student.signIn('student', 'Student@123');
    await call(calls.directorySyncSubmit, { ...settings(), bindPassword: slapd.syncPassword });
    await call(calls.directorySyncStudio.publish, { note: '接入目录' });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await slapd?.stop();
  });

  it('refuses callers without the deptResponsibilityListConfig menu', async () => {
    expect((await refusal(student, student.api.call(calls.directorySyncDetail, {}, { silent: true }))).http).toBe(403);
    expect((await refusal(student, student.api.call(calls.directorySyncStart, {}, { silent: true }))).http).toBe(403);
    expect((await refusal(student, student.api.call(calls.directorySyncRuns, {}, { silent: true }))).http).toBe(403);
  });

  it('tests the connection and says in Chinese what is wrong', async () => {
    const base = { url: proxy.url, bindDn: slapd.syncDn, peopleBase: slapd.peopleBase, departmentsBase: slapd.departmentsBase, timeoutSeconds: 5 };
    const ok = await call(calls.directorySyncTest, base);
    expect(ok).toMatchObject({ ok: true });
    expect(ok.sampleDn).toMatch(/^uid=.+,ou=people,dc=school,dc=example$/);
    expect(await call(calls.directorySyncTest, { ...base, bindPassword: 'wrong' })).toMatchObject({ ok: false, message: expect.stringContaining('绑定失败') });
    expect(await call(calls.directorySyncTest, { ...base, peopleBase: 'ou=nobody,dc=school,dc=example' }))
      .toMatchObject({ ok: false, message: expect.stringContaining('未找到基准 DN：ou=nobody,dc=school,dc=example') });
    const closed = await startHoldProxy({ host: '127.0.0.1', port: 1 });
    await closed.close();
    expect(await call(calls.directorySyncTest, { ...base, url: closed.url })).toMatchObject({ ok: false, message: expect.stringContaining('无法连接目录服务器') });
    proxy.holdAfter(0);
    try {
      expect(await call(calls.directorySyncTest, { ...base, timeoutSeconds: 1 })).toMatchObject({ ok: false, message: expect.stringContaining('超时') });
    } finally {
      proxy.release();
    }
  });

  it('first sync: departments and a few hundred people are added with their roles', async () => {
    const run = await runToEnd();
    expect(run).toMatchObject({ state: 'succeeded', trigger: 'manual', errorMsg: '' });
    expect(run.report).toMatchObject({
      phase: 'done', peopleRead: PEOPLE, unchanged: 0, departments: { read: 12 },
      added: { count: PEOPLE }, changed: { count: 0 }, disabled: { count: 0 }, refused: { count: 0 },
    });
    expect(run.report?.added.rows).toHaveLength(20);
    const first = slapd.people[0];
    const teacher = slapd.people.find((p) => p.affiliation === 'teacher');
    const staff = slapd.people.find((p) => p.affiliation === 'staff');
    if (!first || !teacher || !staff) throw new Error('the generated tree lacks an affiliation');
    expect(await directoryUser(first.uid)).toMatchObject({ realName: first.cn, deptName: '计算机科学与技术学院', roleId: STUDENT_ROLE, disabledAt: null });
    expect((await directoryUser(teacher.uid))?.roleId).toBe(TEACHER_ROLE);
    // No rule for staff: the default role.
    expect((await directoryUser(staff.uid))?.roleId).toBe(TEACHER_ROLE);
    const [dept] = await server.context.db.select().from(departments).where(and(eq(departments.tenantId, TENANT), eq(departments.deptCode, 'D07')));
    expect(dept?.deptName).toBe('文学院');
  });

  it('second sync after changes in the directory: the added is added, the changed updated, the deleted disabled and kept', async () => {
    const [renamed, moved, deleted] = [slapd.people[1], slapd.people[2], slapd.people[4]];
    if (!renamed || !moved || !deleted) throw new Error('tree too small');
    const newcomer = generatedPerson(PEOPLE + 1);
    await slapd.addPerson(newcomer);
    await slapd.modifyPerson(renamed.uid, { cn: '欧阳明月' });
    await slapd.modifyPerson(moved.uid, { department: 'D11' });
    await slapd.deletePerson(deleted.uid);
    // The leaver holds a session (given a password here; directory users sign in through the school's provider).
    await server.context.db.update(users).set({ passwordHash: await hashPassword('Leaver@2026x') }).where(eq(users.account, deleted.uid));
    const leaver = createTestPortal(server, { ip: '10.41.0.9' });
    await leaver.signIn(deleted.uid, 'Leaver@2026x');
    expect((await leaver.api.call(auth.getUserInfo, {})).account).toBe(deleted.uid);

    const run = await runToEnd();
    expect(run.state).toBe('succeeded');
    expect(run.report).toMatchObject({
      peopleRead: PEOPLE, unchanged: PEOPLE - 3, added: { count: 1 }, changed: { count: 2 }, disabled: { count: 1 }, refused: { count: 0 },
    });
    expect(run.report?.changed.rows).toEqual(expect.arrayContaining([
      { account: renamed.uid, name: '欧阳明月', detail: '姓名' },
      { account: moved.uid, name: moved.cn, detail: '部门' },
    ]));
    expect(run.report?.disabled.rows).toEqual([{ account: deleted.uid, name: deleted.cn, detail: '目录中已无此人' }]);
    expect(await directoryUser(renamed.uid)).toMatchObject({ realName: '欧阳明月' });
    expect(await directoryUser(moved.uid)).toMatchObject({ deptName: '图书馆' });
    expect(await directoryUser(newcomer.uid)).toMatchObject({ realName: newcomer.cn, disabledAt: null });
    // Disabled, never deleted: the row and its directory link stay.
    expect((await directoryUser(deleted.uid))?.disabledAt).toBeInstanceOf(Date);
    expect(await server.context.db.select().from(directoryPeople).where(eq(directoryPeople.account, deleted.uid))).toHaveLength(1);
    // Their session ended with the disable: the next call is refused.
    expect((await refusal(leaver, leaver.api.call(auth.getUserInfo, {}, { silent: true }))).http).toBe(401);
    // Local accounts are never the directory's to disable.
    expect((await directoryUser('admin'))?.disabledAt).toBeNull();
  });

  it('a bad bind fails the run cleanly with a Chinese message and changes nothing', async () => {
    const before = await disabledCount();
    await slapd.changeSyncPassword('Rotated-Passw0rd!');
    const run = await runToEnd();
    expect(run.state).toBe('failed');
    expect(run.errorMsg).toContain('绑定失败');
    expect(await disabledCount()).toBe(before);
    // The administrator types the new password; the next run binds again.
    await call(calls.directorySyncSubmit, { ...settings(), bindPassword: slapd.syncPassword });
    await call(calls.directorySyncStudio.publish, { note: '新绑定密码' });
    expect((await runToEnd()).state).toBe('succeeded');
  });

  it('slapd stopped mid-sync: the run fails cleanly and nobody is disabled; after a restart a re-run completes', async () => {
    const gone = slapd.people[5];
    if (!gone) throw new Error('tree too small');
    await slapd.deletePerson(gone.uid);
    const before = await disabledCount();
    // About a third of the people's pages reach the server, then the directory's answers stop mid-read.
    proxy.holdAfter(20_000);
    const started = await call(calls.directorySyncStart, {});
    await until('a page of people committed', () => call(calls.directorySyncStatus, { jobId: started.jobId }),
      (run) => (run?.report?.peopleRead ?? 0) >= 50, { timeoutMs: 60_000 });
    await slapd.kill();
    const failed = await until('the interrupted sync to fail', () => call(calls.directorySyncStatus, { jobId: started.jobId }),
      (run) => run?.state === 'failed' || run?.state === 'succeeded', { timeoutMs: 60_000 });
    expect(failed).toMatchObject({ state: 'failed', errorMsg: expect.stringContaining('无法连接目录服务器') });
    expect(failed?.errorMsg).toContain('本次未停用任何用户');
    expect(failed?.report?.peopleRead).toBeLessThan(PEOPLE);
    expect(await disabledCount()).toBe(before);
    expect((await directoryUser(gone.uid))?.disabledAt).toBeNull();

    proxy.release();
    await slapd.restart();
    const rerun = await runToEnd();
    expect(rerun).toMatchObject({ state: 'succeeded', report: { disabled: { count: 1 } } });
    expect((await directoryUser(gone.uid))?.disabledAt).toBeInstanceOf(Date);
  });

  it('two syncs started at once: one job runs, both callers see it', async () => {
    const [a, b] = await Promise.all([call(calls.directorySyncStart, {}), call(calls.directorySyncStart, {})]);
    expect(a.jobId).toBe(b.jobId);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    await until('the sync to end', () => call(calls.directorySyncStatus, { jobId: a.jobId }), (run) => run?.state === 'succeeded', { timeoutMs: 120_000 });
    const { runs } = await call(calls.directorySyncRuns, { limit: 50 });
    expect(runs.filter((r) => r.state === 'queued' || r.state === 'running')).toEqual([]);
  });

  it('the bind password, plain or sealed, appears in no answer', async () => {
    const studio = calls.directorySyncStudio;
    await call(calls.directorySyncDetail, {});
    await call(studio.draft, {});
    const history = await call(studio.history, { current: 1, size: 50 });
    for (const version of history.records) await call(studio.version, { version: version.version });
    await call(studio.audit, { current: 1, size: 50 });
    await call(studio.preview, { roleId: STUDENT_ROLE });
    await call(calls.directorySyncRuns, {});
    const sealed = (await server.context.db.select({ sealed: directorySecrets.sealed }).from(directorySecrets)).map((r) => r.sealed);
    expect(sealed.length).toBeGreaterThan(0);
    const seen = JSON.stringify(answers);
    for (const secret of [slapd.syncPassword, 'Sync-Passw0rd!', ...sealed]) expect(seen).not.toContain(secret);
    expect(await call(calls.directorySyncDetail, {})).toMatchObject({ hasBindPassword: true });
  });
});

describe('LDAP directory sync on schedule', () => {
  it('starts a run when the published schedule is due, and not again before', async () => {
    const slapd = await startSlapd({ people: 40 });
    const server = await startTestServer('pglite', { DIRECTORY_SYNC_TICK_SECONDS: '1' });
    try {
      const admin = createTestPortal(server, { ip: '10.41.0.3' });
      await admin.signIn('admin', 'Admin@123');
      await admin.api.call(calls.directorySyncSubmit, {
        ...DEFAULT_DIRECTORY_SYNC, url: slapd.url, bindDn: slapd.syncDn, bindPassword: slapd.syncPassword, peopleBase: slapd.peopleBase,
        departmentsBase: slapd.departmentsBase, defaultRoleId: STUDENT_ROLE, scheduleMinutes: 60,
      });
      await admin.api.call(calls.directorySyncStudio.publish, {});
      const first = await until('a scheduled run to succeed', () => admin.api.call(calls.directorySyncRuns, {}),
        ({ runs }) => runs.some((r) => r.trigger === 'schedule' && r.state === 'succeeded'), { timeoutMs: 60_000 });
      expect(first.runs).toHaveLength(1);
      expect(first.runs[0]).toMatchObject({ startedBy: '定时任务', report: { added: { count: 40 } } });
      // An hour later by the server's clock the schedule is due again.
      server.advanceClock(61 * 60_000);
      await admin.signIn('admin', 'Admin@123');
      const second = await until('the next scheduled run', () => admin.api.call(calls.directorySyncRuns, {}),
        ({ runs }) => runs.filter((r) => r.trigger === 'schedule' && r.state === 'succeeded').length === 2, { timeoutMs: 60_000 });
      expect(second.runs).toHaveLength(2);
      expect(second.runs[0]?.report).toMatchObject({ unchanged: 40, added: { count: 0 } });
    } finally {
      await server.close();
      await slapd.stop();
    }
  }, 180_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('LDAP directory sync on two instances of one PostgreSQL database', () => {
  it('starts from both instances at once make one job, and both schedules start one run between them', async () => {
    const slapd = await startSlapd({ people: 60 });
    // Ticks every second on both instances, with the schedule off until the settings below are published.
    const a = await startTestServer('postgres', { DIRECTORY_SYNC_TICK_SECONDS: '1' });
    let b: ServerInstance | undefined;
    try {
      b = await startSecondInstance(a, { env: { DIRECTORY_SYNC_TICK_SECONDS: '1' }, shareClock: true });
      const onA = createTestPortal(a, { ip: '10.41.0.4' });
      const onB = createTestPortal({ baseUrl: b.baseUrl, context: a.context }, { ip: '10.41.0.5' });
      await onA.signIn('admin', 'Admin@123');
      await onB.signIn('admin', 'Admin@123');
      const base = {
        ...DEFAULT_DIRECTORY_SYNC, url: slapd.url, bindDn: slapd.syncDn, bindPassword: slapd.syncPassword, peopleBase: slapd.peopleBase,
        departmentsBase: slapd.departmentsBase, defaultRoleId: STUDENT_ROLE,
      };
      await onA.api.call(calls.directorySyncSubmit, base);
      await onA.api.call(calls.directorySyncStudio.publish, {});

      const starts = await Promise.all([onA, onB, onA, onB].map((portal) => portal.api.call(calls.directorySyncStart, {})));
      expect(new Set(starts.map((s) => s.jobId)).size).toBe(1);
      expect(starts.filter((s) => s.created)).toHaveLength(1);
      await until('the sync to end', () => onB.api.call(calls.directorySyncStatus, { jobId: starts[0]?.jobId ?? '' }), (run) => run?.state === 'succeeded', { timeoutMs: 60_000 });

      // Due at once (the last run began more than a minute ago by the shared clock): both instances tick, one run starts.
      await onA.api.call(calls.directorySyncSubmit, { ...base, scheduleMinutes: 5 });
      await onA.api.call(calls.directorySyncStudio.publish, {});
      a.advanceClock(6 * 60_000);
      await onA.signIn('admin', 'Admin@123');
      const { runs } = await until('a scheduled run to succeed', () => onA.api.call(calls.directorySyncRuns, {}),
        (answer) => answer.runs.some((r) => r.trigger === 'schedule' && r.state === 'succeeded'), { timeoutMs: 60_000 });
      expect(runs.filter((r) => r.trigger === 'schedule')).toHaveLength(1);
      expect(runs).toHaveLength(2);
    } finally {
      await stopInstance(b);
      await a.close();
      await slapd.stop();
    }
  }, 180_000);
});
