import { isNotFoundError } from '../../../shared/api/client-types';
import type { ServiceGuide } from '../../../shared/schema/guides';

/** A guide, or the answer that the service has none (or none the caller may see: the server says the same). */
export type GuideAnswer = { kind: 'guide'; guide: ServiceGuide } | { kind: 'missing' };

/** GUIDE_NOT_FOUND (a 404, reported as 8008 by WRAP-07 but with its source status kept). */
export function isGuideMissing(error: unknown): boolean {
  return isNotFoundError(error);
}

/** A contact line split into its numbers ("010-1234 / 6789-0000"), each with a tel: address when it dials. */
export function phoneNumbers(contact: string): { text: string; tel: string | null }[] {
  return contact.split(/[/、,，;；]+/).map((part) => part.trim()).filter((part) => part !== '').map((text) => {
    const dial = text.replace(/[^\d+]/g, '');
    return { text, tel: /\d{3,}/.test(dial) ? `tel:${dial}` : null };
  });
}
