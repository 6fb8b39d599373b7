import { AppError } from '../../http/app-error';
import type { AllowList } from './address-guard';
import { assertUrlAllowed, CREDENTIALS_REASON } from './guarded-fetch';

/**
 * The one rule for an address an administrator gives the server to reach or to show (a card column's external API,
 * checkURL, commonTool/verifyUrl): a complete http(s) address, no user name or password in it (`user:password@` is
 * a classic way to disguise the real host, and would send the credentials to the host in clear), a host, and no
 * private, loopback, link-local or reserved address — judged by the data sources' SSRF guard, so
 * DATA_SOURCE_ALLOW_HOSTS opens exactly the same hosts everywhere. Nothing is fetched; a host name is resolved only
 * to check its addresses. Every fetch checks again (guarded-fetch.ts).
 */
export type OutboundUrlVerdict =
  | { ok: true; url: URL }
  | { ok: false; reason: string; fault: 'empty' | 'format' | 'scheme' | 'credentials' | 'host' | 'address' };

export async function checkOutboundUrl(text: string, allow: AllowList): Promise<OutboundUrlVerdict> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, fault: 'empty', reason: '请输入地址' };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, fault: 'format', reason: '地址格式不正确，须为以 http:// 或 https:// 开头的完整地址' };
  }
  if (url.protocol === 'javascript:' || url.protocol === 'data:' || url.protocol === 'vbscript:') {
    return { ok: false, fault: 'scheme', reason: `不允许 ${url.protocol} 地址，只能使用 http:// 或 https://` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, fault: 'scheme', reason: '只能使用 http:// 或 https:// 地址' };
  if (url.username !== '' || url.password !== '') return { ok: false, fault: 'credentials', reason: CREDENTIALS_REASON };
  if (url.hostname === '') return { ok: false, fault: 'host', reason: '地址缺少主机名' };
  try {
    await assertUrlAllowed(url, allow);
  } catch (error) {
    if (error instanceof AppError && error.code === 'DATA_SOURCE_REFUSED') {
      return { ok: false, fault: 'address', reason: '地址不能指向内网、本机、链路本地或保留地址' };
    }
    throw error;
  }
  return { ok: true, url };
}
