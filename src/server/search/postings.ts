/**
 * Inverted lists from a character (or an initial letter) to the entries that hold it: a query only looks at the
 * entries that hold its rarest character, instead of scanning them all.
 */
export class Postings {
  private readonly lists = new Map<string, number[]>();

  /** Adds `entry` under each distinct key; entries must be added in increasing order. */
  add(entry: number, keys: Iterable<string>): void {
    for (const key of keys) {
      const list = this.lists.get(key);
      if (!list) this.lists.set(key, [entry]);
      else if (list[list.length - 1] !== entry) list.push(entry);
    }
  }

  get(key: string): readonly number[] {
    return this.lists.get(key) ?? EMPTY;
  }

  /** The shortest list among the keys: every entry holding all the keys is in it. */
  rarest(keys: Iterable<string>): readonly number[] {
    let best: readonly number[] | null = null;
    for (const key of keys) {
      const list = this.get(key);
      if (best === null || list.length < best.length) best = list;
      if (list.length === 0) break;
    }
    return best ?? EMPTY;
  }

  /** The union of several lists, each entry once, in increasing order. */
  union(keys: Iterable<string>): number[] {
    const seen = new Set<number>();
    for (const key of keys) for (const entry of this.get(key)) seen.add(entry);
    return [...seen].sort((a, b) => a - b);
  }
}

const EMPTY: readonly number[] = [];
