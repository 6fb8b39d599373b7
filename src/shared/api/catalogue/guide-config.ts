import { z } from 'zod/mini';
import { defineCall } from './define-call';
import { defineStudioCalls } from './studio-config';
import {
  guideConfigDetailSchema, guideConfigPageRequestSchema, guideConfigPageSchema, guideDocumentSchema, guideInputSchema,
  guidePreviewSchema, guideServiceRequestSchema,
} from '../../schema/guide-config';

/**
 * The management guide configuration (`/managementGuideConfig`, menu managementGuideConfig): the studio edits the
 * draft of the area `guides`; guide/clientGuideInfo and the guide search answer the published guides. The spec
 * names no calls for it, so they sit beside guide/clientGuideInfo under guide/manage.
 */

const MANAGE = '/api/blade-workbench/guide/manage';

export const guideConfigPage = defineCall({
  name: 'guideManagePage', method: 'POST', path: `${MANAGE}/page`, request: guideConfigPageRequestSchema, response: guideConfigPageSchema,
});

export const guideConfigDetail = defineCall({
  name: 'guideManageDetail', method: 'POST', path: `${MANAGE}/detail`, request: guideServiceRequestSchema, response: guideConfigDetailSchema,
});

/** Creates or replaces a service's guide in the draft. */
export const guideConfigSubmit = defineCall({
  name: 'guideManageSubmit', method: 'POST', path: `${MANAGE}/submit`, request: guideInputSchema, response: z.object({ serviceId: z.string() }),
});

export const guideConfigRemove = defineCall({
  name: 'guideManageRemove', method: 'POST', path: `${MANAGE}/remove`, request: guideServiceRequestSchema, response: z.null(),
});

/** Draft status, publish, history, versions, compare, rollback, preview and the audit log of the guides. */
export const guideStudio = defineStudioCalls('guides', guideDocumentSchema, guidePreviewSchema);
