import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { modelLogin } from '../../../shared/api/catalogue/auth';
import { SESSION_KEYS } from '../../../shared/rules/session-keys';
import { DEFAULT_TENANT_ID } from '../../../shared/schema/auth';
import { useServices } from '../../app/services';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { useServerMessage } from '../../lib/use-server-message';
import { validateLogin, type LoginErrors } from './validate-login';
import { errorMessage } from '../../../shared/api/error-message';

/** Our own sign-in form (AUTH-01 when isSelfCas is not 1). */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const s = useServices();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  // The server's msg as sent ('' when it gave none); translated while rendering, so it follows the language.
  const [serverError, setServerError] = useState<string | null>(null);
  const localise = useServerMessage();
  const [sending, setSending] = useState(false);
  const accountRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  /** Synchronous when a field is missing (nothing to wait for), the sign-in call's promise otherwise. */
  function submit(): Promise<void> | undefined {
    const found = validateLogin({ username, password });
    setErrors(found);
    if (found.username) { accountRef.current?.focus(); return undefined; }
    if (found.password) { passwordRef.current?.focus(); return undefined; }
    return send();
  }

  async function send(): Promise<void> {
    setSending(true);
    setServerError(null);
    try {
      // silent: the message is shown beside the form (AUTH-03), not again as a toast.
      const result = await s.blade.call(
        modelLogin, { tenantId: DEFAULT_TENANT_ID, username: username.trim(), password }, { silent: true },
      );
      s.auth.signIn(result);
      s.ticket.set(result.tgt);
      // A CAS cache of a previous ticket would make the session check judge the new one by the old.
      s.store.remove(SESSION_KEYS.casData);
      onSignedIn();
    } catch (error) {
      // AUTH-03: the server's msg, e.g. '账号或密码错误' or the throttling notice with when to retry.
      setServerError(errorMessage(error, ''));
      setSending(false);
    }
  }
  // SHELL-09: disabled for 800 ms after a submit, and for as long as the sign-in call takes.
  const guard = useButtonGuard(submit);

  const field = (name: 'username' | 'password', label: string, value: string, onChange: (v: string) => void) => {
    const id = `login-${name}`;
    const errorKey = errors[name];
    return (
      <div className="sh-field">
        <label className="sh-field__label" htmlFor={id}>{label}</label>
        <input
          ref={name === 'username' ? accountRef : passwordRef}
          id={id}
          name={name}
          className="sh-input"
          type={name === 'password' ? 'password' : 'text'}
          autoComplete={name === 'password' ? 'current-password' : 'username'}
          value={value}
          maxLength={name === 'password' ? 128 : 64}
          aria-invalid={errorKey ? true : undefined}
          aria-describedby={errorKey ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {errorKey ? <p id={`${id}-error`} className="sh-field__error">{t(errorKey)}</p> : null}
      </div>
    );
  };

  return (
    <form className="sh-login-form" noValidate onSubmit={(event) => { event.preventDefault(); guard.onClick(); }}>
      {field('username', t('login.account'), username, setUsername)}
      {field('password', t('login.password'), password, setPassword)}
      {serverError !== null ? (
        <div className="sh-form-error" role="alert">{serverError ? localise(serverError) : t('login.failed')}</div>
      ) : null}
      <button type="submit" className="sh-button sh-button--block" disabled={guard.disabled}>
        {sending ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
