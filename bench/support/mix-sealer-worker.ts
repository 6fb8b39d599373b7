// Worker thread of mix-sealer.ts: builds the mix's requests with the real request wrapper (one crypto session per
// bench user, as each user's browser would have) and posts them back unsent. Sealing here keeps its CPU out of the
// thread that drives the load and times the answers.
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { createApiClient } from '../../src/shared/api/client';
import type { ApiClient } from '../../src/shared/api/client-types';
import { createWebCryptoSealer, CRYPTO_PATHS } from '../../src/shared/api/crypto';
import { mixItem, type MixFixture } from './load-mix-plan';
import type { SealedMixRequest } from './mix-sealer';
import type { QueueReply, QueueRequest } from './worker-queue';

export interface SealerWorkerData {
  fixture: MixFixture;
  databaseUrl: string;
  tenantId: string;
}

/** Marks which item a captured request is; not signed, and taken off before the request is kept. */
const ITEM_HEADER = 'x-bench-item';
const HANDSHAKE_PATHS: ReadonlySet<string> = new Set(Object.values(CRYPTO_PATHS));

const { fixture, databaseUrl, tenantId } = workerData as SealerWorkerData;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
const captured = new Map<number, SealedMixRequest>();

const capture: typeof fetch = async (url, init) => {
  const target = new URL(String(url));
  if (HANDSHAKE_PATHS.has(target.pathname)) return fetch(url, init);
  const headers = Object.fromEntries(new Headers(init?.headers).entries());
  const index = Number(headers[ITEM_HEADER]);
  delete headers[ITEM_HEADER];
  const item = mixItem(index, fixture);
  captured.set(index, {
    kind: item.kind, method: init?.method ?? 'GET', path: `${target.pathname}${target.search}`, headers,
    ...(typeof init?.body === 'string' ? { body: init.body } : {}),
  });
  // Never sent: the wrapper gets an answer it refuses, which sealBatch expects.
  return new Response('', { status: 599 });
};

const clients = new Map<number, ApiClient>();
function clientOf(user: number): ApiClient {
  let api = clients.get(user);
  const held = fixture.users[user];
  if (!held) throw new Error(`no bench user ${user}`);
  if (!api) {
    const { tokens } = held;
    api = createApiClient({
      kind: 'blade', baseUrl: fixture.baseUrl, fetch: capture,
      sealer: createWebCryptoSealer({ baseUrl: fixture.baseUrl, fetch: capture }),
      auth: {
        getAccessToken: () => tokens.access_token,
        getUser: () => ({ account: tokens.account, nick_name: tokens.nick_name }),
        getTenantId: () => tokens.tenant_id,
      },
    });
    clients.set(user, api);
  }
  return api;
}

/**
 * A rating consumes one unrated use of the service by the user (ratings/services/rating-uses.ts). The click that
 * makes a use is counted once per user and service per 10 s, so the uses the ratings need are written here, an
 * hour in the past (a fresh one would swallow the mix's next click of that pair).
 */
async function logUses(uses: Array<{ userId: string; serviceId: string }>): Promise<void> {
  if (uses.length === 0) return;
  const at = new Date(Date.now() - 3_600_000);
  // The click log's key of a signed-in user (directory/services/click-service.ts).
  const values = uses.map((_, k) => `($1, $${k * 3 + 3}, $${k * 3 + 4}, $${k * 3 + 5}, $2)`).join(', ');
  await pool.query(
    `INSERT INTO service_visits (tenant_id, service_id, user_id, client_key, visited_at) VALUES ${values}`,
    [tenantId, at, ...uses.flatMap((u) => [u.serviceId, u.userId, `u:${u.userId}`])],
  );
}

const CONCURRENT = 200;

async function sealBatch(from: number, count: number): Promise<SealedMixRequest[]> {
  const items = Array.from({ length: count }, (_, k) => ({ index: from + k, item: mixItem(from + k, fixture) }));
  await logUses(items.flatMap(({ item }) => {
    const userId = fixture.users[item.user]?.userId;
    return item.serviceId !== undefined && userId !== undefined ? [{ userId, serviceId: item.serviceId }] : [];
  }));
  for (let k = 0; k < items.length; k += CONCURRENT) {
    await Promise.all(items.slice(k, k + CONCURRENT).map(({ index, item }) =>
      clientOf(item.user).call(item.call, item.input as never, { silent: true, headers: { [ITEM_HEADER]: String(index) } }).catch(() => undefined)));
  }
  const out = items.map(({ index }) => captured.get(index));
  captured.clear();
  if (out.some((r) => r === undefined)) throw new Error('a request of the mix was not captured');
  return out as SealedMixRequest[];
}

parentPort?.on('message', (message: QueueRequest) => {
  if (message.type === 'close') {
    void pool.end().then(() => parentPort?.close());
    return;
  }
  sealBatch(message.from, message.count).then(
    (requests) => parentPort?.postMessage({ type: 'made', requests } satisfies QueueReply<SealedMixRequest>),
    (error: unknown) => parentPort?.postMessage({ type: 'failed', message: String(error) } satisfies QueueReply<SealedMixRequest>),
  );
});
