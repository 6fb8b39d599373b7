import { MSG_UNKNOWN } from './wrap-messages';

/**
 * The text to show for a failed call or task: an Error's message (the server's message for an ApiError), a thrown
 * string, else `otherwise` — by default the wrapper's unknown-error text, which is also the 8008 message of WRAP-09.
 */
export function errorMessage(error: unknown, otherwise: string = MSG_UNKNOWN): string {
  if (error instanceof Error && error.message !== '') return error.message;
  if (typeof error === 'string' && error !== '') return error;
  return otherwise;
}
