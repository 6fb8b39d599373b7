import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../src/server/db/schema/catalogue';
import { bumpSearchVersion } from '../../src/server/search/version';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import * as dir from '../../src/shared/api/catalogue/directory';
import type { ApiClient } from '../../src/shared/api/client-types';
import type { DirectoryPageRequest } from '../../src/shared/schema/directory';
import { signInAs } from '../support/portal-client';
import { untilSeen } from '../support/until';
import { startSecondInstance, stopInstance, type ServerInstance } from './helpers/instance';
import { startTestServer, type TestServer } from './helpers/test-server';

/**
 * Two server instances on ONE PostgreSQL database, each with its own page cache (list-page.ts): a change made
 * through one is on the other's pages within about a second, and a favourite added through one is on the other's
 * next page. PGlite has a single connection and cannot be shared, so this runs only when TEST_DATABASE_URL is set.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('directory pages across two instances on postgres', () => {
  let a: TestServer;
  let second: ServerInstance;
  const HEAT: DirectoryPageRequest = { sort: 'heat', size: 10 };

  beforeAll(async () => {
    a = await startTestServer('postgres');
    second = await startSecondInstance(a);
  });
  afterAll(async () => {
    await stopInstance(second);
    await a?.close();
  });

  it('a service withdrawn through instance A leaves instance B\'s cached pages within about a second', async () => {
    const studentOnB: ApiClient = (await signInAs(second.baseUrl, 'student', 'Student@123')).portal.api;
    const pageOnB = () => studentOnB.call(dir.serverCenterPage, HEAT);
    // B computes and caches the page before the change.
    const before = await pageOnB();
    const top = before.records[0]?.serviceId ?? '';
    expect(top).not.toBe('');

    // The change and the version move together, then A tells its own runtime (as every catalogue edit does).
    await a.context.db.transaction(async (tx) => {
      await tx.update(services).set({ status: 0 }).where(eq(services.serviceId, top));
      await bumpSearchVersion(tx, DEMO_TENANT_ID);
    });
    await a.app.searchRuntime.versions.notify(DEMO_TENANT_ID);

    // B reads the search version again at most a second after its last read: every page begun a second after the
    // change lacks the service (untilSeen), however slow the machine answers.
    const seen = await untilSeen('the removed service gone from B\'s page', performance.now(), pageOnB, (page) => !page.records.some((r) => r.serviceId === top));
    expect(seen.value.records.map((r) => r.serviceId)).not.toContain(top);
    expect(seen.value.total).toBe(before.total - 1);
    expect(seen.lastMissMs).toBeLessThan(1_000);
  });

  it('a favourite added through instance A is marked on instance B\'s next page', async () => {
    const studentOnA: ApiClient = (await signInAs(a.baseUrl, 'student', 'Student@123')).portal.api;
    const studentOnB: ApiClient = (await signInAs(second.baseUrl, 'student', 'Student@123')).portal.api;
    const page = await studentOnB.call(dir.serverCenterPage, HEAT);
    const target = page.records.find((r) => !r.collected)?.serviceId ?? '';
    expect(target).not.toBe('');

    await studentOnA.call(dir.collect, { serviceId: target });
    const after = await studentOnB.call(dir.serverCenterPage, HEAT);
    expect(after.records.find((r) => r.serviceId === target)?.collected).toBe(true);
    await studentOnA.call(dir.cancelCollect, { serviceId: target });
    expect((await studentOnB.call(dir.serverCenterPage, HEAT)).records.find((r) => r.serviceId === target)?.collected).toBe(false);
  });
});
