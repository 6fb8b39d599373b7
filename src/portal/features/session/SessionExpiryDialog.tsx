import { useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useLocation } from 'wouter';
import { useServices } from '../../app/services';
import { relogin } from '../../app/sign-out';
import { useServerMessage } from '../../lib/use-server-message';
import { Dialog } from '../../components/dialog';
import { useRawUrl } from '../../app/raw-url';
import type { SessionEndReason } from '../../../shared/schema/session';
import './texts';
import './session.css';

/**
 * SHELL-02: the session-expiry dialog — the server's outLogTip (SESS-05) or the abnormal-login text (SESS-02),
 * and one button, 重新登录 (SESS-07). Modal and not dismissible: nothing behind it can be reached, and neither Esc
 * nor the backdrop closes it, until the user signs in again. A session ended elsewhere says why (ADR 025), and
 * sign-in returns to this page.
 */
export function SessionExpiryDialog() {
  const { t } = useTranslation();
  const s = useServices();
  const [, navigate] = useLocation();
  const view = useSyncExternalStore(s.expiryDialog.subscribe, s.expiryDialog.get);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const localise = useServerMessage();
  const { path, search } = useRawUrl();

  if (!view.open) return null;
  // The abnormal text follows the chosen language; the server's outLogTip too when it is the server's default.
  const endedText = (reason: Exclude<SessionEndReason, 'idle'>): string => t(`sessionEnd.ended.${reason}`);
  const message = view.kind === 'abnormal'
    ? t('session.abnormal')
    : view.reason !== undefined && view.reason !== 'idle'
      ? endedText(view.reason)
      : localise(view.message || t('session.expiredFallback'));

  async function onRelogin(): Promise<void> {
    setBusy(true);
    // SESS-07; the dialog closes (and unmounts) on the way, so busy is not reset.
    await relogin(s, (to) => navigate(to, { replace: true }), search ? `${path}?${search}` : path);
  }

  return (
    <Dialog
      labelledBy="session-expiry-title"
      describedBy="session-expiry-message"
      size="small"
      className="sh-modal"
      // SESS-05/07: Esc and the backdrop do nothing; 重新登录 is the only way on.
      dismissible={false}
      initialFocus={buttonRef}
      onClose={() => undefined}
    >
      <h2 id="session-expiry-title" className="sh-modal__title">{t('session.dialogTitle')}</h2>
      <p id="session-expiry-message" className="sh-modal__message">{message}</p>
      <div className="sh-modal__actions">
        <button ref={buttonRef} type="button" className="sh-button" disabled={busy} onClick={() => { void onRelogin(); }}>
          {t('session.relogin')}
        </button>
      </div>
    </Dialog>
  );
}
