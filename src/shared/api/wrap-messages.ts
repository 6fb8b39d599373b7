/** The wrapper's own statuses and messages (doc2 §8); the server's codes live in error-codes.ts. */

/** WRAP-07, WRAP-09: a status outside the accepted list, a network error or a failed request setup. */
export const STATUS_CLIENT_ERROR = 8008;
/** WRAP-09: the request ran past its time-out. */
export const STATUS_TIMEOUT = 8010;
/** WRAP-06: neither the body nor HTTP gave a status. */
export const STATUS_UNKNOWN = 99999;
/** WRAP-10, WRAP-11: a signed answer failed its checks. */
export const STATUS_UNTRUSTED = 1002;
/** WRAP-08: the session is gone. */
export const STATUS_UNAUTHORIZED = 401;

/** WRAP-02: account and nick_name when nobody is signed in. */
export const ACCOUNT_FALLBACK = 'not obtained / not logged in';
export const MSG_TIMEOUT = 'interface request timed out, please try again later';
export const MSG_REQUEST_ID_MISMATCH = 'requestId mismatch, possible fraud';
export const MSG_SIGNATURE_FAILED = 'signature verification failed, server content is untrustworthy';
export const MSG_UNKNOWN = 'unknown error';
/** Prefix of the message when an answer does not match the call's response schema. */
export const MSG_INVALID_ANSWER = 'invalid answer';
