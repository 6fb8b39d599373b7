/** OPEN-05: processType 'OFFLINE' is handled at a counter; anything else online. */
export function isOffline(processType: string): boolean {
  return processType === 'OFFLINE';
}

import type { TextKey } from '../../../shared/i18n';

const AUDIENCES = ['all', 'teacher', 'student'] as const;

function isAudience(value: string): value is (typeof AUDIENCES)[number] {
  return (AUDIENCES as readonly string[]).includes(value);
}

/** The text key of who a service is for, or null for a value we do not know (shown as it is). */
export function audienceKey(audience: string): TextKey | null {
  return isAudience(audience) ? `serviceDetail.audiences.${audience}` : null;
}
