import type { AllowList } from '../../../../security/outbound/address-guard';
import { checkOutboundUrl } from '../../../../security/outbound/outbound-url';
import type { VerifyUrlResult } from '../../../../../shared/schema/prelogin-config';

/**
 * commonTool/verifyUrl: a tool opens in visitors' browsers and in the portal's embedded host, so it follows the one
 * outbound-address rule of a card's data source (outbound-url.ts), with the same DATA_SOURCE_ALLOW_HOSTS exceptions.
 */
export async function verifyToolUrl(text: string, allow: AllowList): Promise<VerifyUrlResult> {
  const verdict = await checkOutboundUrl(text, allow);
  return verdict.ok ? { ok: true, msg: '地址可用' } : { ok: false, msg: verdict.reason };
}
