import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { subscribeRedis, timeBoxedRedis, unlessRedisDown, warnOfRedisOutage, type OutageReport } from '../../../redis/connection';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { toSynonymTable } from '../../../search/synonyms';
import { QuestionIndex } from './question-index';
import { loadQuestionSources, readQuestionVersion } from './question-version';

/**
 * The question indexes of one server instance, one per tenant, kept consistent across instances the way the
 * service search keeps its own (src/server/search/engine.ts): a change bumps the tenant's version in its
 * transaction and, after the commit, `notify` marks this instance's copy stale at once and, with Redis, publishes
 * the tenant so every instance does; without Redis every instance reads the version at most once a second before
 * answering (every 30 s with Redis, as a safety net for a lost message). The version is read before the data, so a
 * change committed during a build is caught by the next check. Concurrent searches of a stale tenant share one build.
 */

export interface QuestionEngine {
  index(tenantId: string): Promise<QuestionIndex>;
  /** After a committed change that bumped the version. */
  notify(tenantId: string): Promise<void>;
  close(): Promise<void>;
}

const QUESTION_INDEX_CHANNEL = 'service-hall:robot-question-index';

interface Entry {
  index: QuestionIndex | null;
  checkedAt: number;
  staleness: number;
  pending: Promise<QuestionIndex> | null;
  pendingStaleness: number;
}

interface QuestionEngineOptions {
  db: Db;
  now: () => number;
  redis?: Redis | null;
  checkIntervalMs?: number;
  onError?: (error: unknown) => void;
  /** Told once when Redis goes and once when it is back; default: `onError` hears the outage. */
  onRedisOutage?: OutageReport;
}

function createQuestionEngine({ db, now, redis = null, checkIntervalMs, onError, onRedisOutage }: QuestionEngineOptions): QuestionEngine {
  const tenants = new Map<string, Entry>();
  const markStale = (tenantId: string) => {
    const entry = tenants.get(tenantId);
    if (!entry) return;
    entry.checkedAt = Number.NEGATIVE_INFINITY;
    entry.staleness += 1;
  };

  const subscription = redis
    ? subscribeRedis(redis, QUESTION_INDEX_CHANNEL, {
      onMessage: markStale,
      // Notifications sent while unsubscribed were missed.
      onResubscribed: () => {
        for (const tenantId of tenants.keys()) markStale(tenantId);
      },
      report: onRedisOutage ?? { down: (error) => onError?.(error), up: () => undefined },
    })
    : null;
  // Trusting an index for long is only safe while every change is heard of (Redis subscribed).
  const interval = () => checkIntervalMs ?? (subscription?.live ? 30_000 : 1_000);

  async function refresh(tenantId: string, entry: Entry): Promise<QuestionIndex> {
    const checkedAt = now();
    const staleness = entry.staleness;
    const version = await readQuestionVersion(db, tenantId);
    let index = entry.index;
    if (!index || index.version !== version) {
      const sources = await loadQuestionSources(db, tenantId);
      index = new QuestionIndex(version, sources.questions, toSynonymTable(sources.synonyms));
      entry.index = index;
    }
    if (entry.staleness === staleness) entry.checkedAt = checkedAt;
    return index;
  }

  return {
    index(tenantId) {
      let entry = tenants.get(tenantId);
      if (!entry) {
        entry = { index: null, checkedAt: Number.NEGATIVE_INFINITY, staleness: 0, pending: null, pendingStaleness: 0 };
        tenants.set(tenantId, entry);
      }
      const current = entry;
      if (current.index && now() - current.checkedAt < interval()) return Promise.resolve(current.index);
      // A check that began before the latest markStale may have read the old version: queue a new one behind it.
      if (current.pending && current.pendingStaleness === current.staleness) return current.pending;
      const before = current.pending ?? Promise.resolve(null);
      const pending: Promise<QuestionIndex> = before
        .catch(() => null)
        .then(() => refresh(tenantId, current))
        .finally(() => {
          if (current.pending === pending) current.pending = null;
        });
      current.pending = pending;
      current.pendingStaleness = current.staleness;
      return pending;
    },
    async notify(tenantId) {
      markStale(tenantId);
      // Time-boxed (ADR 018): a hung Redis must not hold the write; the others then see it at their next read.
      if (redis) await timeBoxedRedis(redis, 'question-notify', (r) => r.publish(QUESTION_INDEX_CHANNEL, tenantId)).catch(unlessRedisDown(onError));
    },
    async close() {
      subscription?.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's question engine (openQuestionEngine), for the site search's FAQ group (robot/index.ts). */
    questionEngine: QuestionEngine;
  }
}

/** The app's question engine (the robot's routes hold the one of their app), closed with the app. */
export function openQuestionEngine(app: FastifyInstance, context: AppContext): QuestionEngine {
  const engine = createQuestionEngine({
    db: context.db, now: context.now, redis: context.redis, onError: (error) => app.log.error({ err: error }, 'robot question index'),
    onRedisOutage: warnOfRedisOutage(app.log, 'robot question index'),
  });
  app.decorate('questionEngine', engine);
  app.addHook('onClose', () => engine.close());
  return engine;
}
