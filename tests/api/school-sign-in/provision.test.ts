import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema';
import { findOrProvisionUser } from '../../../src/server/features/school-sign-in';
import { startTestServer, testDatabases, type TestServer } from '../helpers/test-server';

const TEACHER = '1123598816738675202';
const policy = { allowed: true, roleRules: [{ value: 'teacher', roleId: TEACHER }], defaultRoleId: '' };
const person = (account: string, deptCode = 'JSJ') => ({ account, name: '周老师', mail: '', deptCode, affiliations: ['teacher'] });

/** First sign-in provisioning (ADR 022) on each database: one account however many sign-ins race, the rules applied. */
describe.each(testDatabases())('first sign-in provisioning on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('two first sign-ins of one person at once make one account', async () => {
    const db = server.context.db;
    const [a, b] = await Promise.all([
      findOrProvisionUser(db, '000000', person('zhou01'), policy, Date.now()),
      findOrProvisionUser(db, '000000', person('zhou01'), policy, Date.now()),
    ]);
    if (a?.kind !== 'user' || b?.kind !== 'user') throw new Error('refused');
    expect(a.subject.userId).toBe(b.subject.userId);
    expect([a.created, b.created].filter(Boolean)).toHaveLength(1);
    const rows = await db.select({ dept: users.deptName, roleId: users.roleId }).from(users).where(eq(users.account, 'zhou01'));
    expect(rows).toEqual([{ dept: '计算机科学与技术学院', roleId: TEACHER }]);
  });

  it('a rule naming a role that no longer exists refuses and creates nothing; an unknown department stays empty', async () => {
    const db = server.context.db;
    const gone = await findOrProvisionUser(db, '000000', person('zhou02'), { ...policy, roleRules: [{ value: 'teacher', roleId: 'removed-role' }] }, Date.now());
    expect(gone).toEqual({ kind: 'refused', code: 'role_refused' });
    expect(await db.select().from(users).where(eq(users.account, 'zhou02'))).toEqual([]);
    const made = await findOrProvisionUser(db, '000000', person('zhou03', 'NOPE'), policy, Date.now());
    expect(made).toMatchObject({ kind: 'user', created: true });
    expect(await db.select({ dept: users.deptName }).from(users).where(eq(users.account, 'zhou03'))).toEqual([{ dept: '' }]);
  });

  it('an account the directory sync disabled is refused, and no second account is made for the person', async () => {
    const db = server.context.db;
    const made = await findOrProvisionUser(db, '000000', person('zhou04'), policy, Date.now());
    expect(made).toMatchObject({ kind: 'user', created: true });
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.account, 'zhou04'));
    expect(await findOrProvisionUser(db, '000000', person('zhou04'), policy, Date.now())).toEqual({ kind: 'refused', code: 'account_disabled' });
    expect(await db.select({ id: users.id }).from(users).where(eq(users.account, 'zhou04'))).toHaveLength(1);
  });
});
