import { describe, expect, it } from 'vitest';
import { SlicePace } from '../../../../../../src/server/features/spreadsheet/services/slice-pace';

const bounds = { maxMs: 20, firstRows: 40, minRows: 10, maxRows: 1_000 };

describe('the pace of an import\'s slices (ADR 011)', () => {
  it('grows while the requests are answered in time, up to its bound', () => {
    const pace = new SlicePace(bounds);
    pace.heed(false, 5);
    expect(pace.rows).toBe(50);
    for (let i = 0; i < 40; i += 1) pace.heed(false, 5);
    expect(pace.rows).toBe(1_000);
  });

  it('halves when a request the job overlapped was slow and the slice could be why, down to its bound', () => {
    const pace = new SlicePace(bounds);
    pace.took(40, 8);
    pace.heed(true, 5);
    expect(pace.rows).toBe(20);
    pace.heed(true, 5);
    pace.heed(true, 5);
    expect(pace.rows).toBe(10);
  });

  it('holds its size when requests are slow but the slices too short to be why (a machine busy elsewhere)', () => {
    const pace = new SlicePace(bounds);
    pace.took(40, 2);
    pace.heed(true, 5);
    expect(pace.rows).toBe(40);
  });

  it('never plans a slice longer than its time cap at the last slice\'s rate', () => {
    const pace = new SlicePace(bounds);
    // 40 rows in 2 ms: 400 would fit in 20 ms; the cap does not grow a slice.
    pace.took(40, 2);
    expect(pace.rows).toBe(40);
    // 40 rows in 40 ms: 20 fit.
    pace.took(40, 40);
    expect(pace.rows).toBe(20);
    // Nor does the next one grow past it.
    pace.heed(false, 5);
    expect(pace.rows).toBe(20);
    // A slow machine does not take it below its floor.
    pace.took(20, 10_000);
    expect(pace.rows).toBe(10);
  });
});
