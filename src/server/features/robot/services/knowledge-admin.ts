import { and, asc, count, desc, eq, ilike, inArray, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { services } from '../../../db/schema/catalogue';
import { robotQuestions, robotQuestionScenes } from '../../../db/schema/robot';
import { isUniqueViolation } from '../../../db/unique-violation';
import { AppError } from '../../../http/app-error';
import { randomId } from '../../../../shared/rules/ids';
import type { KnowledgeItem, KnowledgeSortField, KnowledgeSubmit } from '../../../../shared/schema/robot';
import type { SortOrder } from '../../../../shared/schema/list-sort';
import type { QuestionEngine } from '../search/question-engine';
import { bumpQuestionVersion } from '../search/question-version';
import { containsPattern } from '../../../db/like';

/** The knowledge base as administrators (serviceHallConfig) maintain it; every change re-indexes every instance. */

const itemColumns = {
  questionId: robotQuestions.id,
  question: robotQuestions.question,
  sceneId: robotQuestions.sceneId,
  sceneName: robotQuestionScenes.sceneName,
  answer: robotQuestions.answer,
  keywords: robotQuestions.keywords,
  serviceIds: robotQuestions.serviceIds,
  visibility: robotQuestions.visibility,
  isRecommended: robotQuestions.isRecommended,
  status: robotQuestions.status,
  sort: robotQuestions.sort,
  viewCount: robotQuestions.viewCount,
  solvedCount: robotQuestions.solvedCount,
  unsolvedCount: robotQuestions.unsolvedCount,
  updatedAt: robotQuestions.updatedAt,
};

function selectItems(db: Queryable, where: SQL | undefined) {
  return db.select(itemColumns).from(robotQuestions).innerJoin(robotQuestionScenes, eq(robotQuestionScenes.id, robotQuestions.sceneId)).where(where);
}

function toItem(row: Awaited<ReturnType<typeof selectItems>>[number]): KnowledgeItem {
  // The table's check constraint keeps status to 0 or 1.
  return { ...row, status: row.status === 1 ? 1 : 0, updatedAt: row.updatedAt.toISOString() };
}

/** The column under each sortable field of the list: a fixed map, never a column named by the request. */
const SORT_COLUMNS: Record<KnowledgeSortField, AnyColumn> = {
  question: robotQuestions.question,
  sceneName: robotQuestionScenes.sceneName,
  status: robotQuestions.status,
  visibility: robotQuestions.visibility,
  viewCount: robotQuestions.viewCount,
  solvedCount: robotQuestions.solvedCount,
};

interface KnowledgePageInput {
  sceneId: string;
  keyword: string;
  sort?: KnowledgeSortField | undefined;
  order: SortOrder;
  current: number;
  size: number;
}

function chosenOrder(input: KnowledgePageInput): SQL[] {
  if (input.sort === undefined) return [];
  return [(input.order === 'DESC' ? desc : asc)(SORT_COLUMNS[input.sort])];
}

/** One page of the knowledge base: by the chosen column, then scene order, each scene's own order and the id. */
export async function pageKnowledge(db: Queryable, tenantId: string, input: KnowledgePageInput) {
  const conditions: SQL[] = [eq(robotQuestions.tenantId, tenantId)];
  if (input.sceneId !== '') conditions.push(eq(robotQuestions.sceneId, input.sceneId));
  if (input.keyword !== '') {
    const pattern = containsPattern(input.keyword);
    conditions.push(or(ilike(robotQuestions.question, pattern), ilike(robotQuestions.answer, pattern)) as SQL);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectItems(db, where).orderBy(...chosenOrder(input), asc(robotQuestionScenes.sort), asc(robotQuestions.sort), asc(robotQuestions.id))
      .limit(input.size).offset((input.current - 1) * input.size),
    db.select({ n: count() }).from(robotQuestions).where(where),
  ]);
  return { records: rows.map(toItem), total: Number(total?.n ?? 0), current: input.current, size: input.size };
}

/** Adds or changes one question; the scene and the services must be the tenant's. */
export async function submitKnowledge(db: Db, engine: QuestionEngine, tenantId: string, input: KnowledgeSubmit, now: Date): Promise<KnowledgeItem> {
  const [scene] = await db.select({ id: robotQuestionScenes.id }).from(robotQuestionScenes)
    .where(and(eq(robotQuestionScenes.tenantId, tenantId), eq(robotQuestionScenes.id, input.sceneId)));
  if (!scene) throw new AppError('QUESTION_SCENE_NOT_FOUND');
  const serviceIds = [...new Set(input.serviceIds)];
  if (serviceIds.length > 0) {
    const found = await db.select({ id: services.serviceId }).from(services).where(and(eq(services.tenantId, tenantId), inArray(services.serviceId, serviceIds)));
    if (found.length !== serviceIds.length) throw new AppError('SERVICE_NOT_FOUND');
  }
  const values = {
    sceneId: input.sceneId, question: input.question, answer: input.answer, keywords: [...new Set(input.keywords)], serviceIds,
    visibility: input.visibility, isRecommended: input.isRecommended, status: input.status, sort: input.sort, updatedAt: now,
  };
  const questionId = input.questionId ?? randomId();
  // The unique index robot_questions_tenant_question_uq decides, so two saves of one question at once cannot both land.
  await db.transaction(async (tx) => {
    if (input.questionId === undefined) {
      await tx.insert(robotQuestions).values({ id: questionId, tenantId, ...values, createdAt: now });
    } else {
      const updated = await tx.update(robotQuestions).set(values)
        .where(and(eq(robotQuestions.tenantId, tenantId), eq(robotQuestions.id, questionId))).returning({ id: robotQuestions.id });
      if (updated.length === 0) throw new AppError('QUESTION_NOT_FOUND');
    }
    await bumpQuestionVersion(tx, tenantId);
  }).catch((error: unknown) => {
    if (!isUniqueViolation(error, 'robot_questions_tenant_question_uq')) throw error;
    const msg = `知识库中已有问题「${input.question}」，请修改已有问题或换一种问法`;
    throw new AppError('DUPLICATE', { msg, errors: [{ field: 'question', msg }] });
  });
  await engine.notify(tenantId);
  const [row] = await selectItems(db, eq(robotQuestions.id, questionId));
  if (!row) throw new AppError('INTERNAL');
  return toItem(row);
}

/** Removes questions of the tenant; records that pointed to one keep their text. */
export async function removeKnowledge(db: Db, engine: QuestionEngine, tenantId: string, questionIds: string[]): Promise<{ removed: number }> {
  const removed = await db.transaction(async (tx) => {
    const rows = await tx.delete(robotQuestions)
      .where(and(eq(robotQuestions.tenantId, tenantId), inArray(robotQuestions.id, questionIds))).returning({ id: robotQuestions.id });
    if (rows.length > 0) await bumpQuestionVersion(tx, tenantId);
    return rows.length;
  });
  if (removed > 0) await engine.notify(tenantId);
  return { removed };
}
