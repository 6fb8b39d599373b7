import { bindTab, tabLogin } from '../../shared/api/catalogue/auth';
import { ApiError } from '../../shared/api/client-types';
import { readAccessToken } from '../../shared/rules/sign-in-state';
import type { PortalServices } from './services';

/**
 * ADR 025: binds this browser to the session just signed in (the server sets the HttpOnly tab cookie), so a tab
 * opened later joins it. Best effort: without it, a new tab only asks to sign in.
 */
export async function bindBrowser(s: Pick<PortalServices, 'blade'>): Promise<void> {
  try {
    await s.blade.call(bindTab, {}, { silent: true });
  } catch {
    // A new tab of this browser will ask to sign in; this tab is signed in all the same.
  }
}

/** The status of the tabLogin refusal: no live session behind the cookie. */
const NO_SESSION_STATUS = 404;

/**
 * ADR 025: a tab that starts with no tokens of its own but with the browser's ticket cookie (someone signed in in
 * another tab) joins that session through the tab cookie, before any route is decided. Answers whether it did.
 */
export async function joinBrowserSession(s: PortalServices): Promise<boolean> {
  const ticket = s.ticket.get();
  if (ticket === null || readAccessToken(s.store) !== null) return false;
  s.auth.setJoining(true);
  try {
    const tokens = await s.blade.call(tabLogin, {}, { silent: true });
    s.auth.signIn({ ...tokens, tgt: ticket }, { bind: false });
    return true;
  } catch (error) {
    // The session behind the cookie is over (or never was): the ticket cookie is only a leftover.
    if (error instanceof ApiError && error.sourceStatus === NO_SESSION_STATUS) s.ticket.clear();
    return false;
  } finally {
    s.auth.setJoining(false);
  }
}
