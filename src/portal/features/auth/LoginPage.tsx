import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link, Redirect, useLocation } from 'wouter';
import { authInit } from '../../../shared/api/catalogue/auth';
import { safeRedirectTarget } from '../../../shared/rules/route-guard';
import { SESSION_KEYS } from '../../../shared/rules/session-keys';
import { useServices } from '../../app/services';
import { Loading } from '../../components/AsyncStates';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useCall } from '../../lib/use-call';
import { useRawUrl } from '../../app/raw-url';
import { isSsoErrorCode } from '../../../shared/schema/school-sign-in';
import { CasSignIn } from './CasSignIn';
import { LoginForm } from './LoginForm';
import { SsoError, SsoFinish } from './SsoSignIn';
import './login.css';

/**
 * /login. `?logout=true` clears whatever a previous session left (tokens, session data, ticket);
 * with `isLogin=true` as well (SESS-07) it says the session ended. `?redirect=` is where sign-in returns.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const s = useServices();
  const [, navigate] = useLocation();
  // The raw query: wouter's useSearchParams decodes it once too often for a `redirect` that has a query itself.
  const { search } = useRawUrl();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const isLogout = params.get('logout') === 'true';
  const sessionEnded = isLogout && params.get('isLogin') === 'true';
  const target = safeRedirectTarget(params.get('redirect'));
  // ADR 022: `ssoCode` is a provider sign-in to finish, `ssoError` one that failed, `local=1` our own form whatever
  // the login config says (administrators' break-glass).
  const ssoCode = params.get('ssoCode');
  const ssoError = params.get('ssoError');
  const isLocal = params.get('local') === '1';
  const signedIn = useSyncExternalStore(s.auth.subscribe, s.auth.isSignedIn);

  useEffect(() => {
    if (!isLogout) return;
    s.store.clear();
    s.ticket.clear();
    s.expiryDialog.close();
    s.auth.signOut();
  }, [isLogout, s]);

  const loadConfig = useCallback(async () => {
    // silent: AUTH-02 shows its own message with a retry.
    const config = await s.blade.call(authInit, {}, { silent: true });
    s.store.set(SESSION_KEYS.loginConfig, config);
    return config;
  }, [s]);
  const { state, reload } = useCall(loadConfig);
  const onSsoSignedIn = useCallback(() => navigate(target, { replace: true }), [navigate, target]);
  const withQuery = (extra: Record<string, string>) => {
    const next = new URLSearchParams({ ...extra, ...(params.get('redirect') ? { redirect: target } : {}) });
    return `/login${next.size > 0 ? `?${next.toString()}` : ''}`;
  };

  // Someone already signed in who did not come here to leave goes where they were heading.
  if (signedIn && !isLogout) return <Redirect to={target} replace />;

  const schoolName = state.status === 'success' && state.data.schoolName ? state.data.schoolName : t('app.name');
  const resetUrl = state.status === 'success' ? passwordResetAddress(state.data.passwordResetUrl) : null;

  return (
    <div className="sh-login">
      <div className="sh-login__lang"><LanguageSwitch tone="dark" /></div>
      <main className="sh-login__card" id="main" aria-labelledby="login-title">
        <p className="sh-login__school">{schoolName}</p>
        <h1 id="login-title" className="sh-login__title">{t('login.title')}</h1>
        {sessionEnded ? <p className="sh-notice" role="status">{t('login.sessionEnded')}</p> : null}
        {state.status === 'loading' ? <Loading label={t('login.configLoading')} /> : null}
        {state.status === 'error' ? (
          // AUTH-02: the login configuration is missing or failed.
          <div className="sh-form-error" role="alert">
            <span>{t('login.configFailed')}</span>
            <button type="button" className="sh-link-button" onClick={reload}>{t('common.retry')}</button>
          </div>
        ) : null}
        {ssoCode ? <SsoFinish code={ssoCode} onSignedIn={onSsoSignedIn} /> : null}
        {!ssoCode && isSsoErrorCode(ssoError) ? <SsoError code={ssoError} /> : null}
        {!ssoCode && state.status === 'success' && state.data.eduSystemManageIdentityAuth.isSelfCas === 1 && !isLocal ? (
          <>
            <CasSignIn next={target} />
            <a className="sh-link-button sh-login__switch" href={withQuery({ local: '1' })}>{t('login.localLink')}</a>
          </>
        ) : null}
        {!ssoCode && state.status === 'success' && (state.data.eduSystemManageIdentityAuth.isSelfCas !== 1 || isLocal) ? (
          <>
            <LoginForm onSignedIn={() => navigate(target, { replace: true })} />
            {isLocal && state.data.eduSystemManageIdentityAuth.isSelfCas === 1 ? (
              <a className="sh-link-button sh-login__switch" href={withQuery({})}>{t('login.ssoLink')}</a>
            ) : null}
          </>
        ) : null}
        <div className="sh-login__links">
          <Link href="/" className="sh-link-button">{t('common.backHome')}</Link>
          {resetUrl ? (
            <a className="sh-link-button" href={resetUrl} target="_blank" rel="noopener noreferrer">{t('login.forgotPassword')}</a>
          ) : null}
        </div>
      </main>
    </div>
  );
}

/** The school's password reset page when the studio set one (an http(s) address only); else no link. */
function passwordResetAddress(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
