import { ApiError } from '../../../shared/api/client-types';

/** The server's words for a failed call (already Chinese or English by the portal's language). */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A 409: the draft moved under the administrator, or there was nothing new to publish. */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && (error.sourceStatus === 409 || error.status === 409);
}
