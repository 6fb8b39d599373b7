import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { parseEnv } from '../../src/server/config/env';
import type { AppContext } from '../../src/server/context';
import type { Database } from '../../src/server/db/client';
import { createDbKeyStore } from '../../src/server/security/db-key-store';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import * as robot from '../../src/shared/api/catalogue/robot';
import { searchSynonymSubmit } from '../../src/shared/api/catalogue/search';
import { ApiError } from '../../src/shared/api/client-types';
import { createTestPortal, signInAs, type TestPortal } from '../support/portal-client';
import { untilSeen } from '../support/until';
import { openSameDatabase, startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const SCENE = `rqs-${DEMO_TENANT_ID}-hall`;

async function refusal(portal: TestPortal, promise: Promise<unknown>): Promise<{ http: number | undefined; message: string }> {
  const error: unknown = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return { http: portal.lastResponse?.http, message: (error as ApiError).message };
}

describe.each(testDatabases())('the robot knowledge base on %s', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let student: TestPortal;
  let visitor: TestPortal;
  const search = (portal: TestPortal, keyword: string) => portal.api.call(robot.questionSearch, { keyword, size: 20 });

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server, { ip: '10.6.0.1' });
    student = createTestPortal(server, { ip: '10.6.0.2' });
    visitor = createTestPortal(server);
    await admin.signIn('admin', 'Admin@123');
    await student.signIn('student', 'Student@123');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('pages the knowledge base for the serviceHallConfig menu only', async () => {
    const first = await admin.api.call(robot.knowledgePage, { current: 1, size: 50 });
    const third = await admin.api.call(robot.knowledgePage, { current: 3, size: 50 });
    expect(first.total).toBeGreaterThanOrEqual(100);
    expect(first.records).toHaveLength(50);
    expect(third.records.length).toBe(first.total - 100);
    expect(first.records[0]).toMatchObject({ sceneName: '请假销假', status: 1 });
    const inScene = await admin.api.call(robot.knowledgePage, { sceneId: SCENE, keyword: '登录' });
    expect(inScene.records.every((r) => r.sceneId === SCENE)).toBe(true);
    expect(inScene.total).toBeGreaterThanOrEqual(2);
    expect((await refusal(student, student.api.call(robot.knowledgePage, {}))).http).toBe(403);
  });

  it('rebuilds the question index at once after an edit: a new question is found, a removed one is not', async () => {
    expect((await search(visitor, '银河驿站')).total).toBe(0);
    const created = await admin.api.call(robot.knowledgeSubmit, {
      sceneId: SCENE, question: '银河驿站的快递怎么取？', answer: '凭取件码到东区银河驿站领取，营业时间 9:00–21:00。', keywords: ['取快递'], isRecommended: false,
    });
    expect(created).toMatchObject({ visibility: 'public', status: 1, keywords: ['取快递'] });
    const byPinyin = await search(visitor, 'yinhe');
    expect(byPinyin.records[0]).toMatchObject({ question: '银河驿站的快递怎么取？', matchedBy: 'pinyin' });
    expect((await search(visitor, '取快递')).records[0]?.questionId).toBe(created.questionId);

    // For signed-in users only: gone for the visitor, still there for the student.
    await admin.api.call(robot.knowledgeSubmit, { ...created, visibility: 'user' });
    expect((await search(visitor, '银河驿站')).total).toBe(0);
    expect((await search(student, '银河驿站')).total).toBe(1);
    // Offline: kept, but never answered.
    await admin.api.call(robot.knowledgeSubmit, { ...created, visibility: 'user', status: 0 });
    expect((await search(student, '银河驿站')).total).toBe(0);

    expect(await admin.api.call(robot.knowledgeRemove, { questionIds: [created.questionId] })).toEqual({ removed: 1 });
    expect((await admin.api.call(robot.knowledgePage, { keyword: '银河驿站' })).total).toBe(0);
  });

  it('applies the service search synonyms, and follows a change to them within about a second', async () => {
    expect((await search(student, '藏书阁')).total).toBe(0);
    await admin.api.call(searchSynonymSubmit, { terms: ['藏书阁', '图书馆'] });
    // The synonyms are the service search's: this index reads their version at most once a second, as it reads
    // another instance's edits; a second later on the server's clock the next search rebuilds with them.
    server.advanceClock(1_001);
    const found = await search(student, '藏书阁');
    expect(found.records.map((r) => r.question)).toContain('图书馆开放时间是几点？');
    expect(found.records.every((r) => r.matchedBy === 'synonym' || r.matchedBy === 'answer')).toBe(true);
  });

  it('refuses an unknown scene or service, and an edit of a question that does not exist', async () => {
    const base = { sceneId: SCENE, question: '测试问题', answer: '测试答案' };
    expect((await refusal(admin, admin.api.call(robot.knowledgeSubmit, { ...base, sceneId: 'rqs-nope' }))).message).toBe('问题场景不存在');
    expect((await refusal(admin, admin.api.call(robot.knowledgeSubmit, { ...base, serviceIds: ['svc-nope'] }))).message).toBe('服务不存在或已下架');
    expect((await refusal(admin, admin.api.call(robot.knowledgeSubmit, { ...base, questionId: 'rq-nope' }))).message).toBe('该问题不存在或已下线');
    expect((await refusal(student, student.api.call(robot.knowledgeSubmit, base))).http).toBe(403);
  });
});

/**
 * Two instances on ONE PostgreSQL database: a question added through one is answered by the other within about a
 * second (robot/search/question-engine.ts). PGlite cannot be shared, so this needs TEST_DATABASE_URL.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('robot question index across two instances on postgres', () => {
  let a: TestServer;
  let second: { app: FastifyInstance; database: Database; baseUrl: string };

  beforeAll(async () => {
    a = await startTestServer('postgres');
    const database = await openSameDatabase(a, 3);
    const context: AppContext = {
      env: parseEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }),
      db: database.db,
      dbKind: database.kind,
      keyStore: createDbKeyStore(database.db),
      redis: null,
      now: () => Date.now(),
    };
    const app = await buildApp({ context, logLevel: 'silent' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP port');
    second = { app, database, baseUrl: `http://127.0.0.1:${address.port}` };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    await a?.close();
  });

  it('a question saved on instance A is answered by instance B within about a second', async () => {
    const admin = (await signInAs(a.baseUrl, 'admin', 'Admin@123')).portal.api;
    const visitorOnB = createTestPortal({ baseUrl: second.baseUrl }).api;
    const searchOnB = async () => (await visitorOnB.call(robot.questionSearch, { keyword: '星河咖啡' })).records;
    expect(await searchOnB()).toEqual([]);

    await admin.call(robot.knowledgeSubmit, { sceneId: SCENE, question: '星河咖啡几点营业？', answer: '每天 7:30–22:00 营业。' });
    // B reads the knowledge version again at most a second after its last read: every search begun a second after
    // the save answers the question (untilSeen), however slow the machine answers.
    const seen = await untilSeen('the question answered on B', performance.now(), searchOnB, (records) => records.length > 0, { intervalMs: 50 });
    expect(seen.value.map((r) => r.question)).toEqual(['星河咖啡几点营业？']);
    expect(seen.lastMissMs).toBeLessThan(1_000);
  });
});
