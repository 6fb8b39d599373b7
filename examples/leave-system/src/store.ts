import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PortalDelivery } from './portal-client';
import type { LeaveApplication } from './workflow';

/**
 * The sample system's own storage: one JSON file under its data directory, rewritten whole (to a temporary file,
 * then renamed over the old one, so a crash never leaves half a file). Every change runs one at a time through
 * `update`, which also queues the portal deliveries of that change in the same write: an application and what the
 * portal must hear about it are saved together, and the outbox sends them later however often the portal is down.
 */

/** One call the portal must receive, in order. */
interface OutboxItem extends PortalDelivery {
  seq: number;
  attempts: number;
  lastError: string;
}

/** `A`: what the store keeps per application (the leave form's applications, or the demo pages' submissions). */
export interface StoreData<A = LeaveApplication> {
  applications: Record<string, A>;
  outbox: OutboxItem[];
  /** Deliveries the portal refused for good (a 4xx): kept for the operator, never retried. */
  failed: OutboxItem[];
  nextSeq: number;
  /** The key the sample signs its own session cookies with, made at first start. */
  cookieKey: string;
}

export interface Store<A = LeaveApplication> {
  read(): StoreData<A>;
  /** Runs `change` on a copy and saves it; the copy becomes the data only once it is on disk. */
  update<T>(change: (data: StoreData<A>) => T): Promise<T>;
}

export async function openStore<A = LeaveApplication>(dataDir: string, makeKey: () => string, fileName = 'leave-system.json'): Promise<Store<A>> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, fileName);
  let data: StoreData<A>;
  try {
    data = JSON.parse(await readFile(file, 'utf8')) as StoreData<A>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    data = { applications: {}, outbox: [], failed: [], nextSeq: 1, cookieKey: makeKey() };
    await save(file, data);
  }
  let queue: Promise<unknown> = Promise.resolve();
  return {
    read: () => data,
    update<T>(change: (draft: StoreData<A>) => T): Promise<T> {
      const run = queue.then(async () => {
        const draft = structuredClone(data);
        const result = change(draft);
        await save(file, draft);
        data = draft;
        return result;
      });
      // A failed change must not stop the ones after it.
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

async function save(file: string, data: StoreData<unknown>): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(data), 'utf8');
  await rename(temporary, file);
}

/** Appends deliveries to the outbox of a draft (inside `update`). */
export function enqueue(draft: StoreData<unknown>, items: readonly PortalDelivery[]): void {
  for (const item of items) draft.outbox.push({ ...item, seq: draft.nextSeq++, attempts: 0, lastError: '' });
}
