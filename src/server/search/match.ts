import { withinOneEdit } from './edit-distance';
import { isLatin } from './normalize';
import { letterBit, lettersOf, type PinyinForm, type PinyinUnit } from './pinyin';

/**
 * How well a query matches: lower is better. Results sort by tier, then by heat (visit count).
 * exact name > name prefix > name substring > pinyin initials > pinyin full > synonym > homophone (Han input that
 * sounds like the name: 请价 → 请假) > one typo (Latin input) > two-character overlap > other fields (ADR 027).
 */
export const TIER = {
  EXACT: 0,
  PREFIX: 1,
  SUBSTRING: 2,
  INITIALS: 3,
  PINYIN: 4,
  SYNONYM: 5,
  HOMOPHONE: 6,
  TYPO: 7,
  OVERLAP: 8,
  OTHER: 9,
} as const;
export type Tier = (typeof TIER)[keyof typeof TIER];

/** Typo tolerance starts at four Latin characters: shorter input has too many neighbours to mean anything. */
export const TYPO_MIN_LENGTH = 4;
/** Pinyin matching tracks query positions in a 31-bit set. */
const PINYIN_MAX_LENGTH = 30;

/** The query prepared once per search. */
export interface Query {
  text: string;
  letters: number;
  /** Suffixes of `text`, so the matcher never slices in its loops. */
  rest: string[];
  isLatin: boolean;
}

export function prepareQuery(text: string): Query {
  const rest: string[] = [];
  for (let k = 0; k <= text.length; k += 1) rest.push(text.slice(k));
  return { text, letters: lettersOf(text), rest, isLatin: isLatin(text) };
}

/** Name tiers 0–2: the text itself. */
export function textTier(text: string, q: string): Tier | null {
  if (text === q) return TIER.EXACT;
  if (text.startsWith(q)) return TIER.PREFIX;
  if (text.includes(q)) return TIER.SUBSTRING;
  return null;
}

function unitTakes(unit: PinyinUnit, char: string): boolean {
  return unit.char === char || (unit.initials & letterBit(char)) !== 0;
}

/** Every query character is the initial of consecutive characters ('qj' → 请假); Han query characters match as is. */
function matchesInitials(units: PinyinUnit[], q: string): boolean {
  const n = q.length;
  for (let p0 = 0; p0 + n <= units.length; p0 += 1) {
    let k = 0;
    while (k < n && unitTakes(units[p0 + k] as PinyinUnit, q.charAt(k))) k += 1;
    if (k === n) return true;
  }
  return false;
}

/**
 * The query spells consecutive characters, each by a whole reading or its initial, and may stop inside the last
 * reading ('qingjia', 'qingj', 'qjia' → 请假). Positions reached in the query are a bit set per character, so
 * several readings of one character are followed at once without backtracking.
 */
function matchesPinyin(units: PinyinUnit[], query: Query): boolean {
  const q = query.text;
  const n = q.length;
  if (n > PINYIN_MAX_LENGTH) return false;
  const done = 1 << n;
  const first = q.charAt(0);
  for (let p0 = 0; p0 < units.length; p0 += 1) {
    if (!unitTakes(units[p0] as PinyinUnit, first)) continue;
    let reached = 1;
    for (let p = p0; p < units.length && reached !== 0; p += 1) {
      const unit = units[p] as PinyinUnit;
      let next = 0;
      for (let k = 0; k < n; k += 1) {
        if ((reached & (1 << k)) === 0) continue;
        const char = q.charAt(k);
        if (unit.char === char) next |= 1 << (k + 1);
        for (const r of unit.readings) {
          if (q.startsWith(r, k)) next |= 1 << (k + r.length);
          else if (r.startsWith(query.rest[k] as string)) return true;
          if (r.charAt(0) === char) next |= 1 << (k + 1);
        }
      }
      if ((next & done) !== 0) return true;
      reached = next;
    }
  }
  return false;
}

/** Tier 3 or 4 when the query is the pinyin (or initials) of part of the text. */
export function pinyinTier(form: PinyinForm, query: Query): Tier | null {
  // Every Latin letter of the query must come from some reading.
  if ((query.letters & ~form.letters) !== 0) return null;
  if (matchesInitials(form.units, query.text)) return TIER.INITIALS;
  if (matchesPinyin(form.units, query)) return TIER.PINYIN;
  return null;
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * One typo in Latin input of four or more characters: the query is one edit (a swap included) away from the
 * pinyin that starts at some character ('qingjai' → 'qingjia' of 请假). Answers the spelling it matched.
 */
export function typoMatch(form: PinyinForm, query: Query): string | null {
  const q = query.text;
  const n = q.length;
  if (!query.isLatin || n < TYPO_MIN_LENGTH) return null;
  // One edit brings in at most one letter the text lacks.
  if (popcount(query.letters & ~form.letters) > 1) return null;
  const text = form.primary;
  const c0 = q.charCodeAt(0);
  const c1 = q.charCodeAt(1);
  const c2 = q.charCodeAt(2);
  let fallback: string | null = null;
  for (const start of form.starts) {
    const t0 = text.charCodeAt(start);
    const t1 = text.charCodeAt(start + 1);
    const t2 = text.charCodeAt(start + 2);
    // Where the one edit can be: after the first character (t0 = c0); an insertion or swap at the front
    // (t0 = c1); a substitution of the first character (t1 t2 = c1 c2); a deletion of it (t1 t2 = c0 c1).
    const possible = t0 === c0 || (t0 === c1 && (t1 === c0 || t1 === c2)) || (t1 === c1 && t2 === c2) || (t1 === c0 && t2 === c1);
    if (!possible) continue;
    for (const len of [n, n + 1, n - 1]) {
      if (start + len > text.length) continue;
      const candidate = text.slice(start, start + len);
      if (!withinOneEdit(q, candidate)) continue;
      // The spelling that ends where a syllable ends is the one the user meant ('qingjia', not 'qingji').
      if (start + len === text.length || form.starts.includes(start + len)) return candidate;
      fallback ??= candidate;
    }
  }
  return fallback;
}
