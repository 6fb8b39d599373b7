import { describe, expect, it } from 'vitest';
import { buildMatcher, normaliseWord } from '../../../../src/server/sensitive-words/matcher';
import { sensitiveWordMessage } from '../../../../src/server/sensitive-words';

describe('sensitive-word matcher (Aho–Corasick)', () => {
  const matcher = buildMatcher(['笨蛋', '刷单', 'fuck', '代写论文', '论文', 'he', 'she', 'hers']);

  it('[SHELL-10] finds a listed word inside a sentence and tells where', () => {
    const text = '你们真是笨蛋啊';
    const hit = matcher.find(text);
    expect(hit).toEqual({ word: '笨蛋', start: 4, end: 6 });
  });

  it('[SHELL-10] folds full-width forms and case', () => {
    expect(matcher.find('ＦＵＣＫ this')?.word).toBe('fuck');
    expect(matcher.find('FuCk')?.word).toBe('fuck');
  });

  it('[SHELL-10] ignores spaces and punctuation slipped between the characters', () => {
    expect(matcher.find('有人找我刷 单')?.word).toBe('刷单');
    expect(matcher.find('笨，蛋')?.word).toBe('笨蛋');
    expect(matcher.find('f.u-c k')?.word).toBe('fuck');
    expect(matcher.find('笨\u3000蛋')?.word).toBe('笨蛋');
    const hit = matcher.find('好 笨 — 蛋');
    expect(hit).toMatchObject({ word: '笨蛋', start: 2, end: 7 });
  });

  it('follows failure links: overlapping words and a word inside a longer one', () => {
    expect(matcher.find('ushers')?.word).toBe('she');
    expect(matcher.find('帮忙代写论文')?.word).toBe('代写论文');
    expect(matcher.find('我的论文')?.word).toBe('论文');
  });

  it('lets clean text through, and an empty list matches nothing', () => {
    expect(matcher.find('办理很快，服务热情，点赞！')).toBeNull();
    expect(matcher.find('')).toBeNull();
    expect(buildMatcher([]).find('笨蛋')).toBeNull();
  });

  it('drops words left empty by normalising and keeps duplicates once', () => {
    expect(normaliseWord(' Ｆ-u ')).toBe('fu');
    expect(buildMatcher(['！！', '笨蛋', '笨 蛋']).size).toBe(1);
  });

  it('scans long text in linear time', () => {
    const words = Array.from({ length: 2000 }, (_, i) => `词${i}语`);
    const big = buildMatcher(words);
    const text = '正常的评论内容'.repeat(20_000);
    const started = performance.now();
    expect(big.find(text)).toBeNull();
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('[SHELL-10] names the word in the refusal: contains, policy triggered, recorded, edit and resubmit', () => {
    expect(sensitiveWordMessage('笨蛋')).toBe('您的评论包含敏感词“笨蛋”，已触发安全策略并被记录，请修改后重新提交');
  });
});
