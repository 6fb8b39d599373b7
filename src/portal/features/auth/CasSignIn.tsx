import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { getAddress } from '../../../shared/api/catalogue/auth';
import type { Address } from '../../../shared/schema/auth';
import { useServices } from '../../app/services';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { useServerMessage } from '../../lib/use-server-message';
import { errorMessage } from '../../../shared/api/error-message';

/** The CAS login address; a CAS server needs to know where to send the user back (`service`). */
function casLoginTarget(address: Address): string {
  if (!address.serviceUrl || /[?&]service=/.test(address.casLoginUrl)) return address.casLoginUrl;
  const joiner = address.casLoginUrl.includes('?') ? '&' : '?';
  return `${address.casLoginUrl}${joiner}service=${encodeURIComponent(address.serviceUrl)}`;
}

/**
 * Where the button goes. Our own start route (ADR 022: it binds the sign-in to this browser, then sends it to the
 * school's CAS or OpenID Connect provider) also learns where the user was going; a school's address is used as is.
 */
function signInTarget(address: Address, next: string): string {
  const target = casLoginTarget(address);
  if (!target.startsWith('/api/sso/')) return target;
  return `${target}${target.includes('?') ? '&' : '?'}next=${encodeURIComponent(next)}`;
}

/** AUTH-01 with isSelfCas 1: the school's identity provider signs users in; we only send them there. */
export function CasSignIn({ next = '/' }: { next?: string }) {
  const { t } = useTranslation();
  const s = useServices();
  const [going, setGoing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const localise = useServerMessage();

  async function go(): Promise<void> {
    setGoing(true);
    setError(null);
    try {
      const address = await s.blade.call(getAddress, {}, { silent: true });
      s.redirectTo(signInTarget(address, next));
    } catch (err) {
      // AUTH-03: a failed address call shows the server's msg.
      setError(errorMessage(err, ''));
      setGoing(false);
    }
  }

  // SHELL-09: the guard holds the button while the address call runs, and at least 800 ms.
  const guard = useButtonGuard(go);

  return (
    <div className="sh-cas">
      <p className="sh-cas__hint">{t('login.casHint')}</p>
      {error !== null ? <div className="sh-form-error" role="alert">{error ? localise(error) : t('login.failed')}</div> : null}
      <button type="button" className="sh-button sh-button--block" disabled={going || guard.disabled} onClick={() => guard.onClick()}>
        {going ? t('login.casGoing') : t('login.casButton')}
      </button>
    </div>
  );
}
