import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { sensitiveWordHits, sensitiveWords } from '../db/schema/ratings';
import { createLocalTenantCache, type TenantCache } from '../cache/tenant-cache';
import { AppError } from '../http/app-error';
import { randomId } from '../../shared/rules/ids';
import { buildMatcher, type SensitiveMatch, type SensitiveMatcher } from './matcher';

export { normaliseWord } from './matcher';

/**
 * SHELL-10 for any feature that takes free text (ratings now, feedback in issue 5): the tenant's word list as one
 * automaton, cached per tenant, and the refusal that records the attempt.
 */

/** An edit on one instance rebuilds there at once; other instances follow within this time. */
const WORD_CACHE_TTL_MS = 30_000;

export interface SensitiveWordChecker {
  /** The first listed word `text` contains (after normalising width, case, spaces and punctuation), or null. */
  checkSensitive(tenantId: string, text: string): Promise<SensitiveMatch | null>;
  /**
   * Refuses `text` when it contains a listed word: records the attempt (tenant, user, word, text, time) and throws
   * AppError('SENSITIVE_WORD') with the word in its message. Call it before the write's transaction, so the record
   * survives the refusal.
   */
  assertClean(input: { tenantId: string; userId: string | null; text: string; source: string }): Promise<void>;
  /** After an administrator changed the list. */
  invalidate(tenantId: string): void;
}

/** SHELL-10's message, naming the word. */
export function sensitiveWordMessage(word: string): string {
  return `您的评论包含敏感词“${word}”，已触发安全策略并被记录，请修改后重新提交`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** One checker per app (registerSensitiveWords): every feature of a server shares its cache, and its invalidation. */
    sensitiveWords: SensitiveWordChecker;
  }
}

/** Decorates the app with its checker, before the features that take free text are registered. */
export function registerSensitiveWords(app: FastifyInstance, { db, now }: Pick<AppContext, 'db' | 'now'>): void {
  app.decorate('sensitiveWords', createSensitiveWordChecker(db, now));
}

function createSensitiveWordChecker(db: Db, now: () => number): SensitiveWordChecker {
  const matchers: TenantCache<SensitiveMatcher> = createLocalTenantCache({
    ttlMs: WORD_CACHE_TTL_MS,
    now,
    load: async (tenantId) => {
      const rows = await db.select({ word: sensitiveWords.word }).from(sensitiveWords).where(eq(sensitiveWords.tenantId, tenantId));
      return buildMatcher(rows.map((r) => r.word));
    },
  });
  const checker: SensitiveWordChecker = {
    async checkSensitive(tenantId, text) {
      if (text.trim() === '') return null;
      return (await matchers.get(tenantId)).find(text);
    },
    async assertClean({ tenantId, userId, text, source }) {
      const hit = await checker.checkSensitive(tenantId, text);
      if (!hit) return;
      await db.insert(sensitiveWordHits).values({ id: randomId(), tenantId, userId, word: hit.word, source, text, createdAt: new Date(now()) });
      throw new AppError('SENSITIVE_WORD', { msg: sensitiveWordMessage(hit.word) });
    },
    invalidate: (tenantId) => matchers.invalidate(tenantId),
  };
  return checker;
}
