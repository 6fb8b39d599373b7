import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { createSearchEngine, type SearchEngine } from './engine';
import { createSearchLog, type SearchLog } from './search-log';
import { createVersionWatch, type VersionWatch } from './version-watch';
import { warnOfRedisOutage } from '../redis/connection';

/**
 * The search engine and search log of one app, and the catalogue versions they follow; the search, guide and
 * directory routes share them (the directory's page cache follows the same versions as the index).
 */
export interface SearchRuntime {
  engine: SearchEngine;
  log: SearchLog;
  versions: VersionWatch;
}

// Keyed by the app's database handle: one runtime per app, so two test servers in one process keep theirs apart.
const runtimes = new WeakMap<Db, SearchRuntime>();

export function searchRuntimeOf(app: FastifyInstance, context: AppContext): SearchRuntime {
  const existing = runtimes.get(context.db);
  if (existing) return existing;
  const onError = (error: unknown) => app.log.error({ err: error }, 'search index or search log');
  const versions = createVersionWatch({
    db: context.db, now: context.now, redis: context.redis, onError, onRedisOutage: warnOfRedisOutage(app.log, 'search index'),
  });
  const runtime: SearchRuntime = {
    engine: createSearchEngine({ db: context.db, now: context.now, watch: versions }),
    log: createSearchLog({ db: context.db, now: context.now, onError }),
    versions,
  };
  runtimes.set(context.db, runtime);
  app.addHook('onClose', async () => {
    runtimes.delete(context.db);
    await runtime.log.close();
    await runtime.engine.close();
    await versions.close();
  });
  return runtime;
}
