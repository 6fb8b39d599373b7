import { z } from 'zod/mini';
import { defineCall } from './define-call';
import {
  auditPageSchema, auditRequestSchema, compareRequestSchema, compareResultSchema, draftStateSchema, historyPageSchema,
  historyRequestSchema, previewRequestSchema, publishRequestSchema, publishResultSchema, rollbackRequestSchema,
  versionDetailSchema, versionRequestSchema, type ConfigArea,
} from '../../schema/studio-config';

const STUDIO = '/api/blade-platform/studio';

/**
 * The draft-and-publish calls of one configuration area (ADR 009), under `/api/blade-platform/studio/<area>/…`.
 * Each area has its own paths, so the server grants them by the area's configuration menu like any admin call.
 */
export function defineStudioCalls<A extends ConfigArea, B extends z.core.$ZodType, P extends z.core.$ZodType>(
  area: A, body: B, preview: P,
) {
  const base = `${STUDIO}/${area}`;
  return {
    /** The draft (created from the published state on first use) and how it differs from the latest version. */
    draft: defineCall({ name: `${area}Draft`, method: 'POST', path: `${base}/draft`, request: z.object({}), response: draftStateSchema(body) }),
    /** Drops unpublished edits: the draft becomes the latest published body again. */
    discard: defineCall({ name: `${area}DraftDiscard`, method: 'POST', path: `${base}/draft/discard`, request: z.object({}), response: draftStateSchema(body) }),
    /** Copies the draft into a new version and makes it live for every server instance. */
    publish: defineCall({ name: `${area}Publish`, method: 'POST', path: `${base}/publish`, request: publishRequestSchema, response: publishResultSchema }),
    history: defineCall({ name: `${area}History`, method: 'POST', path: `${base}/history`, request: historyRequestSchema, response: historyPageSchema }),
    version: defineCall({ name: `${area}Version`, method: 'POST', path: `${base}/version/detail`, request: versionRequestSchema, response: versionDetailSchema(body) }),
    /** The structural diff between two versions, or a version and the draft. */
    compare: defineCall({ name: `${area}Compare`, method: 'POST', path: `${base}/compare`, request: compareRequestSchema, response: compareResultSchema }),
    /** Publishes an earlier version's body again as a new version; the draft follows. */
    rollback: defineCall({ name: `${area}Rollback`, method: 'POST', path: `${base}/rollback`, request: rollbackRequestSchema, response: publishResultSchema }),
    /** What the portal would answer a user of the given role from the draft. */
    preview: defineCall({ name: `${area}Preview`, method: 'POST', path: `${base}/preview`, request: previewRequestSchema, response: preview }),
    audit: defineCall({ name: `${area}Audit`, method: 'POST', path: `${base}/audit/page`, request: auditRequestSchema, response: auditPageSchema }),
  };
}

export type StudioCalls<B extends z.core.$ZodType = z.core.$ZodType, P extends z.core.$ZodType = z.core.$ZodType> =
  ReturnType<typeof defineStudioCalls<ConfigArea, B, P>>;
