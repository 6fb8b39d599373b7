/** How the search engine sees text: one form for the index and the query, so both compare alike. */

/** Full-width ASCII (ａ-ｚ, ０-９) folds to half-width: an input method often leaves them. */
function foldWidth(text: string): string {
  return text.replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

/** Lower case, half width, no white space or punctuation: '  VPN 账号 ' → 'vpn账号'. */
export function normalizeText(text: string): string {
  return foldWidth(text).toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, '');
}

/** A keyword as recorded for hot words and the zero-result report: trimmed, single spaces, lower-case Latin. */
export function normalizeKeyword(keyword: string): string {
  return foldWidth(keyword).trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 50);
}

/** The keyword's space-separated terms, each normalised; an empty list for a keyword of only punctuation. */
export function queryTerms(keyword: string): string[] {
  return normalizeKeyword(keyword).split(' ').map(normalizeText).filter((t) => t.length > 0);
}

const HAN = /\p{Script=Han}/u;

export function isHan(char: string): boolean {
  return HAN.test(char);
}

/** Only ASCII letters and digits: input that may be pinyin, initials or an English name. */
export function isLatin(text: string): boolean {
  return /^[a-z0-9]+$/.test(text);
}
