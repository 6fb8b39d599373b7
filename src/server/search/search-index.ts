import type { ServiceItem } from '../../shared/schema/cards';
import type { SearchServiceType } from '../../shared/schema/search';
import type { Audience, ServiceKind } from '../db/schema/catalog';
import { pinyinTier, prepareQuery, textTier, TIER, typoMatch, TYPO_MIN_LENGTH, type Tier } from './match';
import { normalizeText, queryTerms } from './normalize';
import { pinyinForm, type PinyinForm } from './pinyin';
import { pinyinCandidates, pinyinKeys, typoCandidates } from './name-keys';
import { Postings } from './postings';
import { expandSynonyms, type SynonymTable } from './synonyms';
import { canSee } from './visibility';

/**
 * One tenant's search index, in memory: every listed service and every guide of one, as of one index version.
 * Distinct names and field values are matched once and fanned out to their services (a catalogue repeats
 * department, scene and type names thousands of times, and large ones repeat service names too). Inverted lists
 * by character and by pinyin initial narrow each pass to the names that can match at all.
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

interface Term {
  text: string;
  form: PinyinForm;
  docs: number[];
}

interface Doc {
  source: ServiceSource;
  description: string;
  guide: { text: string; raw: string } | null;
}

export interface Visibility {
  roleType: string;
  serviceType?: SearchServiceType;
  /** Only services with a guide (guide search). */
  withGuide?: boolean;
}

export interface Hit {
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
/** The typo pass runs when the name passes found fewer services than this. */
const TYPO_RESCUE_BELOW = 10;

interface Scored {
  /** Tier per service, NONE where nothing matched. */
  tiers: Int8Array;
  /** Services with a tier, each once. */
  touched: number[];
  /** The needle that matched a service's guide text, for its snippet. */
  guideNeedle: Map<number, string>;
  /** Typo matches of the chosen correction, listed before the other typo matches. */
  preferred: Set<number>;
  corrected?: string;
}

function chars(text: string): Set<string> {
  return new Set(text);
}

export class SearchIndex {
  readonly version: number;
  readonly size: number;
  private readonly docs: Doc[];
  /** Position of each service in heat order (visit count desc, shorter name, id): the tie-break of every tier. */
  private readonly rank: Int32Array;
  private readonly byRank: Int32Array;
  private readonly names: Term[];
  private readonly nameChars = new Postings();
  /** Keys that any pinyin or one-typo match must hit (pinyinKeys). */
  private readonly nameKeys = new Postings();
  private readonly fields: Term[];
  private readonly textChars = new Postings();
  private readonly synonyms: SynonymTable;
  private readonly allowedCache = new Map<string, Uint8Array>();

  constructor(version: number, services: ServiceSource[], guides: GuideSource[], synonyms: SynonymTable) {
    this.version = version;
    this.synonyms = synonyms;
    const guideOf = new Map(guides.map((g) => [g.serviceId, g.text]));
    const names = new Map<string, Term>();
    const fields = new Map<string, Term>();
    const intern = (map: Map<string, Term>, raw: string, doc: number) => {
      const text = normalizeText(raw);
      if (text === '') return;
      const hit = map.get(text);
      if (hit) hit.docs.push(doc);
      else map.set(text, { text, form: pinyinForm(text), docs: [doc] });
    };
    this.docs = services.map((source, i) => {
      intern(names, source.item.serviceName, i);
      intern(fields, source.item.serviceDeptName, i);
      intern(fields, source.item.serviceSceneName, i);
      intern(fields, source.typeName, i);
      const raw = guideOf.get(source.item.serviceId);
      const doc: Doc = {
        source,
        description: normalizeText(source.description),
        guide: raw === undefined ? null : { raw, text: normalizeText(raw) },
      };
      this.textChars.add(i, new Set([...doc.description, ...(doc.guide?.text ?? '')]));
      return doc;
    });
    this.names = [...names.values()];
    this.names.forEach((name, n) => {
      this.nameChars.add(n, chars(name.text));
      this.nameKeys.add(n, pinyinKeys(name.form));
    });
    this.fields = [...fields.values()];
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
    const allowed = this.allowedFor(visibility);
    let scored = this.score(terms.join(''), allowed);
    if (scored.touched.length === 0 && terms.length > 1) scored = this.scoreAll(terms, allowed);

    // One numeric key per hit, sorted natively: (tier, preferred typo spelling first, heat rank).
    const n = this.size;
    const keys = new Float64Array(scored.touched.length);
    scored.touched.forEach((doc, k) => {
      const tier = scored.tiers[doc] as number;
      const lead = tier === TIER.TYPO && scored.preferred.has(doc) ? 0 : 1;
      keys[k] = (tier * 2 + lead) * n + (this.rank[doc] as number);
    });
    keys.sort();
    const from = page ? Math.min(page.offset, keys.length) : 0;
    const to = page ? Math.min(from + page.limit, keys.length) : keys.length;
    const hits: Hit[] = [];
    let onlyTypos = keys.length > 0;
    for (let k = 0; k < keys.length; k += 1) {
      const key = keys[k] as number;
      const tier = Math.floor(key / n / 2) as Tier;
      if (tier < TIER.TYPO) onlyTypos = false;
      if (k < from || k >= to) continue;
      const doc = this.byRank[key % n] as number;
      const { source, guide } = this.docs[doc] as Doc;
      const needle = scored.guideNeedle.get(doc);
      hits.push({ item: source.item, tier, snippet: needle !== undefined && guide ? snippetOf(guide.raw, needle) : '' });
    }
    const outcome: SearchOutcome = { total: keys.length, hits };
    if (onlyTypos && scored.corrected !== undefined) outcome.corrected = scored.corrected;
    return outcome;
  }

  /** Which services a caller may see, as a byte per service; computed once per role, type and guide filter. */
  private allowedFor({ roleType, serviceType = '', withGuide = false }: Visibility): Uint8Array {
    const key = `${roleType}\u0000${serviceType}\u0000${withGuide ? 1 : 0}`;
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
  private scoreAll(terms: string[], allowed: Uint8Array): Scored {
    const parts = terms.map((t) => this.score(t, allowed));
    const [first, ...rest] = parts;
    const tiers = new Int8Array(this.size).fill(NONE);
    const touched: number[] = [];
    const guideNeedle = new Map<number, string>();
    for (const doc of first?.touched ?? []) {
      let tier = first?.tiers[doc] as number;
      for (const part of rest) tier = Math.max(tier, part.tiers[doc] as number);
      if (tier === NONE) continue;
      tiers[doc] = tier;
      touched.push(doc);
      const needle = parts.map((p) => p.guideNeedle.get(doc)).find((x) => x !== undefined);
      if (needle !== undefined) guideNeedle.set(doc, needle);
    }
    return { tiers, touched, guideNeedle, preferred: new Set() };
  }

  private score(q: string, allowed: Uint8Array): Scored {
    const query = prepareQuery(q);
    const expansions = expandSynonyms(this.synonyms, q);
    const tiers = new Int8Array(this.size).fill(NONE);
    const touched: number[] = [];
    const guideNeedle = new Map<number, string>();
    const nameDone = new Uint8Array(this.names.length);

    /** Gives the name's visible services `tier` unless they have a better one; answers how many it reached. */
    const reach = (n: number, tier: Tier): number => {
      nameDone[n] = 1;
      let reached = 0;
      for (const doc of (this.names[n] as Term).docs) {
        if (allowed[doc] === 0) continue;
        reached += 1;
        if (tiers[doc] === NONE) touched.push(doc);
        if ((tiers[doc] as number) > tier) tiers[doc] = tier;
      }
      return reached;
    };

    // Tiers 0–2: the name itself.
    for (const n of this.nameChars.rarest(chars(q))) {
      const tier = textTier((this.names[n] as Term).text, q);
      if (tier !== null) reach(n, tier);
    }
    // Tiers 3–4: pinyin and initials, for input with Latin letters or digits.
    if (/[a-z0-9]/.test(q)) {
      for (const n of pinyinCandidates(this.nameKeys, this.nameChars, q)) {
        if (nameDone[n] === 1) continue;
        const tier = pinyinTier((this.names[n] as Term).form, query);
        if (tier !== null) reach(n, tier);
      }
    }
    // Tier 5: the query rewritten with synonyms, found in a name.
    for (const e of expansions) {
      for (const n of this.nameChars.rarest(chars(e))) {
        if (nameDone[n] === 0 && (this.names[n] as Term).text.includes(e)) reach(n, TIER.SYNONYM);
      }
    }
    // Tier 6: one typo in Latin input; the spelling most visible services share is the likeliest meaning.
    // A rescue, not a re-ranking: it runs when the query as typed names fewer than a page of services, since a
    // correct spelling with many matches only gains noise from it (and it is the costliest pass).
    const spellings = new Map<string, { docs: Set<number>; heat: number }>();
    if (query.isLatin && q.length >= TYPO_MIN_LENGTH && touched.length < TYPO_RESCUE_BELOW) {
      for (const n of typoCandidates(this.nameKeys, q)) {
        if (nameDone[n] === 1) continue;
        const name = this.names[n] as Term;
        const spelling = typoMatch(name.form, query);
        if (spelling === null || reach(n, TIER.TYPO) === 0) continue;
        const entry = spellings.get(spelling) ?? { docs: new Set<number>(), heat: -1 };
        for (const doc of name.docs) {
          if (allowed[doc] === 0) continue;
          entry.docs.add(doc);
          entry.heat = Math.max(entry.heat, (this.docs[doc] as Doc).source.item.visitCount);
        }
        spellings.set(spelling, entry);
      }
    }
    // Tier 7: department, scene and type names (text or pinyin), then descriptions and guides.
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
    for (const needle of needles) {
      for (const doc of this.textChars.rarest(chars(needle))) {
        if (allowed[doc] === 0 || guideNeedle.has(doc)) continue;
        const { guide, description } = this.docs[doc] as Doc;
        const inGuide = guide !== null && guide.text.includes(needle);
        if (!inGuide && (tiers[doc] !== NONE || !description.includes(needle))) continue;
        if (tiers[doc] === NONE) {
          tiers[doc] = TIER.OTHER;
          touched.push(doc);
        }
        if (inGuide && tiers[doc] === TIER.OTHER) guideNeedle.set(doc, needle);
      }
    }

    let corrected: string | undefined;
    let best = { count: 0, heat: -1 };
    for (const [spelling, { docs, heat }] of spellings) {
      let count = 0;
      for (const doc of docs) if (tiers[doc] === TIER.TYPO) count += 1;
      if (count > best.count || (count === best.count && heat > best.heat)) {
        corrected = spelling;
        best = { count, heat };
      }
    }
    const preferred = corrected === undefined ? new Set<number>() : (spellings.get(corrected)?.docs ?? new Set<number>());
    return corrected === undefined ? { tiers, touched, guideNeedle, preferred } : { tiers, touched, guideNeedle, preferred, corrected };
  }
}

/** About 60 characters of the guide around the first occurrence of `needle` (compared without spaces or case). */
export function snippetOf(raw: string, needle: string): string {
  const flat = raw.replace(/\s+/g, ' ');
  const at = flat.toLowerCase().indexOf(needle);
  if (at < 0) return flat.slice(0, 60);
  const from = Math.max(0, at - 20);
  const to = Math.min(flat.length, at + needle.length + 40);
  return `${from > 0 ? '…' : ''}${flat.slice(from, to)}${to < flat.length ? '…' : ''}`;
}
