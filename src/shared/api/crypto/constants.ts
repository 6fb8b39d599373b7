/**
 * Constants of the wrapped-call protocol (WRAP-04, WRAP-10, WRAP-11), shared by the browser sealer and the server.
 * Changing any of them changes the wire format: bump PROTOCOL_VERSION with it.
 */

/** Named in the HKDF info, the canonical strings and the session-id seal, so v1 material never verifies as v2. */
export const PROTOCOL_VERSION = 'service-hall-wrap-v1';

/** Header names, as sent. HTTP header names are case-insensitive; Node lower-cases them on arrival. */
export const CRYPTO_HEADERS = {
  session: 'X-Crypto-Session',
  requestId: 'X-Request-Id',
  timestamp: 'X-Timestamp',
  nonce: 'X-Nonce',
  signature: 'X-Signature',
} as const;

/** The two `nobody` paths of the handshake; `nobody` keeps them outside WRAP-04 so they travel in clear. */
export const CRYPTO_PATHS = {
  publicKey: '/api/blade-workbench/nobody/crypto/publicKey',
  handshake: '/api/blade-workbench/nobody/crypto/handshake',
} as const;

/** Largest accepted distance between the request's timestamp and the server clock. */
export const MAX_CLOCK_SKEW_SECONDS = 300;

/**
 * How long a request id or nonce is remembered. A timestamp is acceptable from T-300 s to T+300 s, so a request first
 * seen at the earliest moment must still be remembered 600 s later; remembering only 300 s would leave a gap.
 */
export const REPLAY_WINDOW_SECONDS = 2 * MAX_CLOCK_SKEW_SECONDS;

/** Life of a crypto session; the client renews it a little before the end. */
export const SESSION_LIFETIME_SECONDS = 2 * 60 * 60;

/** Byte sizes of the protocol's random values and keys. */
export const SALT_BYTES = 32;
export const IV_BYTES = 12;
export const NONCE_BYTES = 16;
export const KEY_BYTES = 32;

/** Request ids are randomId() values (STATE-03): exactly 32 characters of [0-9a-zA-Z]. */
export const REQUEST_ID_PATTERN = /^[0-9a-zA-Z]{32}$/;
/** A nonce is base64url of NONCE_BYTES random bytes (22 characters); a little slack for other clients. */
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** Milliseconds since the epoch, as decimal digits. */
export const TIMESTAMP_PATTERN = /^[0-9]{1,16}$/;
