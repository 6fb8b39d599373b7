import { z } from 'zod/mini';
import {
  carouselItemSchema, carouselSaveRequestSchema, hasCommonToolResultSchema, preLoginDocumentSchema, preLoginPreviewSchema,
  repetitiveNameRequestSchema, repetitiveNameResultSchema, toolItemSchema, toolsSaveRequestSchema, verifyUrlRequestSchema,
  verifyUrlResultSchema,
} from '../../schema/prelogin-config';
import { defineCall } from './define-call';
import { defineStudioCalls } from './studio-config';

/**
 * The studio's pre-login calls (doc2 §7 preLoginCardBasicConfig and commonTool), all granted by the configuration
 * menu preLoginConfig. They read and edit the area's draft; the landing page changes only when it is published.
 * The whole-config save is `savePreLoginConfig` in ./prelogin (its path was there first).
 */

const BASIC = '/api/blade-workbench/preLoginCardBasicConfig';
const TOOL = '/api/comb-cygj/commonTool';

/** The draft document: config (columns, statistics, footer …), carousel images and common tools. */
export const preLoginColumnDetail = defineCall({
  name: 'preLoginColumnDetail', method: 'POST', path: `${BASIC}/column/detail`, request: z.object({}), response: preLoginDocumentSchema,
});

export const preLoginRepetitiveName = defineCall({
  name: 'preLoginRepetitiveName', method: 'POST', path: `${BASIC}/repetitiveName`, request: repetitiveNameRequestSchema,
  response: repetitiveNameResultSchema,
});

export const preLoginIsHasCommonTool = defineCall({
  name: 'preLoginIsHasCommonTool', method: 'POST', path: `${BASIC}/isHasCommonTool`, request: z.object({}), response: hasCommonToolResultSchema,
});

/** The carousel images in display order (the whole list). */
export const preLoginCarouselSave = defineCall({
  name: 'preLoginCarouselSave', method: 'POST', path: `${BASIC}/carousel/save`, request: carouselSaveRequestSchema,
  response: z.array(carouselItemSchema),
});

/** The common tools in display order (the whole list); each address passes verifyUrl's check. */
export const commonToolSave = defineCall({
  name: 'commonToolSave', method: 'POST', path: `${TOOL}/save`, request: toolsSaveRequestSchema, response: z.array(toolItemSchema),
});

/** Whether a tool's address may be saved: http(s) to a public host only (the host name is resolved first). */
export const commonToolVerifyUrl = defineCall({
  name: 'commonToolVerifyUrl', method: 'POST', path: `${TOOL}/verifyUrl`, request: verifyUrlRequestSchema, response: verifyUrlResultSchema,
});

/** Draft status, publish, history, versions, compare, rollback, preview and the audit log of the pre-login page. */
export const preLoginStudio = defineStudioCalls('preLogin', preLoginDocumentSchema, preLoginPreviewSchema);
