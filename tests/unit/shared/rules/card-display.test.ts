import { describe, expect, it } from 'vitest';
import {
  cardHeight, commonServiceSplit, formatStagingCount, formatTodoCount, formatVisitCount, isHighlightedRecommendation,
  isNew, itemLimit, newsDate, personalMattersColumns, todoLabels, truncateLabel,
} from '../../../../src/shared/rules/card-display';

const HOUR = 60 * 60 * 1000;
const NOW = Date.parse('2026-03-05T12:00:00.000Z');
const at = (offsetMs: number): string => new Date(NOW + offsetMs).toISOString();

describe('card display rules', () => {
  it('[CARD-03] displayRows 1, 2, 3 give body heights 106, 212, 316 px, clamped to 1–3', () => {
    expect([1, 2, 3].map(cardHeight)).toEqual([106, 212, 316]);
    expect(cardHeight(0)).toBe(106);
    expect(cardHeight(-4)).toBe(106);
    expect(cardHeight(7)).toBe(316);
    expect(cardHeight(Number.NaN)).toBe(106);
  });

  it('[CARD-04] item limits: 6/12/18 narrow, 5/10/15 normal, 8/16/24 when all is shown', () => {
    expect([1, 2, 3].map((rows) => itemLimit(rows, 'narrow'))).toEqual([6, 12, 18]);
    expect([1, 2, 3].map((rows) => itemLimit(rows, 'normal'))).toEqual([5, 10, 15]);
    expect([1, 2, 3].map((rows) => itemLimit(rows, 'all'))).toEqual([8, 16, 24]);
    expect(itemLimit(9, 'normal')).toBe(15);
  });

  it('[CARD-05] to-do count shows 99+ at 100 or more', () => {
    expect(formatTodoCount(0)).toBe('0');
    expect(formatTodoCount(99)).toBe('99');
    expect(formatTodoCount(100)).toBe('99+');
    expect(formatTodoCount(12345)).toBe('99+');
    expect(formatTodoCount(-3)).toBe('0');
  });

  it('[CARD-05] staging count shows 99+ above 99', () => {
    expect(formatStagingCount(99)).toBe('99');
    expect(formatStagingCount(100)).toBe('99+');
    expect(formatStagingCount(7)).toBe('7');
    expect(formatStagingCount(Number.NaN)).toBe('0');
  });

  it('[CARD-05] visit count caps at 9999999+', () => {
    expect(formatVisitCount(9_999_999)).toBe('9999999');
    expect(formatVisitCount(10_000_000)).toBe('9999999+');
    expect(formatVisitCount(42)).toBe('42');
  });

  it('[CARD-06] the first three recommendations are highlighted', () => {
    expect([0, 1, 2, 3, 4].map(isHighlightedRecommendation)).toEqual([true, true, true, false, false]);
    expect(isHighlightedRecommendation(-1)).toBe(false);
  });

  it('[CARD-07] common services: 3 large normally and when all is shown, 2 on the narrow layout, the rest as a list', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    expect(commonServiceSplit(items, 'normal')).toEqual({ large: ['a', 'b', 'c'], rest: ['d', 'e'] });
    expect(commonServiceSplit(items, 'all')).toEqual({ large: ['a', 'b', 'c'], rest: ['d', 'e'] });
    expect(commonServiceSplit(items, 'narrow')).toEqual({ large: ['a', 'b'], rest: ['c', 'd', 'e'] });
    expect(commonServiceSplit(['a'], 'normal')).toEqual({ large: ['a'], rest: [] });
  });

  it('[CARD-08] personal matters: 3 columns on the narrow layout, 5 otherwise', () => {
    expect(personalMattersColumns('narrow')).toBe(3);
    expect(personalMattersColumns('normal')).toBe(5);
    expect(personalMattersColumns('all')).toBe(5);
  });

  it('[CARD-09] NEW within 24 hours of release; not older, not unparsable, not further ahead than a minute of skew', () => {
    expect(isNew(at(-1 * HOUR), NOW)).toBe(true);
    expect(isNew(at(-24 * HOUR), NOW)).toBe(true);
    expect(isNew(at(-24 * HOUR - 1000), NOW)).toBe(false);
    expect(isNew(at(30 * 1000), NOW)).toBe(true);
    expect(isNew(at(5 * 60 * 1000), NOW)).toBe(false);
    expect(isNew('not a time', NOW)).toBe(false);
    expect(isNew('', NOW)).toBe(false);
    expect(isNew(null, new Date(NOW))).toBe(false);
    expect(isNew(at(-2 * HOUR), new Date(NOW))).toBe(true);
  });

  it('[CARD-10] to-do labels default to 待审批 and 超时 when missing or blank', () => {
    expect(todoLabels({})).toEqual({ todoTypeName: '待审批', todoTimeoutName: '超时' });
    expect(todoLabels({ todoTypeName: '  ', todoTimeoutName: '' })).toEqual({ todoTypeName: '待审批', todoTimeoutName: '超时' });
    expect(todoLabels({ todoTypeName: '待签收', todoTimeoutName: '已逾期' })).toEqual({ todoTypeName: '待签收', todoTimeoutName: '已逾期' });
  });

  it('[CARD-11] labels of more than 5 characters become the first 5 and an ellipsis, counting code points', () => {
    expect(truncateLabel('学号')).toBe('学号');
    expect(truncateLabel('学生学号')).toBe('学生学号');
    expect(truncateLabel('学生学号信')).toBe('学生学号信');
    expect(truncateLabel('学生学号信息')).toBe('学生学号信…');
    expect(truncateLabel('𠀀𠀁𠀂𠀃𠀄𠀅')).toBe('𠀀𠀁𠀂𠀃𠀄…');
    expect(truncateLabel('abcdef', 3)).toBe('abc…');
  });

  it('[CARD-12] news date: create_time for OfficialAccount, else releaseTime', () => {
    const item = { releaseTime: '2026-03-05T08:00:00Z', create_time: '2026-01-02T08:00:00Z' };
    expect(newsDate({ ...item, dataSource: 'OfficialAccount' })).toBe('2026-01-02T08:00:00Z');
    expect(newsDate({ ...item, dataSource: 'Builtin' })).toBe('2026-03-05T08:00:00Z');
    expect(newsDate({ ...item, dataSource: 'officialaccount' })).toBe('2026-03-05T08:00:00Z');
    // The chosen date missing: the other one rather than none.
    expect(newsDate({ releaseTime: null, create_time: '2026-01-02T08:00:00Z', dataSource: 'Api' })).toBe('2026-01-02T08:00:00Z');
    expect(newsDate({ releaseTime: null, create_time: null, dataSource: 'OfficialAccount' })).toBeNull();
  });
});
