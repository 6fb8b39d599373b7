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
  union(keys: Iterable<string>): readonly number[] {
    const lists: Array<readonly number[]> = [];
    for (const key of keys) {
      const list = this.get(key);
      if (list.length > 0) lists.push(list);
    }
    return lists.length === 0 ? EMPTY : mergeSorted(lists);
  }
}

const EMPTY: readonly number[] = [];

/** The union of sorted lists, each entry once, in increasing order. */
export function mergeSorted(lists: ReadonlyArray<readonly number[]>): readonly number[] {
  if (lists.length === 1) return lists[0] as readonly number[];
  let total = 0;
  for (const list of lists) total += list.length;
  // A typed array sorts numerically and natively: far cheaper than a Set of numbers for lists this long.
  const all = new Int32Array(total);
  let at = 0;
  for (const list of lists) {
    for (const entry of list) all[at++] = entry;
  }
  all.sort();
  const out: number[] = [];
  for (let k = 0; k < all.length; k += 1) {
    if (k === 0 || all[k] !== all[k - 1]) out.push(all[k] as number);
  }
  return out;
}
