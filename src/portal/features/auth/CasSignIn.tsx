import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { getAddress } from '../../../shared/api/catalogue/auth';
import type { Address } from '../../../shared/schema/auth';
import { useServices } from '../../app/services';
import { useCooldown } from '../../lib/use-cooldown';
import { useServerMessage } from '../../lib/use-server-message';

/** The CAS login address; a CAS server needs to know where to send the user back (`service`). */
export function casLoginTarget(address: Address): string {
  if (!address.serviceUrl || /[?&]service=/.test(address.casLoginUrl)) return address.casLoginUrl;
  const joiner = address.casLoginUrl.includes('?') ? '&' : '?';
  return `${address.casLoginUrl}${joiner}service=${encodeURIComponent(address.serviceUrl)}`;
}

/** AUTH-01 with isSelfCas 1: the school's CAS signs users in; we only send them there. */
export function CasSignIn() {
  const { t } = useTranslation();
  const s = useServices();
  const [going, setGoing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const localise = useServerMessage();
  const [coolingDown, startCooldown] = useCooldown();

  async function go(): Promise<void> {
    startCooldown();
    setGoing(true);
    setError(null);
    try {
      const address = await s.blade.call(getAddress, {}, { silent: true });
      s.redirectTo(casLoginTarget(address));
    } catch (err) {
      // AUTH-03: a failed address call shows the server's msg.
      setError(err instanceof Error ? err.message : '');
      setGoing(false);
    }
  }

  return (
    <div className="sh-cas">
      <p className="sh-cas__hint">{t('login.casHint')}</p>
      {error !== null ? <div className="sh-form-error" role="alert">{error ? localise(error) : t('login.failed')}</div> : null}
      <button type="button" className="sh-button sh-button--block" disabled={going || coolingDown} onClick={() => { void go(); }}>
        {going ? t('login.casGoing') : t('login.casButton')}
      </button>
    </div>
  );
}
