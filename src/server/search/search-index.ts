import type { ServiceItem } from '../../shared/schema/cards';
import type { SearchServiceType } from '../../shared/schema/search';
import type { Audience, ServiceKind } from '../db/schema/catalogue';
import { pinyinTier, prepareQuery, TIER, TYPO_MIN_LENGTH, type Tier } from './match';
import { NameIndex, TermTable, type Term } from './name-index';
import { isHan, normalizeText, queryTerms } from './normalize';
import { pinyinForm } from './pinyin';
import { expandSynonyms, type SynonymTable } from './synonyms';
import { TextIndex } from './text-index';
import { TypoIndex } from './typo-index';
import { canSee } from './visibility';

/**
 * One tenant's search index, in memory: every listed service and every guide of one, as of one index version.
 * Distinct names and field values are matched once and fanned out to their services (a catalogue repeats
 * department, scene and type names thousands of times, and large ones repeat service names too). Each pass reads
 * only what can match: names by character and by pinyin keys (name-keys.ts), one-typo candidates from deletion
 * indexes (typo-index.ts), descriptions and guides by pairs of characters (text-index.ts).
 */

export interface ServiceSource {
  item: ServiceItem;
  audience: Audience;
  serviceType: ServiceKind;
  typeName: string;
  description: string;
}

export interface GuideSource {
  serviceId: string;
  /** The guide's words as one text: conditions, materials, steps, fees, place, FAQ. */
  text: string;
}

interface Doc {
  source: ServiceSource;
  /** The guide as written, for snippets; null without a guide. */
  guide: string | null;
}

export interface Visibility {
  roleType: string;
  serviceType?: SearchServiceType;
  /** Only services with a guide (guide search). */
  withGuide?: boolean;
}

interface Hit {
  item: ServiceItem;
  tier: Tier;
  /** Guide search: the passage of the guide that matched ('' when something else did). */
  snippet: string;
}

export interface SearchOutcome {
  /** How many services match in all. */
  total: number;
  /** The requested page of them, best first (all of them when no page was asked for). */
  hits: Hit[];
  /** Set when only one-typo matches were found: the spelling they matched. */
  corrected?: string;
}

const NONE = 127;
/** Descriptions are read when the name passes found fewer services than this (a page). */
const DESCRIPTIONS_BELOW = 10;
/** Widths of the typo pass's deletion indexes (typo-index.ts); the narrowest is the shortest query it serves. */
const TYPO_WIDTHS = [TYPO_MIN_LENGTH, 5, 6, 8] as const;
/** A page this far down or less is picked from the matches without sorting them all. */
const SELECT_UP_TO = 200;
/** Queries whose matches an index remembers (SearchIndex.matchesOf). */
const RECENT_QUERIES = 128;

interface Scored {
  /** Tier per service, NONE where nothing matched. */
  tiers: Int8Array;
  /** Services with a tier, each once. */
  touched: number[];
  /** The needle that matched a service's guide text, for its snippet. */
  guideNeedle: (doc: number) => string | undefined;
  /** Typo matches of the chosen correction, listed before the other typo matches. */
  preferred: Set<number>;
  corrected?: string;
}

/** Every match of a query, as sort keys (SearchIndex.search), with what the page's hits need. */
interface Matches {
  /** (tier * 2 + lead) * size + heat rank, one per matching service, in no order. */
  keys: Float64Array;
  guideNeedle: (doc: number) => string | undefined;
  corrected?: string;
}

/**
 * The guide needle of a service from the pass's arrays. Made here, not inside `score`, so that a remembered query
 * keeps only these two alive, not every array of the pass that made it.
 */
function needleLookup(needles: readonly string[], needleOf: Int8Array): (doc: number) => string | undefined {
  return (doc) => needles[needleOf[doc] as number];
}

function visibilityKey({ roleType, serviceType = '', withGuide = false }: Visibility): string {
  return `${roleType}\u0000${serviceType}\u0000${withGuide ? 1 : 0}`;
}

export class SearchIndex {
  readonly version: number;
  readonly size: number;
  private readonly docs: Doc[];
  /** Position of each service in heat order (visit count desc, shorter name, id): the tie-break of every tier. */
  private readonly rank: Int32Array;
  private readonly byRank: Int32Array;
  private readonly names: NameIndex;
  private readonly fields: Term[];
  private readonly descriptions = new TextIndex();
  private readonly guides = new TextIndex();
  private readonly synonyms: SynonymTable;
  /** Synonym terms in Han characters by their pinyin ('yinzhang' → 印章), for Latin input (expansionsOf). */
  private readonly synonymPinyin = new Map<string, string[]>();
  private readonly allowedCache = new Map<string, Uint8Array>();
  /** The most recent queries' matches, least recently used first. */
  private readonly recent = new Map<string, Matches>();

  constructor(version: number, services: ServiceSource[], guides: GuideSource[], synonyms: SynonymTable) {
    this.version = version;
    this.synonyms = synonyms;
    for (const term of new Set(synonyms.flat())) {
      if (![...term].every(isHan)) continue;
      const key = pinyinForm(term).primary;
      this.synonymPinyin.set(key, [...(this.synonymPinyin.get(key) ?? []), term]);
    }
    const guideOf = new Map(guides.map((g) => [g.serviceId, g.text]));
    const names = new TermTable();
    const fields = new TermTable();
    this.docs = services.map((source, i) => {
      names.add(normalizeText(source.item.serviceName), i);
      // The English name too (ADR 033), so a reader in English mode finds a service by the name they see.
      if (source.item.serviceNameEn) names.add(normalizeText(source.item.serviceNameEn), i);
      fields.add(normalizeText(source.item.serviceDeptName), i);
      fields.add(normalizeText(source.item.serviceSceneName), i);
      fields.add(normalizeText(source.typeName), i);
      const raw = guideOf.get(source.item.serviceId);
      this.descriptions.add(i, source.description);
      if (raw !== undefined) this.guides.add(i, raw);
      return { source, guide: raw ?? null };
    });
    // One deletion index per width in TYPO_WIDTHS, widest first.
    this.names = new NameIndex(names.terms(), TYPO_WIDTHS.map((w) => new TypoIndex(w)).sort((a, b) => b.width - a.width));
    this.fields = fields.terms();
    this.size = this.docs.length;

    const order = this.docs.map((_, i) => i).sort((a, b) => {
      const x = (this.docs[a] as Doc).source.item;
      const y = (this.docs[b] as Doc).source.item;
      return y.visitCount - x.visitCount || x.serviceName.length - y.serviceName.length || (x.serviceId < y.serviceId ? -1 : 1);
    });
    this.byRank = Int32Array.from(order);
    this.rank = new Int32Array(order.length);
    order.forEach((doc, r) => {
      this.rank[doc] = r;
    });
  }

  /**
   * Services whose name, pinyin, synonyms or other fields match `keyword`, best first, visible ones only: by tier
   * (match.ts), then by heat. `page` limits the hits returned (the total counts them all).
   */
  search(keyword: string, visibility: Visibility, page?: { offset: number; limit: number }): SearchOutcome {
    const terms = queryTerms(keyword);
    if (terms.length === 0) return { total: 0, hits: [] };
    const matches = this.matchesOf(terms, visibility);
    const { keys, guideNeedle } = matches;
    const n = this.size;
    const count = keys.length;
    const from = page ? Math.min(page.offset, count) : 0;
    const to = page ? Math.min(from + page.limit, count) : count;
    const hits: Hit[] = [];
    for (const key of smallest(keys, to).subarray(from, to)) {
      const doc = this.byRank[key % n] as number;
      const { source, guide } = this.docs[doc] as Doc;
      const needle = guideNeedle(doc);
      hits.push({ item: source.item, tier: Math.floor(key / n / 2) as Tier, snippet: needle !== undefined && guide !== null ? snippetOf(guide, needle) : '' });
    }
    const outcome: SearchOutcome = { total: count, hits };
    if (matches.corrected !== undefined) outcome.corrected = matches.corrected;
    return outcome;
  }

  /**
   * Every match of the terms for the visibility, as sort keys. Remembered for the most recent queries: searches
   * repeat a lot (hot words, the next page, the heat-word check of listHeatWords), and the index never changes.
   */
  private matchesOf(terms: string[], visibility: Visibility): Matches {
    const cacheKey = `${visibilityKey(visibility)}\u0001${terms.join(' ')}`;
    const known = this.recent.get(cacheKey);
    if (known) {
      this.recent.delete(cacheKey);
      this.recent.set(cacheKey, known);
      return known;
    }
    const allowed = this.allowedFor(visibility);
    const withGuide = visibility.withGuide ?? false;
    let scored = this.score(terms.join(''), allowed, withGuide);
    if (scored.touched.length === 0 && terms.length > 1) scored = this.scoreAll(terms, allowed, withGuide);

    // One numeric key per hit: (tier, preferred typo spelling first, heat rank).
    const n = this.size;
    const count = scored.touched.length;
    const keys = new Float64Array(count);
    let bestTier = NONE;
    for (let k = 0; k < count; k += 1) {
      const doc = scored.touched[k] as number;
      const tier = scored.tiers[doc] as number;
      if (tier < bestTier) bestTier = tier;
      const lead = (tier === TIER.TYPO || tier === TIER.HOMOPHONE) && scored.preferred.has(doc) ? 0 : 1;
      keys[k] = (tier * 2 + lead) * n + (this.rank[doc] as number);
    }
    const matches: Matches = { keys, guideNeedle: scored.guideNeedle };
    // The correction is reported only when nothing better than a homophone or a typo matched.
    if (count > 0 && bestTier >= TIER.HOMOPHONE && scored.corrected !== undefined) matches.corrected = scored.corrected;
    this.recent.set(cacheKey, matches);
    if (this.recent.size > RECENT_QUERIES) this.recent.delete(this.recent.keys().next().value as string);
    return matches;
  }

  /** Which services a caller may see, as a byte per service; computed once per role, type and guide filter. */
  private allowedFor(visibility: Visibility): Uint8Array {
    const { roleType, serviceType = '', withGuide = false } = visibility;
    const key = visibilityKey(visibility);
    const hit = this.allowedCache.get(key);
    if (hit) return hit;
    const mask = Uint8Array.from(this.docs, (doc) => (canSee(doc.source.audience, roleType)
      && (!serviceType || doc.source.serviceType === serviceType)
      && (!withGuide || doc.guide !== null) ? 1 : 0));
    // Role types are few; a bound keeps a stream of made-up ones from growing the cache.
    if (this.allowedCache.size > 64) this.allowedCache.clear();
    this.allowedCache.set(key, mask);
    return mask;
  }

  /** Several terms ('研究生 请假'): each must match; a service ranks by its weakest term. */
  private scoreAll(terms: string[], allowed: Uint8Array, withGuide: boolean): Scored {
    const parts = terms.map((t) => this.score(t, allowed, withGuide));
    const [first, ...rest] = parts;
    const tiers = new Int8Array(this.size).fill(NONE);
    const touched: number[] = [];
    for (const doc of first?.touched ?? []) {
      let tier = first?.tiers[doc] as number;
      for (const part of rest) tier = Math.max(tier, part.tiers[doc] as number);
      if (tier === NONE) continue;
      tiers[doc] = tier;
      touched.push(doc);
    }
    const lookups = parts.map((p) => p.guideNeedle);
    const guideNeedle = (doc: number) => lookups.map((lookup) => lookup(doc)).find((x) => x !== undefined);
    return { tiers, touched, guideNeedle, preferred: new Set() };
  }

  private score(q: string, allowed: Uint8Array, withGuide = false): Scored {
    const query = prepareQuery(q);
    const expansions = this.expansionsOf(q, query.isLatin);
    const tiers = new Int8Array(this.size).fill(NONE);
    const touched: number[] = [];

    /** Gives the name's visible services `tier` unless they have a better one; answers how many it reached. */
    // Every listed service a name pass reached, visible or not: whether descriptions are read must not change with
    // the centre a search is narrowed to (ROUTE-06: the two centres' totals add up to the hall's).
    const namedAny = new Set<number>();
    const reach = (n: number, tier: Tier): number => {
      let reached = 0;
      for (const doc of (this.names.terms[n] as Term).docs) {
        namedAny.add(doc);
        if (allowed[doc] === 0) continue;
        reached += 1;
        if (tiers[doc] === NONE) touched.push(doc);
        if ((tiers[doc] as number) > tier) tiers[doc] = tier;
      }
      return reached;
    };
    // Each rescue spelling (homophone or typo) with the visible services it reached and their best heat.
    const spellings = new Map<string, { docs: Set<number>; heat: number }>();
    const rescue = (tier: Tier) => (n: number, spelling: string) => {
      if (reach(n, tier) === 0) return;
      const entry = spellings.get(spelling) ?? { docs: new Set<number>(), heat: -1 };
      for (const doc of (this.names.terms[n] as Term).docs) {
        if (allowed[doc] === 0) continue;
        entry.docs.add(doc);
        entry.heat = Math.max(entry.heat, (this.docs[doc] as Doc).source.item.visitCount);
      }
      spellings.set(spelling, entry);
    };

    // Tiers 0–5: the name itself, its pinyin or initials, a synonym of the query in it.
    const nameDone = this.names.match(q, query, expansions, reach);
    // Tiers 6–8 are rescues for a query whose own spelling names nothing (ADR 027): a correction is never offered
    // while the query as typed, or its own pinyin, matches a name (yinzhang is 印章 by a synonym, never 银行).
    // Tier 6: Han input that sounds like a name (请价 → 请假).
    if (touched.length === 0) this.names.matchHomophones(q, nameDone, rescue(TIER.HOMOPHONE));
    // Tier 7: one typo in Latin input; the spelling most visible services share is the likeliest meaning.
    if (touched.length === 0 && query.isLatin && q.length >= TYPO_MIN_LENGTH) {
      this.names.matchTypos(q, query, nameDone, rescue(TIER.TYPO));
    }
    // Tier 8: names sharing the most two-character words with a longer Han query (成绩证明 → 成绩单打印).
    if (touched.length === 0) this.names.matchOverlaps(q, nameDone, (n) => { reach(n, TIER.OVERLAP); });

    // Tier 9: department, scene and type names (text or pinyin), then descriptions and guides.
    const needles = [q, ...expansions];
    for (const field of this.fields) {
      const matches = needles.some((e) => field.text.includes(e)) || (query.letters !== 0 && pinyinTier(field.form, query) !== null);
      if (!matches) continue;
      for (const doc of field.docs) {
        if (allowed[doc] === 0 || tiers[doc] !== NONE) continue;
        tiers[doc] = TIER.OTHER;
        touched.push(doc);
      }
    }
    // A word in many guides' materials or answers (校园卡, 身份证) would bury the few services named by it: in the
    // service list a description counts only while names found less than a page, and guides never (they have their
    // own group in the suggestions and results: ADR 027). The guide search (withGuide) reads both always.
    const readDescriptions = withGuide || namedAny.size < DESCRIPTIONS_BELOW;
    const readGuides = withGuide;
    // The needle (by its place in `needles`) whose guide text matched, per service; -1 for none.
    const needleOf = new Int8Array(this.size).fill(-1);
    needles.forEach((needle, k) => {
      // In the guide: a match, and the guide's passage is the snippet unless something better than 'other' matched.
      if (readGuides) {
        this.guides.forEachOwner(needle, (doc) => {
          if (allowed[doc] === 0 || needleOf[doc] !== -1) return;
          if (tiers[doc] === NONE) {
            tiers[doc] = TIER.OTHER;
            touched.push(doc);
          }
          if (tiers[doc] === TIER.OTHER) needleOf[doc] = k;
        });
      }
      if (readDescriptions) {
        this.descriptions.forEachOwner(needle, (doc) => {
          if (allowed[doc] === 0 || tiers[doc] !== NONE) return;
          tiers[doc] = TIER.OTHER;
          touched.push(doc);
        });
      }
    });
    const guideNeedle = needleLookup(needles, needleOf);

    let corrected: string | undefined;
    let best = { count: 0, heat: -1 };
    for (const [spelling, { docs, heat }] of spellings) {
      let count = 0;
      for (const doc of docs) if (tiers[doc] === TIER.TYPO || tiers[doc] === TIER.HOMOPHONE) count += 1;
      if (count > best.count || (count === best.count && heat > best.heat)) {
        corrected = spelling;
        best = { count, heat };
      }
    }
    const preferred = corrected === undefined ? new Set<number>() : (spellings.get(corrected)?.docs ?? new Set<number>());
    return corrected === undefined ? { tiers, touched, guideNeedle, preferred } : { tiers, touched, guideNeedle, preferred, corrected };
  }

  /**
   * The query rewritten with synonyms. Latin input that is the exact pinyin of a synonym term (yinzhang → 印章) is
   * that term too, so the term's group finds its services (用印申请) and the query's own meaning wins over any
   * one-typo neighbour.
   */
  private expansionsOf(q: string, latin: boolean): string[] {
    const out = expandSynonyms(this.synonyms, q);
    if (!latin) return out;
    for (const term of this.synonymPinyin.get(q) ?? []) {
      out.push(term, ...expandSynonyms(this.synonyms, term));
    }
    return [...new Set(out)].filter((e) => e !== q);
  }

  /** The names of the most visited services the caller may see, busiest first (hot words of last resort). */
  busiestNames(visibility: Visibility, size: number): string[] {
    const allowed = this.allowedFor(visibility);
    const out: string[] = [];
    for (const doc of this.byRank) {
      if (out.length >= size) break;
      if (allowed[doc] === 0) continue;
      const name = (this.docs[doc] as Doc).source.item.serviceName;
      if (!out.includes(name)) out.push(name);
    }
    return out;
  }

  /**
   * Names for the typeahead (ADR 027): the best-ranked distinct names of the services matching `keyword` that the
   * caller may see.
   */
  suggestNames(keyword: string, visibility: Visibility, size: number): string[] {
    const out: string[] = [];
    for (const hit of this.search(keyword, visibility, { offset: 0, limit: size * 2 }).hits) {
      if (!out.includes(hit.item.serviceName)) out.push(hit.item.serviceName);
      if (out.length >= size) break;
    }
    return out;
  }
}

/**
 * The `count` smallest keys in increasing order. A first page only needs a handful out of thousands of matches:
 * they are picked in one pass, each insertion into a short sorted run, instead of sorting every match.
 */
function smallest(keys: Float64Array, count: number): Float64Array {
  if (count <= 0) return new Float64Array(0);
  if (count >= keys.length || count > SELECT_UP_TO) return keys.sort().subarray(0, count);
  const best = new Float64Array(count);
  let size = 0;
  for (const key of keys) {
    if (size === count && key >= (best[count - 1] as number)) continue;
    let at = size === count ? count - 1 : size;
    while (at > 0 && (best[at - 1] as number) > key) {
      best[at] = best[at - 1] as number;
      at -= 1;
    }
    best[at] = key;
    if (size < count) size += 1;
  }
  return best;
}

/** About 60 characters of the guide around the first occurrence of `needle` (compared without spaces or case). */
function snippetOf(raw: string, needle: string): string {
  const flat = raw.replace(/\s+/g, ' ');
  const at = flat.toLowerCase().indexOf(needle);
  if (at < 0) return flat.slice(0, 60);
  const from = Math.max(0, at - 20);
  const to = Math.min(flat.length, at + needle.length + 40);
  return `${from > 0 ? '…' : ''}${flat.slice(from, to)}${to < flat.length ? '…' : ''}`;
}
