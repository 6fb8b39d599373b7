import type { PinyinForm } from './pinyin';
import type { Postings } from './postings';

/**
 * Keys under which a name is listed so that a Latin query only examines names it can match. A key is a necessary
 * condition of a match, never a sufficient one: match.ts decides.
 *
 * For any query (short, or with digits or Han characters):
 * - `I` + letter: an initial (a query of one letter);
 * - `R` + two letters: how a reading starts ('qi' of qing); `F` + a reading of one or two letters;
 * - `P` + two letters: the initials of two neighbouring characters ('qj' of 请假).
 * For a query of three or more letters, which is most of them, three sharper families (see pinyinCandidates):
 * - `W` reading `|` letter: a whole reading followed by the next character's initial ('qing|j' of 请假);
 * - `Z` + three to six letters: the start of a reading ('xia' of xiao, or the whole 'xiao');
 * - `Q` + three letters: an initial, then the next character's initial and the letter after it, which is either the
 *   second letter of that character's reading or the initial of the one after ('xyu' and 'xyk' of 校园卡).
 */
export function pinyinKeys(form: PinyinForm): string[] {
  // Repeats are left in: Postings.add lists a name once per key anyway, and a Set would hash every key twice.
  const keys: string[] = [];
  const { units } = form;
  units.forEach((unit, p) => {
    const next = units[p + 1]?.readings ?? [];
    const after = units[p + 2]?.readings ?? [];
    for (const r of unit.readings) {
      const r0 = r.charAt(0);
      keys.push(`I${r0}`);
      if (r.length >= 2) keys.push(`R${r.slice(0, 2)}`);
      else keys.push(`F${r}`);
      if (r.length === 2) keys.push(`F${r}`);
      for (let len = 3; len <= r.length; len += 1) keys.push(`Z${r.slice(0, len)}`);
      for (const s of next) {
        const s0 = s.charAt(0);
        keys.push(`P${r0}${s0}`);
        keys.push(`W${r}|${s0}`);
        if (s.length >= 2) keys.push(`Q${r0}${s0}${s.charAt(1)}`);
        for (const t of after) keys.push(`Q${r0}${s0}${t.charAt(0)}`);
      }
    }
  });
  return keys;
}

const LATIN = /[a-z0-9]/;
const LETTERS = /^[a-z]+$/;
/** The longest pinyin reading ('zhuang', 'shuang'). */
const LONGEST_READING = 6;

/** Names a query with Latin letters may match by pinyin or initials (a Han first character: by that character). */
export function pinyinCandidates(keys: Postings, chars: Postings, q: string): readonly number[] {
  const [c0, c1] = [q.charAt(0), q.charAt(1)];
  if (!LATIN.test(c0)) return chars.get(c0);
  if (q.length === 1) return keys.get(`I${c0}`);
  if (!LATIN.test(c1)) return keys.get(`I${c0}`);
  if (q.length === 2 || !LATIN.test(q.charAt(2))) return keys.union([`R${c0}${c1}`, `P${c0}${c1}`]);
  if (LETTERS.test(q)) return letterCandidates(keys, q);
  // Letters mixed with digits or Han characters, three Latin first: the first reading spelled out is either long
  // (its first three letters) or short and whole (one or two letters), or the first letter is an initial followed
  // by the next character's.
  return keys.union([`Z${q.slice(0, 3)}`, `F${c0}${c1}`, `F${c0}`, `P${c0}${c1}`]);
}

/**
 * Three letters or more. A match starts at some character and spells it by its initial or its whole reading, and
 * may end inside a reading (match.ts). So the query is one of: the start of one reading (`Z`); a whole first
 * reading of 1–6 letters followed by the next character (`W`); or an initial followed by the next character,
 * spelled by its initial or its reading, then a third letter (`Q`). Each family holds few names, unlike a key of
 * the first letters alone ('qin' is in every 申请).
 */
function letterCandidates(keys: Postings, q: string): readonly number[] {
  const wanted: string[] = [`Q${q.slice(0, 3)}`];
  if (q.length <= LONGEST_READING) wanted.push(`Z${q}`);
  for (let len = 1; len < q.length && len <= LONGEST_READING; len += 1) wanted.push(`W${q.slice(0, len)}|${q.charAt(len)}`);
  return keys.union(wanted);
}
