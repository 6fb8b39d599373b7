import { prepareQuery, TIER, TYPO_MIN_LENGTH, type Tier } from '../../../search/match';
import { NameIndex, TermTable, type Term } from '../../../search/name-index';
import { normalizeText, queryTerms } from '../../../search/normalize';
import { Postings } from '../../../search/postings';
import { expandSynonyms, type SynonymTable } from '../../../search/synonyms';
import type { MatchKind, QuestionVisibility } from '../../../../shared/schema/robot';
import { answerSnippet } from './answer-snippet';
import { contentBigrams, partialThreshold } from './partial-match';

/**
 * One tenant's knowledge base as an in-memory index, built with the service search's pieces (normalisation, pinyin
 * forms, match tiers, inverted lists, synonyms), so a question is found the way a service is: by its words, any
 * two-character word in it, its pinyin or initials, a synonym, one typo in Latin input; then by its answer or scene,
 * and last by the share of content words a sentence has in common with it (partial-match.ts).
 */

export interface QuestionSource {
  questionId: string;
  question: string;
  /** Other words users ask it with; matched like the question. */
  keywords: string[];
  answer: string;
  sceneId: string;
  sceneName: string;
  visibility: QuestionVisibility;
  /** Views: the tie-break within a tier (popular questions first). */
  viewCount: number;
  sort: number;
}

export interface QuestionFilter {
  /** A visitor sees 'public' questions only. */
  signedIn: boolean;
  /** '' for every scene. */
  sceneId: string;
}

interface QuestionHitRaw {
  source: QuestionSource;
  kind: MatchKind;
  snippet: string;
}

export interface QuestionSearchOutcome {
  total: number;
  hits: QuestionHitRaw[];
  corrected?: string;
}

/** Below the typo and synonym tiers: the answer or scene, then a partial sentence. */
const ANSWER = TIER.OTHER + 1;
const PARTIAL = TIER.OTHER + 2;
const NONE = 127;
/** The costly rescue passes (one typo, partial sentence) run when the query as typed found fewer than this. */
const RESCUE_BELOW = 5;

interface Doc {
  source: QuestionSource;
  answer: string;
  scene: string;
  bigrams: Set<string>;
}

interface Scored {
  tiers: Int8Array;
  touched: number[];
  /** Partial tier: share of the query's content words found, 0–1. */
  overlap: Float64Array;
  /** The needle found in an answer, for the snippet. */
  answerNeedle: Map<number, string>;
  preferred: Set<number>;
  corrected?: string;
}

function kindOf(tier: number): MatchKind {
  if (tier <= TIER.SUBSTRING) return 'text';
  if (tier === TIER.INITIALS) return 'initials';
  if (tier === TIER.PINYIN) return 'pinyin';
  if (tier === TIER.SYNONYM) return 'synonym';
  if (tier === TIER.TYPO) return 'typo';
  return tier === ANSWER ? 'answer' : 'partial';
}

export class QuestionIndex {
  readonly version: string;
  readonly size: number;
  private readonly docs: Doc[];
  private readonly rank: Int32Array;
  private readonly names: NameIndex;
  private readonly answerChars = new Postings();
  private readonly bigramDocs = new Map<string, number[]>();
  private readonly synonyms: SynonymTable;

  constructor(version: string, sources: QuestionSource[], synonyms: SynonymTable) {
    this.version = version;
    this.synonyms = synonyms;
    const names = new TermTable();
    this.docs = sources.map((source, i) => {
      const texts = [source.question, ...source.keywords].map(normalizeText).filter((t) => t !== '');
      for (const text of new Set(texts)) names.add(text, i);
      const bigrams = new Set(texts.flatMap((t) => [...contentBigrams(t)]));
      for (const b of bigrams) this.bigramDocs.set(b, [...(this.bigramDocs.get(b) ?? []), i]);
      const doc: Doc = { source, answer: normalizeText(source.answer), scene: normalizeText(source.sceneName), bigrams };
      this.answerChars.add(i, new Set(doc.answer + doc.scene));
      return doc;
    });
    // A knowledge base holds hundreds of questions, not the catalogue's thousands of services: the typo pass tries
    // every name, without the service index's typo keys.
    this.names = new NameIndex(names.terms());
    this.size = this.docs.length;
    const order = this.docs.map((_, i) => i).sort((a, b) => {
      const x = (this.docs[a] as Doc).source;
      const y = (this.docs[b] as Doc).source;
      return y.viewCount - x.viewCount || x.sort - y.sort || (x.questionId < y.questionId ? -1 : 1);
    });
    this.rank = new Int32Array(order.length);
    order.forEach((doc, r) => {
      this.rank[doc] = r;
    });
  }

  /** Questions matching `keyword` that `filter` allows, best first; `page` limits the hits (total counts all). */
  search(keyword: string, filter: QuestionFilter, page: { offset: number; limit: number }): QuestionSearchOutcome {
    const terms = queryTerms(keyword);
    if (terms.length === 0) return { total: 0, hits: [] };
    const allowed = Uint8Array.from(this.docs, (d) => ((filter.signedIn || d.source.visibility === 'public')
      && (filter.sceneId === '' || d.source.sceneId === filter.sceneId) ? 1 : 0));
    let scored = this.score(terms.join(''), allowed);
    if (scored.touched.length === 0 && terms.length > 1) scored = this.scoreAll(terms, allowed);

    const order = [...scored.touched].sort((a, b) => {
      const ta = scored.tiers[a] as number;
      const tb = scored.tiers[b] as number;
      if (ta !== tb) return ta - tb;
      if (ta === PARTIAL && scored.overlap[a] !== scored.overlap[b]) return (scored.overlap[b] as number) - (scored.overlap[a] as number);
      if (ta === TIER.TYPO) {
        const pa = scored.preferred.has(a) ? 0 : 1;
        const pb = scored.preferred.has(b) ? 0 : 1;
        if (pa !== pb) return pa - pb;
      }
      return (this.rank[a] as number) - (this.rank[b] as number);
    });
    const hits = order.slice(page.offset, page.offset + page.limit).map((doc) => {
      const { source } = this.docs[doc] as Doc;
      const needle = scored.answerNeedle.get(doc);
      const snippet = answerSnippet(source.answer, needle);
      return { source, kind: kindOf(scored.tiers[doc] as number), snippet };
    });
    const onlyTypos = order.length > 0 && order.every((doc) => (scored.tiers[doc] as number) >= TIER.TYPO)
      && order.some((doc) => scored.tiers[doc] === TIER.TYPO);
    const outcome: QuestionSearchOutcome = { total: order.length, hits };
    if (onlyTypos && scored.corrected !== undefined) outcome.corrected = scored.corrected;
    return outcome;
  }

  /** Several terms ('校园卡 补办'): each must match; a question ranks by its weakest term. */
  private scoreAll(terms: string[], allowed: Uint8Array): Scored {
    const parts = terms.map((t) => this.score(t, allowed));
    const [first, ...rest] = parts;
    const out = this.emptyScore();
    for (const doc of first?.touched ?? []) {
      let tier = first?.tiers[doc] as number;
      for (const part of rest) tier = Math.max(tier, part.tiers[doc] as number);
      if (tier === NONE) continue;
      out.tiers[doc] = tier;
      out.touched.push(doc);
      out.overlap[doc] = Math.min(...parts.map((p) => (p.tiers[doc] === PARTIAL ? (p.overlap[doc] as number) : 1)));
      const needle = parts.map((p) => p.answerNeedle.get(doc)).find((x) => x !== undefined);
      if (needle !== undefined) out.answerNeedle.set(doc, needle);
    }
    return out;
  }

  private emptyScore(): Scored {
    return {
      tiers: new Int8Array(this.size).fill(NONE), touched: [], overlap: new Float64Array(this.size), answerNeedle: new Map(), preferred: new Set(),
    };
  }

  private score(q: string, allowed: Uint8Array): Scored {
    const query = prepareQuery(q);
    const expansions = expandSynonyms(this.synonyms, q);
    const out = this.emptyScore();
    const { tiers, touched } = out;
    const give = (doc: number, tier: number): boolean => {
      if (allowed[doc] === 0) return false;
      if (tiers[doc] === NONE) touched.push(doc);
      if ((tiers[doc] as number) > tier) tiers[doc] = tier;
      return true;
    };
    const reach = (n: number, tier: Tier): number => {
      let reached = 0;
      for (const doc of (this.names.terms[n] as Term).docs) if (give(doc, tier)) reached += 1;
      return reached;
    };

    // The question or a keyword holds the query, its pinyin or initials do, or a synonym of the query is in it.
    const nameDone = this.names.match(q, query, expansions, reach);
    // One typo in Latin input, when the query as typed found little.
    const spellings = new Map<string, Set<number>>();
    if (query.isLatin && q.length >= TYPO_MIN_LENGTH && touched.length < RESCUE_BELOW) {
      this.names.matchTypos(q, query, nameDone, (n, spelling) => {
        if (reach(n, TIER.TYPO) === 0) return;
        const docs = spellings.get(spelling) ?? new Set<number>();
        for (const doc of (this.names.terms[n] as Term).docs) if (allowed[doc] === 1) docs.add(doc);
        spellings.set(spelling, docs);
      });
    }
    // The answer or the scene name holds the query (or a synonym of it).
    for (const needle of [q, ...expansions]) {
      for (const doc of this.answerChars.rarest(new Set(needle))) {
        const d = this.docs[doc] as Doc;
        const inAnswer = d.answer.includes(needle);
        if (!inAnswer && !d.scene.includes(needle)) continue;
        if (give(doc, ANSWER) && inAnswer && !out.answerNeedle.has(doc)) out.answerNeedle.set(doc, needle);
      }
    }
    // A sentence: enough of its content words in a question.
    const bigrams = contentBigrams(q);
    if (bigrams.size >= 2 && touched.length < RESCUE_BELOW) {
      const hits = new Map<number, number>();
      for (const b of bigrams) for (const doc of this.bigramDocs.get(b) ?? []) hits.set(doc, (hits.get(doc) ?? 0) + 1);
      const needed = partialThreshold(bigrams.size);
      for (const [doc, count] of hits) {
        if (count < needed || tiers[doc] !== NONE || !give(doc, PARTIAL)) continue;
        out.overlap[doc] = count / bigrams.size;
      }
    }

    let best = 0;
    for (const [spelling, docs] of spellings) {
      if (docs.size > best) {
        best = docs.size;
        out.corrected = spelling;
      }
    }
    if (out.corrected !== undefined) out.preferred = spellings.get(out.corrected) ?? new Set();
    return out;
  }
}
