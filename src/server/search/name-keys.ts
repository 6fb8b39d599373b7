import type { PinyinForm } from './pinyin';
import type { Postings } from './postings';

/**
 * Keys under which a name is listed so that a Latin query only examines names it can match:
 * - `I` + letter: an initial (a query of one letter);
 * - `R` + two letters, `T` + three: how a reading starts ('qi', 'qin' of qing), `F` + a reading of one or two
 *   letters: a query that starts by spelling a syllable;
 * - `P` + two letters: the initials of two neighbouring characters ('qj' of 请假): a query that starts with an
 *   initial and goes on into the next character;
 * - `A`, `S`, `B`: the first two letters, the first and third, and the second and third of the context pinyin at each
 *   character (typoMatch): whatever single edit a typo made near the front, one of these survives it.
 */
export function pinyinKeys(form: PinyinForm): Set<string> {
  const keys = new Set<string>();
  const { units, primary, starts } = form;
  units.forEach((unit, p) => {
    const next = units[p + 1];
    for (const r of unit.readings) {
      keys.add(`I${r.charAt(0)}`);
      if (r.length >= 2) keys.add(`R${r.slice(0, 2)}`);
      if (r.length >= 3) keys.add(`T${r.slice(0, 3)}`);
      else keys.add(`F${r}`);
      for (const s of next?.readings ?? []) keys.add(`P${r.charAt(0)}${s.charAt(0)}`);
    }
  });
  for (const start of starts) {
    const [t0, t1, t2] = [primary.charAt(start), primary.charAt(start + 1), primary.charAt(start + 2)];
    keys.add(`A${t0}${t1}`);
    keys.add(`S${t0}${t2}`);
    keys.add(`B${t1}${t2}`);
  }
  return keys;
}

/** Names a query with Latin letters may match by pinyin or initials (a Han first character: by that character). */
export function pinyinCandidates(keys: Postings, chars: Postings, q: string): readonly number[] {
  const [c0, c1] = [q.charAt(0), q.charAt(1)];
  if (!/[a-z0-9]/.test(c0)) return chars.get(c0);
  if (q.length === 1) return keys.get(`I${c0}`);
  if (!/[a-z0-9]/.test(c1)) return keys.get(`I${c0}`);
  if (q.length === 2 || !/[a-z0-9]/.test(q.charAt(2))) return keys.union([`R${c0}${c1}`, `P${c0}${c1}`]);
  // Three letters or more: the first reading spelled out is either long (its first three letters) or short and
  // whole (one or two letters), or the first letter is an initial followed by the next character's.
  return keys.union([`T${q.slice(0, 3)}`, `F${c0}${c1}`, `F${c0}`, `P${c0}${c1}`]);
}

/**
 * Names a Latin query of three or more letters may match with one edit, by where the edit is: after the second
 * letter (A c0c1), in the second (S c0c2: substituted; S c0c1: deleted; A c0c2: inserted or swapped with the
 * third), at the front (A c1c2: inserted; A c1c0: swapped; B c1c2: substituted; B c0c1: deleted).
 */
export function typoCandidates(keys: Postings, q: string): readonly number[] {
  const [c0, c1, c2] = [q.charAt(0), q.charAt(1), q.charAt(2)];
  return keys.union([`A${c0}${c1}`, `S${c0}${c2}`, `S${c0}${c1}`, `A${c0}${c2}`, `A${c1}${c2}`, `A${c1}${c0}`, `B${c1}${c2}`, `B${c0}${c1}`]);
}
