import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { KeyStore } from '../../security/key-store';
import { randomId } from '../../../shared/rules/ids';

/** Life of an access token; the client refreshes it from 3000 s on (TOKEN-01). */
export const ACCESS_TOKEN_SECONDS = 3600;

const KEY_NAME = 'jwt-hs256';

export interface AccessClaims {
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
  let key: Promise<Uint8Array> | null = null;
  const getKey = () => {
    key ??= keyStore
      .getOrCreate(KEY_NAME, async () => randomBytes(32).toString('base64url'))
      .then((text) => new Uint8Array(Buffer.from(text, 'base64url')));
    return key;
  };

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
      try {
        // Pinning the algorithm refuses alg "none" and any attempt to pass the HMAC key off as another key type.
        const { payload } = await jwtVerify(token, await getKey(), {
          algorithms: ['HS256'],
          currentDate: new Date(nowMs),
          requiredClaims: ['sub', 'exp', 'jti'],
        });
        const { sub, tid, sid } = payload;
        if (typeof sub !== 'string' || typeof tid !== 'string' || typeof sid !== 'string') return null;
        return { userId: sub, tenantId: tid, sessionId: sid };
      } catch {
        return null;
      }
    },
  };
}
