import { and, count, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/auth';
import { processNodes } from '../../src/server/db/schema/process';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { generateHomeBenchData } from '../../bench/data/generate-home';
import { home } from '../../src/shared/api/catalogue';
import { createTestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const TEACHER = '1123598821738675202';

describe.each(testDatabases())('the home benchmark data generator on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const openSteps = async (handlerId?: string) => (await server.context.db.select({ n: count() }).from(processNodes)
    .where(and(isNull(processNodes.endedAt), handlerId ? eq(processNodes.handlerId, handlerId) : undefined)))[0]?.n ?? 0;

  it('adds users and pending to-do steps to a seeded database; the to-do card counts them', async () => {
    const { db } = server.context;
    const [before, teacherBefore] = [await openSteps(), await openSteps(TEACHER)];
    const summary = await generateHomeBenchData(db, { users: 200, todos: 3000, teacherShare: 0.05, now: server.context.now() });
    expect(summary).toMatchObject({ users: 200, staff: 40, students: 160, todos: 3000, nodes: 6000, accountPrefix: 'bench' });
    expect(summary.demoTeacherTodos).toBeGreaterThan(100);
    expect((await db.select({ n: count() }).from(users).where(like(users.account, 'bench%')))[0]?.n).toBe(200);
    expect(await openSteps()).toBe(before + 3000);
    expect(await openSteps(TEACHER)).toBe(teacherBefore + summary.demoTeacherTodos);

    // A generated account signs in with the summary's password; the demo teacher's card sees the new load.
    const bench = createTestPortal(server, { ip: '10.11.0.1' });
    await bench.signIn('bench000001', summary.password);
    const portal = createTestPortal(server, { ip: '10.11.0.2' });
    await portal.signIn('teacher', 'Teacher@123');
    const view = await portal.api.call(home.getCardData, { cardId: `card-${DEMO_TENANT_ID}-todo` });
    const data = view.columns[0]?.data;
    expect(data?.kind === 'todo' ? data.items[0]?.todoNum : -1).toBe(teacherBefore + summary.demoTeacherTodos);
    expect(data?.kind === 'todo' ? data.entries.length : -1).toBe(20);

    await expect(generateHomeBenchData(db, { users: 20, todos: 10 })).rejects.toThrow(/already exist/);
  });
});
