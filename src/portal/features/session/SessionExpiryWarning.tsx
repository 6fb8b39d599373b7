import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { updateSessionValidTime } from '../../../shared/api/catalogue/session';
import { errorMessage } from '../../../shared/api/error-message';
import { SESSION_KEYS } from '../../../shared/rules/session-keys';
import { defaultTimers } from '../../../shared/rules/timers';
import { casSessionDataSchema } from '../../../shared/schema/session';
import { useServices } from '../../app/services';
import { logout } from '../../app/sign-out';
import { Dialog } from '../../components/dialog';
import { useTranslation } from '../../lib/i18n-react';
import './texts';
import './session.css';

/** Seconds left now, counted down from what the last check said. */
function useSecondsLeft(remaining: number, at: number): number {
  const s = useServices();
  const [now, setNow] = useState(() => s.now());
  useEffect(() => {
    const timers = s.timers ?? defaultTimers;
    const handle = timers.setInterval(() => setNow(s.now()), 1000);
    return () => timers.clearInterval(handle);
  }, [s]);
  return Math.max(0, remaining - Math.floor((now - at) / 1000));
}

/**
 * ADR 025: the warning before the session ends for idleness, with 保持登录 (updateSessionValidTime restarts the idle
 * timer for every tab of the session) and 退出登录. Esc closes it; the expiry dialog still comes if time runs out.
 */
export function SessionExpiryWarning() {
  const s = useServices();
  const view = useSyncExternalStore(s.expiryWarning.subscribe, s.expiryWarning.get);
  const dialogOpen = useSyncExternalStore(s.expiryDialog.subscribe, () => s.expiryDialog.get().open);
  if (!view.open || dialogOpen) return null;
  return <WarningDialog remaining={view.remaining} at={view.at} />;
}

function WarningDialog({ remaining, at }: { remaining: number; at: number }) {
  const { t } = useTranslation();
  const s = useServices();
  const [, navigate] = useLocation();
  const left = useSecondsLeft(remaining, at);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const minutes = Math.floor(left / 60);
  const seconds = left % 60;
  const time = minutes > 0 ? t('sessionEnd.minutesSeconds', { minutes, seconds }) : t('sessionEnd.seconds', { seconds });

  async function keep(): Promise<void> {
    const cached = casSessionDataSchema.safeParse(s.store.get(SESSION_KEYS.casData));
    const ticket = (cached.success ? cached.data.tgt : '') || s.ticket.get() || '';
    setBusy(true);
    setFailure(null);
    try {
      const data = await s.blade.call(updateSessionValidTime, { casTicket: ticket }, { silent: true });
      s.store.set(SESSION_KEYS.casData, data);
      if (data.expireTime <= 0) {
        // Too late: the session is over; the expiry dialog says so (SESS-05) and why.
        s.expiryWarning.hide();
        s.expiryDialog.open('expired', '', data.endReason);
        return;
      }
      s.expiryWarning.hide();
      s.tabs.post({ kind: 'renewed', expireTime: data.expireTime });
    } catch (error) {
      setFailure(t('sessionEnd.keepFailed', { msg: errorMessage(error) }));
      setBusy(false);
    }
  }

  return (
    <Dialog
      labelledBy="session-warning-title"
      describedBy="session-warning-message"
      size="small"
      className="sh-modal"
      initialFocus={keepRef}
      onClose={() => s.expiryWarning.hide()}
    >
      <h2 id="session-warning-title" className="sh-modal__title">{t('sessionEnd.warningTitle')}</h2>
      <p id="session-warning-message" className="sh-modal__message" role="timer" aria-live="off">
        {t('sessionEnd.warning', { time })}
      </p>
      {failure ? <p className="sh-form-error" role="alert">{failure}</p> : null}
      <div className="sh-modal__actions">
        <button type="button" className="sh-button sh-button--secondary" disabled={busy}
          onClick={() => { void logout(s, (to) => navigate(to, { replace: true })); }}>
          {t('sessionEnd.signOut')}
        </button>
        <button ref={keepRef} type="button" className="sh-button" disabled={busy} onClick={() => { void keep(); }}>
          {busy ? t('sessionEnd.keeping') : t('sessionEnd.keep')}
        </button>
      </div>
    </Dialog>
  );
}
