import { ERROR_CODES, type ErrorCode } from '../api/error-codes';
import type { Lang } from './index';
import { MSG_REQUEST_ID_MISMATCH, MSG_SIGNATURE_FAILED, MSG_TIMEOUT, MSG_UNKNOWN } from '../api/wrap-messages';

/**
 * The server writes its messages in Chinese (error-codes.ts) and the request wrapper in English (doc2 §8).
 * Screens show them as the spec asks (AUTH-03, SESS-05, WRAP-13), but in the reader's language when the
 * message is one we know; anything else — a message an administrator configured — is shown as written.
 */

/** English for every code of the server's one error table, so a new code without a translation fails to compile. */
const EN_BY_CODE: Record<ErrorCode, string> = {
  BAD_REQUEST: 'The request is not valid.',
  VALIDATION: 'What you submitted did not pass validation.',
  MALFORMED_JSON: 'The request is not valid JSON.',
  JSON_TOO_DEEP: 'The request is nested too deeply (at most 64 levels). Please check the data you submitted.',
  JSON_BAD_TEXT: 'The request holds an invalid character (an unpaired Unicode surrogate). Please check the text you submitted.',
  BAD_CREDENTIALS: 'Incorrect account or password.',
  LOGIN_THROTTLED: 'Too many failed sign-in attempts. Please try again later.',
  UNAUTHENTICATED: 'Your session has expired. Please sign in again.',
  FORBIDDEN: 'You do not have access to this.',
  NOT_FOUND: 'The requested interface does not exist.',
  METHOD_NOT_ALLOWED: 'The request method is not allowed.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'The request content type is not supported.',
  INVALID_REFRESH_TOKEN: 'Your sign-in has expired. Please sign in again.',
  INVALID_CLIENT: 'The client credentials are not valid.',
  CRYPTO_SESSION_INVALID: 'The secure session has expired. Please refresh the page and try again.',
  CRYPTO_TIMESTAMP_SKEW: 'Your device clock differs too much from the server. Please correct the time.',
  CRYPTO_REPLAYED: 'A repeated request was refused.',
  CRYPTO_BAD_SIGNATURE: 'The request signature could not be verified.',
  CRYPTO_BAD_PAYLOAD: 'The request could not be decrypted.',
  CRYPTO_MISSING_HEADERS: 'The request signature is missing.',
  MESSAGE_DELETED: 'The message has been deleted.',
  IN_USE: 'It is still in use and cannot be deleted.',
  CARD_MANDATORY: 'A mandatory card cannot be removed from the home page.',
  CARD_NOT_ALLOWED: 'This card is not available to your role.',
  DATA_SOURCE_REFUSED: 'The data source address is not allowed: private, loopback and reserved addresses are refused.',
  DATA_SOURCE_FAILED: 'The external data source request failed.',
  DATA_SOURCE_TIMEOUT: 'The external data source did not answer in time.',
  SERVICE_NOT_FOUND: 'The service does not exist or has been withdrawn.',
  FAVORITES_ORDER_MISMATCH: 'The new order does not match your current favourites. Please refresh and try again.',
  ROLE_NOT_FOUND: 'The role does not exist.',
  SENSITIVE_WORD: 'Your comment contains a sensitive word; a security policy was triggered and the attempt recorded. Please edit it and submit again.',
  RATING_REFUSED: 'You cannot rate this service now.',
  GUIDE_NOT_FOUND: 'This service has no guide.',
  SYNONYM_NOT_FOUND: 'The synonym group does not exist or has been deleted.',
  RATE_LIMITED: 'Too many requests. Please try again later.',
  INTERNAL: 'Something went wrong on the server. Please try again later.',
  UNAVAILABLE: 'The service is temporarily unavailable. Please try again later.',
  SERVER_BUSY: 'Too many people are using the service right now. Please try again shortly.',
  DEPT_NOT_FOUND: 'The department does not exist.',
  QUESTION_NOT_FOUND: 'The question does not exist or is no longer answered.',
  QUESTION_RECORD_NOT_FOUND: 'The question record does not exist.',
  QUESTION_SCENE_NOT_FOUND: 'The question scene does not exist.',
  FEEDBACK_NOT_FOUND: 'The feedback does not exist.',
  FEEDBACK_STATUS_INVALID: 'The feedback cannot move from its current status to the chosen one.',
  FEEDBACK_DAILY_LIMIT: 'You have reached today\'s limit for feedback. Please try again tomorrow.',
  CHAT_PEER_NOT_FOUND: 'The contact does not exist.',
  CHAT_MP_READ_ONLY: 'Official accounts do not take replies yet.',
  CHAT_IMAGE_INVALID: 'The image is not valid: only PNG, JPEG, GIF and WebP are supported.',
  ROLE_NOT_HELD: 'You do not hold that role, so you cannot switch to it.',
  BINDING_NOT_FOUND: 'The binding does not exist or has already been removed.',
  OLD_PASSWORD_WRONG: 'The current password is incorrect.',
  PASSWORD_RULE: 'The new password does not meet the password rule.',
  CONFIG_CONFLICT: 'Someone else changed this configuration. Please refresh and try again.',
  DUPLICATE: 'That name is already taken. Please choose another.',
  SPREADSHEET_EMPTY: 'There is no data to export.',
  JOB_NOT_FOUND: 'The task does not exist or has expired.',
  EXPORT_JOBS_LIMIT: 'You already have as many exports queued or running as allowed. Please wait for one to finish before exporting again.',
  DATABASE_UNAVAILABLE: 'The data service is briefly interrupted and recovering on its own. Please try again shortly.',
  REPLAY_STORE_UNAVAILABLE: 'The security check service is briefly interrupted; your request was not processed. Please try again shortly.',
  CROSS_SITE_REFUSED: 'A request from another website was refused. Please use this site\'s own pages.',
};

/** The server's default session-expiry tip (outLogTip, SESS-05); a tip configured otherwise stays as written. */
export const DEFAULT_OUT_LOG_TIP = '您长时间未操作，登录已失效，请重新登录';

const EN_BY_MESSAGE: ReadonlyMap<string, string> = new Map<string, string>([
  ...(Object.keys(ERROR_CODES) as ErrorCode[]).map((code): [string, string] => [ERROR_CODES[code].msg, EN_BY_CODE[code]]),
  [DEFAULT_OUT_LOG_TIP, 'You have been inactive for a long time and your sign-in has expired. Please sign in again.'],
]);

/** The throttling message carries the wait in seconds or minutes (login-throttle.ts). */
const THROTTLED_WITH_WAIT = /^登录失败次数过多，请\s*(\d+)\s*(秒|分钟)后再试$/;

/** Chinese for the wrapper's own English messages (WRAP-09…WRAP-11, WRAP-06). */
const ZH_BY_MESSAGE: ReadonlyMap<string, string> = new Map([
  [MSG_TIMEOUT, '接口请求超时，请稍后再试'],
  [MSG_REQUEST_ID_MISMATCH, '请求标识不一致，响应可能被篡改'],
  [MSG_SIGNATURE_FAILED, '签名校验失败，服务器返回的内容不可信'],
  [MSG_UNKNOWN, '未知错误'],
]);

/** A message from the server or the request wrapper, in `lang` when it is a known one, else unchanged. */
export function localiseServerMessage(message: string, lang: Lang): string {
  if (lang === 'zh-CN') return ZH_BY_MESSAGE.get(message) ?? message;
  const known = EN_BY_MESSAGE.get(message);
  if (known) return known;
  const throttled = THROTTLED_WITH_WAIT.exec(message);
  if (throttled) {
    const count = Number(throttled[1]);
    const unit = throttled[2] === '秒' ? 'second' : 'minute';
    return `Too many failed sign-in attempts. Please try again in ${count} ${unit}${count === 1 ? '' : 's'}.`;
  }
  return message;
}
