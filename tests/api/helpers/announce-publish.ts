import { and, eq, max } from 'drizzle-orm';
import { configVersions } from '../../../src/server/db/schema/studio-config';
import { DEMO_TENANT_ID } from '../../../src/server/seed';
import type { TestServer } from './test-server';

/**
 * What a publish of the homePage area does after writing the card tables, for a test that wrote them by hand: a new
 * published version, made known to the server (the card configuration is cached per published version:
 * src/server/features/cards/services/card-config-cache.ts).
 */
export async function announceHomePagePublish(server: TestServer): Promise<void> {
  const { db } = server.context;
  const [latest] = await db.select({ version: max(configVersions.version) }).from(configVersions)
    .where(and(eq(configVersions.tenantId, DEMO_TENANT_ID), eq(configVersions.area, 'homePage')));
  await db.insert(configVersions).values({
    tenantId: DEMO_TENANT_ID, area: 'homePage', version: (latest?.version ?? 0) + 1, body: {}, action: 'publish', createdBy: 'test', createdByName: 'test',
  });
  await server.app.publishedVersions.notify('homePage', DEMO_TENANT_ID);
}
