import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { ssoExchange, ssoNotice } from '../../../shared/api/catalogue/school-sign-in';
import { errorMessage } from '../../../shared/api/error-message';
import { SESSION_KEYS } from '../../../shared/rules/session-keys';
import { REFUSAL_CODES, type SsoErrorCode } from '../../../shared/schema/school-sign-in';
import { useServices } from '../../app/services';
import { useServerMessage } from '../../lib/use-server-message';

/**
 * The login page's end of a provider sign-in (ADR 022): the callback sent the browser here with a one-time code,
 * which becomes the usual LoginResult (tokens and ticket), so everything after works as after our own form.
 */
export function SsoFinish({ code, onSignedIn }: { code: string; onSignedIn: () => void }) {
  const { t } = useTranslation();
  const s = useServices();
  const localise = useServerMessage();
  const [error, setError] = useState<string | null>(null);
  // The code works once: a second run of the effect (React's development double run) must not spend it again.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void (async () => {
      try {
        const result = await s.blade.call(ssoExchange, { code }, { silent: true });
        s.auth.signIn(result);
        s.ticket.set(result.tgt);
        s.store.remove(SESSION_KEYS.casData);
        onSignedIn();
      } catch (err) {
        setError(errorMessage(err, ''));
      }
    })();
  }, [code, onSignedIn, s]);

  if (error === null) return <p className="sh-notice" role="status">{t('login.ssoFinishing')}</p>;
  return <div className="sh-form-error" role="alert">{error ? localise(error) : t('login.ssoErrors.code_invalid')}</div>;
}

/** Why a provider sign-in failed, in the page's language; a refused first sign-in names the school's contact. */
export function SsoError({ code }: { code: SsoErrorCode }) {
  const { t } = useTranslation();
  const s = useServices();
  const [contact, setContact] = useState('');
  const isRefusal = REFUSAL_CODES.includes(code);

  useEffect(() => {
    if (!isRefusal) return;
    let live = true;
    s.blade.call(ssoNotice, {}, { silent: true })
      .then((notice) => { if (live) setContact(notice.contact); })
      // Without the contact the refusal still says what happened.
      .catch(() => undefined);
    return () => { live = false; };
  }, [isRefusal, s]);

  return (
    <div className="sh-form-error" role="alert">
      <span>{t(`login.ssoErrors.${code}`)}</span>
      {contact ? <span> {t('login.ssoContact', { contact })}</span> : null}
    </div>
  );
}
