import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { cardsAdmin, home } from '../../src/shared/api/catalogue';
import { signInAs } from '../support/portal-client';
import { startSecondInstance, stopInstance, type ServerInstance } from './helpers/instance';
import { startTestServer, type TestServer } from './helpers/test-server';

const PG_URL = process.env.TEST_DATABASE_URL;

/**
 * Two server instances on ONE PostgreSQL database: a home page published through A is what B's portal answers at
 * once. The card reads keep no cache (each request reads the live tables), so there is no version to wait for.
 */
describe.runIf(PG_URL)('a home page publish reaches the other instance on postgres', () => {
  let a: TestServer;
  let b: ServerInstance;

  beforeAll(async () => {
    a = await startTestServer('postgres');
    b = await startSecondInstance(a);
  });
  afterAll(async () => {
    await stopInstance(b);
    await a?.close();
  });

  it('B\'s student sees the renamed card on the first read after A\'s publish, and never before it', async () => {
    const adminOnA = (await signInAs(a.baseUrl, 'admin', 'Admin@123')).portal;
    const studentOnB = (await signInAs(b.baseUrl, 'student', 'Student@123')).portal;
    const names = async () => (await studentOnB.api.call(home.getUserApplyCardList, {})).cards.map((c) => c.cardName);
    const cardId = `card-${DEMO_TENANT_ID}-todo`;
    for (const name of ['待办一', '待办二']) {
      await adminOnA.api.call(cardsAdmin.cardBasicSubmit, { cardId, cardName: name, cardIntroduction: '', displayRows: 1 });
      expect(await names()).not.toContain(name);
      await adminOnA.api.call(cardsAdmin.homePageStudio.publish, { note: name });
      expect(await names()).toContain(name);
    }
  });
});
