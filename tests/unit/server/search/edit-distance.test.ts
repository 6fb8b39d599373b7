import { describe, expect, it } from 'vitest';
import { withinOneEdit } from '../../../../src/server/search/edit-distance';

describe('withinOneEdit', () => {
  it('accepts equal strings and each kind of single edit', () => {
    expect(withinOneEdit('qingjia', 'qingjia')).toBe(true);
    expect(withinOneEdit('qingjia', 'qingjie')).toBe(true); // substitution
    expect(withinOneEdit('qingjia', 'qingja')).toBe(true); // deletion
    expect(withinOneEdit('qingjia', 'qingjiaa')).toBe(true); // insertion
    expect(withinOneEdit('qingjai', 'qingjia')).toBe(true); // swap of neighbours
    expect(withinOneEdit('iqngjia', 'qingjia')).toBe(true); // swap at the start
  });

  it('refuses two edits', () => {
    expect(withinOneEdit('qignjai', 'qingjia')).toBe(false);
    expect(withinOneEdit('qingjia', 'qingj')).toBe(false);
    expect(withinOneEdit('abcd', 'badc')).toBe(false);
    expect(withinOneEdit('abcd', 'acdb')).toBe(false);
  });
});
