import { ApiError } from '../../../shared/api/client-types';
import { ERROR_CODES } from '../../../shared/api/error-codes';

/** SHELL-10's envelope status (9009), passed through by the wrapper (WRAP-07) so the page can show its dialog. */
const SENSITIVE_WORD_STATUS = ERROR_CODES.SENSITIVE_WORD.status;

/** The refusal of a comment that holds a listed word, or null for any other failure. */
export interface SensitiveWordRefusal {
  /** The server's message, which names the word. */
  message: string;
  /** The word, when the message names it. */
  word: string | null;
}

/**
 * Reads SHELL-10's refusal from a failed rateService: status 9009 with the server's sensitiveWordMessage
 * ('您的评论包含敏感词“X”，…'). The word is the first quoted part; a message without one still counts.
 */
export function sensitiveWordRefusal(error: unknown): SensitiveWordRefusal | null {
  if (!(error instanceof ApiError) || error.status !== SENSITIVE_WORD_STATUS) return null;
  const quoted = /“([^”]+)”/.exec(error.message);
  return { message: error.message, word: quoted?.[1] ?? null };
}
