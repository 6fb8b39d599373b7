import { z } from 'zod/mini';
import { serviceItemSchema } from './cards';
import { sortFieldSchema, sortOrderSchema } from './list-sort';
import { indexInfoSchema } from './shell';

/**
 * The help robot (doc2 §7 "Feedback robot"): its greeting, recommended questions, question scenes, the search over
 * the question-and-answer knowledge base (Chinese, pinyin, initials, one typo; the service search's engine), the
 * answer, what users asked and whether the answer solved it; and the knowledge base an administrator maintains.
 *
 * A question is for everyone ('public', also on the landing page) or for signed-in users only ('user').
 */

const int = () => z.number().check(z.int());
const id = (what: string) => z.string().check(z.trim(), z.minLength(1, `请选择${what}`), z.maxLength(32, '编号不能超过 32 个字符'));
const optionalId = z._default(z.string().check(z.trim(), z.maxLength(32, '编号不能超过 32 个字符')), '');
const text = (max: number, label: string) => z.string().check(z.trim(), z.maxLength(max, `${label}不能超过 ${max} 个字符`));

/**
 * A whole number in a GET query, where it arrives as text: the page passes a number, the server reads '6'.
 * Out of range or not a number is refused with `msg`.
 */
function queryInt(fallback: number, min: number, max: number, msg: string) {
  return z._default(
    z.pipe(
      z.union([z.number(), z.string().check(z.regex(/^\d{1,6}$/, msg))]),
      z.pipe(z.transform((v: number | string) => Number(v)), int().check(z.gte(min, msg), z.lte(max, msg))),
    ),
    fallback,
  );
}

const QUESTION_VISIBILITIES = ['public', 'user'] as const;
const questionVisibilitySchema = z.enum(QUESTION_VISIBILITIES);
export type QuestionVisibility = z.infer<typeof questionVisibilitySchema>;

/** ROUTE-05's robot config; questionbasicconfig/baseInfo answers the same row. */
export const robotBaseInfoSchema = indexInfoSchema.shape.questionBasciConfig;
export type RobotBaseInfo = z.infer<typeof robotBaseInfoSchema>;

// ---------------------------------------------------------------------------------------------------------------
// greet, recommendLIst, questionScene list / selectList
// ---------------------------------------------------------------------------------------------------------------

export const greetSchema = z.object({
  robotName: z.string(),
  /** The configured greeting. */
  greeting: z.string(),
  /** By the hour in the school's time zone: 早上好, 上午好, 中午好, 下午好, 晚上好. */
  salutation: z.string(),
  /** The signed-in user's nick name; '' for a visitor. */
  userName: z.string(),
  /** 0: the robot is switched off; the panel stays closed. */
  isOpen: int(),
});
export type Greet = z.infer<typeof greetSchema>;

export const questionBriefSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  sceneId: z.string(),
  sceneName: z.string(),
});
export type QuestionBrief = z.infer<typeof questionBriefSchema>;

export const recommendRequestSchema = z.object({
  size: queryInt(6, 1, 20, '推荐问题数为 1–20'),
  /** Only this scene's questions; '' for all. */
  sceneId: optionalId,
});

export const questionSceneSchema = z.object({
  sceneId: z.string(),
  sceneName: z.string(),
  icon: z.string(),
  description: z.string(),
  /** Questions of the scene the caller may see. */
  questionCount: int(),
});
export type QuestionScene = z.infer<typeof questionSceneSchema>;

export const sceneOptionSchema = z.object({ value: z.string(), label: z.string() });
export type SceneOption = z.infer<typeof sceneOptionSchema>;

// ---------------------------------------------------------------------------------------------------------------
// aiquestion/lucene/search
// ---------------------------------------------------------------------------------------------------------------

export const questionSearchRequestSchema = z.object({
  keyword: z.string().check(z.trim(), z.minLength(1, '请输入问题'), z.maxLength(50, '问题关键词不能超过 50 个字符')),
  sceneId: optionalId,
  current: z._default(int().check(z.gte(1, '页码从 1 开始')), 1),
  size: z._default(int().check(z.gte(1, '每页至少 1 条'), z.lte(20, '每页最多 20 条')), 5),
});
export type QuestionSearchRequest = z.output<typeof questionSearchRequestSchema>;

/** How a question matched, best first: its text, pinyin initials, full pinyin, a synonym, one typo, its answer, some of its words. */
const MATCH_KINDS = ['text', 'initials', 'pinyin', 'synonym', 'typo', 'answer', 'partial'] as const;
const matchKindSchema = z.enum(MATCH_KINDS);
export type MatchKind = z.infer<typeof matchKindSchema>;

const questionHitSchema = z.extend(questionBriefSchema, {
  matchedBy: matchKindSchema,
  /** About 60 characters of the answer, around the keyword when the answer matched. */
  snippet: z.string(),
});
export type QuestionHit = z.infer<typeof questionHitSchema>;

export const questionSearchResultSchema = z.object({
  records: z.array(questionHitSchema),
  total: int(),
  current: int(),
  size: int(),
  keyword: z.string(),
  /** Present when only one-typo matches were found: the spelling they matched ('qingjia' for 'qingjai'). */
  corrected: z.optional(z.string()),
});
export type QuestionSearchResult = z.infer<typeof questionSearchResultSchema>;

// ---------------------------------------------------------------------------------------------------------------
// wantAnswer, recordQuestion, isSolve
// ---------------------------------------------------------------------------------------------------------------

export const wantAnswerRequestSchema = z.object({ questionId: id('问题') });

export const answerSchema = z.extend(questionBriefSchema, {
  /** Plain text; paragraphs separated by a line break. */
  answer: z.string(),
  /** The services the answer points to that the caller may see ('去办理'). */
  services: z.array(serviceItemSchema),
  /** Up to three other questions of the scene. */
  related: z.array(questionBriefSchema),
});
export type Answer = z.infer<typeof answerSchema>;

export const QUESTION_TEXT_MAX = 200;

export const recordQuestionRequestSchema = z.object({
  /** What the user typed (SHELL-10 applies). */
  question: text(QUESTION_TEXT_MAX, '问题').check(z.minLength(1, '请输入问题')),
  /** The knowledge-base question the robot answered with; '' when none matched. */
  questionId: optionalId,
});

export const questionRecordSchema = z.object({
  recordId: z.string(),
  question: z.string(),
  questionId: z.string(),
  /** null: not yet said; true solved; false unsolved. */
  solved: z.nullable(z.boolean()),
  createdAt: z.string(),
});
export type QuestionRecord = z.infer<typeof questionRecordSchema>;

export const isSolveRequestSchema = z.object({
  /** The record of recordQuestion; '' marks the answer of `questionId` directly (a recommended question clicked). */
  recordId: optionalId,
  questionId: optionalId,
  solved: z.boolean(),
});

export const isSolveResultSchema = z.extend(questionRecordSchema, {
  /** Unsolved: the panel offers feedback (to a signed-in user; a visitor is asked to sign in first). */
  suggestFeedback: z.boolean(),
});
export type IsSolveResult = z.infer<typeof isSolveResultSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The knowledge base, for administrators (serviceHallConfig)
// ---------------------------------------------------------------------------------------------------------------

/** The knowledge base's sortable columns (solvedCount: the 已解决 / 未解决 column, by solved). */
export const KNOWLEDGE_SORT_FIELDS = ['question', 'sceneName', 'status', 'visibility', 'viewCount', 'solvedCount'] as const;
export type KnowledgeSortField = (typeof KNOWLEDGE_SORT_FIELDS)[number];

export const knowledgePageRequestSchema = z.object({
  sceneId: optionalId,
  keyword: z._default(text(50, '搜索关键词'), ''),
  /** Absent: scene order, then each scene's own order. */
  sort: sortFieldSchema(KNOWLEDGE_SORT_FIELDS),
  order: sortOrderSchema,
  current: z._default(int().check(z.gte(1, '页码从 1 开始')), 1),
  size: z._default(int().check(z.gte(1, '每页至少 1 条'), z.lte(100, '每页最多 100 条')), 20),
});

export const knowledgeItemSchema = z.extend(questionBriefSchema, {
  answer: z.string(),
  keywords: z.array(z.string()),
  serviceIds: z.array(z.string()),
  visibility: questionVisibilitySchema,
  isRecommended: z.boolean(),
  /** 1 online, 0 offline (kept, not answered). */
  status: z.union([z.literal(0), z.literal(1)]),
  sort: int(),
  viewCount: int(),
  solvedCount: int(),
  unsolvedCount: int(),
  updatedAt: z.string(),
});
export type KnowledgeItem = z.infer<typeof knowledgeItemSchema>;

export const knowledgePageSchema = z.object({ records: z.array(knowledgeItemSchema), total: int(), current: int(), size: int() });

export const knowledgeSubmitSchema = z.object({
  /** Absent for a new question. */
  questionId: z.optional(id('问题')),
  sceneId: id('问题场景'),
  question: text(QUESTION_TEXT_MAX, '问题').check(z.minLength(2, '问题至少 2 个字')),
  answer: text(4000, '答案').check(z.minLength(1, '请输入答案')),
  /** Other words users ask it with (searched like the question itself). */
  keywords: z._default(z.array(text(20, '关键词').check(z.minLength(1, '关键词不能为空'))).check(z.maxLength(10, '最多 10 个关键词')), []),
  serviceIds: z._default(z.array(id('服务')).check(z.maxLength(5, '最多关联 5 个服务')), []),
  visibility: z._default(questionVisibilitySchema, 'public'),
  isRecommended: z._default(z.boolean(), false),
  status: z._default(z.union([z.literal(0), z.literal(1)]), 1),
  sort: z._default(int().check(z.gte(0), z.lte(99999)), 0),
});
export type KnowledgeSubmit = z.output<typeof knowledgeSubmitSchema>;

export const knowledgeRemoveSchema = z.object({
  questionIds: z.array(id('问题')).check(z.minLength(1, '请选择要删除的问题'), z.maxLength(200)),
});
