import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike, prefixPattern } from '../../../../src/server/db/like';

describe('LIKE patterns of typed keywords', () => {
  it('escapes %, _ and the escape character itself, so they match literally', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('leaves other characters as they are', () => {
    expect(escapeLike('请假 申请-2024')).toBe('请假 申请-2024');
  });

  it('wraps the escaped text for "contains" and "starts with"', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(prefixPattern('2024_')).toBe('2024\\_%');
    expect(containsPattern('')).toBe('%%');
  });
});
