import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { KeyStore } from '../../security/key-store';

/**
 * The combStr of OPEN-02: `v1.<payload>.<HMAC-SHA256>`, both base64url. The payload names the SSO session and
 * the expiry, nothing a reader could use without the portal: a service learns who the user is only by trading it
 * (combLoginToMicroService), which also checks that the session is still live. The key is made at first use and
 * kept in the key store, so every instance signs and checks alike.
 */

const KEY_NAME = 'comb-str-hmac';
const VERSION = 'v1';

interface CombPayload {
  /** The SSO session (sso_sessions.id). */
  s: string;
  /** Expiry, seconds since the epoch. */
  e: number;
}

export interface CombStrSigner {
  issue(sessionId: string, nowMs: number, lifetimeSeconds: number): Promise<string>;
  /** The session a genuine, unexpired combStr names, or null. */
  read(combStr: string, nowMs: number): Promise<string | null>;
}

export function createCombStrSigner(keyStore: KeyStore): CombStrSigner {
  let key: Promise<Buffer> | null = null;
  const getKey = () => {
    key ??= keyStore.getOrCreate(KEY_NAME, async () => randomBytes(32).toString('base64url')).then((k) => Buffer.from(k, 'base64url'));
    return key;
  };
  const sign = async (payload: string) => createHmac('sha256', await getKey()).update(`${VERSION}.${payload}`).digest();
  return {
    async issue(sessionId, nowMs, lifetimeSeconds) {
      const body: CombPayload = { s: sessionId, e: Math.floor(nowMs / 1000) + lifetimeSeconds };
      const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
      return `${VERSION}.${payload}.${(await sign(payload)).toString('base64url')}`;
    },
    async read(combStr, nowMs) {
      const [version, payload, signature] = combStr.split('.');
      if (version !== VERSION || !payload || !signature) return null;
      const expected = await sign(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let body: unknown;
      try {
        body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (typeof body !== 'object' || body === null) return null;
      const { s, e } = body as Partial<CombPayload>;
      if (typeof s !== 'string' || typeof e !== 'number') return null;
      return e * 1000 > nowMs ? s : null;
    },
  };
}
