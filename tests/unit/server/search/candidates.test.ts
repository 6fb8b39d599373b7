import { describe, expect, it } from 'vitest';
import { pinyinTier, prepareQuery, typoMatch, TYPO_MIN_LENGTH } from '../../../../src/server/search/match';
import { pinyinCandidates, pinyinKeys } from '../../../../src/server/search/name-keys';
import { normalizeText } from '../../../../src/server/search/normalize';
import { pinyinForm, type PinyinForm } from '../../../../src/server/search/pinyin';
import { Postings } from '../../../../src/server/search/postings';
import { TypoIndex } from '../../../../src/server/search/typo-index';
import { generateCatalogue } from '../../../../src/server/seed/generate-catalogue';
import { createPrng } from '../../../../src/server/seed/prng';

/**
 * The name keys and the typo index only narrow which names the matcher examines; they must never drop a name the
 * matcher would accept. Checked against the matcher run over every name, for queries made from the names
 * themselves: initials, whole readings (every reading of a polyphonic character), a reading cut short, one typo.
 */

const demo = generateCatalogue({ tenantId: '000000', now: new Date('2025-01-01T00:00:00Z') }).services.map((s) => s.serviceName);
const extra = ['VPN 账号申请', '5G 校园网开通', '银行账户变更', '校长信箱', '长安校区还书', '重庆校友会', '行政楼会议室预约', 'ABC 英语角'];
const names = [...new Set([...demo, ...extra].map(normalizeText))];
const forms: PinyinForm[] = names.map(pinyinForm);

const keys = new Postings();
const chars = new Postings();
const typoIndexes = [TYPO_MIN_LENGTH, 5, 6, 8].map((w) => new TypoIndex(w));
forms.forEach((form, n) => {
  keys.add(n, pinyinKeys(form));
  chars.add(n, new Set(names[n]));
  for (const index of typoIndexes) index.add(n, form);
});

const prng = createPrng('search-candidates-test');
const pick = <T,>(items: readonly T[]): T => items[prng.int(0, items.length - 1)] as T;

/** A query spelled from consecutive characters of a name, each by its initial or one of its readings. */
function spelled(form: PinyinForm): string {
  const from = prng.int(0, form.units.length - 1);
  const units = form.units.slice(from, from + prng.int(1, 4)).filter((u) => u.readings.length > 0);
  let q = units.map((u) => {
    const reading = pick(u.readings);
    return prng.chance(0.4) ? reading.charAt(0) : reading;
  }).join('');
  // Sometimes stopped inside the last reading, as someone still typing.
  if (q.length > 2 && prng.chance(0.3)) q = q.slice(0, q.length - prng.int(1, 2));
  return q;
}

/** Text of the context pinyin from some character, with one typing slip. */
function typo(form: PinyinForm): string {
  const start = pick(form.starts);
  const word = form.primary.slice(start, start + prng.int(4, 12));
  if (word.length < 4) return word;
  const at = prng.int(0, word.length - 2);
  const letter = pick([...'abcdefghijklmnopqrstuvwxyz']);
  switch (prng.int(0, 3)) {
    case 0: return word.slice(0, at) + letter + word.slice(at + 1);
    case 1: return word.slice(0, at) + letter + word.slice(at);
    case 2: return word.slice(0, at) + word.slice(at + 1);
    default: return word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2);
  }
}

const matching = (accept: (form: PinyinForm) => boolean) => forms.flatMap((form, n) => (accept(form) ? [n] : []));

describe('search candidates', () => {
  it('pinyin candidates hold every name the pinyin and initials matcher accepts', () => {
    const queries = new Set(['qj', 'qingjia', 'qjia', 'qingj', 'xyk', 'xiaoyuanka', 'vpn', 'vpnzh', '5gxyw', 'yinhang', 'yinxing', 'zhangan', 'changan', 'cq', 'xzxx', 'hzl']);
    for (let i = 0; i < 1500; i += 1) queries.add(spelled(pick(forms)));
    let checked = 0;
    for (const q of queries) {
      if (q === '') continue;
      const query = prepareQuery(q);
      // letterBit (pinyin.ts) gives all digits one bit, so the matcher alone would take '3' for '5'; the keys hold
      // the digits themselves, and so does a name that truly matches.
      const digits = [...q].filter((c) => /\d/.test(c));
      const expected = matching((form) => pinyinTier(form, query) !== null && digits.every((d) => form.primary.includes(d)));
      const candidates = new Set(pinyinCandidates(keys, chars, q));
      expect(expected.filter((n) => !candidates.has(n)).map((n) => names[n]), q).toEqual([]);
      checked += expected.length;
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('every typo index holds every name the one-typo matcher accepts, for queries at least as long as its width', () => {
    const queries = new Set(['qingjai', 'xiaozang', 'xiaoyunaka', 'jiuey', 'xinil', 'zhengmign', 'yinhagn']);
    for (let i = 0; i < 1500; i += 1) queries.add(typo(pick(forms)));
    let checked = 0;
    for (const q of queries) {
      if (!/^[a-z0-9]+$/.test(q) || q.length < TYPO_MIN_LENGTH) continue;
      const query = prepareQuery(q);
      const expected = matching((form) => typoMatch(form, query) !== null);
      for (const index of typoIndexes.filter((t) => t.width <= q.length)) {
        const candidates = new Set(index.candidates(q));
        expect(expected.filter((n) => !candidates.has(n)).map((n) => names[n]), `${q} (width ${index.width})`).toEqual([]);
      }
      checked += expected.length;
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('keeps the candidate lists short for common syllables', () => {
    // 'qin' starts 请 of every 申请: the whole first reading and the next initial narrow it to 请假.
    const qingjia = pinyinCandidates(keys, chars, 'qingjia');
    expect(qingjia.length).toBeLessThan(forms.filter((f) => f.primary.includes('qing')).length / 2);
    const wide = typoIndexes.find((t) => t.width === 6) as TypoIndex;
    const narrow = typoIndexes.find((t) => t.width === TYPO_MIN_LENGTH) as TypoIndex;
    expect(wide.candidates('qingjai').length).toBeLessThan(narrow.candidates('qingjai').length);
  });
});
