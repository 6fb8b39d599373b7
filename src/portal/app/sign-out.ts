import { loginOut } from '../../shared/api/catalogue/auth';
import { ssoLogoutAddress } from '../../shared/api/catalogue/school-sign-in';
import { getSessionValidTime } from '../../shared/api/catalogue/session';
import { ApiError } from '../../shared/api/client-types';
import { STATUS_CLIENT_ERROR, STATUS_TIMEOUT } from '../../shared/api/wrap-messages';
import { isPublicPath, normalisePath, safeRedirectTarget } from '../../shared/rules/route-guard';
import { SESSION_KEYS } from '../../shared/rules/session-keys';
import { closeAllPanels } from '../../shared/rules/sign-in-state';
import { casSessionDataSchema, type SessionEndReason } from '../../shared/schema/session';
import type { PortalServices } from './services';

const LOGGED_OUT_PATH = '/login?logout=true';
/** SESS-07 */
const RELOGIN_PATH = '/login?logout=true&isLogin=true';

/**
 * SESS-07's address, and where sign-in returns afterwards (ADR 025): the page the user was on, path and query, when
 * it is one of ours and worth returning to.
 */
function reloginPath(from: string | null): string {
  if (from === null) return RELOGIN_PATH;
  const back = safeRedirectTarget(from, '');
  if (back === '' || isPublicPath(normalisePath(back))) return RELOGIN_PATH;
  return `${RELOGIN_PATH}&redirect=${encodeURIComponent(back)}`;
}

/** Replaces the current route (the caller's router navigate with replace). */
export type GoTo = (to: string) => void | Promise<void>;

/** The SSO ticket data: the cookie and the cached CAS session data. */
function clearTicketData(s: PortalServices): void {
  s.ticket.clear();
  s.store.remove(SESSION_KEYS.casData);
}

/** Ends the server session; a failure (already gone, unreachable) must not keep the user signed in locally. */
async function endServerSession(s: PortalServices): Promise<void> {
  try {
    await s.blade.call(loginOut, {}, { silent: true });
  } catch {
    // Already signed out on the server (401) or unreachable: nothing more to do there.
  }
}

/**
 * Where the school's identity provider ends its own session (ADR 022), asked while ours still lives; '' when our
 * sign-out is all there is, or the question fails (signing out must not wait on the provider).
 */
async function providerLogoutAddress(s: PortalServices): Promise<string> {
  try {
    return (await s.blade.call(ssoLogoutAddress, {}, { silent: true })).url;
  } catch {
    return '';
  }
}

/**
 * 退出登录 (TOKEN-02): ends the server session, clears the ticket and the signed-in state, goes to sign-in — through
 * the provider's logout when a provider signed the user in, which sends the browser back to sign-in.
 */
export async function logout(s: PortalServices, go: GoTo): Promise<void> {
  const providerLogout = await providerLogoutAddress(s);
  await endServerSession(s);
  clearTicketData(s);
  s.auth.signOut(LOGGED_OUT_PATH);
  // ADR 025: every other tab of this browser signs out too.
  s.tabs.post({ kind: 'signed-out' });
  if (providerLogout) {
    s.redirectTo(providerLogout);
    return;
  }
  await go(LOGGED_OUT_PATH);
}

/** WRAP-08: a 401 — clear the CAS ticket, close the expiry dialog, sign out locally, go to /login?logout=true. */
async function signOutAfterUnauthorized(s: PortalServices, go: GoTo | null): Promise<void> {
  clearTicketData(s);
  s.expiryDialog.close();
  s.auth.signOut(LOGGED_OUT_PATH);
  if (go) await go(LOGGED_OUT_PATH);
}

/** ADR 025: another tab of this browser signed out — this one follows, to the sign-in page. */
export async function signedOutElsewhere(s: PortalServices, go: GoTo): Promise<void> {
  if (!s.auth.isSignedIn()) return;
  s.store.remove(SESSION_KEYS.casData);
  s.expiryDialog.close();
  s.expiryWarning.hide();
  s.auth.signOut(LOGGED_OUT_PATH);
  await go(LOGGED_OUT_PATH);
}

/**
 * Why the session behind this tab is over, asked with its ticket; null when nobody can say (no ticket, no answer).
 * A question that got no answer (time-out, network) is asked once more: a device waking from sleep fires the
 * deadlines of the calls it had in flight at once, the 401 that brought us here among them, and the reason is
 * what the dialog exists to say (ADR 025).
 */
async function whyEnded(s: PortalServices): Promise<SessionEndReason | null> {
  const cached = casSessionDataSchema.safeParse(s.store.get(SESSION_KEYS.casData));
  const ticket = (cached.success ? cached.data.tgt : '') || s.ticket.get();
  if (!ticket) return null;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const data = await s.blade.call(getSessionValidTime, { casTicket: ticket }, { silent: true });
      return data.expireTime > 0 ? null : (data.endReason ?? 'idle');
    } catch (error) {
      const unanswered = error instanceof ApiError && (error.status === STATUS_TIMEOUT || error.status === STATUS_CLIENT_ERROR)
        && error.sourceStatus === error.status;
      if (!unanswered || attempt >= 2) return null;
    }
  }
}

/**
 * A signed-in call was refused (401) or the token refresh was (TOKEN-01): the session is over. SESS-05/07: the
 * re-login dialog says so — why, when the server knows (ADR 025) — and stays until 重新登录 is clicked; nothing
 * navigates meanwhile. Without a signed-in user (the sign-in page) it is WRAP-08's plain sign-out.
 */
export async function sessionLost(s: PortalServices, go: GoTo | null): Promise<void> {
  if (!s.auth.isSignedIn()) {
    await signOutAfterUnauthorized(s, go);
    return;
  }
  if (s.expiryDialog.get().open) return;
  const reason = await whyEnded(s);
  if (s.expiryDialog.get().open || !s.auth.isSignedIn()) return;
  s.expiryWarning.hide();
  s.expiryDialog.open('expired', '', reason ?? undefined);
}

/**
 * SESS-07: 重新登录 — clear the ticket data, close the panels, log out, replace the route with the re-login page;
 * `from` (the page's path and query) is where sign-in returns (ADR 025).
 */
export async function relogin(s: PortalServices, go: GoTo, from: string | null = null): Promise<void> {
  const to = reloginPath(from);
  clearTicketData(s);
  closeAllPanels(s.store);
  await endServerSession(s);
  s.expiryDialog.close();
  s.auth.signOut(to);
  await go(to);
}
