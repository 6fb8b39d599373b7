import { pinyinTier, textTier, TIER, typoMatch, type Query, type Tier } from './match';
import { pinyinCandidates, pinyinKeys } from './name-keys';
import { isHan } from './normalize';
import { pinyinForm, type PinyinForm, type PinyinUnit } from './pinyin';
import { Postings } from './postings';
import type { TypoIndex } from './typo-index';

/** A distinct normalised text (a name, a field) and the documents that carry it, in increasing order. */
export interface Term {
  text: string;
  form: PinyinForm;
  docs: number[];
}

/** Collects distinct normalised texts with their documents; each text's pinyin form is made once. */
export class TermTable {
  private readonly byText = new Map<string, Term>();

  /** Lists `doc` under `text` (already normalised); an empty text is no term. */
  add(text: string, doc: number): void {
    if (text === '') return;
    const hit = this.byText.get(text);
    if (hit) hit.docs.push(doc);
    else this.byText.set(text, { text, form: pinyinForm(text), docs: [doc] });
  }

  terms(): Term[] {
    return [...this.byText.values()];
  }
}

/**
 * The names of an index (service names, the robot's questions and their keywords) and the passes that find them:
 * the name holds the query (tiers 0–2), its pinyin or initials do (3–4), a synonym of the query is in it (5), and
 * one typo in Latin input (6). The service search and the robot's question index both score with it; each gives
 * the reached names' documents their tier.
 */
export class NameIndex {
  readonly terms: readonly Term[];
  private readonly chars = new Postings();
  /** Keys that any pinyin or initials match must hit (pinyinKeys). */
  private readonly keys = new Postings();

  /**
   * `typoIndexes`, widest first, narrow the typo pass to likely names (a catalogue's thousands); without them every
   * name is tried (a knowledge base's hundreds of questions).
   */
  constructor(terms: Term[], private readonly typoIndexes: readonly TypoIndex[] = []) {
    this.terms = terms;
    terms.forEach((term, n) => {
      this.chars.add(n, new Set(term.text));
      this.keys.add(n, pinyinKeys(term.form));
      for (const typos of typoIndexes) typos.add(n, term.form);
    });
  }

  /**
   * Tiers 0–5 for `q`: calls `reach` with each matching name and its best tier, at most once per name. Answers
   * which names were reached (1), for the typo pass to skip.
   */
  match(q: string, query: Query, expansions: readonly string[], reach: (n: number, tier: Tier) => void): Uint8Array {
    const done = new Uint8Array(this.terms.length);
    const give = (n: number, tier: Tier) => {
      done[n] = 1;
      reach(n, tier);
    };
    // Tiers 0–2: the name itself, whole, at its start, anywhere (two characters are enough).
    for (const n of this.chars.rarest(new Set(q))) {
      const tier = textTier((this.terms[n] as Term).text, q);
      if (tier !== null) give(n, tier);
    }
    // Tiers 3–4: pinyin and initials, for input with Latin letters or digits.
    if (/[a-z0-9]/.test(q)) {
      for (const n of pinyinCandidates(this.keys, this.chars, q)) {
        if (done[n] === 1) continue;
        const tier = pinyinTier((this.terms[n] as Term).form, query);
        if (tier !== null) give(n, tier);
      }
    }
    // Tier 5: the query rewritten with the tenant's synonyms, found in a name (一卡通 finds 校园卡).
    for (const e of expansions) {
      for (const n of this.chars.rarest(new Set(e))) {
        if (done[n] === 0 && (this.terms[n] as Term).text.includes(e)) give(n, TIER.SYNONYM);
      }
    }
    return done;
  }

  /**
   * Homophones (ADR 027): Han input whose characters read like consecutive characters of a name, ignoring tones
   * (请价 → 请假, 成绩但 → 成绩单, 在读正明 → 在读证明). Calls `found` with each name not `done` and the characters of
   * the name it matched. Names are narrowed by the 'W' keys of name-keys.ts: the first character's whole reading
   * followed by the second's initial.
   */
  matchHomophones(q: string, done: Uint8Array, found: (n: number, spelling: string) => void): void {
    const chars = [...q];
    if (chars.length < 2 || !chars.every(isHan)) return;
    const wanted = pinyinForm(q).units;
    const [first, second] = wanted as [PinyinUnit, PinyinUnit];
    const keys: string[] = [];
    for (const r of first.readings) for (const s of second.readings) keys.push(`W${r}|${s.charAt(0)}`);
    for (const n of this.keys.union(keys)) {
      if (done[n] === 1) continue;
      const { units } = (this.terms[n] as Term).form;
      for (let p0 = 0; p0 + wanted.length <= units.length; p0 += 1) {
        if (!wanted.every((unit, k) => soundsLike(units[p0 + k] as PinyinUnit, unit))) continue;
        const spelling = units.slice(p0, p0 + wanted.length).map((u) => u.char).join('');
        if (spelling !== q) found(n, spelling);
        break;
      }
    }
  }

  /**
   * Two-character overlaps (ADR 027): for Han input of three characters or more, the names holding the most of its
   * two-character words (成绩证明 → 成绩单打印 by 成绩); input mixing Latin letters is left to the several-terms search. Calls `found` with each such name not `done`.
   */
  matchOverlaps(q: string, done: Uint8Array, found: (n: number) => void): void {
    const chars = [...q];
    if (chars.length < 3 || !chars.every(isHan)) return;
    const shared = new Map<number, number>();
    const windows = new Set<string>();
    for (let k = 0; k + 1 < chars.length; k += 1) windows.add(`${chars[k] as string}${chars[k + 1] as string}`);
    for (const w of windows) {
      for (const n of this.chars.rarest(new Set(w))) {
        if (done[n] === 0 && (this.terms[n] as Term).text.includes(w)) shared.set(n, (shared.get(n) ?? 0) + 1);
      }
    }
    let most = 0;
    for (const count of shared.values()) most = Math.max(most, count);
    for (const [n, count] of shared) if (count === most) found(n);
  }

  /** Tier 7: calls `found` with each name not `done` that is one typo from `q`, and the spelling it matched. */
  matchTypos(q: string, query: Query, done: Uint8Array, found: (n: number, spelling: string) => void): void {
    const typos = this.typoIndexes.find((t) => t.width <= q.length);
    const candidates = typos ? typos.candidates(q) : this.terms.keys();
    for (const n of candidates) {
      if (done[n] === 1) continue;
      const spelling = typoMatch((this.terms[n] as Term).form, query);
      if (spelling !== null) found(n, spelling);
    }
  }
}

/** Two characters read alike when they are the same or share a reading (tones are not indexed). */
function soundsLike(unit: PinyinUnit, wanted: PinyinUnit): boolean {
  return unit.char === wanted.char || unit.readings.some((r) => wanted.readings.includes(r));
}
