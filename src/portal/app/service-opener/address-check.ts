import { checkOpenAddress } from '../../../shared/api/catalogue/open-check';
import type { OpenCheckAnswer, OpenCheckRequest } from '../../../shared/schema/open-check';
import type { TFunction } from '../../../shared/i18n';
import type { PortalServices } from '../services';
import './texts';

/** The longest the portal waits for the check (ADR 031): the server's probe gives up sooner, this only guards a stalled call. */
const CHECK_DEADLINE_MS = 4000;

/**
 * ADR 031: asks the server whether the item's address answers. Null whenever the check itself cannot say (a
 * visitor, no item named, a failed or late call): the item then opens as it always did — the check may stop an
 * opening only when it knows the address is down.
 */
export async function checkAddress(s: PortalServices, item: OpenCheckRequest | undefined): Promise<OpenCheckAnswer | null> {
  if (item === undefined || !s.auth.isSignedIn()) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), CHECK_DEADLINE_MS); });
  try {
    return await Promise.race([s.blade.call(checkOpenAddress, item, { silent: true }).catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A pop-up or tab opened inside the click, before the check answers (pop-up blockers allow only that), on a blank
 * page and cut from the portal at once (no window.opener); null when the browser blocked it.
 */
export function openBlank(name: string, features: string): Window | null {
  const opened = window.open('about:blank', name, features.replace(/,?noopener/, ''));
  if (!opened) return null;
  opened.opener = null;
  return opened;
}

/** The unreachable message in one line (a toast), as the dialog says it in three. */
export function unreachableText(t: TFunction, name: string, answer: Pick<OpenCheckAnswer, 'systemName' | 'contact'>): string {
  const system = answer.systemName || t('openService.unknownSystem');
  return answer.contact ? t('openService.unreachableLine', { name, system, contact: answer.contact }) : t('openService.unreachableLineNoContact', { name, system });
}
