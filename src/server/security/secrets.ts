import { createHash, randomBytes } from 'node:crypto';

/** A bearer secret (refresh token, SSO ticket): 32 random bytes, base64url, 43 characters. */
export function newOpaqueSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * SHA-256 of a bearer secret, hex. Secrets have 256 bits of entropy, so a plain hash (no salt, no stretching) is
 * enough to make a leaked table useless, and it stays an exact-match index lookup.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
