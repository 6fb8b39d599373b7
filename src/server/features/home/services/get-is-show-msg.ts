import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { homeSettings } from '../../../db/schema/content';

/** Whether the home page shows the important-notice toast; a tenant that never chose shows it. */
export async function getIsShowMsg(db: Queryable, tenantId: string): Promise<boolean> {
  const [row] = await db.select({ isShowMsg: homeSettings.isShowMsg }).from(homeSettings).where(eq(homeSettings.tenantId, tenantId));
  return row ? row.isShowMsg === 1 : true;
}
