import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { preLoginConfigs } from '../../../db/schema/prelogin';
import { preLoginConfigSchema, type PreLoginConfig } from '../../../../shared/schema/prelogin';
import { DEFAULT_PRE_LOGIN_CONFIG } from '../default-config';

/**
 * The tenant's pre-login config, validated on the way out as on the way in: a row that no longer fits the schema
 * (an older shape, a hand edit) falls back to the default instead of reaching a visitor's page.
 */
export async function loadPreLoginConfig(db: Queryable, tenantId: string): Promise<PreLoginConfig> {
  const [row] = await db.select({ config: preLoginConfigs.config }).from(preLoginConfigs).where(eq(preLoginConfigs.tenantId, tenantId));
  if (!row) return DEFAULT_PRE_LOGIN_CONFIG;
  const parsed = preLoginConfigSchema.safeParse(row.config);
  return parsed.success ? parsed.data : DEFAULT_PRE_LOGIN_CONFIG;
}
