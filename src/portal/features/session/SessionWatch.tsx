import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useLocation } from 'wouter';
import { createSessionChecker, type SessionChecker } from '../../../shared/rules/session-check';
import { createTokenRefresher, sessionTokenStore } from '../../../shared/rules/token-refresh';
import type { SessionExpiration } from '../../../shared/schema/session';
import { useServices } from '../../app/services';
import { sessionLost } from '../../app/sign-out';
import { casCache, fetchRemaining, refreshTokens } from './session-adapters';

/** ADR 025: the expiry warning shows when at most this many seconds are left. */
const EXPIRY_WARNING_SECONDS = 120;

/**
 * Runs, while someone is signed in, the session check (SESS-01…SESS-06) and the token refresh (TOKEN-01).
 * Mounted only when signed in, so signing out stops both.
 */
export function SessionWatch() {
  const s = useServices();
  const { i18n } = useTranslation();
  const [, navigate] = useLocation();

  useEffect(() => {
    let stopped = false;
    let checker: SessionChecker | null = null;
    const refresher = createTokenRefresher({
      tokens: sessionTokenStore(s.store),
      refresh: (input) => refreshTokens(s, input),
      // SESS-05/07: a refused refresh means the session is over; the dialog says so and stays.
      onSignOut: () => { void sessionLost(s, (to) => navigate(to, { replace: true })); },
      now: s.now,
      timers: s.timers,
    });
    refresher.start();

    // Without the static file the check still runs, on the safer settings: local countdown, our own tip.
    const fallback: SessionExpiration = { expireTime: 1800, outLogTip: '', autoRefresh: false };
    s.loadSessionExpiration().catch(() => fallback).then((config) => {
      if (stopped) return;
      checker = createSessionChecker({
        config,
        getTicket: () => s.ticket.get(),
        ...casCache(s),
        fetchRemaining: (ticket) => fetchRemaining(s, ticket),
        onOutcome: (outcome) => {
          if (outcome.kind === 'active') {
            // ADR 025: a warning with 保持登录 while little time is left; a renewal elsewhere closes it.
            if (outcome.remaining <= EXPIRY_WARNING_SECONDS) s.expiryWarning.show(outcome.remaining, s.now());
            else s.expiryWarning.hide();
            return;
          }
          s.expiryWarning.hide();
          if (outcome.kind === 'abnormal') s.expiryDialog.open('abnormal', i18n.t('session.abnormal'));
          if (outcome.kind === 'expired') {
            // SESS-05; why, when the session was ended rather than left idle (ADR 025).
            s.expiryDialog.open('expired', outcome.message || i18n.t('session.expiredFallback'), outcome.reason);
          }
        },
        timers: s.timers,
      });
      checker.start();
      void checker.check();
    });

    return () => {
      stopped = true;
      refresher.stop();
      checker?.stop();
    };
  }, [s, i18n, navigate]);

  return null;
}
