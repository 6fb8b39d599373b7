import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSessionChecker, SESSION_ABNORMAL_TEXT, type SessionOutcome, type SessionTimeAnswer,
} from '../../../../src/shared/rules/session-check';
import type { CasSessionData, SessionExpiration } from '../../../../src/shared/schema/session';

const TIP = '您长时间未操作，登录已过期，请重新登录';

function setup(opts: {
  autoRefresh: boolean;
  ticket?: string | null;
  cache?: CasSessionData | null;
  answers?: Array<SessionTimeAnswer | Error>;
}) {
  const config: SessionExpiration = { expireTime: 1800, outLogTip: TIP, autoRefresh: opts.autoRefresh };
  let cache: CasSessionData | null = opts.cache ?? null;
  const answers = [...(opts.answers ?? [])];
  const outcomes: SessionOutcome[] = [];
  const fetchRemaining = vi.fn(async (_ticket: string): Promise<SessionTimeAnswer> => {
    const next = answers.shift() ?? { code: 200, data: { tgt: 'TGT-1', expireTime: 1800 } };
    if (next instanceof Error) throw next;
    return next;
  });
  const checker = createSessionChecker({
    config,
    getTicket: () => (opts.ticket === undefined ? 'TGT-1' : opts.ticket),
    readCache: () => cache,
    writeCache: (d) => { cache = d; },
    fetchRemaining,
    onOutcome: (o) => outcomes.push(o),
  });
  return { checker, fetchRemaining, outcomes, cache: () => cache };
}

describe('session check', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('[SESS-01] checks every 30 s with the auto-refresh flag on', async () => {
    const { checker, fetchRemaining } = setup({ autoRefresh: true });
    expect(checker.intervalMs).toBe(30_000);
    checker.start();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchRemaining).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchRemaining).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchRemaining).toHaveBeenCalledTimes(2);
    checker.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchRemaining).toHaveBeenCalledTimes(2);
  });

  it('[SESS-01] checks every 2 s with the auto-refresh flag off', async () => {
    const { checker, cache } = setup({ autoRefresh: false, cache: { tgt: 'TGT-1', expireTime: 1000 } });
    expect(checker.intervalMs).toBe(2_000);
    checker.start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(cache()?.expireTime).toBe(998);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(cache()?.expireTime).toBe(996);
    checker.stop();
  });

  it('[SESS-02] with a ticket and no cached data, requests the remaining time and caches it', async () => {
    const { checker, fetchRemaining, outcomes, cache } = setup({
      autoRefresh: false, answers: [{ code: 200, data: { tgt: 'TGT-1', expireTime: 1700 } }],
    });
    await checker.check();
    expect(fetchRemaining).toHaveBeenCalledWith('TGT-1');
    expect(cache()).toEqual({ tgt: 'TGT-1', expireTime: 1700 });
    expect(outcomes).toEqual([{ kind: 'active', remaining: 1700, isExpiring: false }]);
  });

  it('[SESS-02] a non-200 code is an abnormal login with the exact text, and checking stops', async () => {
    const { checker, fetchRemaining, outcomes } = setup({ autoRefresh: true, answers: [{ code: 500, data: null }] });
    checker.start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(outcomes).toEqual([{ kind: 'abnormal', message: '当前登录信息异常，继续使用系统可能出现问题，请重新登录' }]);
    expect(SESSION_ABNORMAL_TEXT).toBe('当前登录信息异常，继续使用系统可能出现问题，请重新登录');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchRemaining).toHaveBeenCalledTimes(1);
  });

  it('[SESS-02] without a ticket and without cached data there is nothing to check', async () => {
    const { checker, fetchRemaining, outcomes } = setup({ autoRefresh: true, ticket: null });
    await checker.check();
    expect(fetchRemaining).not.toHaveBeenCalled();
    expect(outcomes).toEqual([]);
  });

  it('[SESS-03] cached data with expireTime 0 or less is expired', async () => {
    for (const expireTime of [0, -5]) {
      const { checker, fetchRemaining, outcomes } = setup({ autoRefresh: true, cache: { tgt: 'TGT-1', expireTime } });
      await checker.check();
      expect(fetchRemaining).not.toHaveBeenCalled();
      expect(outcomes).toEqual([{ kind: 'expired', message: TIP }]);
    }
  });

  it('[SESS-04] re-fetches at every check when the auto-refresh flag is set', async () => {
    const { checker, fetchRemaining, cache } = setup({
      autoRefresh: true, cache: { tgt: 'TGT-1', expireTime: 1500 },
      answers: [{ code: 200, data: { tgt: 'TGT-1', expireTime: 1790 } }],
    });
    await checker.check();
    expect(fetchRemaining).toHaveBeenCalledTimes(1);
    expect(cache()?.expireTime).toBe(1790);
  });

  it('[SESS-04] with the flag off, re-fetches only when under 300 s remain', async () => {
    const { checker, fetchRemaining, cache } = setup({
      autoRefresh: false, cache: { tgt: 'TGT-1', expireTime: 302 },
      answers: [{ code: 200, data: { tgt: 'TGT-1', expireTime: 1800 } }],
    });
    await checker.check(); // 302 → 300 locally
    await checker.check(); // 300 is not under 300 → 298 locally
    expect(fetchRemaining).not.toHaveBeenCalled();
    expect(cache()?.expireTime).toBe(298);
    await checker.check(); // 298 < 300 → asks the server
    expect(fetchRemaining).toHaveBeenCalledTimes(1);
    expect(cache()?.expireTime).toBe(1800);
  });

  it('[SESS-04] five consecutive failures count as expired; a success in between resets the count', async () => {
    const fail = new Error('offline');
    const { checker, outcomes, fetchRemaining } = setup({
      autoRefresh: true, cache: { tgt: 'TGT-1', expireTime: 1800 },
      answers: [fail, fail, fail, fail, { code: 200, data: { tgt: 'TGT-1', expireTime: 1800 } }, fail, { code: 500, data: null }, fail, fail, fail],
    });
    checker.start();
    await vi.advanceTimersByTimeAsync(30_000 * 9);
    expect(outcomes.filter((o) => o.kind === 'expired')).toEqual([]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(outcomes.at(-1)).toEqual({ kind: 'expired', message: TIP });
    expect(fetchRemaining).toHaveBeenCalledTimes(10);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchRemaining).toHaveBeenCalledTimes(10);
  });

  it('[SESS-05] on expiry the outcome carries the server outLogTip', async () => {
    // The server cannot be reached, so the last 2 s run out locally.
    const { checker, outcomes } = setup({
      autoRefresh: false, cache: { tgt: 'TGT-1', expireTime: 2 }, answers: [new Error('offline')],
    });
    checker.start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(outcomes.at(-1)).toEqual({ kind: 'expired', message: TIP });
  });

  it('[SESS-05] a re-fetch that answers 0 seconds left expires at once', async () => {
    const { checker, outcomes } = setup({
      autoRefresh: true, cache: { tgt: 'TGT-1', expireTime: 100 }, answers: [{ code: 200, data: { tgt: 'TGT-1', expireTime: 0 } }],
    });
    await checker.check();
    expect(outcomes).toEqual([{ kind: 'expired', message: TIP }]);
  });

  it('[SESS-06] a remaining time lower than the initial one sets isExpiring; the cache counts down locally', async () => {
    const { checker, outcomes, cache } = setup({
      autoRefresh: false, answers: [{ code: 200, data: { tgt: 'TGT-1', expireTime: 1800 } }],
    });
    checker.start();
    await vi.advanceTimersByTimeAsync(2_000); // first check: fetched 1800, the initial value
    expect(outcomes.at(-1)).toEqual({ kind: 'active', remaining: 1800, isExpiring: false });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(cache()?.expireTime).toBe(1798);
    expect(outcomes.at(-1)).toEqual({ kind: 'active', remaining: 1798, isExpiring: true });
    checker.stop();
  });
});
