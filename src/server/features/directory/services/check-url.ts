import { AppError } from '../../../http/app-error';
import type { AllowList } from '../../cards/data-sources/external/address-guard';
import { assertUrlAllowed } from '../../cards/data-sources/external/guarded-fetch';
import type { CheckUrlResult } from '../../../../shared/schema/directory';

const refuse = (reason: string): CheckUrlResult => ({ ok: false, reason });

/**
 * checkURL: whether an address an administrator typed may be configured. Only http(s), no user name or password in
 * it (a classic way to disguise the real host), and no private, loopback, link-local or reserved host — judged by
 * the data sources' own SSRF guard, so DATA_SOURCE_ALLOW_HOSTS opens exactly the same hosts here as there.
 * Nothing is fetched; a host name is resolved only to check its addresses.
 */
export async function checkUrl(text: string, allow: AllowList): Promise<CheckUrlResult> {
  const trimmed = text.trim();
  if (trimmed === '') return refuse('请输入地址');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return refuse('地址格式不正确，须为以 http:// 或 https:// 开头的完整地址');
  }
  if (url.protocol === 'javascript:' || url.protocol === 'data:' || url.protocol === 'vbscript:') {
    return refuse(`不允许 ${url.protocol} 地址，只能使用 http:// 或 https://`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refuse('只能使用 http:// 或 https:// 地址');
  if (url.username !== '' || url.password !== '') return refuse('地址中不能包含用户名或密码');
  if (url.hostname === '') return refuse('地址缺少主机名');
  try {
    await assertUrlAllowed(url, allow);
  } catch (error) {
    if (error instanceof AppError && error.code === 'DATA_SOURCE_REFUSED') return refuse('地址不能指向内网、本机或保留地址');
    throw error;
  }
  return { ok: true, reason: '' };
}
