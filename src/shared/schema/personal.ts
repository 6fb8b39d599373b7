import { z } from 'zod/mini';
import { serviceItemSchema } from './cards';

/**
 * The personal centre's own calls (issue 5): links to the school's systems, the profile with the roles a user
 * holds and role switching, third-party bindings, password change under the school's password rule, and the
 * services the user opened lately.
 */

const id = z.string().check(z.minLength(1), z.maxLength(32));
const int = () => z.number().check(z.int());

/** personInfo/getSystemAccessLink: a school system the user may open (教务系统, 财务平台 …). */
export const systemAccessLinkSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  /** An image URL (https or our own file), '' for none. */
  icon: z.string(),
  description: z.string(),
  category: z.string(),
});
export type SystemAccessLink = z.infer<typeof systemAccessLinkSchema>;

const personRoleSchema = z.object({
  roleId: z.string(),
  roleName: z.string(),
  roleType: z.string(),
  /** The role this session acts as. */
  current: z.boolean(),
});
export type PersonRole = z.infer<typeof personRoleSchema>;

/** The profile card (STATE-02's PersonalInformation): who the user is and every role they hold. */
export const personInfoSchema = z.object({
  userId: z.string(),
  account: z.string(),
  realName: z.string(),
  nickName: z.string(),
  deptName: z.string(),
  avatar: z.string(),
  roleId: z.string(),
  roleName: z.string(),
  roleType: z.string(),
  /** The role the user acts as first; several = the centre offers role switching. */
  roles: z.array(personRoleSchema),
});
export type PersonInfo = z.infer<typeof personInfoSchema>;

/** Switches this session to another role the user holds; answers a new sign-in (tokens, ticket) for that role. */
export const switchRoleRequestSchema = z.object({ roleId: id });

// ---------------------------------------------------------------------------------------------------------------
// Account security
// ---------------------------------------------------------------------------------------------------------------

const bindProviderSchema = z.enum(['wechat', 'wecom', 'dingtalk', 'qq']);
export type BindProvider = z.infer<typeof bindProviderSchema>;

/** A third-party account bound to the user for signing in (accountSecurity). */
export const accountBindingSchema = z.object({
  id: z.string(),
  provider: bindProviderSchema,
  /** The provider's display name: 微信, 企业微信, 钉钉, QQ. */
  providerName: z.string(),
  /** The name the third-party account shows, masked (张*); never its id. */
  externalName: z.string(),
  boundAt: z.string(),
});
export type AccountBinding = z.infer<typeof accountBindingSchema>;

export const removeBindRequestSchema = z.object({ id });

/**
 * The school's password rule (eduSystemManagePwdConfig): what every new password must meet, checked on the
 * server; `passwordReg` is the same rule as a regular expression for the page's live check.
 */
const passwordRuleSchema = z.object({
  minLength: int(),
  maxLength: int(),
  requireUpper: z.boolean(),
  requireLower: z.boolean(),
  requireDigit: z.boolean(),
  requireSymbol: z.boolean(),
});
export type PasswordRule = z.infer<typeof passwordRuleSchema>;

/** getPasswordReg: the rule as a regular expression (JavaScript syntax) and the sentence that explains it. */
export const passwordRegSchema = z.object({ passwordReg: z.string(), passwordTip: z.string() });

/** detail: the rule's parts as well. */
export const passwordConfigSchema = z.extend(passwordRuleSchema, { passwordReg: z.string(), passwordTip: z.string() });
export type PasswordConfig = z.infer<typeof passwordConfigSchema>;

/** The longest password any rule may allow: scrypt hashes whatever it is given, so the input is bounded here. */
export const PASSWORD_MAX = 128;

export const updatePasswordRequestSchema = z.object({
  oldPassword: z.string().check(z.minLength(1, '请输入原密码'), z.maxLength(PASSWORD_MAX, `密码不能超过 ${PASSWORD_MAX} 个字符`)),
  newPassword: z.string().check(z.minLength(1, '请输入新密码'), z.maxLength(PASSWORD_MAX, `密码不能超过 ${PASSWORD_MAX} 个字符`)),
});

/** The password changed; every other session of the user was signed out. */
export const updatePasswordResultSchema = z.object({ revokedSessions: int() });

// ---------------------------------------------------------------------------------------------------------------
// My recent services
// ---------------------------------------------------------------------------------------------------------------

export const RECENT_SERVICES_MAX = 30;

export const recentServicesRequestSchema = z.object({
  size: z._default(z.number().check(z.int(), z.gte(1), z.lte(RECENT_SERVICES_MAX, `最多 ${RECENT_SERVICES_MAX} 条`)), 10),
});

/** A service the user opened (OPEN-03's click log), newest visit first, each service once. */
export const recentServiceSchema = z.extend(serviceItemSchema, { lastVisitTime: z.string() });
export type RecentService = z.infer<typeof recentServiceSchema>;
