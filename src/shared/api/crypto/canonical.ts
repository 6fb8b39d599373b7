import { PROTOCOL_VERSION } from './constants';
import { fromBase64Url, toBase64Url, toHex, utf8 } from './encoding';
import type { Bytes } from './encoding';

const subtle = () => globalThis.crypto.subtle;

/** What a request signature covers. */
export interface RequestToSign {
  method: string;
  /** Path with its query, as it travels on the request line. */
  pathWithQuery: string;
  requestId: string;
  timestamp: string;
  nonce: string;
  /** sha256Hex of the exact body bytes sent ('' for GET and multipart). */
  bodyHash: string;
}

/** What an answer signature covers. */
export interface ResponseToSign {
  requestId: string;
  httpStatus: number;
  /** sha256Hex of the exact body bytes sent. */
  bodyHash: string;
}

/**
 * One field a line. The first line names the direction as well as the version, so a request signature can never be
 * presented as an answer signature (both are made with the same session key). No field can hold a line break:
 * request ids, nonces and timestamps are checked against narrow patterns, and HTTP forbids it in a request line.
 */
export function canonicalRequest(r: RequestToSign): string {
  return [`${PROTOCOL_VERSION}/request`, r.method.toUpperCase(), r.pathWithQuery, r.requestId, r.timestamp, r.nonce, r.bodyHash].join('\n');
}

/** The canonical string of an answer: request id, HTTP status, body hash. */
export function canonicalResponse(r: ResponseToSign): string {
  return [`${PROTOCOL_VERSION}/response`, r.requestId, String(r.httpStatus), r.bodyHash].join('\n');
}

/**
 * The path with query as fetch will put it on the request line: the WHATWG URL serialisation percent-encodes
 * non-ASCII and resolves dot segments, so signing the caller's spelling would fail for, e.g., a Chinese query value.
 */
export function canonicalPath(pathWithQuery: string): string {
  const base = 'http://canonical.invalid';
  const url = new URL(pathWithQuery, base);
  if (url.origin !== base || !pathWithQuery.startsWith('/')) throw new Error('a wrapped path must be a path, not a URL');
  return url.pathname + url.search;
}

/** SHA-256 of bytes or of the UTF-8 of a text, in lower-case hex. */
export async function sha256Hex(data: Bytes | string): Promise<string> {
  const bytes = typeof data === 'string' ? utf8(data) : data;
  return toHex(new Uint8Array(await subtle().digest('SHA-256', bytes)));
}

/** HMAC-SHA-256 of a canonical string, base64url. */
export async function hmacSign(macKey: CryptoKey, canonical: string): Promise<string> {
  return toBase64Url(new Uint8Array(await subtle().sign('HMAC', macKey, utf8(canonical))));
}

/** Checks a base64url HMAC; subtle.verify compares in constant time. False for a malformed signature too. */
export async function hmacVerify(macKey: CryptoKey, canonical: string, signature: string): Promise<boolean> {
  let mac: Bytes;
  try {
    mac = fromBase64Url(signature);
  } catch {
    return false;
  }
  return subtle().verify('HMAC', macKey, mac, utf8(canonical));
}
