import type { Db } from '../../../db/client';
import { noticePushes } from '../../../db/schema/chat';

/** How long pushed notices are gathered before one insert records them all. */
const FLUSH_AFTER_MS = 200;
const ROWS_PER_INSERT = 1000;

export interface PushRecorder {
  /** Notes that the delivery reached an open stream, so offlineNoPushMsg will not answer it again. */
  record(tenantId: string, userId: string, deliveryId: string): void;
  flush(): Promise<void>;
}

/**
 * Records pushed notices in batches: a notice to a thousand online users costs one insert, written after the
 * streams were served, so the record never delays the delivery itself.
 */
export function createPushRecorder(db: Db, now: () => number, onError: (error: unknown) => void): PushRecorder {
  let batch = new Map<string, { tenantId: string; userId: string }>();
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  async function write(rows: Map<string, { tenantId: string; userId: string }>): Promise<void> {
    const values = [...rows].map(([deliveryId, r]) => ({ deliveryId, tenantId: r.tenantId, userId: r.userId, pushedAt: new Date(now()) }));
    for (let i = 0; i < values.length; i += ROWS_PER_INSERT) {
      // A delivery withdrawn meanwhile is gone (its row cascades away): the insert would fail on the key.
      await db.insert(noticePushes).values(values.slice(i, i + ROWS_PER_INSERT)).onConflictDoNothing()
        .catch(onError);
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (batch.size > 0) {
      const rows = batch;
      batch = new Map();
      writing = writing.then(() => write(rows));
    }
    return writing;
  }

  return {
    record(tenantId, userId, deliveryId) {
      batch.set(deliveryId, { tenantId, userId });
      timer ??= setTimeout(() => void flush(), FLUSH_AFTER_MS);
    },
    flush,
  };
}
