import type { TextKey } from '../../../shared/i18n';
import { CANNOT_RATE_REASONS } from '../../../shared/schema/ratings';

/** The text key of a reason canUserRate gives, or null for a reason we do not know (shown as the server wrote it). */
export function cannotRateKey(reason: string): TextKey | null {
  if (reason === CANNOT_RATE_REASONS.notUsed) return 'ratings.rate.cannot.notUsed';
  if (reason === CANNOT_RATE_REASONS.alreadyRated) return 'ratings.rate.cannot.alreadyRated';
  return null;
}
