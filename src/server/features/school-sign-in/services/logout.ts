import type { AuthUser } from '../../../http/auth-types';
import { endSessionUrl } from '../oidc/client';
import { verifyLogoutToken } from '../oidc/logout-token';
import { SignInRefused } from '../sign-in-error';
import { endCasSignIn, endOidcSignIns, signInOfSession } from './session-link';
import { oidcConfigFor, providerSettings, type SignInRuntime } from './sign-in';

/**
 * Where the browser goes after our sign-out (ADR 022), asked while the session still lives: for a session a
 * provider opened, and settings that say so, the CAS logout or the OIDC end_session_endpoint (with id_token_hint),
 * both sending the browser back to our login page; '' otherwise.
 */
export async function idpLogoutUrl(rt: SignInRuntime, user: AuthUser): Promise<string> {
  const signIn = await signInOfSession(rt.db, user.sessionId);
  if (!signIn) return '';
  let settings: Awaited<ReturnType<typeof providerSettings>>;
  try {
    settings = await providerSettings(rt, user.tenantId, signIn.protocol);
  } catch (error) {
    if (error instanceof SignInRefused) return '';
    throw error;
  }
  const { doc, addresses, fetchIdp } = settings;
  if (doc.logout !== 'idp') return '';
  if (signIn.protocol === 'cas') {
    const url = new URL(`${doc.cas.serverUrl.replace(/\/+$/, '')}/logout`);
    url.searchParams.set('service', addresses.oidcPostLogout);
    return url.toString();
  }
  try {
    return endSessionUrl(await oidcConfigFor(rt, user.tenantId, doc, fetchIdp), signIn.idToken ?? '', addresses.oidcPostLogout);
  } catch (error) {
    // A provider that cannot be reached now must not keep the user signed in: our own sign-out still happens.
    if (error instanceof SignInRefused) return '';
    throw error;
  }
}

/** A CAS back-channel logoutRequest naming a service ticket; answers how many sessions ended. */
export async function casSingleLogout(rt: SignInRuntime, tenantId: string, ticket: string): Promise<number> {
  return endCasSignIn(rt.db, tenantId, ticket, rt.now());
}

/** An OIDC back-channel logout: a verified logout token ends the sessions it names; null when the token fails. */
export async function oidcBackChannelLogout(rt: SignInRuntime, tenantId: string, logoutToken: string): Promise<number | null> {
  const { doc, fetchIdp } = await providerSettings(rt, tenantId, 'oidc');
  const config = await oidcConfigFor(rt, tenantId, doc, fetchIdp);
  const { issuer, jwks_uri: jwksUri } = config.serverMetadata();
  if (!jwksUri) return null;
  const target = await verifyLogoutToken(logoutToken, {
    issuer, clientId: doc.oidc.clientId, jwksUri, nowMs: rt.now(), timeoutMs: doc.timeoutSeconds * 1000,
  }, fetchIdp);
  if (!target) return null;
  return endOidcSignIns(rt.db, tenantId, issuer, target, rt.now());
}
