/** OPEN-05: processType 'OFFLINE' is handled at a counter; anything else online. */
export function isOffline(processType: string): boolean {
  return processType === 'OFFLINE';
}

const AUDIENCES = new Set(['all', 'teacher', 'student']);

/** The text key of who a service is for, or null for a value we do not know (shown as it is). */
export function audienceKey(audience: string): string | null {
  return AUDIENCES.has(audience) ? `serviceDetail.audiences.${audience}` : null;
}
