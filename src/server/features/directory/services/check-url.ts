import type { AllowList } from '../../../security/outbound/address-guard';
import { checkOutboundUrl } from '../../../security/outbound/outbound-url';
import type { CheckUrlResult } from '../../../../shared/schema/directory';

/** checkURL: whether an address an administrator typed may be configured, by the one outbound-address rule. */
export async function checkUrl(text: string, allow: AllowList): Promise<CheckUrlResult> {
  const verdict = await checkOutboundUrl(text, allow);
  return verdict.ok ? { ok: true, reason: '' } : { ok: false, reason: verdict.reason };
}
