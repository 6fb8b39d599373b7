import { describe, expect, it } from 'vitest';
import { formatMoney, toCents } from '../../../../src/shared/rules/money';
import { randomId } from '../../../../src/shared/rules/ids';

describe('money', () => {
  it.each([
    [1.005, '1.01'],
    [1.004, '1.00'],
    [2, '2.00'],
    [0.1 + 0.2, '0.30'],
    [1.255, '1.26'],
    [-1.005, '-1.01'],
    [-0.001, '0.00'],
    [0, '0.00'],
    [1e-7, '0.00'],
    [123456789.995, '123456790.00'],
    ['8.5', '8.50'],
    [' 12.345 ', '12.35'],
    ['.5', '0.50'],
    ['1e3', '1000.00'],
    [1e21, '1000000000000000000000.00'],
  ])('[STATE-03] formatMoney(%s) is %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it('[STATE-03] counts in whole cents', () => {
    expect(toCents(1.005)).toBe(101n);
    expect(toCents('0.07')).toBe(7n);
  });

  it('[STATE-03] refuses what is not an amount', () => {
    expect(() => formatMoney('abc')).toThrow(RangeError);
    expect(() => formatMoney('')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('[STATE-03] random ids are 32 characters', () => {
    const ids = new Set(Array.from({ length: 50 }, () => randomId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-zA-Z]{32}$/);
  });
});
