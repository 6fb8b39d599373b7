import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSystems } from '../../src/server/db/schema/business-systems';
import { stagingRows } from '../../src/server/db/schema/cards';
import { services } from '../../src/server/db/schema/catalogue';
import { messageRecipients, messages } from '../../src/server/db/schema/messages';
import { processNodes } from '../../src/server/db/schema/process';
import { loadSecretBox } from '../../src/server/security/secret-box';
import { pointDemoAtSample } from '../../src/server/seed/demo-addresses';
import { EHALL_BASE } from '../../src/server/seed/generate-catalogue';
import { checkOpenAddress } from '../../src/shared/api/catalogue/open-check';
import { ApiError } from '../../src/shared/api/client-types';
import { DEMO_SERVICES_FILE, demoServicesFileSchema } from '../../src/shared/schema/demo-services';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { signInDemoUsers, type DemoUser } from './helpers/demo-users';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

/** A stand-in for the sample system: answers every request, counting them; closed and opened again at will. */
async function listen(server: Server, port = 0): Promise<number> {
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Another port of the same host, where nothing listens: the guard must keep the server from trying it. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  probe.close();
  return port;
}

describe.each(testDatabases())('the reachability check before opening (ADR 031) on %s', (kind) => {
  let server: TestServer;
  let dataDir: string;
  let sample: Server;
  let samplePort: number;
  let sampleUrl: string;
  const requests: string[] = [];
  const portals = {} as Record<DemoUser, TestPortal>;
  const userIds = {} as Record<DemoUser, string>;

  beforeAll(async () => {
    sample = createServer((request, response) => {
      requests.push(`${request.method ?? ''} ${request.url ?? ''}`);
      response.writeHead(401, { 'content-type': 'text/html' }).end('<p>请从网上服务大厅进入</p>');
    });
    samplePort = await listen(sample);
    sampleUrl = `http://127.0.0.1:${samplePort}`;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'open-check-'));
    server = await startTestServer(kind, { DEMO_LEAVE_SYSTEM_URL: sampleUrl, DATA_DIR: dataDir });
    const box = await loadSecretBox(server.context.env.CONFIG_SECRETS_KEY, server.context.keyStore, () => undefined);
    await pointDemoAtSample(server.context.db, box, { url: sampleUrl, dataDir, nowMs: Date.now() });
    await signInDemoUsers(server, portals, userIds);
  });
  afterAll(async () => {
    sample.closeAllConnections();
    sample.close();
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const db = () => server.context.db;
  const check = (who: DemoUser, kind: 'service' | 'todo' | 'draft' | 'message', id: string) => portals[who].api.call(checkOpenAddress, { kind, id });
  async function demoFlow(): Promise<{ serviceId: string; serviceUrl: string }> {
    const [row] = await db().select({ serviceId: services.serviceId, serviceUrl: services.serviceUrl }).from(services)
      .where(and(like(services.serviceUrl, `${sampleUrl}/flow/start?%`), eq(services.audience, 'all'))).limit(1);
    if (!row) throw new Error('no demo flow at the sample');
    return row;
  }

  it('[OPEN-01] every demo address moved to the sample: services, to-dos, drafts, messages; its flows are owned and use combStr', async () => {
    for (const [table, column] of [[services, services.serviceUrl], [processNodes, processNodes.handleUrl], [stagingRows, stagingRows.url], [messages, messages.url]] as const) {
      const left = await db().select({ url: column }).from(table).where(like(column, `${EHALL_BASE}/%`));
      expect(left, column.name).toEqual([]);
    }
    const waiting = await db().select({ url: processNodes.handleUrl }).from(processNodes)
      .where(and(eq(processNodes.handlerId, userIds.teacher), isNull(processNodes.endedAt)));
    expect(waiting.length).toBeGreaterThan(0);
    for (const step of waiting) expect(step.url).toMatch(new RegExp(`^${sampleUrl}/flow/handle\\?serviceCode=[a-z0-9-]+&task=`));
    const drafts = await db().select({ url: stagingRows.url }).from(stagingRows).where(eq(stagingRows.userId, userIds.student));
    expect(drafts.map((d) => d.url)).toContain(`${sampleUrl}/apply`);
    expect(drafts.some((d) => d.url.startsWith(`${sampleUrl}/flow/start?serviceCode=`) && d.url.includes('draftId='))).toBe(true);

    const file = demoServicesFileSchema.parse(JSON.parse(await readFile(path.join(dataDir, 'leave-system', DEMO_SERVICES_FILE), 'utf8')));
    expect(file.baseUrl).toBe(sampleUrl);
    expect(file.keyId).toMatch(/^bk_/);
    const flow = await demoFlow();
    expect(file.services.find((s) => s.serviceId === flow.serviceId)).toMatchObject({ kind: 'flow' });
    expect(new Set(file.services.map((s) => s.kind))).toEqual(new Set(['flow', 'app', 'guide']));
    const [owned] = await db().select({ accessWay: services.accessWay }).from(services).where(eq(services.serviceId, flow.serviceId));
    expect(owned?.accessWay).toBe('5');
  });

  it('[OPEN-01] a start on another port moves the addresses along and keeps the key', async () => {
    const box = await loadSecretBox(server.context.env.CONFIG_SECRETS_KEY, server.context.keyStore, () => undefined);
    const before = demoServicesFileSchema.parse(JSON.parse(await readFile(path.join(dataDir, 'leave-system', DEMO_SERVICES_FILE), 'utf8')));
    const moved = 'http://127.0.0.1:1';
    await pointDemoAtSample(db(), box, { url: moved, dataDir, nowMs: Date.now() });
    expect(await db().select({ id: services.serviceId }).from(services).where(like(services.serviceUrl, `${sampleUrl}/%`))).toEqual([]);
    await pointDemoAtSample(db(), box, { url: sampleUrl, dataDir, nowMs: Date.now() });
    const after = demoServicesFileSchema.parse(JSON.parse(await readFile(path.join(dataDir, 'leave-system', DEMO_SERVICES_FILE), 'utf8')));
    expect(after.keyId).toBe(before.keyId);
    expect(after.services.length).toBe(before.services.length);
    expect(await db().select({ id: services.serviceId }).from(services).where(like(services.serviceUrl, `${moved}/%`))).toEqual([]);
  });

  it('[OPEN-01] a demo service at the sample answers reachable with its system and contact; one HEAD probe serves a crowd', async () => {
    const flow = await demoFlow();
    requests.length = 0;
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => check('student', 'service', flow.serviceId)));
    for (const answer of answers) expect(answer).toEqual({ verdict: 'reachable', systemName: '网上办事演示系统', contact: '网络与信息中心 0731-88822201' });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/^HEAD \/flow\/start\?serviceCode=/);
  });

  it('[OPEN-01] the teacher\'s to-do, the student\'s draft and message: reachable, named after the department or sender', async () => {
    const [todo] = await db().select({ id: processNodes.id }).from(processNodes)
      .where(and(eq(processNodes.handlerId, userIds.teacher), isNull(processNodes.endedAt))).limit(1);
    const todoAnswer = await check('teacher', 'todo', todo?.id ?? '');
    expect(todoAnswer.verdict).toBe('reachable');
    expect(todoAnswer.systemName).not.toBe('');
    const [draft] = await db().select({ id: stagingRows.id }).from(stagingRows).where(eq(stagingRows.userId, userIds.student)).limit(1);
    expect((await check('student', 'draft', draft?.id ?? '')).verdict).toBe('reachable');
    const [message] = await db().select({ id: messages.id, from: messages.fromUserName }).from(messages)
      .innerJoin(messageRecipients, eq(messageRecipients.messageId, messages.id))
      .where(and(eq(messageRecipients.userId, userIds.teacher), like(messages.url, `${sampleUrl}/%`))).limit(1);
    expect(message).toBeDefined();
    expect(await check('teacher', 'message', message?.id ?? '')).toMatchObject({ verdict: 'reachable', systemName: message?.from });
  });

  it('[OPEN-01] someone else\'s to-do, draft or message is answered as unknown, naming nothing', async () => {
    const [todo] = await db().select({ id: processNodes.id }).from(processNodes)
      .where(and(eq(processNodes.handlerId, userIds.teacher), isNull(processNodes.endedAt))).limit(1);
    const [draft] = await db().select({ id: stagingRows.id }).from(stagingRows).where(eq(stagingRows.userId, userIds.student)).limit(1);
    expect(await check('student', 'todo', todo?.id ?? '')).toEqual({ verdict: 'unknown', systemName: '', contact: '' });
    expect(await check('teacher', 'draft', draft?.id ?? '')).toEqual({ verdict: 'unknown', systemName: '', contact: '' });
    expect(await check('student', 'service', 'no-such-service')).toEqual({ verdict: 'unknown', systemName: '', contact: '' });
  });

  it('[OPEN-01] the sample down: unreachable once the short cache has passed, reachable again when it is back', async () => {
    const flow = await demoFlow();
    sample.closeAllConnections();
    sample.close();
    await once(sample, 'close');
    // The last verdict holds for 30 s; then the probe finds nothing listening.
    server.advanceClock(31_000);
    expect((await check('student', 'service', flow.serviceId)).verdict).toBe('unreachable');
    await listen(sample, samplePort);
    server.advanceClock(11_000);
    expect((await check('student', 'service', flow.serviceId)).verdict).toBe('reachable');
  });

  it('[OPEN-01] not an SSRF or port-scan oracle: another port of the sample\'s host and intranet addresses are never probed', async () => {
    const flow = await demoFlow();
    for (const address of [`http://127.0.0.1:${await closedPort()}/x`, 'http://10.0.0.9/flow', 'http://169.254.169.254/latest/meta-data', 'http://[::1]:22/']) {
      await db().update(services).set({ serviceUrl: address }).where(eq(services.serviceId, flow.serviceId));
      // Unknown, not unreachable: the server says nothing about an address it may not try; the portal opens it as before.
      expect(await check('student', 'service', flow.serviceId), address).toMatchObject({ verdict: 'unknown' });
    }
    await db().update(services).set({ serviceUrl: flow.serviceUrl }).where(eq(services.serviceId, flow.serviceId));
  });

  it('[OPEN-01] an address whose host does not resolve is unreachable, with the owning system named', async () => {
    const flow = await demoFlow();
    await db().update(services).set({ serviceUrl: 'https://ehall.hxlg.invalid/flow/start' }).where(eq(services.serviceId, flow.serviceId));
    const [system] = await db().select({ contact: businessSystems.contact }).from(businessSystems).where(eq(businessSystems.code, 'ehall'));
    expect(await check('student', 'service', flow.serviceId)).toEqual({ verdict: 'unreachable', systemName: '网上办事演示系统', contact: system?.contact });
    await db().update(services).set({ serviceUrl: flow.serviceUrl }).where(eq(services.serviceId, flow.serviceId));
  });

  it('[OPEN-01] a visitor may not ask', async () => {
    const visitor = createTestPortal(server);
    const flow = await demoFlow();
    const error: unknown = await visitor.api.call(checkOpenAddress, { kind: 'service', id: flow.serviceId }, { silent: true }).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
  });
});
