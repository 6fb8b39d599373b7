import { describe, expect, it } from 'vitest';
import type { Db } from '../../../../../../src/server/db/client';
import { createKeyLookup } from '../../../../../../src/server/features/business-systems/open-api/key-lookup';
import type { SecretBox } from '../../../../../../src/server/security/secret-box';
import { until } from '../../../../../support/until';

interface KeyRow {
  sealed: string;
  revokedAt: Date | null;
  id: string;
  tenantId: string;
  code: string;
  name: string;
  flowType: string;
  scopes: string[];
  status: string;
}

/**
 * The one query the lookup makes (the key's row joined with its system), answered from `rows`; each read is counted,
 * and a read can be held open to see what happens meanwhile.
 */
function fakeDb(rows: Map<string, KeyRow>) {
  let reads = 0;
  let gate: Promise<void> | null = null;
  const db = {
    select: () => ({
      from: () => ({
        innerJoin: () => ({
          where: async () => {
            reads += 1;
            // Read now, answered when the gate opens: the row as it was when the read began.
            const row = [...rows.values()][0];
            const snapshot = row ? [{ ...row }] : [];
            if (gate) await gate;
            return snapshot;
          },
        }),
      }),
    }),
  } as unknown as Db;
  return {
    db,
    reads: () => reads,
    hold(): () => void {
      let open: () => void = () => undefined;
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      return () => {
        gate = null;
        open();
      };
    },
  };
}

const box = async () => ({ open: (sealed: string) => `opened:${sealed}` }) as unknown as SecretBox;
const row = (): KeyRow => ({
  sealed: 's1', revokedAt: null, id: 'sys1', tenantId: '000000', code: 'leave', name: '请假', flowType: '学工', scopes: ['todos'], status: 'active',
});

function setUp(rows: Map<string, KeyRow>) {
  let clock = 1_000_000;
  const fake = fakeDb(rows);
  const lookup = createKeyLookup({
    db: fake.db, box, now: () => clock, redis: null, onError: () => undefined, onRedisOutage: { down: () => undefined, up: () => undefined },
  });
  return { ...fake, lookup, advance: (ms: number) => (clock += ms) };
}

describe('the business key lookup kept in memory', () => {
  it('reads a key once and answers it from memory; past half a second it reads it again behind the calls (no Redis)', async () => {
    const rows = new Map([['bk_1', row()]]);
    const { lookup, reads, advance } = setUp(rows);
    expect((await lookup.resolve('bk_1')).secret).toBe('opened:s1');
    advance(499);
    await lookup.resolve('bk_1');
    expect(reads()).toBe(1);
    rows.set('bk_1', { ...row(), revokedAt: new Date() });
    advance(1);
    // Still answered from memory while its row is read again.
    expect((await lookup.resolve('bk_1')).system.id).toBe('sys1');
    const code = await until('the revocation is seen', () => lookup.resolve('bk_1').then(() => null, (error: { code?: string }) => error.code));
    expect(code).toBe('key_revoked');
    expect(reads()).toBe(2);
  });

  it('an entry a second old is not answered: the call waits for the row', async () => {
    const rows = new Map([['bk_1', row()]]);
    const { lookup, reads, advance } = setUp(rows);
    await lookup.resolve('bk_1');
    rows.set('bk_1', { ...row(), revokedAt: new Date() });
    advance(1_000);
    await expect(lookup.resolve('bk_1')).rejects.toMatchObject({ code: 'key_revoked', system: { id: 'sys1' } });
    expect(reads()).toBe(2);
  });

  it('forgets every key at once on a change made through this instance', async () => {
    const rows = new Map([['bk_1', row()]]);
    const { lookup, reads } = setUp(rows);
    await lookup.resolve('bk_1');
    rows.set('bk_1', { ...row(), status: 'disabled' });
    await lookup.changed();
    await expect(lookup.resolve('bk_1')).rejects.toMatchObject({ code: 'system_disabled' });
    expect(reads()).toBe(2);
  });

  it('calls arriving together share one read, and a read begun before a change is answered but not kept', async () => {
    const rows = new Map([['bk_1', row()]]);
    const { lookup, reads, hold } = setUp(rows);
    const open = hold();
    const together = [lookup.resolve('bk_1'), lookup.resolve('bk_1'), lookup.resolve('bk_1')];
    rows.set('bk_1', { ...row(), revokedAt: new Date() });
    await lookup.changed();
    open();
    for (const answer of await Promise.all(together)) expect(answer.system.id).toBe('sys1');
    expect(reads()).toBe(1);
    await expect(lookup.resolve('bk_1')).rejects.toMatchObject({ code: 'key_revoked' });
    expect(reads()).toBe(2);
  });

  it('never keeps an unknown key: each call of a made-up key id reads again', async () => {
    const { lookup, reads } = setUp(new Map());
    await expect(lookup.resolve('bk_nope')).rejects.toMatchObject({ code: 'unknown_key' });
    await expect(lookup.resolve('bk_nope')).rejects.toMatchObject({ code: 'unknown_key' });
    expect(reads()).toBe(2);
  });
});
