import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { robotIndexVersions, robotQuestions, robotQuestionScenes } from '../../../db/schema/robot';
import { searchSynonyms } from '../../../db/schema/search';
import { readSearchVersion } from '../../../search/version';
import type { QuestionSource } from './question-index';

/**
 * The version of what a tenant's question index holds: the knowledge base's own counter, which every change to
 * questions or scenes increments in its transaction (bumpQuestionVersion), and the service search's, because the
 * index also applies that search's synonym groups. Either moving means a rebuild.
 */
export async function readQuestionVersion(db: Queryable, tenantId: string): Promise<string> {
  const [[row], searchVersion] = await Promise.all([
    db.select({ version: robotIndexVersions.version }).from(robotIndexVersions).where(eq(robotIndexVersions.tenantId, tenantId)),
    readSearchVersion(db, tenantId),
  ]);
  return `${row?.version ?? 0}:${searchVersion}`;
}

/** Increments the tenant's knowledge-base version (creating its row); call it in the transaction of the change. */
export async function bumpQuestionVersion(db: Queryable, tenantId: string): Promise<void> {
  await db.insert(robotIndexVersions).values({ tenantId, version: 1 })
    .onConflictDoUpdate({ target: robotIndexVersions.tenantId, set: { version: sql`${robotIndexVersions.version} + 1`, updatedAt: sql`now()` } });
}

/** What a tenant's index is built from: its questions that the robot answers (status 1), and the synonym groups. */
export async function loadQuestionSources(db: Queryable, tenantId: string): Promise<{ questions: QuestionSource[]; synonyms: string[][] }> {
  const [rows, synonymRows] = await Promise.all([
    db.select({
      questionId: robotQuestions.id,
      question: robotQuestions.question,
      keywords: robotQuestions.keywords,
      answer: robotQuestions.answer,
      sceneId: robotQuestions.sceneId,
      sceneName: robotQuestionScenes.sceneName,
      visibility: robotQuestions.visibility,
      viewCount: robotQuestions.viewCount,
      sort: robotQuestions.sort,
    }).from(robotQuestions)
      .innerJoin(robotQuestionScenes, eq(robotQuestionScenes.id, robotQuestions.sceneId))
      .where(and(eq(robotQuestions.tenantId, tenantId), eq(robotQuestions.status, 1)))
      .orderBy(asc(robotQuestions.sort), asc(robotQuestions.id)),
    db.select({ terms: searchSynonyms.terms }).from(searchSynonyms).where(eq(searchSynonyms.tenantId, tenantId)),
  ]);
  return { questions: rows, synonyms: synonymRows.map((r) => r.terms) };
}
