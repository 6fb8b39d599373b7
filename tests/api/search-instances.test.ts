import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchService, searchSynonymSubmit } from '../../src/shared/api/catalogue/search';
import type { ApiClient } from '../../src/shared/api/client-types';
import { signInAs } from '../support/portal-client';
import { untilSeen } from '../support/until';
import { startSecondInstance, stopInstance, type ServerInstance } from './helpers/instance';
import { startTestServer, type TestServer } from './helpers/test-server';

/**
 * Two server instances on ONE PostgreSQL database, as a scaled deployment runs them: an edit made through one is
 * searched by the other within about a second (search/engine.ts reads the index's version at most a second apart). PGlite has a single connection and cannot be
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

  it('an administrator’s synonym saved on instance A is applied by every search on instance B begun a second after it', async () => {
    const admin: ApiClient = (await signInAs(a.baseUrl, 'admin', 'Admin@123')).portal.api;
    const studentOnB: ApiClient = (await signInAs(second.baseUrl, 'student', 'Student@123')).portal.api;
    const searchOnB = async () => (await studentOnB.call(searchService, { keyword: '银河驿站', current: 1, size: 10, serviceType: '' })).records;
    // B builds its index before the change.
    expect(await searchOnB()).toEqual([]);

    await admin.call(searchSynonymSubmit, { terms: ['银河驿站', '成绩单打印'] });
    const saved = performance.now();
    // When the last search that still missed the synonym began, in ms after the save answered. B reads the index's
    // version again on its first search a second after its last read (which began before the save answered) and
    // rebuilds before answering, so a search begun a second after the save cannot miss it, however long a busy
    // machine then takes to answer — a bound on when calls begin, not on wall time to the answer.
    const seen = await untilSeen('the synonym applied on B', saved, searchOnB, (records) => records.length > 0, { intervalMs: 50 });
    expect(seen.value.map((r) => r.serviceName)).toContain('成绩单打印');
    expect(seen.lastMissMs).toBeLessThan(1_000);
  });
});
