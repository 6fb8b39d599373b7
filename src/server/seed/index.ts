import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tenants } from '../db/schema';
import { seedAccounts } from './accounts';
import { seedCardsContent } from './cards-content';
import { seedHomeContent } from './home-content';
import { seedShellContent } from './shell-content';
import { seedUniversity } from './university';
import { seedSearchContent } from './search-content';
import { seedDirectoryContent } from './directory-content';
import { seedRatingsContent } from './ratings-content';
import { seedPreLoginContent } from './prelogin-content';
import { seedThreeListsContent } from './three-lists-content';
import { seedRobotContent } from './robot-content';
import { seedPersonalContent } from './personal-content';
import { seedChatContent } from './chat-content';
import { seedEfficiencyContent } from './efficiency-content';

export const DEMO_TENANT_ID = '000000';

// Any fixed number works; it only has to be the same on every instance sharing one database.
const SEED_LOCK_ID = 72_091_735;

/** Fills an empty database with the demo university; does nothing when tenant 000000 already exists. */
export async function seedDemo(db: Db): Promise<void> {
  const [existing] = await db.select().from(tenants).where(eq(tenants.tenantId, DEMO_TENANT_ID));
  if (existing) return;
  await db.transaction(async (tx) => {
    // Instances starting together on an empty database: one seeds, the others wait here and then find the tenant.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [seeded] = await tx.select({ tenantId: tenants.tenantId }).from(tenants).where(eq(tenants.tenantId, DEMO_TENANT_ID));
    if (seeded) return;
    await tx.insert(tenants).values({ tenantId: DEMO_TENANT_ID, name: '华夏理工大学' });
    await seedAccounts(tx, DEMO_TENANT_ID);
    await seedUniversity(tx, DEMO_TENANT_ID);
    await seedShellContent(tx, DEMO_TENANT_ID);
    await seedHomeContent(tx, DEMO_TENANT_ID);
    await seedCardsContent(tx, DEMO_TENANT_ID);
    await seedDirectoryContent(tx, DEMO_TENANT_ID);
    await seedRatingsContent(tx, DEMO_TENANT_ID);
    await seedPreLoginContent(tx, DEMO_TENANT_ID);
    await seedSearchContent(tx, DEMO_TENANT_ID);
    await seedThreeListsContent(tx, DEMO_TENANT_ID);
    await seedRobotContent(tx, DEMO_TENANT_ID);
    await seedPersonalContent(tx, DEMO_TENANT_ID);
    await seedChatContent(tx, DEMO_TENANT_ID);
    await seedEfficiencyContent(tx, DEMO_TENANT_ID);
  });
}
