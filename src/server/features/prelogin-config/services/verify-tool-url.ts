import { AppError } from '../../../http/app-error';
import type { AllowList } from '../../cards/data-sources/external/address-guard';
import { assertUrlAllowed } from '../../cards/data-sources/external/guarded-fetch';
import type { VerifyUrlResult } from '../../../../shared/schema/prelogin-config';

/**
 * commonTool/verifyUrl: a tool opens in visitors' browsers and in the portal's embedded host, so an address inside
 * the campus network or on the server itself is refused like a card's data source (the same guard and the same
 * DATA_SOURCE_ALLOW_HOSTS exceptions): http(s) only, a literal private, loopback or link-local address, or a host
 * name resolving to one.
 */
export async function verifyToolUrl(text: string, allow: AllowList): Promise<VerifyUrlResult> {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false, msg: '不是有效的网址' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, msg: '只允许 http:// 或 https:// 地址' };
  if (url.username !== '' || url.password !== '') return { ok: false, msg: '地址中不能包含用户名或密码' };
  try {
    await assertUrlAllowed(url, allow);
  } catch (error) {
    if (error instanceof AppError && error.code === 'DATA_SOURCE_REFUSED') return { ok: false, msg: '不能使用内网、本机、链路本地或保留地址' };
    throw error;
  }
  return { ok: true, msg: '地址可用' };
}
