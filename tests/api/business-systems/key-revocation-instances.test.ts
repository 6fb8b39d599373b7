import { Redis } from 'ioredis';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../../src/server/db/schema/catalogue';
import { DEMO_TENANT_ID } from '../../../src/server/seed';
import { businessKeyCreate, businessKeyRevoke, businessSystemSave } from '../../../src/shared/api/catalogue/business-systems';
import { BUSINESS_API_PATHS } from '../../../src/shared/schema/business-api';
import { createTestPortal, type TestPortal } from '../../support/portal-client';
import { until } from '../../support/until';
import { startSecondInstance, stopInstance, type ServerInstance } from '../helpers/instance';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { callAsSystem, codeOf, type SystemKey } from './signed-client';

const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const PG_URL = process.env.TEST_DATABASE_URL;
const P = BUSINESS_API_PATHS;

/**
 * Each instance keeps the keys it has resolved in memory (ADR 024). Both instances here read one frozen clock, so a
 * key's entry never ages out during a test: what makes the other instance refuse a revoked key is the notice through
 * Redis, or, without Redis, the one second an entry is trusted.
 */
async function setUp(redis: { a: Redis; b: Redis } | null): Promise<{ a: TestServer; b: ServerInstance; admin: TestPortal; key: SystemKey; systemId: string; service: string }> {
  const a = await startTestServer('postgres', {}, redis ? { redis: redis.a } : {});
  const b = await startSecondInstance(a, { shareClock: true, ...(redis ? { redis: redis.b, env: { REDIS_URL: REDIS_URL ?? '' } } : {}) });
  const [row] = await a.context.db.select({ id: services.serviceId }).from(services)
    .where(and(eq(services.tenantId, DEMO_TENANT_ID), eq(services.serviceName, '学生请假申请')));
  const admin = createTestPortal(a, { ip: '10.44.0.1' });
  await admin.signIn('admin', 'Admin@123');
  const system = await admin.api.call(businessSystemSave, {
    code: 'keys', name: '密钥系统', contact: '', flowType: '学工', scopes: ['todos', 'applications'], serviceIds: [row?.id ?? ''], status: 'active',
  });
  const made = await admin.api.call(businessKeyCreate, { id: system.id });
  return { a, b, admin, key: { keyId: made.keyId, secret: made.secret }, systemId: system.id, service: row?.id ?? '' };
}

describe.runIf(PG_URL && REDIS_URL)('business keys kept in memory, two instances with Redis', () => {
  let ctx: Awaited<ReturnType<typeof setUp>>;
  const clients: Redis[] = [];
  beforeAll(async () => {
    const a = new Redis(REDIS_URL ?? '', { maxRetriesPerRequest: 2 });
    const b = new Redis(REDIS_URL ?? '', { maxRetriesPerRequest: 2 });
    clients.push(a, b);
    ctx = await setUp({ a, b });
  });
  afterAll(async () => {
    await stopInstance(ctx?.b);
    await ctx?.a.close();
    for (const client of clients) client.disconnect();
  });

  it('a key revoked through instance A is refused by instance B, which had it in memory, without waiting for its entry to age', async () => {
    const { a, b, admin, key } = ctx;
    a.freezeClock();
    try {
      expect((await callAsSystem(b.baseUrl, key, 'GET', P.whoami)).http).toBe(200);
      await admin.api.call(businessKeyRevoke, { keyId: key.keyId });
      // Refused at once by A; B hears it through Redis within milliseconds (the clock stands, so no entry expires).
      expect(codeOf(await callAsSystem(a.baseUrl, key, 'GET', P.whoami))).toBe('key_revoked');
      const refused = await until('instance B refuses the revoked key', () => callAsSystem(b.baseUrl, key, 'GET', P.whoami), (answer) => answer.http !== 200);
      expect([refused.http, codeOf(refused)]).toEqual([401, 'key_revoked']);
    } finally {
      a.thawClock();
    }
  });

  it('a scope taken away or a system disabled through A holds on B as well', async () => {
    const { a, b, admin, systemId, service } = ctx;
    const made = await admin.api.call(businessKeyCreate, { id: systemId });
    const key = { keyId: made.keyId, secret: made.secret };
    a.freezeClock();
    try {
      const submit = (id: string) => callAsSystem(b.baseUrl, key, 'POST', P.applicationEvents.replace(':applicationId', id), {
        eventId: `${id}-s`, type: 'submitted', serviceId: service, applicant: 'student', title: '请假', viewUrl: 'https://leave.example.edu.cn/a',
      });
      expect((await submit('K-1')).http).toBe(200);
      const system = { code: 'keys', name: '密钥系统', contact: '', flowType: '学工', serviceIds: [service], id: systemId };
      await admin.api.call(businessSystemSave, { ...system, scopes: ['todos'], status: 'active' });
      // A new application each try: one accepted before B heard would make the next a duplicate, not a refusal.
      let tries = 0;
      const denied = await until('instance B refuses the scope taken away', () => submit(`K-2-${(tries += 1)}`), (answer) => answer.http !== 200);
      expect([denied.http, codeOf(denied)]).toEqual([403, 'scope_denied']);
      await admin.api.call(businessSystemSave, { ...system, scopes: ['todos'], status: 'disabled' });
      const disabled = await until('instance B refuses the disabled system', () => callAsSystem(b.baseUrl, key, 'GET', P.whoami), (answer) => answer.http !== 200);
      expect(codeOf(disabled)).toBe('system_disabled');
    } finally {
      a.thawClock();
    }
  });
});

describe.runIf(PG_URL)('business keys kept in memory, two instances without Redis', () => {
  let ctx: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    ctx = await setUp(null);
  });
  afterAll(async () => {
    await stopInstance(ctx?.b);
    await ctx?.a.close();
  });

  it('a key revoked through instance A is refused by instance B once its entry is a second old', async () => {
    const { a, b, admin, key } = ctx;
    a.freezeClock();
    try {
      expect((await callAsSystem(b.baseUrl, key, 'GET', P.whoami)).http).toBe(200);
      await admin.api.call(businessKeyRevoke, { keyId: key.keyId });
      expect(codeOf(await callAsSystem(a.baseUrl, key, 'GET', P.whoami))).toBe('key_revoked');
      // B cannot hear of it: it answers from memory until the entry is a second old on its clock.
      expect((await callAsSystem(b.baseUrl, key, 'GET', P.whoami)).http).toBe(200);
      a.advanceClock(1_001);
      const refused = await callAsSystem(b.baseUrl, key, 'GET', P.whoami);
      expect([refused.http, codeOf(refused)]).toEqual([401, 'key_revoked']);
    } finally {
      a.thawClock();
    }
  });
});
