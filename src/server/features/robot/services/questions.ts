import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { services } from '../../../db/schema/catalogue';
import { robotQuestions, robotQuestionScenes } from '../../../db/schema/robot';
import { AppError } from '../../../http/app-error';
import { deptJoin, departments, sceneJoin, serviceItemColumns, serviceScenes, toServiceItem, visibleServices } from '../../../catalogue/service-items';
import type { ServiceItem } from '../../../../shared/schema/cards';
import type { Answer, QuestionBrief, QuestionScene, SceneOption } from '../../../../shared/schema/robot';
import { visibleQuestions } from '../viewer';
import type { Viewer } from '../../../http/viewer';

const briefColumns = {
  questionId: robotQuestions.id,
  question: robotQuestions.question,
  sceneId: robotQuestions.sceneId,
  sceneName: robotQuestionScenes.sceneName,
};

/** aiquestion/recommendLIst: the recommended questions first, then the most viewed. */
export async function recommendQuestions(db: Queryable, viewer: Viewer, size: number, sceneId: string): Promise<QuestionBrief[]> {
  const where = sceneId === '' ? visibleQuestions(viewer) : and(visibleQuestions(viewer), eq(robotQuestions.sceneId, sceneId));
  return db.select(briefColumns).from(robotQuestions)
    .innerJoin(robotQuestionScenes, eq(robotQuestionScenes.id, robotQuestions.sceneId))
    .where(where)
    .orderBy(desc(robotQuestions.isRecommended), desc(robotQuestions.viewCount), asc(robotQuestions.sort), asc(robotQuestions.id))
    .limit(size);
}

/** questionScene/list: scenes holding questions the viewer may see, with how many. */
export async function listQuestionScenes(db: Queryable, viewer: Viewer): Promise<QuestionScene[]> {
  const rows = await db.select({
    sceneId: robotQuestionScenes.id,
    sceneName: robotQuestionScenes.sceneName,
    icon: robotQuestionScenes.icon,
    description: robotQuestionScenes.description,
    questionCount: count(),
  }).from(robotQuestionScenes)
    .innerJoin(robotQuestions, eq(robotQuestions.sceneId, robotQuestionScenes.id))
    .where(visibleQuestions(viewer))
    .groupBy(robotQuestionScenes.id, robotQuestionScenes.sceneName, robotQuestionScenes.icon, robotQuestionScenes.description, robotQuestionScenes.sort)
    .orderBy(asc(robotQuestionScenes.sort), asc(robotQuestionScenes.id));
  return rows.map((r) => ({ ...r, questionCount: Number(r.questionCount) }));
}

/** questionScene/selectList: every scene of the tenant as an option. */
export async function sceneOptions(db: Queryable, tenantId: string): Promise<SceneOption[]> {
  const rows = await db.select({ value: robotQuestionScenes.id, label: robotQuestionScenes.sceneName }).from(robotQuestionScenes)
    .where(eq(robotQuestionScenes.tenantId, tenantId)).orderBy(asc(robotQuestionScenes.sort), asc(robotQuestionScenes.id));
  return rows;
}

/** The services of `ids` the viewer may see, in the order given. */
async function servicesFor(db: Queryable, viewer: Viewer, ids: string[]): Promise<ServiceItem[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(serviceItemColumns).from(services).innerJoin(departments, deptJoin).leftJoin(serviceScenes, sceneJoin)
    .where(and(eq(services.tenantId, viewer.tenantId), visibleServices(viewer.roleType), inArray(services.serviceId, ids)));
  const byId = new Map(rows.map((r) => [r.serviceId, toServiceItem(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A question the viewer may see, or QUESTION_NOT_FOUND (a signed-in-only one answers a visitor like an unknown one). */
export async function requireQuestion(db: Queryable, viewer: Viewer, questionId: string) {
  const [row] = await db.select({ ...briefColumns, answer: robotQuestions.answer, serviceIds: robotQuestions.serviceIds }).from(robotQuestions)
    .innerJoin(robotQuestionScenes, eq(robotQuestionScenes.id, robotQuestions.sceneId))
    .where(and(visibleQuestions(viewer), eq(robotQuestions.id, questionId)));
  if (!row) throw new AppError('QUESTION_NOT_FOUND');
  return row;
}

/** aiquestion/wantAnswer: the answer with its services and related questions; counts a view. */
export async function answerQuestion(db: Queryable, viewer: Viewer, questionId: string): Promise<Answer> {
  const question = await requireQuestion(db, viewer, questionId);
  const [linked, related] = await Promise.all([
    servicesFor(db, viewer, question.serviceIds),
    db.select(briefColumns).from(robotQuestions)
      .innerJoin(robotQuestionScenes, eq(robotQuestionScenes.id, robotQuestions.sceneId))
      .where(and(visibleQuestions(viewer), eq(robotQuestions.sceneId, question.sceneId), ne(robotQuestions.id, question.questionId)))
      .orderBy(desc(robotQuestions.isRecommended), desc(robotQuestions.viewCount), asc(robotQuestions.sort))
      .limit(3),
  ]);
  await db.update(robotQuestions).set({ viewCount: sql`${robotQuestions.viewCount} + 1` }).where(eq(robotQuestions.id, question.questionId));
  const { answer, serviceIds: _ids, ...brief } = question;
  return { ...brief, answer, services: linked, related };
}
