import { z } from 'zod/mini';
import { KEY_BYTES, SALT_BYTES } from './constants';

/** base64url text of exactly `bytes` bytes (unpadded length is ceil(4n/3)). */
const base64UrlOf = (bytes: number) =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]*$/, 'base64url'), z.length(Math.ceil((bytes * 4) / 3)));

/** An uncompressed P-256 point: 0x04 ‖ x ‖ y. */
const P256_RAW_BYTES = 1 + 2 * KEY_BYTES;

const publicJwkSchema = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string(),
  y: z.string(),
});

/** `result` of GET publicKey: the server's ECDH public key, raw base64url or a JWK, and its id. */
export const publicKeyResultSchema = z.object({
  keyId: z.string().check(z.minLength(1), z.maxLength(64)),
  publicKey: z.union([base64UrlOf(P256_RAW_BYTES), publicJwkSchema]),
});
export type PublicKeyResult = z.infer<typeof publicKeyResultSchema>;

/** Body of POST handshake. */
export const handshakeRequestSchema = z.strictObject({
  keyId: z.string().check(z.minLength(1), z.maxLength(64)),
  clientPublicKey: base64UrlOf(P256_RAW_BYTES),
  salt: base64UrlOf(SALT_BYTES),
});
export type HandshakeRequest = z.infer<typeof handshakeRequestSchema>;

/** `result` of POST handshake: the opaque crypto-session id and its life in seconds. */
export const handshakeResultSchema = z.object({
  sessionId: z.string().check(z.minLength(1), z.maxLength(512)),
  expiresIn: z.number().check(z.int(), z.positive()),
});
export type HandshakeResult = z.infer<typeof handshakeResultSchema>;

/** An encrypted request body as it travels. */
export const encryptedBodySchema = z.strictObject({ data: z.string().check(z.minLength(1)) });
