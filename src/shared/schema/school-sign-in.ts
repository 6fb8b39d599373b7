import { z } from 'zod/mini';
import { loginResultSchema } from './auth';

/**
 * Signing in through the school's identity provider (ADR 022), what the login page needs: the hand-over, the
 * provider logout address, the refusal notice and the error codes with their texts. Kept apart from the area's
 * document (school-sign-in-config.ts) so the login page and the locales carry none of it.
 */

/** The one-time code the callback hands to the login page, exchanged for the usual LoginResult. */
export const handoverRequestSchema = z.object({
  code: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, '登录交接码无效')),
});
export const handoverResultSchema = loginResultSchema;

/** Where the browser goes after our sign-out to end the provider's session too; '' when nowhere. */
export const idpLogoutSchema = z.object({ url: z.string() });

/** The refusal contact the login page shows with a refused first sign-in. */
export const signInNoticeSchema = z.object({ contact: z.string() });

/** Codes the callbacks put in `/login?ssoError=`; the login page shows each code's text. */
const SSO_ERROR_CODES = [
  'not_configured', 'flow_invalid', 'ticket_invalid', 'ticket_replayed', 'idp_unreachable', 'idp_answer_invalid',
  'idp_denied', 'token_invalid', 'attributes_missing', 'not_provisioned', 'role_refused', 'account_disabled',
  'code_invalid',
] as const;
export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];

/** The Chinese text of each code (the login page's en locale has its own). */
export const SSO_ERROR_TEXTS: Readonly<Record<SsoErrorCode, string>> = {
  not_configured: '统一身份认证未启用或配置不完整，请联系管理员；管理员可使用本地账号登录。',
  flow_invalid: '登录请求已失效，或不是从本浏览器发起的，请重新登录。',
  ticket_invalid: '统一身份认证票据无效或已过期，请重新登录。',
  ticket_replayed: '该登录票据已被使用过，请重新登录。',
  idp_unreachable: '无法连接学校统一身份认证服务（超时或不可达），请稍后重试；管理员可使用本地账号登录。',
  idp_answer_invalid: '学校统一身份认证服务的应答无法识别，请稍后重试或联系管理员。',
  idp_denied: '学校统一身份认证服务拒绝了本次登录，请重新登录。',
  token_invalid: '身份令牌校验失败（签发方、受众、有效期、随机数或签名不符），请重新登录。',
  attributes_missing: '统一身份认证未提供必需的账号信息，无法登录，请联系管理员。',
  not_provisioned: '您的账号尚未在服务大厅开通。',
  role_refused: '您的身份暂未开放使用服务大厅。',
  account_disabled: '您的服务大厅账号已停用（学校目录中已无此人员）。',
  code_invalid: '登录交接码无效、已过期或已使用，请重新登录。',
};

export function isSsoErrorCode(value: string | null): value is SsoErrorCode {
  return value !== null && (SSO_ERROR_CODES as readonly string[]).includes(value);
}

/** The refusals that name the contact of the published settings. */
export const REFUSAL_CODES: readonly SsoErrorCode[] = ['not_provisioned', 'role_refused', 'account_disabled'];

