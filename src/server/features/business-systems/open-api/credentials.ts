import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { businessSystemKeys, businessSystems } from '../../../db/schema/business-systems';
import type { SecretBox } from '../../../security/secret-box';
import { createLocalCache } from '../../../cache/local-cache';
import {
  BUSINESS_HEADERS, BUSINESS_TIMESTAMP_WINDOW_SECONDS, businessCanonicalText, type BusinessScope,
} from '../../../../shared/schema/business-api';
import { BusinessApiError } from './business-error';

/** The system behind a request's key, as every inbound call sees it. */
export interface CallingSystem {
  id: string;
  tenantId: string;
  code: string;
  name: string;
  flowType: string;
  scopes: BusinessScope[];
  keyId: string;
}

export interface SignatureHeaders {
  keyId: string;
  timestamp: string;
  nonce: string;
  signature: string;
}

const KEY_ID = /^bk_[A-Za-z0-9]{8,36}$/;
const NONCE = /^[A-Za-z0-9_-]{16,64}$/;
const TIMESTAMP = /^\d{1,12}$/;

/** The four signing headers, well formed, or missing_signature. */
export function signatureHeadersOf(headers: Record<string, string | string[] | undefined>): SignatureHeaders {
  const read = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  const keyId = read(BUSINESS_HEADERS.keyId);
  const timestamp = read(BUSINESS_HEADERS.timestamp);
  const nonce = read(BUSINESS_HEADERS.nonce);
  const signature = read(BUSINESS_HEADERS.signature);
  if (!keyId || !timestamp || !nonce || !signature) throw new BusinessApiError('missing_signature');
  if (!KEY_ID.test(keyId)) throw new BusinessApiError('unknown_key');
  if (!TIMESTAMP.test(timestamp)) throw new BusinessApiError('expired_timestamp', { message: '时间戳须为 Unix 秒数（十进制）' });
  if (!NONCE.test(nonce)) throw new BusinessApiError('missing_signature', { message: 'nonce 须为 16–64 个字母、数字、_ 或 -' });
  return { keyId, timestamp, nonce, signature };
}

export interface KeyLookup {
  /** The key's system and its opened secret; throws unknown_key, key_revoked or system_disabled (with the system). */
  resolve(keyId: string): Promise<{ system: CallingSystem; secret: string }>;
}

/**
 * Reads the key's row on every call, so a revocation or a disabled system holds at once on every instance; only the
 * opened secret is kept in memory, keyed by its sealed text (which never changes for a key).
 */
export function createKeyLookup(db: Db, box: () => Promise<SecretBox>): KeyLookup {
  const opened = createLocalCache<string>({ maxEntries: 2_000 });
  return {
    async resolve(keyId) {
      const [row] = await db
        .select({
          keyId: businessSystemKeys.keyId, sealed: businessSystemKeys.sealedSecret, revokedAt: businessSystemKeys.revokedAt,
          id: businessSystems.id, tenantId: businessSystems.tenantId, code: businessSystems.code, name: businessSystems.name,
          flowType: businessSystems.flowType, scopes: businessSystems.scopes, status: businessSystems.status,
        })
        .from(businessSystemKeys)
        .innerJoin(businessSystems, eq(businessSystems.id, businessSystemKeys.systemId))
        .where(eq(businessSystemKeys.keyId, keyId));
      if (!row) throw new BusinessApiError('unknown_key');
      const system: CallingSystem = {
        id: row.id, tenantId: row.tenantId, code: row.code, name: row.name, flowType: row.flowType, scopes: row.scopes, keyId,
      };
      if (row.revokedAt !== null) throw new KnownSystemRefusal('key_revoked', system);
      if (row.status !== 'active') throw new KnownSystemRefusal('system_disabled', system);
      const now = Date.now();
      let secret = opened.get(row.sealed, now);
      if (secret === undefined) {
        secret = (await box()).open(row.sealed);
        opened.set(row.sealed, secret, now + 3_600_000);
      }
      return { system, secret };
    },
  };
}

/** A refusal of a key that was found: the system is known, so its delivery row is recorded. */
export class KnownSystemRefusal extends BusinessApiError {
  constructor(code: 'key_revoked' | 'system_disabled', readonly system: CallingSystem) {
    super(code);
  }
}

/** Refuses a timestamp more than the window away from `nowMs`, either way. */
export function checkTimestamp(timestamp: string, nowMs: number): void {
  const skew = Math.abs(nowMs / 1000 - Number(timestamp));
  if (!(skew <= BUSINESS_TIMESTAMP_WINDOW_SECONDS)) throw new BusinessApiError('expired_timestamp');
}

/** Checks the HMAC over the canonical text (constant-time compare); throws bad_signature. */
export function verifySignature(secret: string, method: string, target: string, headers: SignatureHeaders, body: Buffer): void {
  const bodyHash = createHash('sha256').update(body).digest('hex');
  const text = businessCanonicalText(method, target, headers.timestamp, headers.nonce, bodyHash);
  const expected = createHmac('sha256', secret).update(text, 'utf8').digest();
  const given = Buffer.from(headers.signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new BusinessApiError('bad_signature');
}
