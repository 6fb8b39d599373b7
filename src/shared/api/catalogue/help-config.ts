import { z } from 'zod/mini';
import {
  helpDocumentSchema, helpPreviewSchema, robotBaseSchema, sceneAdminItemSchema, sceneOrderSchema, sceneRemoveSchema, sceneSubmitSchema,
} from '../../schema/help-config';
import { defineCall } from './define-call';
import { defineStudioCalls } from './studio-config';

/**
 * The help-and-feedback configuration (the spec's embedded app /font/onlineServiceClientConfig/#/helpAndFeedbackConfig):
 * the robot's basic config and its question scenes edit the draft of area 'robot'; the panel's
 * questionbasicconfig/baseInfo and questionScene/list change when it is published. Granted by serviceHallConfig
 * (ADR 008: no menu entry of its own). The knowledge base, the word list and feedback calls are in robot.ts,
 * ratings.ts and feedback.ts.
 */

const WB = '/api/blade-workbench';

/** The draft's basic config. */
export const robotBaseDetail = defineCall({
  name: 'questionBasicConfigDetail', method: 'POST', path: `${WB}/questionbasicconfig/detail`, request: z.object({}), response: robotBaseSchema,
});

export const robotBaseSubmit = defineCall({
  name: 'questionBasicConfigSubmit', method: 'POST', path: `${WB}/questionbasicconfig/submit`, request: robotBaseSchema, response: robotBaseSchema,
});

/** The draft's scenes in order, each with the number of questions it holds. */
export const sceneAdminList = defineCall({
  name: 'questionSceneAdminList', method: 'POST', path: `${WB}/questionScene/adminList`, request: z.object({}), response: z.array(sceneAdminItemSchema),
});

export const sceneSubmit = defineCall({
  name: 'questionSceneSubmit', method: 'POST', path: `${WB}/questionScene/submit`, request: sceneSubmitSchema, response: z.object({ id: z.string() }),
});

/** A scene that still holds questions is refused: they would lose their scene. */
export const sceneRemove = defineCall({
  name: 'questionSceneRemove', method: 'POST', path: `${WB}/questionScene/remove`, request: sceneRemoveSchema, response: z.null(),
});

/** The whole order: every scene of the draft exactly once. */
export const sceneOrder = defineCall({
  name: 'questionSceneOrder', method: 'POST', path: `${WB}/questionScene/order`, request: sceneOrderSchema, response: z.array(sceneAdminItemSchema),
});

export const helpStudio = defineStudioCalls('robot', helpDocumentSchema, helpPreviewSchema);
