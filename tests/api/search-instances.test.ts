import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchService, searchSynonymSubmit } from '../../src/shared/api/catalogue/search';
import type { ApiClient } from '../../src/shared/api/client-types';
import { signInAs } from '../support/portal-client';
import { until } from '../support/until';
import { startSecondInstance, stopInstance, type ServerInstance } from './helpers/instance';
import { startTestServer, type TestServer } from './helpers/test-server';

/**
 * Two server instances on ONE PostgreSQL database, as a scaled deployment runs them: an edit made through one is
 * searched by the other within about a second (search/engine.ts). PGlite has a single connection and cannot be
 * shared, so this runs only when TEST_DATABASE_URL is set; search-service.test.ts covers the version → rebuild path
 * in-process on every database.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('search index consistency across two instances on postgres', () => {
  let a: TestServer;
  let second: ServerInstance;

  beforeAll(async () => {
    a = await startTestServer('postgres');
    second = await startSecondInstance(a);
  });
  afterAll(async () => {
    await stopInstance(second);
    await a?.close();
  });

  it('an administrator’s synonym saved on instance A is applied by instance B within about a second', async () => {
    const admin: ApiClient = (await signInAs(a.baseUrl, 'admin', 'Admin@123')).portal.api;
    const studentOnB: ApiClient = (await signInAs(second.baseUrl, 'student', 'Student@123')).portal.api;
    const searchOnB = async () => (await studentOnB.call(searchService, { keyword: '银河驿站', current: 1, size: 10, serviceType: '' })).records;
    // B builds its index before the change.
    expect(await searchOnB()).toEqual([]);

    await admin.call(searchSynonymSubmit, { terms: ['银河驿站', '成绩单打印'] });
    const saved = Date.now();
    const found = (await until('the synonym applied on B', searchOnB, (records) => records.length > 0, { intervalMs: 50 })).map((r) => r.serviceName);
    const lag = Date.now() - saved;
    expect(found).toContain('成绩单打印');
    expect(lag).toBeLessThan(1_500);
  });
});
