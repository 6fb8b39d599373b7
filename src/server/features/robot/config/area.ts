import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { robotQuestions, robotQuestionScenes } from '../../../db/schema/robot';
import { robotQuestionConfig } from '../../../db/schema/shell';
import { AppError } from '../../../http/app-error';
import { helpDocumentSchema, type HelpDocument, type HelpPreview, type SceneAdminItem } from '../../../../shared/schema/help-config';
import type { ConfigAreaDef } from '../../../drafts/area';
import { getRobotConfig } from '../../shell';
import { bumpQuestionVersion } from '../search/question-version';

/** Sorts of published scenes: gaps of 10, as the seed numbers them. */
const sortAt = (index: number) => (index + 1) * 10;

/** The robot stays off until it has a name and a greeting: a baseline of an unconfigured tenant. */
const UNCONFIGURED = { robotName: '小助手', greeting: '您好，请问有什么可以帮您？' };

/** How many questions (online or not) each of the tenant's scenes holds now. */
export async function questionCounts(db: Queryable, tenantId: string): Promise<Map<string, number>> {
  const rows = await db.select({ sceneId: robotQuestions.sceneId, n: count() }).from(robotQuestions)
    .where(eq(robotQuestions.tenantId, tenantId)).groupBy(robotQuestions.sceneId);
  return new Map(rows.map((r) => [r.sceneId, Number(r.n)]));
}

export function withCounts(doc: HelpDocument, counts: Map<string, number>): SceneAdminItem[] {
  return doc.scenes.map((scene) => ({ ...scene, questionCount: counts.get(scene.id) ?? 0 }));
}

/**
 * The help-and-feedback area (ADR 009): the robot's basic config and its question scenes. Publishing writes
 * robot_question_config (ROUTE-05's nobody/index/index and questionbasicconfig/baseInfo) and robot_question_scenes
 * (questionScene/list, selectList, the knowledge base's scene names), and bumps the question index's version
 * because scene names are searched.
 */
export const helpArea: ConfigAreaDef<HelpDocument, HelpPreview> = {
  area: 'robot',
  menu: 'serviceHallConfig',
  schema: helpDocumentSchema,

  async readLive(db, tenantId) {
    const [base, [row], scenes] = await Promise.all([
      getRobotConfig(db, tenantId),
      db.select({ tenantId: robotQuestionConfig.tenantId }).from(robotQuestionConfig).where(eq(robotQuestionConfig.tenantId, tenantId)),
      db.select({ id: robotQuestionScenes.id, sceneName: robotQuestionScenes.sceneName, icon: robotQuestionScenes.icon, description: robotQuestionScenes.description })
        .from(robotQuestionScenes).where(eq(robotQuestionScenes.tenantId, tenantId)).orderBy(asc(robotQuestionScenes.sort), asc(robotQuestionScenes.id)),
    ]);
    const isOpen = base.isOpen === 1 ? 1 : 0;
    return { base: row ? { robotName: base.robotName, greeting: base.greeting, isOpen } : { ...UNCONFIGURED, isOpen: 0 }, scenes };
  },

  async materialise(tx, tenantId, body) {
    await tx.insert(robotQuestionConfig).values({ tenantId, ...body.base })
      .onConflictDoUpdate({ target: robotQuestionConfig.tenantId, set: body.base });
    const ids = body.scenes.map((scene) => scene.id);
    // A scene dropped from the draft may have received questions since; removing it would orphan them.
    const dropped = await tx.select({ id: robotQuestionScenes.id, sceneName: robotQuestionScenes.sceneName }).from(robotQuestionScenes)
      .where(and(eq(robotQuestionScenes.tenantId, tenantId), ids.length > 0 ? notInArray(robotQuestionScenes.id, ids) : undefined));
    if (dropped.length > 0) {
      const [held] = await tx.select({ n: count() }).from(robotQuestions)
        .where(and(eq(robotQuestions.tenantId, tenantId), inArray(robotQuestions.sceneId, dropped.map((d) => d.id))));
      if (Number(held?.n ?? 0) > 0) {
        throw new AppError('VALIDATION', { msg: '要删除的问题场景下已有问题，请先移走这些问题', errors: [{ field: 'scenes', msg: '场景下还有问题' }] });
      }
      await tx.delete(robotQuestionScenes).where(and(eq(robotQuestionScenes.tenantId, tenantId), inArray(robotQuestionScenes.id, dropped.map((d) => d.id))));
    }
    // Names are unique per tenant: park the kept scenes' names first so a swap of two names does not collide.
    for (const scene of body.scenes) {
      await tx.update(robotQuestionScenes).set({ sceneName: `~${scene.id}`.slice(0, 32) })
        .where(and(eq(robotQuestionScenes.tenantId, tenantId), eq(robotQuestionScenes.id, scene.id)));
    }
    for (const [index, scene] of body.scenes.entries()) {
      const values = { sceneName: scene.sceneName, icon: scene.icon, description: scene.description, sort: sortAt(index) };
      // Ids are global keys: a row of another tenant is never overwritten, whatever a document holds.
      await tx.insert(robotQuestionScenes).values({ id: scene.id, tenantId, ...values })
        .onConflictDoUpdate({ target: robotQuestionScenes.id, set: values, setWhere: eq(robotQuestionScenes.tenantId, tenantId) });
    }
    await bumpQuestionVersion(tx, tenantId);
  },

  async preview(db, tenantId, body) {
    const counts = await questionCounts(db, tenantId);
    return {
      base: body.base,
      // The panel leaves out scenes without questions, as questionScene/list does.
      scenes: body.scenes.map((s) => ({ sceneId: s.id, sceneName: s.sceneName, icon: s.icon, description: s.description, questionCount: counts.get(s.id) ?? 0 }))
        .filter((s) => s.questionCount > 0),
    };
  },
};
