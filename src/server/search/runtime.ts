import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { createRowsReader, type RowsReader } from './current-rows';
import { createSearchEngine, type SearchEngine } from './engine';
import { createSearchLog, type SearchLog } from './search-log';
import { createVersionWatch, type VersionWatch } from './version-watch';
import { warnOfRedisOutage } from '../redis/connection';

/**
 * The search engine and search log of one app, the catalogue versions they follow and the reader of the rows a
 * search page shows; the search, guide, directory, cards and spreadsheet routes share them (the directory's page
 * cache follows the same versions as the index).
 */
export interface SearchRuntime {
  engine: SearchEngine;
  log: SearchLog;
  versions: VersionWatch;
  rows: RowsReader;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's search runtime (registerSearchRuntime), decorated before the features' routes. */
    searchRuntime: SearchRuntime;
  }
}

/** Makes the app's search runtime, decorates the app with it (`app.searchRuntime`) and closes it with the app. */
export function registerSearchRuntime(app: FastifyInstance, context: AppContext): void {
  const onError = (error: unknown) => app.log.error({ err: error }, 'search index or search log');
  const versions = createVersionWatch({
    db: context.db, now: context.now, redis: context.redis, onError, onRedisOutage: warnOfRedisOutage(app.log, 'search index'),
  });
  const runtime: SearchRuntime = {
    engine: createSearchEngine({ db: context.db, now: context.now, watch: versions }),
    log: createSearchLog({ db: context.db, now: context.now, onError }),
    versions,
    rows: createRowsReader(context.db),
  };
  app.decorate('searchRuntime', runtime);
  app.addHook('onClose', async () => {
    await runtime.log.close();
    await runtime.engine.close();
    await versions.close();
  });
}
