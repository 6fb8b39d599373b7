import { z } from 'zod/mini';
import { questionSceneSchema, robotBaseInfoSchema } from './robot';

/**
 * The help-and-feedback configuration area (ADR 009, area 'robot'): the robot's basic config (name, greeting, on or
 * off) and its question scenes in display order, as one document that stays a draft until it is published. The
 * knowledge base, the sensitive-word list and feedback handling are direct edits (their own calls): a question is
 * one row among hundreds and its effect is already limited by its own status switch.
 */

const text = (max: number, label: string) => z.string().check(z.trim(), z.maxLength(max, `${label}不能超过 ${max} 个字符`));

const MAX_QUESTION_SCENES = 30;

export const robotBaseSchema = z.object({
  robotName: text(32, '机器人名称').check(z.minLength(1, '请输入机器人名称')),
  greeting: text(500, '欢迎语').check(z.minLength(1, '请输入欢迎语')),
  /** 1 the robot is shown, 0 hidden. */
  isOpen: z.union([z.literal(0), z.literal(1)]),
});
export type RobotBase = z.infer<typeof robotBaseSchema>;

const sceneItemSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(32)),
  sceneName: text(32, '场景名称').check(z.minLength(1, '请输入场景名称')),
  /** An icon name the panel knows ('' for the default). */
  icon: text(64, '图标'),
  description: text(200, '场景说明'),
});
export type SceneItem = z.infer<typeof sceneItemSchema>;

export const helpDocumentSchema = z.object({
  base: robotBaseSchema,
  scenes: z.array(sceneItemSchema).check(
    z.maxLength(MAX_QUESTION_SCENES, `问题场景最多 ${MAX_QUESTION_SCENES} 个`),
    z.refine((list) => new Set(list.map((s) => s.id)).size === list.length, '场景编号重复'),
    z.refine((list) => new Set(list.map((s) => s.sceneName)).size === list.length, '场景名称重复'),
  ),
});
export type HelpDocument = z.infer<typeof helpDocumentSchema>;

/** A scene as the studio lists it: the draft's fields and how many questions (all of them) it holds now. */
export const sceneAdminItemSchema = z.extend(sceneItemSchema, { questionCount: z.number().check(z.int()) });
export type SceneAdminItem = z.infer<typeof sceneAdminItemSchema>;

/** questionScene/submit: a new scene (no id) or a changed one. */
export const sceneSubmitSchema = z.object({
  id: z.optional(z.string().check(z.minLength(1), z.maxLength(32))),
  sceneName: sceneItemSchema.shape.sceneName,
  icon: z._default(sceneItemSchema.shape.icon, ''),
  description: z._default(sceneItemSchema.shape.description, ''),
});
export type SceneSubmit = z.output<typeof sceneSubmitSchema>;

export const sceneOrderSchema = z.object({ ids: z.array(z.string().check(z.maxLength(32))).check(z.maxLength(MAX_QUESTION_SCENES)) });
export const sceneRemoveSchema = z.object({ id: z.string().check(z.minLength(1, '请选择场景'), z.maxLength(32)) });

/** What the robot panel would show from a document: its basic config and the scenes with their questions. */
export const helpPreviewSchema = z.object({ base: robotBaseInfoSchema, scenes: z.array(questionSceneSchema) });
export type HelpPreview = z.infer<typeof helpPreviewSchema>;
