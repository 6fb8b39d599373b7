import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../../src/server/db/client';

// The claim is held open by the test, so stop() can be called while a lane is inside it.
const claims: Array<() => void> = [];
vi.mock('../../../../src/server/jobs/job-store', () => ({
  claimJob: () => new Promise<undefined>((resolve) => claims.push(() => resolve(undefined))),
  finishJob: vi.fn(), releaseJob: vi.fn(), saveProgress: vi.fn(),
}));
vi.mock('../../../../src/server/jobs/orphans', () => ({
  newRunnerId: () => 'runner-test', isDeadLocalHolder: () => false, releaseOrphans: () => Promise.resolve(0),
}));

const { startJobRunner } = await import('../../../../src/server/jobs/runner');
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

afterEach(() => {
  vi.useRealTimers();
  claims.length = 0;
});

describe('the job runner stopping', () => {
  it('a lane inside its claim when stop() comes ends after that claim, without sleeping a poll first', async () => {
    // Fake timers: an idle poll's sleep would never end here, so stop() resolving proves none was slept.
    vi.useFakeTimers();
    const runner = startJobRunner({ db: {} as Db, log, handlers: {}, lanes: [['import']] });
    await vi.waitFor(() => expect(claims).toHaveLength(1));
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    claims[0]?.();
    await stopping;
    expect(stopped).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
