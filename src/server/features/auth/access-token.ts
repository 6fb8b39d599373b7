import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { KeyStore } from '../../security/key-store';
import { randomId } from '../../../shared/rules/ids';
import { createLocalCache } from '../../cache/local-cache';

/** Life of an access token; the client refreshes it from 3000 s on (TOKEN-01). */
export const ACCESS_TOKEN_SECONDS = 3600;

const KEY_NAME = 'jwt-hs256';
/** Tokens remembered as verified per instance: about one per active user, a few MB at most. */
const VERIFIED_CACHE_SIZE = 20_000;

interface AccessClaims {
  userId: string;
  tenantId: string;
  sessionId: string;
}

export interface AccessTokens {
  issue(claims: AccessClaims, nowMs: number): Promise<string>;
  /** The claims of a genuine, unexpired token; null for anything else (forged, altered, expired, alg none). */
  verify(token: string, nowMs: number): Promise<AccessClaims | null>;
}

/**
 * HS256 access tokens. The 256-bit key is generated at first start and kept in the database through the key store,
 * so every instance signs with the same key and none is written in code.
 */
export function createAccessTokens(keyStore: KeyStore): AccessTokens {
  // Imported once: handing jose raw bytes would import the key again on every call.
  let key: Promise<CryptoKey> | null = null;
  const getKey = () => {
    key ??= keyStore
      .getOrCreate(KEY_NAME, async () => randomBytes(32).toString('base64url'))
      .then((text) => crypto.subtle.importKey('raw', Buffer.from(text, 'base64url'), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));
    return key;
  };
  // A token that verified once stays genuine until it expires: its claims are remembered (by the whole token text),
  // so the many calls of one page check the signature once. The session behind it is still read on every call.
  const verifiedLocally = createLocalCache<AccessClaims>({ maxEntries: VERIFIED_CACHE_SIZE });

  return {
    async issue(claims, nowMs) {
      const issuedAt = Math.floor(nowMs / 1000);
      return new SignJWT({ tid: claims.tenantId, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setJti(randomId(24))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
        .sign(await getKey());
    },

    async verify(token, nowMs) {
      const known = verifiedLocally.get(token, nowMs);
      if (known) return known;
      try {
        // Pinning the algorithm refuses alg "none" and any attempt to pass the HMAC key off as another key type.
        const { payload } = await jwtVerify(token, await getKey(), {
          algorithms: ['HS256'],
          currentDate: new Date(nowMs),
          requiredClaims: ['sub', 'exp', 'jti'],
        });
        const { sub, tid, sid, exp } = payload;
        if (typeof sub !== 'string' || typeof tid !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return null;
        const claims = { userId: sub, tenantId: tid, sessionId: sid };
        verifiedLocally.set(token, claims, exp * 1000);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
