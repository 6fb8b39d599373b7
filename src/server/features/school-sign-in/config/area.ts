import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { loginSettings } from '../../../db/schema';
import type { ConfigAreaDef } from '../../../drafts/area';
import { schoolSignInDocumentSchema, signInStartPath, type SchoolSignInDocument } from '../../../../shared/schema/school-sign-in-config';

/** What the login page would offer if a body were live. */
interface SignInPreview {
  mode: SchoolSignInDocument['mode'];
  isSelfCas: number;
}

/** The starting point of a tenant that never saved the area: our form, default mappings, no provisioning. */
function defaultDocument(): SchoolSignInDocument {
  return {
    mode: 'form',
    siteUrl: '',
    cas: { serverUrl: '' },
    oidc: { issuer: '', clientId: '', clientSecretRef: '', scopes: 'openid profile email' },
    mapping: { account: '', name: 'cn', mail: 'mail', deptCode: '', affiliation: '' },
    roleRules: [],
    defaultRoleId: '',
    provisioning: { allowed: false, contact: '' },
    logout: 'idp',
    timeoutSeconds: 5,
    passwordResetUrl: '',
  };
}

/** The login_settings row a body makes live (AUTH-01, AUTH-03): our start route is the CAS login address. */
function loginSettingsOf(tenantId: string, body: SchoolSignInDocument) {
  const { passwordResetUrl } = body;
  if (body.mode === 'form') {
    return { isSelfCas: 0, casLoginUrl: '/login', casLogoutUrl: '/login?logout=true', serviceUrl: '/home', passwordResetUrl };
  }
  return { isSelfCas: 1, casLoginUrl: signInStartPath(tenantId), casLogoutUrl: '/login?logout=true', serviceUrl: '', passwordResetUrl };
}

/**
 * Sign-in through the school's identity provider (ADR 022, area `schoolSignIn`, menu identityAuthConfig). Publishing
 * rewrites login_settings, so auth/init (isSelfCas) and auth/getAddress keep answering as AUTH-01 and AUTH-03 say.
 */
export const schoolSignInArea: ConfigAreaDef<SchoolSignInDocument, SignInPreview> = {
  area: 'schoolSignIn',
  menu: 'identityAuthConfig',
  schema: schoolSignInDocumentSchema,
  async readLive(db: Queryable, tenantId: string) {
    const [row] = await db.select().from(loginSettings).where(eq(loginSettings.tenantId, tenantId));
    const doc = defaultDocument();
    doc.passwordResetUrl = row?.passwordResetUrl ?? '';
    // A school whose login_settings name its own CAS keeps it as the baseline: the prefix is the login address's.
    if (row?.isSelfCas === 1) {
      doc.mode = 'cas';
      doc.cas.serverUrl = /^https?:\/\//.test(row.casLoginUrl) ? row.casLoginUrl.replace(/\/login\/?(\?.*)?$/, '') : '';
    }
    return schoolSignInDocumentSchema.parse(doc);
  },
  async materialise(tx, tenantId, body) {
    const values = loginSettingsOf(tenantId, body);
    await tx.insert(loginSettings).values({ tenantId, identityAuthStatus: 1, ...values })
      .onConflictDoUpdate({ target: loginSettings.tenantId, set: values });
  },
  preview: async (_db, tenantId, body) => ({ mode: body.mode, isSelfCas: loginSettingsOf(tenantId, body).isSelfCas }),
};
