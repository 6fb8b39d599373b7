import * as client from 'openid-client';
import type { LocalCache } from '../../../cache/local-cache';
import type { IdpFetch } from '../idp-fetch';
import { SignInRefused } from '../sign-in-error';

/**
 * The OpenID Connect relying party (ADR 022) on openid-client: discovery, authorization code with PKCE, state and
 * nonce, and the id_token's checks — issuer, audience, expiry, nonce and the signature against the provider's keys
 * (enableNonRepudiationChecks; an unsigned `alg: none` token is refused before anything else is read).
 */

interface OidcClientSettings {
  issuer: string;
  clientId: string;
  /** '' for a public client (no secret). */
  clientSecret: string;
  timeoutSeconds: number;
}

/** The first cause in the chain that is a SignInRefused (a fetch refusal inside openid-client). */
function refusalIn(error: unknown): SignInRefused | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (current instanceof SignInRefused) return current;
    current = current.cause;
  }
  return null;
}

const TOKEN_CHECKS = new Set([
  client.ClientError.name, 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED', 'OAUTH_JWT_CLAIM_COMPARISON_FAILED', 'OAUTH_KEY_SELECTION_FAILED',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED', 'OAUTH_JWS_SIGNATURE_VERIFICATION_FAILED', 'ERR_JWS_INVALID', 'ERR_JOSE_NOT_SUPPORTED',
]);

/** An openid-client failure as the code the login page shows. */
function refusalOf(error: unknown, stage: 'discovery' | 'callback'): SignInRefused {
  const inner = refusalIn(error);
  if (inner) return inner;
  const body = error as { error?: unknown; error_description?: unknown };
  const detail = error instanceof Error ? `${error.name}: ${error.message} ${String(body.error ?? '')} ${String(body.error_description ?? '')}` : String(error);
  if (stage === 'discovery') return new SignInRefused('idp_answer_invalid', detail);
  if (error instanceof client.AuthorizationResponseError || error instanceof client.ResponseBodyError) return new SignInRefused('idp_denied', detail);
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (TOKEN_CHECKS.has(code) || code.startsWith('OAUTH_JWT') || code.startsWith('ERR_JW'))) {
    return new SignInRefused('token_invalid', detail);
  }
  if (error instanceof client.ClientError) return new SignInRefused('token_invalid', detail);
  return new SignInRefused('idp_answer_invalid', detail);
}

/** application/x-www-form-urlencoded as the HTML standard writes it: letters, digits and `*-._` stay as they are. */
function formEncode(value: string): string {
  return new URLSearchParams({ v: value }).toString().slice(2);
}

/**
 * client_secret_basic (RFC 6749 §2.3.1: id and secret form-encoded, then Base64). openid-client's own also encodes
 * `-` and other characters the form encoding keeps, and providers that do not decode the header (LemonLDAP::NG) then
 * refuse a client id such as `service-hall`; the form encoding alone satisfies both kinds.
 */
function clientSecretBasic(clientSecret: string): client.ClientAuth {
  return (_as, metadata, _body, headers) => {
    const credentials = `${formEncode(metadata.client_id)}:${formEncode(clientSecret)}`;
    headers.set('authorization', `Basic ${Buffer.from(credentials).toString('base64')}`);
  };
}

/**
 * Discovers the issuer (one discovery per settings for five minutes, on this instance). Every request of the
 * configuration goes through `fetchIdp`, so only the issuer's own origin is reached.
 */
export async function oidcConfiguration(
  settings: OidcClientSettings, fetchIdp: IdpFetch, cache: LocalCache<Promise<client.Configuration>>, nowMs: number,
): Promise<client.Configuration> {
  const key = JSON.stringify(settings);
  const cached = cache.get(key, nowMs);
  if (cached) return cached;
  const auth = settings.clientSecret === '' ? client.None() : clientSecretBasic(settings.clientSecret);
  const execute = [client.enableNonRepudiationChecks];
  // An http issuer (a school's intranet, the tests' provider) is the administrator's choice; https is the default.
  if (settings.issuer.startsWith('http:')) execute.push(client.allowInsecureRequests);
  const pending = client.discovery(new URL(settings.issuer), settings.clientId, undefined, auth, {
    [client.customFetch]: (url, options) => fetchIdp(url, options as RequestInit), timeout: settings.timeoutSeconds, execute,
  }).catch((error: unknown) => {
    cache.delete(key, pending);
    throw refusalOf(error, 'discovery');
  });
  cache.set(key, pending, nowMs + 5 * 60_000);
  return pending;
}

interface AuthorizationStart {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider's authorization address for one sign-in: code flow, S256 PKCE, a fresh state and nonce. */
export async function startAuthorization(config: client.Configuration, redirectUri: string, scopes: string): Promise<AuthorizationStart> {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri, scope: scopes, response_type: 'code', state, nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier), code_challenge_method: 'S256',
  });
  return { url: url.toString(), state, nonce, codeVerifier };
}

/** True when a JWT's header says `alg: none` (or cannot be read): such a token is never looked at further. */
export function isUnsignedJwt(token: string): boolean {
  const [header] = token.split('.');
  try {
    const parsed = JSON.parse(Buffer.from(header ?? '', 'base64url').toString('utf8')) as { alg?: unknown };
    return typeof parsed.alg !== 'string' || parsed.alg.toLowerCase() === 'none';
  } catch {
    return true;
  }
}

interface OidcSignIn {
  claims: Record<string, unknown>;
  idToken: string;
  sub: string;
  sid: string | null;
}

/** Trades the code for tokens and checks the id_token; failures are SignInRefused with the code to show. */
export async function finishAuthorization(
  config: client.Configuration, callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string },
): Promise<OidcSignIn> {
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      expectedState: checks.state, expectedNonce: checks.nonce, pkceCodeVerifier: checks.codeVerifier, idTokenExpected: true,
    });
  } catch (error) {
    throw refusalOf(error, 'callback');
  }
  const idToken = tokens.id_token;
  if (idToken === undefined || isUnsignedJwt(idToken)) throw new SignInRefused('token_invalid', 'id_token missing or unsigned');
  const claims = tokens.claims();
  if (!claims) throw new SignInRefused('token_invalid', 'id_token without claims');
  return { claims: { ...claims }, idToken, sub: claims.sub, sid: typeof claims.sid === 'string' ? claims.sid : null };
}

/** RP-initiated logout: the provider's end_session_endpoint with the id_token as hint; '' when it has none. */
export function endSessionUrl(config: client.Configuration, idToken: string, postLogoutRedirectUri: string): string {
  if (!config.serverMetadata().end_session_endpoint) return '';
  return client.buildEndSessionUrl(config, { id_token_hint: idToken, post_logout_redirect_uri: postLogoutRedirectUri }).toString();
}
