import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod/mini';
import { robotQuestions, robotQuestionScenes } from '../../../db/schema/robot';
import { bumpQuestionVersion } from '../../robot';
import { QUESTION_STATUS_LABELS, QUESTION_VISIBILITY_LABELS, codeOf, labelsHint } from '../../../../shared/schema/code-labels';
import { QUESTION_TEXT_MAX } from '../../../../shared/schema/robot';
import { optionalText, randomIds, requiredText, type ImportTarget, type RowOutcome } from './import-target';

/**
 * The knowledge base's import (list `knowledge`, menu serviceHallConfig). The key is 问题编号, the question's id the
 * export writes first: a row naming one updates that question — its text too, so a rename in the file renames the
 * question rather than adding another — and is skipped, with its reason, when it would change nothing. A row without
 * one adds a question, unless the tenant already has that question (IMP-10's duplicate rule, check field 问题).
 * Scenes are named as the studio shows them (the published scenes the robot reads); 状态 and 可见范围 take the
 * studio's labels or their codes. A question's related services are kept (the sheet does not carry them).
 * The knowledge base is live: each slice moves the robot's index version in its transaction, and the job tells every
 * instance when it ends (routes.ts, import hooks).
 */

const KEYWORD_SPLIT = /[,，、;；\n]+/;

const coded = <C extends string | number>(label: string, labels: Readonly<Record<C, string>>, fallback: C) =>
  z.pipe(
    optionalText(label, 32),
    z.transform((value: string, ctx): C => {
      if (value === '') return fallback;
      const code = codeOf(labels, value);
      if (code !== undefined) return code;
      ctx.issues.push({ code: 'custom', input: value, message: `${label}无效：${value}（可填 ${labelsHint(labels)}）` });
      return z.NEVER;
    }),
  );

const rowSchema = z.object({
  questionId: z.pipe(optionalText('问题编号', 32), z.string().check(z.regex(/^[A-Za-z0-9_-]*$/, '问题编号只能包含字母、数字、下划线和短横线'))),
  question: z.pipe(requiredText('问题', QUESTION_TEXT_MAX), z.string().check(z.minLength(2, '问题至少 2 个字'))),
  sceneName: requiredText('问题场景', 32),
  answer: requiredText('答案', 4000),
  keywords: z.pipe(
    optionalText('同义问法', 400),
    z.transform((value: string, ctx) => {
      const words = [...new Set(value.split(KEYWORD_SPLIT).map((w) => w.trim()).filter((w) => w !== ''))];
      if (words.length > 10) ctx.issues.push({ code: 'custom', input: value, message: '同义问法最多 10 个' });
      const long = words.find((w) => w.length > 20);
      if (long !== undefined) ctx.issues.push({ code: 'custom', input: value, message: `同义问法每个不能超过 20 个字符：${long}` });
      return words;
    }),
  ),
  visibility: coded('可见范围', QUESTION_VISIBILITY_LABELS, 'public'),
  isRecommended: z.pipe(z._default(z.enum(['', '是', '否'], '推荐问题只能填“是”或“否”'), ''), z.transform((v) => v === '是')),
  status: coded('状态', QUESTION_STATUS_LABELS, 1),
  sort: z.pipe(
    z._default(z.string().check(z.trim(), z.regex(/^\d{0,5}$/, '排序值应为 0-99999 的整数')), ''),
    z.transform((s) => (s === '' ? 0 : Number(s))),
  ),
});
type KnowledgeRow = z.output<typeof rowSchema>;

/** What a row may change of a question; equal in all of these is "nothing to change". */
type Values = Pick<typeof robotQuestions.$inferSelect, 'question' | 'sceneId' | 'answer' | 'keywords' | 'visibility' | 'isRecommended' | 'status' | 'sort'>;
const sameValues = (a: Values, b: Values) =>
  a.question === b.question && a.sceneId === b.sceneId && a.answer === b.answer && a.visibility === b.visibility
  && a.isRecommended === b.isRecommended && a.status === b.status && a.sort === b.sort && JSON.stringify(a.keywords) === JSON.stringify(b.keywords);

export const knowledgeImport: ImportTarget<KnowledgeRow> = {
  table: 'robot_questions',
  fields: [
    { key: 'questionId', label: '问题编号', isMust: false },
    { key: 'question', label: '问题', isMust: true },
    { key: 'sceneName', label: '问题场景', isMust: true },
    { key: 'answer', label: '答案', isMust: true },
    { key: 'keywords', label: '同义问法', isMust: false },
    { key: 'visibility', label: '可见范围', isMust: false },
    { key: 'isRecommended', label: '推荐问题', isMust: false },
    { key: 'status', label: '状态', isMust: false },
    { key: 'sort', label: '排序值', isMust: false },
  ],
  checkFields: [
    { fieldName: 'questionId', fieldNote: '问题编号', isKey: 0 },
    { fieldName: 'question', fieldNote: '问题', isKey: 1 },
  ],
  rowSchema: rowSchema as unknown as ImportTarget<KnowledgeRow>['rowSchema'],

  async apply(tx, tenantId, rows) {
    const scenes = await tx.select({ id: robotQuestionScenes.id, name: robotQuestionScenes.sceneName }).from(robotQuestionScenes)
      .where(eq(robotQuestionScenes.tenantId, tenantId));
    const sceneIds = new Map(scenes.map((s) => [s.name, s.id]));
    const ids = [...new Set(rows.map((r) => r.row.questionId).filter((id) => id !== ''))];
    const texts = [...new Set(rows.map((r) => r.row.question))];
    const known = await tx.select().from(robotQuestions).where(and(eq(robotQuestions.tenantId, tenantId), ids.length > 0
      ? inArray(robotQuestions.id, ids) : eq(robotQuestions.id, '')));
    const byId = new Map(known.map((q) => [q.id, q]));
    // Which question holds each text now; moved as the batch renames and adds, so a later row sees earlier ones.
    const holder = new Map((await tx.select({ id: robotQuestions.id, question: robotQuestions.question }).from(robotQuestions)
      .where(and(eq(robotQuestions.tenantId, tenantId), inArray(robotQuestions.question, texts)))).map((q) => [q.question, q.id]));
    for (const q of known) if (!holder.has(q.question)) holder.set(q.question, q.id);

    const outcomes: RowOutcome[] = [];
    const newIds = randomIds(rows.length);
    let wrote = false;
    for (const [i, { n, row }] of rows.entries()) {
      const sceneId = sceneIds.get(row.sceneName);
      if (sceneId === undefined) {
        outcomes.push({ n, outcome: 'fail', reason: `问题场景不存在：${row.sceneName}（须为已发布的场景名称）` });
        continue;
      }
      const values: Values = {
        question: row.question, sceneId, answer: row.answer, keywords: row.keywords, visibility: row.visibility,
        isRecommended: row.isRecommended, status: row.status, sort: row.sort,
      };
      const held = holder.get(row.question);
      if (row.questionId !== '') {
        const before = byId.get(row.questionId);
        if (!before) {
          outcomes.push({ n, outcome: 'fail', reason: `问题编号不存在：${row.questionId}（新增问题请留空问题编号）` });
          continue;
        }
        if (held !== undefined && held !== row.questionId) {
          outcomes.push({ n, outcome: 'fail', reason: `知识库中已有问题「${row.question}」（问题编号 ${held}）` });
          continue;
        }
        if (sameValues(before, values)) {
          outcomes.push({ n, outcome: 'jump', reason: '与现有问题相同，无需更新' });
          continue;
        }
        await tx.update(robotQuestions).set({ ...values, updatedAt: new Date() })
          .where(and(eq(robotQuestions.tenantId, tenantId), eq(robotQuestions.id, row.questionId)));
        if (before.question !== row.question && holder.get(before.question) === row.questionId) holder.delete(before.question);
        holder.set(row.question, row.questionId);
        byId.set(row.questionId, { ...before, ...values });
        wrote = true;
        outcomes.push({ n, outcome: 'update' });
        continue;
      }
      if (held !== undefined) {
        outcomes.push({ n, outcome: 'jump', reason: `知识库中已有问题「${row.question}」（问题编号 ${held}），已跳过；要修改它请填写问题编号` });
        continue;
      }
      const id = newIds[i] ?? '';
      await tx.insert(robotQuestions).values({ id, tenantId, ...values, serviceIds: [] });
      holder.set(row.question, id);
      wrote = true;
      outcomes.push({ n, outcome: 'insert' });
    }
    if (wrote) await bumpQuestionVersion(tx, tenantId);
    return outcomes;
  },
};
