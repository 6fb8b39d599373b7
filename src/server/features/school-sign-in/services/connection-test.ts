import { createLocalCache } from '../../../cache/local-cache';
import { type ConnectionTest, type SchoolSignInSubmit } from '../../../../shared/schema/school-sign-in-config';
import { validateServiceTicket } from '../cas/validate-ticket';
import { createIdpFetch, idpOrigins } from '../idp-fetch';
import { oidcConfiguration } from '../oidc/client';
import { SignInRefused } from '../sign-in-error';
import { openClientSecret } from './settings';
import type { SignInRuntime } from './sign-in';

const TEST_TICKET = 'ST-service-hall-connection-test';

function failed(error: unknown, what: string): ConnectionTest {
  if (error instanceof SignInRefused) {
    const why = error.code === 'idp_unreachable' ? '无法连接（超时或地址不可达）' : '应答无法识别（不是预期的协议应答）';
    return { ok: false, message: `${what}失败：${why}。` };
  }
  return { ok: false, message: `${what}失败：${error instanceof Error ? error.message : String(error)}。` };
}

/**
 * 测试连接 for the settings in the form (not yet saved): a CAS server must answer a made-up ticket with
 * INVALID_TICKET at /p3/serviceValidate; an OIDC issuer must answer its discovery document. Says in Chinese what
 * was reached or what is wrong. The form's secret is not needed for either; a stored one is opened only to build
 * the same configuration sign-in would.
 */
export async function testConnection(rt: SignInRuntime, tenantId: string, form: SchoolSignInSubmit, storedSecretRef: string): Promise<ConnectionTest> {
  const timeoutSeconds = form.timeoutSeconds;
  if (form.mode === 'form') return { ok: true, message: '当前为本地账号登录，无需测试连接。' };
  if (form.mode === 'cas') {
    const serverUrl = form.cas.serverUrl.trim();
    if (serverUrl === '') return { ok: false, message: '请先填写 CAS 服务地址前缀。' };
    const fetchIdp = createIdpFetch(idpOrigins([serverUrl]), timeoutSeconds * 1000);
    try {
      const answer = await validateServiceTicket(fetchIdp, serverUrl, `${form.siteUrl || serverUrl}/connection-test`, TEST_TICKET);
      if (answer.kind === 'failure' && answer.code === 'INVALID_TICKET') return { ok: true, message: `连接成功：CAS 服务按 CAS 3.0 协议应答（测试票据被拒绝：${answer.code}）。` };
      if (answer.kind === 'failure') return { ok: true, message: `已连接 CAS 服务，但应答代码为 ${answer.code}（预期 INVALID_TICKET），请确认服务地址已登记。` };
      return { ok: false, message: 'CAS 服务接受了一个伪造的测试票据，请检查服务地址是否指向真正的 CAS 服务。' };
    } catch (error) {
      return failed(error, `访问 ${serverUrl}/p3/serviceValidate `);
    }
  }
  const issuer = form.oidc.issuer.trim();
  if (issuer === '' || form.oidc.clientId.trim() === '') return { ok: false, message: '请先填写签发方地址（Issuer）和客户端编号。' };
  const fetchIdp = createIdpFetch(idpOrigins([issuer]), timeoutSeconds * 1000);
  try {
    const secret = form.oidc.clientSecret ? form.oidc.clientSecret : await openClientSecret(rt.db, await rt.secretBox(), tenantId, storedSecretRef);
    // A cache of its own: a test must reach the provider, not answer a discovery kept from an earlier sign-in.
    const config = await oidcConfiguration({ issuer, clientId: form.oidc.clientId.trim(), clientSecret: secret, timeoutSeconds }, fetchIdp, createLocalCache({ maxEntries: 1 }), rt.now());
    const metadata = config.serverMetadata();
    const missing = (['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const).filter((key) => !metadata[key]);
    if (missing.length > 0) return { ok: false, message: `发现文档缺少 ${missing.join('、')}，无法用于登录。` };
    const logout = metadata.end_session_endpoint ? '支持' : '不支持';
    const backChannel = metadata.backchannel_logout_supported ? '支持' : '不支持';
    return { ok: true, message: `连接成功：签发方 ${metadata.issuer}；退出登录跳转${logout}，后台通道退出${backChannel}。` };
  } catch (error) {
    return failed(error, `读取 ${issuer}/.well-known/openid-configuration `);
  }
}
