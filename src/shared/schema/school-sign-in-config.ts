import { z } from 'zod/mini';
import { roleRulesSchema } from './role-rules';

/**
 * The sign-in configuration (ADR 022): the draft area `schoolSignIn` (menu
 * identityAuthConfig) chooses our own form, the school's CAS 3.0 server or an OpenID Connect issuer, how the
 * provider's attributes map onto an account, which role a first sign-in gets, and what a refused person is told.
 */

const SIGN_IN_MODES = ['form', 'cas', 'oidc'] as const;
type SignInMode = (typeof SIGN_IN_MODES)[number];

const text = (max: number, label: string) => z.string().check(z.trim(), z.maxLength(max, `${label}不能超过 ${max} 个字符`));

/** An http(s) address without a query, fragment or credentials, or '' when unused. */
const httpAddress = (label: string) => text(300, label).check(
  z.refine((value) => value === '' || isPlainHttpUrl(value), `${label}须为 http:// 或 https:// 开头的地址，且不含用户名、密码、查询或片段`),
);

/** True for an absolute http(s) URL with no credentials, query or fragment. */
function isPlainHttpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === ''
    && url.search === '' && url.hash === '';
}

/** The provider's attribute (CAS) or claim (OIDC) names; '' for the account means the CAS user / OIDC `sub`. */
const attributeName = (label: string) => text(64, label).check(z.regex(/^[\w.:-]*$/, `${label}只能包含字母、数字和 _ . : -`));

const attributeMappingSchema = z.object({
  account: attributeName('账号属性'),
  name: attributeName('姓名属性'),
  mail: attributeName('邮箱属性'),
  deptCode: attributeName('部门编码属性'),
  affiliation: attributeName('身份/用户组属性'),
});
export type AttributeMapping = z.output<typeof attributeMappingSchema>;


const scopes = text(200, '授权范围').check(
  z.regex(/^[\w:./-]+( [\w:./-]+)*$/, '授权范围用空格分隔，例如 openid profile email'),
  z.refine((value) => value.split(' ').includes('openid'), '授权范围须包含 openid'),
);

/** What the studio and the stored versions see of the OIDC client: never the secret, only a reference to it. */
const oidcCommon = {
  issuer: httpAddress('签发方地址（Issuer）'),
  clientId: text(200, '客户端编号').check(z.regex(/^[\x21-\x7e]*$/, '客户端编号不能包含空格或中文')),
  scopes,
};

const documentFields = {
  mode: z.enum(SIGN_IN_MODES),
  /** Our portal's public address as the provider's users reach it; every callback address is derived from it. */
  siteUrl: httpAddress('服务大厅对外地址'),
  cas: z.object({ serverUrl: httpAddress('CAS 服务地址前缀') }),
  mapping: attributeMappingSchema,
  roleRules: roleRulesSchema,
  /** The role when no rule matches; '' refuses the person instead. */
  defaultRoleId: z.string().check(z.maxLength(32, '角色编号过长')),
  provisioning: z.object({
    allowed: z.boolean(),
    contact: text(200, '联系方式说明'),
  }),
  /** 'idp': our sign-out also ends the provider's session; 'local': only ours. */
  logout: z.enum(['idp', 'local']),
  /** Each call to the provider gives up after this many seconds. */
  timeoutSeconds: z.number().check(z.int(), z.gte(1, '超时时间至少 1 秒'), z.lte(30, '超时时间最多 30 秒')),
  /** Where 忘记密码 on the sign-in page leads (the school's own reset page); '' hides the link. */
  passwordResetUrl: z._default(httpAddress('找回密码地址'), ''),
};

/** Cross-field checks: the chosen mode has what it needs. */
function modeComplete(doc: { mode: SignInMode; siteUrl: string; cas: { serverUrl: string }; oidc: { issuer: string; clientId: string } }, ctx: z.core.$RefinementCtx) {
  const need = (ok: boolean, path: (string | number)[], message: string) => {
    if (!ok) ctx.addIssue({ code: 'custom', path, message, input: doc });
  };
  if (doc.mode === 'form') return;
  need(doc.siteUrl !== '', ['siteUrl'], '请填写服务大厅对外地址');
  if (doc.mode === 'cas') need(doc.cas.serverUrl !== '', ['cas', 'serverUrl'], '请填写 CAS 服务地址前缀');
  if (doc.mode === 'oidc') {
    need(doc.oidc.issuer !== '', ['oidc', 'issuer'], '请填写签发方地址（Issuer）');
    need(doc.oidc.clientId !== '', ['oidc', 'clientId'], '请填写客户端编号');
  }
}

/**
 * The stored document: the client secret is the id of a sealed row (sign_in_secrets), '' when none was set. Only a
 * studio save checks that the chosen mode is complete; the baseline read from login_settings may not be.
 */
export const schoolSignInDocumentSchema = z.object({
  ...documentFields,
  oidc: z.object({ ...oidcCommon, clientSecretRef: z.string().check(z.regex(/^[A-Za-z0-9]{0,32}$/, '客户端密钥引用无效')) }),
});
export type SchoolSignInDocument = z.output<typeof schoolSignInDocumentSchema>;

/**
 * What the studio saves: the document without the secret's reference, and a new client secret when the administrator
 * replaces it (absent or '' keeps the one already set).
 */
export const schoolSignInSubmitSchema = z.object({
  ...documentFields,
  oidc: z.object({
    ...oidcCommon,
    clientSecret: z.optional(z.string().check(z.maxLength(500, '客户端密钥不能超过 500 个字符'))),
  }),
}).check(z.superRefine(modeComplete));
export type SchoolSignInSubmit = z.input<typeof schoolSignInSubmitSchema>;

/** What the studio reads: the document with whether a client secret is set ("已设置"), never the secret. */
export const schoolSignInViewSchema = z.object({
  ...documentFields,
  oidc: z.object({ ...oidcCommon, clientSecretSet: z.boolean() }),
  /** The addresses to register at the provider, derived from siteUrl. */
  addresses: z.object({
    casService: z.string(),
    oidcRedirect: z.string(),
    oidcPostLogout: z.string(),
    oidcBackChannelLogout: z.string(),
  }),
});
export type SchoolSignInView = z.output<typeof schoolSignInViewSchema>;

/** The preview of a draft: what the login page would offer. */
export const schoolSignInPreviewSchema = z.object({
  mode: z.enum(SIGN_IN_MODES),
  isSelfCas: z.number().check(z.int()),
});

/** A connection test of the draft's provider settings. */
export const connectionTestSchema = z.object({
  ok: z.boolean(),
  /** In Chinese: what was reached, or what is wrong. */
  message: z.string(),
});
export type ConnectionTest = z.infer<typeof connectionTestSchema>;

/** The callback addresses of a tenant, derived from the site's public address (ADR 022). */
export function signInAddresses(siteUrl: string, tenantId: string) {
  const base = `${siteUrl.replace(/\/+$/, '')}/api/sso/${tenantId}`;
  return {
    casService: `${base}/cas/callback`,
    oidcRedirect: `${base}/oidc/callback`,
    oidcPostLogout: `${siteUrl.replace(/\/+$/, '')}/login?logout=true`,
    oidcBackChannelLogout: `${base}/oidc/backchannel-logout`,
  };
}

/** Our start route for the login button: binds the flow to the browser, then goes to the provider. */
export function signInStartPath(tenantId: string): string {
  return `/api/sso/${tenantId}/start`;
}
