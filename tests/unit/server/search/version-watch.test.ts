import { describe, expect, it } from 'vitest';
import type { Db } from '../../../../src/server/db/client';
import { createVersionWatch } from '../../../../src/server/search/version-watch';
import { until } from '../../../support/until';

/** A watch over a fake clock and a fake version table whose reads can be held back. */
function setup() {
  let now = 1_000_000;
  const table = new Map<string, number>();
  const reads: string[] = [];
  let gate: Promise<void> = Promise.resolve();
  const watch = createVersionWatch({
    db: {} as Db,
    now: () => now,
    readVersion: async (tenantId) => {
      reads.push(tenantId);
      const value = table.get(tenantId) ?? 0;
      await gate;
      return value;
    },
  });
  return {
    watch,
    reads,
    table,
    advance: (ms: number) => { now += ms; },
    hold: () => {
      let release = () => {};
      gate = new Promise((resolve) => { release = resolve; });
      return () => release();
    },
  };
}

describe('the catalogue version watch', () => {
  it('reads a tenant\'s version at most once a second', async () => {
    const t = setup();
    t.table.set('000000', 3);
    expect(await t.watch.current('000000')).toBe(3);
    t.table.set('000000', 4);
    t.advance(999);
    expect(await t.watch.current('000000')).toBe(3);
    t.advance(1);
    expect(await t.watch.current('000000')).toBe(4);
    expect(t.reads).toEqual(['000000', '000000']);
  });

  it('reads at once after notify (a change made through this instance)', async () => {
    const t = setup();
    await t.watch.current('000000');
    t.table.set('000000', 1);
    await t.watch.notify('000000');
    expect(await t.watch.current('000000')).toBe(1);
  });

  it('shares one read between concurrent callers', async () => {
    const t = setup();
    const release = t.hold();
    const pending = Promise.all([1, 2, 3].map(() => t.watch.current('000000')));
    release();
    expect(await pending).toEqual([0, 0, 0]);
    expect(t.reads).toHaveLength(1);
  });

  it('does not trust a read that began before a change was notified', async () => {
    const t = setup();
    await t.watch.current('000000');
    t.advance(1_000);
    const release = t.hold();
    const early = t.watch.current('000000');
    await until('the second read under way', () => t.reads.length >= 2);
    expect(t.reads).toHaveLength(2);
    // Committed and notified while the read above is under way: it may have missed the change.
    t.table.set('000000', 7);
    await t.watch.notify('000000');
    const late = t.watch.current('000000');
    release();
    expect(await early).toBe(0);
    expect(await late).toBe(7);
    expect(await t.watch.current('000000')).toBe(7);
  });
});
