import { sendDelivery, type PortalConfig } from './portal-client';
import type { Store } from './store';

export interface Outbox {
  /** Starts sending (again) at once: called after every change that queued something. */
  kick(): void;
  /** Resolves when nothing is queued (tests and a graceful stop wait for it). */
  idle(): Promise<void>;
  stop(): void;
}

const MAX_BACKOFF_MS = 30_000;

/**
 * Sends the queued portal calls one at a time, in the order they were queued: an application's events must reach the
 * portal in order (it refuses one out of order). A call the portal cannot take now (down, 5xx, 429) is tried again
 * with a growing wait and holds back the ones behind it; one it refuses for good (4xx) is set aside in `failed`
 * with the portal's reason, logged, and the queue moves on.
 */
export function startOutbox(store: Store<unknown>, config: PortalConfig, log: (line: string) => void): Outbox {
  let running = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let waiters: (() => void)[] = [];

  const settle = () => {
    if (store.read().outbox.length > 0) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  };

  const run = async () => {
    if (running || stopped) return;
    running = true;
    try {
      for (;;) {
        const head = store.read().outbox[0];
        if (!head || stopped) break;
        const outcome = await sendDelivery(config, head);
        if (outcome.kind === 'done') {
          await store.update((d) => { d.outbox = d.outbox.filter((item) => item.seq !== head.seq); });
          continue;
        }
        if (outcome.kind === 'refused') {
          log(`门户拒绝了 ${head.kind} ${head.path}：${outcome.error}`);
          await store.update((d) => {
            d.outbox = d.outbox.filter((item) => item.seq !== head.seq);
            d.failed.push({ ...head, attempts: head.attempts + 1, lastError: outcome.error });
          });
          continue;
        }
        const attempts = head.attempts + 1;
        await store.update((d) => {
          const item = d.outbox.find((i) => i.seq === head.seq);
          if (item) Object.assign(item, { attempts, lastError: outcome.error });
        });
        const wait = outcome.afterMs ?? Math.min(MAX_BACKOFF_MS, 250 * 2 ** Math.min(attempts, 8));
        if (attempts === 1 || attempts % 10 === 0) log(`暂时无法送达门户（第 ${attempts} 次）：${outcome.error}；${wait} ms 后重试`);
        timer = setTimeout(() => { timer = null; void run(); }, wait);
        break;
      }
    } finally {
      running = false;
      settle();
    }
  };

  return {
    kick() {
      // A wait for a retry is cut short: something new came, and the portal may be back.
      if (timer !== null) {
        clearTimeout(timer);
        timer = null;
      }
      void run();
    },
    idle() {
      if (store.read().outbox.length === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
    },
  };
}
