import { loginOut } from '../../shared/api/catalogue/auth';
import { ssoLogoutAddress } from '../../shared/api/catalogue/school-sign-in';
import { SESSION_KEYS } from '../../shared/rules/session-keys';
import { closeAllPanels } from '../../shared/rules/sign-in-state';
import type { PortalServices } from './services';

const LOGGED_OUT_PATH = '/login?logout=true';
/** SESS-07 */
const RELOGIN_PATH = '/login?logout=true&isLogin=true';

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
  if (providerLogout) {
    s.redirectTo(providerLogout);
    return;
  }
  await go(LOGGED_OUT_PATH);
}

/** WRAP-08: a 401 — clear the CAS ticket, close the expiry dialog, sign out locally, go to /login?logout=true. */
export async function signOutAfterUnauthorized(s: PortalServices, go: GoTo | null): Promise<void> {
  clearTicketData(s);
  s.expiryDialog.close();
  s.auth.signOut(LOGGED_OUT_PATH);
  if (go) await go(LOGGED_OUT_PATH);
}

/** SESS-07: 重新登录 — clear the ticket data, close the panels, log out, replace the route with the re-login page. */
export async function relogin(s: PortalServices, go: GoTo): Promise<void> {
  clearTicketData(s);
  closeAllPanels(s.store);
  await endServerSession(s);
  s.expiryDialog.close();
  s.auth.signOut(RELOGIN_PATH);
  await go(RELOGIN_PATH);
}
