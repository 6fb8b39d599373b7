import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { AppError } from '../../../../src/server/http/app-error';
import { MAX_JSON_DEPTH, scanJsonDepth } from '../../../../src/server/http/json-depth';
import { parseInput } from '../../../../src/server/http/validate';

/** `{"v":[[…]]}` with `depth` levels in all (the object counts as one). */
function nested(depth: number): string {
  return `{"v":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
}

describe('the nesting limit of JSON bodies', () => {
  it('finds the depth of objects and arrays, ignoring brackets inside strings and escaped quotes', () => {
    expect(scanJsonDepth(nested(MAX_JSON_DEPTH)).tooDeep).toBe(false);
    expect(scanJsonDepth(nested(MAX_JSON_DEPTH + 1)).tooDeep).toBe(true);
    const inString = JSON.stringify({ a: '[[[[{{{{"\\', b: ['x'] });
    expect(scanJsonDepth(inString, 2)).toEqual({ tooDeep: false, scanned: inString.length });
    expect(scanJsonDepth(inString, 1).tooDeep).toBe(true);
  });

  it('costs a 10,000-deep 20 kB body no more work than a flat body of the same size, and grows linearly', () => {
    const deep = nested(10_000);
    const flat = JSON.stringify({ v: 'x'.repeat(deep.length - 8) });
    expect(flat.length).toBe(deep.length);
    const deepScan = scanJsonDepth(deep);
    const flatScan = scanJsonDepth(flat);
    expect(deepScan.tooDeep).toBe(true);
    expect(flatScan).toEqual({ tooDeep: false, scanned: flat.length });
    // The deep body is refused at its 65th bracket: the work counted is that of the first 69 characters.
    expect(deepScan.scanned).toBe('{"v":'.length + MAX_JSON_DEPTH);
    expect(deepScan.scanned).toBeLessThanOrEqual(flatScan.scanned);
    // Without the early stop (no limit), the work is one step per character: twice the text, twice the work.
    const unbounded = (depth: number) => scanJsonDepth(nested(depth), Number.POSITIVE_INFINITY).scanned;
    expect(unbounded(20_000)).toBe(nested(20_000).length);
    expect(unbounded(20_000) / unbounded(10_000)).toBeLessThan(2.01);
  });

  it('finds a NUL at the bottom of a 100,000-deep value without overflowing the stack, with its path', () => {
    let value: unknown = { leaf: 'a\u0000b' };
    for (let i = 0; i < 100_000; i += 1) value = { n: value };
    let thrown: unknown;
    try {
      parseInput(z.object({}), value, 'body');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    const error = thrown as AppError;
    expect(error.code).toBe('VALIDATION');
    const field = error.errors[0]?.field ?? '';
    expect(field.split('.')).toHaveLength(100_001);
    expect(field.endsWith('n.n.leaf')).toBe(true);
  });

  it('reports the first NUL in field order, keys included', () => {
    const first = (value: unknown) => {
      try {
        parseInput(z.object({}), value, 'body');
      } catch (error) {
        return (error as AppError).errors[0]?.field;
      }
      return undefined;
    };
    expect(first({ a: { b: 'ok', c: 'x\u0000' }, d: 'y\u0000' })).toBe('a.c');
    expect(first({ a: ['ok', { 'k\u0000ey': 1 }] })).toBe('a.1.key');
    expect(first('\u0000')).toBe('body');
  });
});
