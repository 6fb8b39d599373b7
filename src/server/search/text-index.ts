import { normalizeText } from './normalize';

/**
 * Long texts (descriptions, guides) for substring search. Equal texts are stored once with the services that share
 * them (a catalogue repeats its descriptions a lot), and every text is listed under each pair of neighbouring
 * characters it holds. A needle of two characters is answered by its list alone; a longer one only reads the texts
 * of its rarest pair; a single character, rare in a search box, reads them all.
 */
export class TextIndex {
  private readonly texts: string[] = [];
  /** The services of each text, in increasing order. */
  private readonly owners: number[][] = [];
  /** Raw text → its id, so a repeated text is neither normalised nor listed again. */
  private readonly byRaw = new Map<string, number>();
  private readonly byText = new Map<string, number>();
  /** Key: the two characters' ids (idOf) as one number (see PAIR). */
  private readonly pairs = new Map<number, number[]>();
  /** A small id per UTF-16 unit seen, in order of first sight. */
  private readonly ids = new Map<number, number>();

  private idOf(code: number): number {
    let id = this.ids.get(code);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(code, id);
    }
    return id;
  }

  /** Adds the text of service `doc` as written; services must be added in increasing order. */
  add(doc: number, raw: string): void {
    let id = this.byRaw.get(raw);
    if (id === undefined) {
      id = this.intern(normalized(raw));
      this.byRaw.set(raw, id);
    }
    if (id < 0) return;
    const owners = this.owners[id] as number[];
    if (owners[owners.length - 1] !== doc) owners.push(doc);
  }

  /** The id of a normalised text, listing it on first sight; -1 for an empty one. */
  private intern(text: string): number {
    if (text === '') return -1;
    const known = this.byText.get(text);
    if (known !== undefined) return known;
    const id = this.texts.length;
    this.texts.push(text);
    this.owners.push([]);
    this.byText.set(text, id);
    // Each distinct pair once per text: sorted codes, so repeats sit together.
    const codes = new Uint32Array(Math.max(0, text.length - 1));
    let previous = this.idOf(text.charCodeAt(0));
    for (let i = 0; i + 1 < text.length; i += 1) {
      const next = this.idOf(text.charCodeAt(i + 1));
      codes[i] = previous * PAIR + next;
      previous = next;
    }
    codes.sort();
    for (let i = 0; i < codes.length; i += 1) {
      const code = codes[i] as number;
      if (i > 0 && code === codes[i - 1]) continue;
      const list = this.pairs.get(code);
      if (list) list.push(id);
      else this.pairs.set(code, [id]);
    }
    return id;
  }

  /** Calls `visit` with every service whose text contains `needle` (each text once, services in order). */
  forEachOwner(needle: string, visit: (doc: number) => void): void {
    if (needle === '') return;
    const exact = needle.length === 2;
    const candidates = needle.length === 1 ? this.texts.keys() : this.rarestPair(needle);
    for (const id of candidates) {
      if (!exact && !(this.texts[id] as string).includes(needle)) continue;
      for (const doc of this.owners[id] as number[]) visit(doc);
    }
  }

  private rarestPair(needle: string): readonly number[] {
    let best: readonly number[] = EMPTY;
    for (let i = 0; i + 1 < needle.length; i += 1) {
      const first = this.ids.get(needle.charCodeAt(i));
      const second = this.ids.get(needle.charCodeAt(i + 1));
      // A character no text holds: nothing matches.
      if (first === undefined || second === undefined) return EMPTY;
      const list = this.pairs.get(first * PAIR + second) ?? EMPTY;
      if (i === 0 || list.length < best.length) best = list;
      if (list.length === 0) break;
    }
    return best;
  }
}

/**
 * Pairs are id1 * 65536 + id2: exact, since there are at most 65536 distinct UTF-16 units, and below 2^30 (one of
 * V8's small integers, the fastest Map keys) while a tenant's texts use fewer than 16384 distinct characters.
 */
const PAIR = 65_536;
const EMPTY: readonly number[] = [];

// Guides and descriptions rarely change between two builds of an index: their normalised forms are remembered per
// process, like the names' pinyin (pinyin.ts), so a rebuild after an edit does not normalise them all again.
const normalizedTexts = new Map<string, string>();
const NORMALIZED_LIMIT = 50_000;

function normalized(raw: string): string {
  const known = normalizedTexts.get(raw);
  if (known !== undefined) return known;
  const text = normalizeText(raw);
  if (normalizedTexts.size >= NORMALIZED_LIMIT) normalizedTexts.clear();
  normalizedTexts.set(raw, text);
  return text;
}
