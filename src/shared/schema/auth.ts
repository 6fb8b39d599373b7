import { z } from 'zod/mini';

export const DEFAULT_TENANT_ID = '000000';

const tenantId = z.string().check(z.regex(/^\d{6}$/, '租户编号应为 6 位数字'));

/** modelLogin body. The field is `username`, not `account`, because WRAP-02 appends `account` to every body. */
export const loginRequestSchema = z.object({
  tenantId: z._default(tenantId, DEFAULT_TENANT_ID),
  // z.trim() is an overwrite check: the length checks after it see (and the output keeps) the trimmed text.
  username: z.string().check(z.trim(), z.minLength(1, '请输入账号'), z.maxLength(64, '账号不能超过 64 个字符')),
  password: z.string().check(z.minLength(1, '请输入密码'), z.maxLength(128, '密码不能超过 128 个字符')),
});

/** Tokens and the SSO ticket that a sign-in (or token refresh) hands to the client. */
export const tokenSetSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().check(z.int(), z.positive()),
  tenant_id: z.string(),
  user_id: z.string(),
  account: z.string(),
  nick_name: z.string(),
  role_id: z.string(),
  role_type: z.string(),
});
export type TokenSet = z.infer<typeof tokenSetSchema>;

export const loginResultSchema = z.extend(tokenSetSchema, {
  /** The SSO ticket (TGT); the client keeps it in the ticket cookie. */
  tgt: z.string(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Query of POST /api/blade-auth/oauth/token (TOKEN-01). Only the refresh_token grant exists. */
export const refreshTokenQuerySchema = z.object({
  tenantId,
  refresh_token: z.string().check(z.minLength(1), z.maxLength(512)),
  grant_type: z.literal('refresh_token'),
  scope: z.literal('all'),
});

export const userInfoSchema = z.object({
  user_id: z.string(),
  tenant_id: z.string(),
  account: z.string(),
  nick_name: z.string(),
  real_name: z.string(),
  role_id: z.string(),
  role_type: z.string(),
  role_name: z.string(),
  dept_name: z.string(),
  avatar: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** AUTH-01: decides between our own form and the school's CAS. */
export const loginConfigSchema = z.object({
  eduSystemManageIdentityAuth: z.object({
    /** 1 = unified identity authentication switched on. */
    status: z.number().check(z.int()),
    /** 1 = the school's own CAS signs users in; 0 = our own form. */
    isSelfCas: z.number().check(z.int()),
  }),
  schoolName: z.string(),
  /** Where 忘记密码 leads (the school's reset page, set in the studio); '' or absent: no link. */
  passwordResetUrl: z.optional(z.string()),
});
export type LoginConfig = z.infer<typeof loginConfigSchema>;

export const addressSchema = z.object({
  casLoginUrl: z.string(),
  casLogoutUrl: z.string(),
  serviceUrl: z.string(),
});
export type Address = z.infer<typeof addressSchema>;
