import { and, asc, count, desc, eq, ilike, inArray, ne, type AnyColumn } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { sensitiveWords } from '../../../db/schema/ratings';
import { AppError } from '../../../http/app-error';
import { normaliseWord } from '../../../sensitive-words';
import { randomId } from '../../../../shared/rules/ids';
import type { z } from 'zod/mini';
import type { SensitiveWordSortField, sensitiveWordListRequestSchema, sensitiveWordSubmitSchema } from '../../../../shared/schema/ratings';
import { containsPattern } from '../../../db/like';

/** SHELL-10's word list as administrators maintain it (sensitiveWord/list, submit, remove), one tenant at a time. */

type Row = typeof sensitiveWords.$inferSelect;
const toAnswer = (r: Row) => ({ id: r.id, word: r.word, category: r.category, createdAt: r.createdAt.toISOString() });

/** The column under each sortable field of the list: a fixed map, never a column named by the request. */
const SORT_COLUMNS: Record<SensitiveWordSortField, AnyColumn> = {
  word: sensitiveWords.word,
  category: sensitiveWords.category,
  createdAt: sensitiveWords.createdAt,
};

/** One page of the tenant's words: by the chosen column, then by category, word and id. */
export async function listSensitiveWords(db: Queryable, tenantId: string, input: z.output<typeof sensitiveWordListRequestSchema>) {
  const where = input.keyword === ''
    ? eq(sensitiveWords.tenantId, tenantId)
    : and(eq(sensitiveWords.tenantId, tenantId), ilike(sensitiveWords.word, containsPattern(input.keyword)));
  const [total] = await db.select({ n: count() }).from(sensitiveWords).where(where);
  const rows = await db.select().from(sensitiveWords).where(where)
    .orderBy(...(input.sort === undefined ? [] : [(input.order === 'DESC' ? desc : asc)(SORT_COLUMNS[input.sort])]),
      asc(sensitiveWords.category), asc(sensitiveWords.word), asc(sensitiveWords.id)).limit(input.size).offset((input.current - 1) * input.size);
  return { records: rows.map(toAnswer), total: Number(total?.n ?? 0), current: input.current, size: input.size };
}

export async function submitSensitiveWord(db: Queryable, tenantId: string, input: z.output<typeof sensitiveWordSubmitSchema>, now: Date) {
  // A word of punctuation only would never match anything: the matcher drops those characters.
  if (normaliseWord(input.word) === '') {
    throw new AppError('VALIDATION', { msg: '敏感词须包含文字、字母或数字', errors: [{ field: 'word', msg: '敏感词须包含文字、字母或数字' }] });
  }
  const sameWord = and(eq(sensitiveWords.tenantId, tenantId), eq(sensitiveWords.word, input.word), input.id ? ne(sensitiveWords.id, input.id) : undefined);
  const [duplicate] = await db.select({ id: sensitiveWords.id }).from(sensitiveWords).where(sameWord);
  if (duplicate) throw new AppError('VALIDATION', { msg: `敏感词“${input.word}”已存在`, errors: [{ field: 'word', msg: '敏感词已存在' }] });
  if (input.id) {
    const [row] = await db.update(sensitiveWords).set({ word: input.word, category: input.category })
      .where(and(eq(sensitiveWords.id, input.id), eq(sensitiveWords.tenantId, tenantId))).returning();
    if (!row) throw new AppError('NOT_FOUND', { msg: '敏感词不存在' });
    return toAnswer(row);
  }
  const [row] = await db.insert(sensitiveWords).values({ id: randomId(), tenantId, word: input.word, category: input.category, createdAt: now }).returning();
  if (!row) throw new AppError('INTERNAL');
  return toAnswer(row);
}

export async function removeSensitiveWords(db: Queryable, tenantId: string, ids: string[]) {
  const rows = await db.delete(sensitiveWords).where(and(eq(sensitiveWords.tenantId, tenantId), inArray(sensitiveWords.id, ids))).returning({ id: sensitiveWords.id });
  return { removed: rows.length };
}
