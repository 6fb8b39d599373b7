import { normalizeText } from './normalize';

/** Synonym groups as the engine uses them: each group's terms normalised, groups of fewer than two dropped. */
export type SynonymTable = ReadonlyArray<readonly string[]>;

export function toSynonymTable(groups: ReadonlyArray<readonly string[]>): SynonymTable {
  return groups
    .map((terms) => [...new Set(terms.map(normalizeText).filter((t) => t.length > 0))])
    .filter((terms) => terms.length >= 2);
}

/** At most this many rewritten queries, so a query full of synonyms stays cheap. */
const MAX_EXPANSIONS = 24;

/**
 * The query rewritten with synonyms, applied at query time: every term of a group found in the query is replaced
 * by each other term of the group ('一卡通挂失' → '校园卡挂失'). The query itself is not among them.
 */
export function expandSynonyms(table: SynonymTable, q: string): string[] {
  const out = new Set<string>();
  for (const group of table) {
    for (const term of group) {
      if (!q.includes(term)) continue;
      for (const other of group) {
        if (other === term) continue;
        const rewritten = q.split(term).join(other);
        if (rewritten !== q) out.add(rewritten);
        if (out.size >= MAX_EXPANSIONS) return [...out];
      }
    }
  }
  return [...out];
}
