/**
 * Configurable content in the reader's language (ADR 033). Content the studio configures (navigation, cards, card
 * types, services, departments, scenes, service types, landing headings) keeps the spec's Chinese field and may carry
 * an optional English sibling named `<field>En` (`navigationName` → `navigationNameEn`). English mode shows the
 * English text when one is set and the Chinese one otherwise; Chinese mode always shows the Chinese one.
 */

/** The suffix of every optional English field: `serviceName` has `serviceNameEn`. */
const ENGLISH_SUFFIX = 'En';

/** The text to show in `language`: `en` when the language is English and `en` holds more than spaces, else `zh`. */
export function pickContentText(language: string, zh: string, en: string | null | undefined): string {
  if (!language.startsWith('en')) return zh;
  const english = en?.trim() ?? '';
  return english === '' ? zh : english;
}

/** An object with the Chinese field `K` and, optionally, its English sibling `${K}En`. */
export type WithEnglish<K extends string> = { readonly [P in K]: string } & {
  readonly [P in `${K}${typeof ENGLISH_SUFFIX}`]?: string | null;
};

/**
 * The field `key` of `item` in `language`, with Chinese as the fallback.
 * @example contentText(entry, 'navigationName', 'en') // entry.navigationNameEn || entry.navigationName
 */
export function contentText<K extends string>(item: WithEnglish<K>, key: K, language: string): string {
  const english = (item as Readonly<Record<string, string | null | undefined>>)[`${key}${ENGLISH_SUFFIX}`];
  return pickContentText(language, item[key], english);
}

/**
 * The English siblings that are set, for an answer (ADR 033): an empty one is left out, so an answer carries only the
 * spec's fields until an administrator adds English.
 * @example { ...row, ...englishFields({ serviceNameEn: row.serviceNameEn }) }
 */
export function englishFields<K extends string>(fields: Record<K, string | null | undefined>): Partial<Record<K, string>> {
  const set: Partial<Record<K, string>> = {};
  for (const [key, value] of Object.entries(fields) as Array<[K, string | null | undefined]>) {
    if (value) set[key] = value;
  }
  return set;
}
