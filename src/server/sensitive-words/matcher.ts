/**
 * SHELL-10: a linear-time multi-word matcher (Aho–Corasick) over normalised text. Normalising folds full-width forms
 * to half-width (NFKC), letters to lower case, and drops spaces, punctuation and symbols, so '诈 骗', '诈-骗' and
 * 'ＦＵＣＫ' match '诈骗' and 'fuck'. The automaton is built once per word list and scans any text in O(length).
 */

/** Characters a writer may slip between the letters of a word to hide it: spaces, punctuation and symbols. */
const FILLER = /[\p{P}\p{S}\p{Z}\p{Cc}\p{Cf}]/u;

/** The normalised characters of `text`, each with the index (in code units) of the original character it came from. */
function normaliseForMatch(text: string): { chars: string[]; origin: number[] } {
  const chars: string[] = [];
  const origin: number[] = [];
  let offset = 0;
  for (const ch of text) {
    for (const folded of ch.normalize('NFKC').toLowerCase()) {
      if (!FILLER.test(folded)) {
        chars.push(folded);
        origin.push(offset);
      }
    }
    offset += ch.length;
  }
  return { chars, origin };
}

/** A word as the matcher compares it ('' when nothing of it is left, e.g. a word of punctuation only). */
export function normaliseWord(word: string): string {
  return normaliseForMatch(word).chars.join('');
}

export interface SensitiveMatch {
  /** The listed word, as the administrator wrote it. */
  word: string;
  /** Where the hit starts and ends (exclusive) in the original text, in code units. */
  start: number;
  end: number;
}

interface Node {
  next: Map<string, number>;
  fail: number;
  /** Index into `words` of the longest word ending here (directly or through the fail chain), -1 for none. */
  output: number;
  depth: number;
}

export interface SensitiveMatcher {
  /** The first hit in reading order (the longest word when several end at the same place), or null. */
  find(text: string): SensitiveMatch | null;
  readonly size: number;
}

export function buildMatcher(words: readonly string[]): SensitiveMatcher {
  const nodes: Node[] = [{ next: new Map(), fail: 0, output: -1, depth: 0 }];
  const listed: string[] = [];
  const lengths: number[] = [];
  for (const word of words) {
    const key = [...normaliseWord(word)];
    if (key.length === 0) continue;
    let state = 0;
    for (const ch of key) {
      const node = nodes[state] as Node;
      let child = node.next.get(ch);
      if (child === undefined) {
        child = nodes.length;
        nodes.push({ next: new Map(), fail: 0, output: -1, depth: node.depth + 1 });
        node.next.set(ch, child);
      }
      state = child;
    }
    const end = nodes[state] as Node;
    if (end.output === -1) {
      end.output = listed.length;
      listed.push(word);
      lengths.push(key.length);
    }
  }
  // Breadth-first: a node's fail link points at the longest proper suffix that is also a prefix in the trie.
  const queue: number[] = [];
  for (const child of (nodes[0] as Node).next.values()) queue.push(child);
  for (let head = 0; head < queue.length; head++) {
    const index = queue[head] as number;
    const node = nodes[index] as Node;
    for (const [ch, child] of node.next) {
      let fail = node.fail;
      while (fail !== 0 && !(nodes[fail] as Node).next.has(ch)) fail = (nodes[fail] as Node).fail;
      const target = (nodes[fail] as Node).next.get(ch);
      const childNode = nodes[child] as Node;
      childNode.fail = target !== undefined && target !== child ? target : 0;
      if (childNode.output === -1) childNode.output = (nodes[childNode.fail] as Node).output;
      queue.push(child);
    }
  }

  return {
    size: listed.length,
    find(text) {
      if (listed.length === 0) return null;
      const { chars, origin } = normaliseForMatch(text);
      let state = 0;
      for (let i = 0; i < chars.length; i++) {
        const ch = chars[i] as string;
        while (state !== 0 && !(nodes[state] as Node).next.has(ch)) state = (nodes[state] as Node).fail;
        state = (nodes[state] as Node).next.get(ch) ?? 0;
        const output = (nodes[state] as Node).output;
        if (output !== -1) {
          const length = lengths[output] as number;
          const startAt = origin[i - length + 1] as number;
          const lastAt = origin[i] as number;
          const lastChar = text.codePointAt(lastAt) ?? 0;
          return { word: listed[output] as string, start: startAt, end: lastAt + (lastChar > 0xffff ? 2 : 1) };
        }
      }
      return null;
    },
  };
}
