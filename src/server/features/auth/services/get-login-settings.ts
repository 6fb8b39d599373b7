import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { loginSettings, tenants } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import type { Address, LoginConfig } from '../../../../shared/schema/auth';

async function readSettings(db: Db, tenantId: string) {
  const [row] = await db
    .select({ settings: loginSettings, schoolName: tenants.name })
    .from(loginSettings)
    .innerJoin(tenants, eq(tenants.tenantId, loginSettings.tenantId))
    .where(eq(loginSettings.tenantId, tenantId));
  // AUTH-02: the page shows its own message when the config is missing; our answer says so plainly.
  if (!row) throw new AppError('NOT_FOUND', { msg: '未找到登录配置' });
  return row;
}

/** auth/init: whether sign-in uses our form or the school's CAS (AUTH-01), and the school's name. */
export async function getLoginConfig(db: Db, tenantId: string): Promise<LoginConfig> {
  const { settings, schoolName } = await readSettings(db, tenantId);
  return {
    eduSystemManageIdentityAuth: { status: settings.identityAuthStatus, isSelfCas: settings.isSelfCas },
    schoolName,
    passwordResetUrl: settings.passwordResetUrl,
  };
}

/** auth/getAddress: the CAS addresses used when isSelfCas is 1 (AUTH-03). */
export async function getCasAddress(db: Db, tenantId: string): Promise<Address> {
  const { settings } = await readSettings(db, tenantId);
  return { casLoginUrl: settings.casLoginUrl, casLogoutUrl: settings.casLogoutUrl, serviceUrl: settings.serviceUrl };
}
