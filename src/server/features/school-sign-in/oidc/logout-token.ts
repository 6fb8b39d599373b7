import { createRemoteJWKSet, customFetch, jwtVerify, type JWTPayload } from 'jose';
import type { IdpFetch } from '../idp-fetch';
import { isUnsignedJwt } from './client';

/** OpenID Connect Back-Channel Logout 1.0 (ADR 022). */

const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

type LogoutTarget = { sub: string | null; sid: string | null };

/**
 * The claims a logout token must carry beyond its signature, issuer, audience and age (which jwtVerify checks):
 * `iat`, the back-channel logout event, `sid` or `sub`, and no `nonce`. Answers what the token names, or why not.
 */
export function checkLogoutClaims(payload: JWTPayload): { ok: true; target: LogoutTarget } | { ok: false; reason: string } {
  if (typeof payload.iat !== 'number') return { ok: false, reason: 'iat missing' };
  const events = payload.events;
  if (typeof events !== 'object' || events === null || Array.isArray(events) || !(BACKCHANNEL_LOGOUT_EVENT in events)) {
    return { ok: false, reason: 'events claim missing the back-channel logout event' };
  }
  if (typeof (events as Record<string, unknown>)[BACKCHANNEL_LOGOUT_EVENT] !== 'object') return { ok: false, reason: 'event is not an object' };
  if ('nonce' in payload) return { ok: false, reason: 'nonce present' };
  const sub = typeof payload.sub === 'string' && payload.sub !== '' ? payload.sub : null;
  const sid = typeof payload.sid === 'string' && payload.sid !== '' ? payload.sid : null;
  if (sub === null && sid === null) return { ok: false, reason: 'neither sid nor sub' };
  return { ok: true, target: { sub, sid } };
}

interface LogoutTokenExpectations {
  issuer: string;
  clientId: string;
  jwksUri: string;
  nowMs: number;
  timeoutMs: number;
}

/**
 * Verifies a logout_token: signed (never `alg: none`) by a key of the provider's JWKS, issued by the issuer for our
 * client, at most five minutes old; then the claims above. Answers what it names, or null when it fails any check.
 */
export async function verifyLogoutToken(token: string, expected: LogoutTokenExpectations, fetchIdp: IdpFetch): Promise<LogoutTarget | null> {
  if (isUnsignedJwt(token)) return null;
  const keys = createRemoteJWKSet(new URL(expected.jwksUri), {
    timeoutDuration: expected.timeoutMs,
    [customFetch]: (url: string, init: RequestInit) => fetchIdp(url, init),
  });
  try {
    const { payload } = await jwtVerify(token, keys, {
      issuer: expected.issuer, audience: expected.clientId, maxTokenAge: '5 minutes',
      currentDate: new Date(expected.nowMs), clockTolerance: 30, typ: undefined,
    });
    const checked = checkLogoutClaims(payload);
    return checked.ok ? checked.target : null;
  } catch {
    return null;
  }
}
