import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/auth';
import { services } from '../../src/server/db/schema/catalogue';
import { serviceFavorites } from '../../src/server/db/schema/process';
import * as dir from '../../src/shared/api/catalogue/directory';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

describe.each(testDatabases())('favourites: collect, cancel, my list and its order on %s', (kind) => {
  let server: TestServer;
  let student: TestPortal;
  let teacher: TestPortal;
  let forAll: string[];
  let forTeachers: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    student = createTestPortal(server);
    await student.signIn('student', 'Student@123');
    teacher = createTestPortal(server);
    await teacher.signIn('teacher', 'Teacher@123');
    const rows = await server.context.db.select({ id: services.serviceId, audience: services.audience }).from(services)
      .where(eq(services.status, 1)).orderBy(asc(services.serviceId));
    forAll = rows.filter((r) => r.audience === 'all').slice(0, 4).map((r) => r.id);
    forTeachers = rows.find((r) => r.audience === 'teacher')?.id ?? '';
  });
  afterAll(async () => {
    await server?.close();
  });

  async function storedOrder(account: string): Promise<string[]> {
    const [user] = await server.context.db.select({ id: users.id }).from(users).where(eq(users.account, account));
    const rows = await server.context.db.select().from(serviceFavorites)
      .where(eq(serviceFavorites.userId, user?.id ?? '')).orderBy(asc(serviceFavorites.sort));
    return rows.map((r) => r.serviceId);
  }

  it('collect appends at the end, is idempotent, and marks the service collected in lists', async () => {
    const [a, b, c] = forAll as [string, string, string];
    const before = await student.api.call(dir.myCollect, {});
    expect(await student.api.call(dir.collect, { serviceId: a })).toEqual({ serviceId: a, collected: true });
    await student.api.call(dir.collect, { serviceId: b });
    await student.api.call(dir.collect, { serviceId: a });
    await student.api.call(dir.collect, { serviceId: c });
    const mine = await student.api.call(dir.myCollect, {});
    expect(mine.map((s) => s.serviceId)).toEqual([...before.map((s) => s.serviceId), a, b, c]);
    expect(mine.every((s) => s.collected)).toBe(true);
    expect(await storedOrder('student')).toEqual(mine.map((s) => s.serviceId));
    const details = await student.api.call(dir.serverCenterDetails, { serviceId: b });
    expect(details.collected).toBe(true);
    // Another user's view of the same service is untouched.
    expect((await teacher.api.call(dir.serverCenterDetails, { serviceId: b })).collected).toBe(false);
  });

  it('collect refuses a service the user may not see, like an unknown one', async () => {
    await expect(student.api.call(dir.collect, { serviceId: forTeachers }, { silent: true })).rejects.toMatchObject({ message: '服务不存在或已下架' });
    await expect(student.api.call(dir.collect, { serviceId: 'no-such-service' }, { silent: true })).rejects.toMatchObject({ message: '服务不存在或已下架' });
    expect(await storedOrder('student')).not.toContain(forTeachers);
  });

  it('changeOrder saves exactly the user\'s favourites in the new order, in one go', async () => {
    const current = (await student.api.call(dir.myCollect, {})).map((s) => s.serviceId);
    const reversed = [...current].reverse();
    const answer = await student.api.call(dir.changeOrder, { serviceIds: reversed });
    expect(answer.map((s) => s.serviceId)).toEqual(reversed);
    expect((await student.api.call(dir.myCollect, {})).map((s) => s.serviceId)).toEqual(reversed);
    expect(await storedOrder('student')).toEqual(reversed);
  });

  it('changeOrder refuses a list that is not exactly the current favourites, and changes nothing', async () => {
    const current = (await student.api.call(dir.myCollect, {})).map((s) => s.serviceId);
    const wrongLists = [
      current.slice(1), // one missing
      [...current, forAll[3] ?? ''], // one extra
      [...current.slice(1), current[1] ?? ''], // a duplicate instead of one
      [...current.slice(1), forTeachers], // another's service swapped in
      [],
    ];
    for (const serviceIds of wrongLists) {
      await expect(student.api.call(dir.changeOrder, { serviceIds }, { silent: true }), JSON.stringify(serviceIds))
        .rejects.toMatchObject({ message: '排序列表与当前收藏不一致，请刷新后重试' });
    }
    expect(await storedOrder('student')).toEqual(current);
  });

  it('another user\'s favourites are never touched by collect, cancel or reorder', async () => {
    const [a, b] = forAll as [string, string];
    await teacher.api.call(dir.collect, { serviceId: a });
    await teacher.api.call(dir.collect, { serviceId: b });
    const teacherBefore = await storedOrder('teacher');
    const studentList = (await student.api.call(dir.myCollect, {})).map((s) => s.serviceId);
    await student.api.call(dir.changeOrder, { serviceIds: [...studentList].reverse() });
    await student.api.call(dir.cancelCollect, { serviceId: a });
    expect(await storedOrder('teacher')).toEqual(teacherBefore);
    // The student cannot reorder with the teacher's list either.
    await expect(student.api.call(dir.changeOrder, { serviceIds: teacherBefore }, { silent: true })).rejects.toMatchObject({ message: '排序列表与当前收藏不一致，请刷新后重试' });
  });

  it('cancelCollect removes the favourite, and cancelling again changes nothing', async () => {
    const [, b] = forAll as [string, string];
    expect(await student.api.call(dir.cancelCollect, { serviceId: b })).toEqual({ serviceId: b, collected: false });
    expect(await student.api.call(dir.cancelCollect, { serviceId: b })).toEqual({ serviceId: b, collected: false });
    expect(await storedOrder('student')).not.toContain(b);
    expect((await student.api.call(dir.serverCenterDetails, { serviceId: b })).collected).toBe(false);
    // A new favourite after a cancel still goes to the end.
    await student.api.call(dir.collect, { serviceId: b });
    expect((await student.api.call(dir.myCollect, {})).at(-1)?.serviceId).toBe(b);
  });

  it('a favourite the user can no longer see is hidden from myCollect and kept out of changeOrder', async () => {
    const list = (await student.api.call(dir.myCollect, {})).map((s) => s.serviceId);
    const [hidden, ...rest] = list as [string, ...string[]];
    await server.context.db.update(services).set({ status: 0 }).where(eq(services.serviceId, hidden));
    try {
      expect((await student.api.call(dir.myCollect, {})).map((s) => s.serviceId)).toEqual(rest);
      await student.api.call(dir.changeOrder, { serviceIds: [...rest].reverse() });
      expect((await student.api.call(dir.myCollect, {})).map((s) => s.serviceId)).toEqual([...rest].reverse());
      const [user] = await server.context.db.select({ id: users.id }).from(users).where(eq(users.account, 'student'));
      const kept = await server.context.db.select().from(serviceFavorites)
        .where(and(eq(serviceFavorites.userId, user?.id ?? ''), eq(serviceFavorites.serviceId, hidden)));
      expect(kept).toHaveLength(1);
    } finally {
      await server.context.db.update(services).set({ status: 1 }).where(eq(services.serviceId, hidden));
    }
  });
});
