import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
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
