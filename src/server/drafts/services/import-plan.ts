import { z } from 'zod/mini';
import { deptDutyDocumentSchema } from '../../../shared/schema/dept-duty-config';
import type { ConfigArea } from '../../../shared/schema/studio-config';
import { diffJson, jsonEqual, mergeJson } from './json-diff';

/**
 * The CPU part of an import's end step (ADR 016): pure, so it runs in the import-plan worker (import-plan-worker.ts)
 * off the main thread. The documents travel as JSON text both ways, so the main thread neither parses nor
 * stringifies the ~15 MB bodies; the live state, built from the live tables on the main thread, travels as a value.
 */

/** The schemas of the areas an import can write, by area name: the worker loads these alone, not the areas' code. */
export const importAreaSchemas: Partial<Record<ConfigArea, z.core.$ZodType>> = {
  deptDuties: deptDutyDocumentSchema,
};

export interface PlanInput {
  area: ConfigArea;
  /** The latest version's body as stored (jsonb as text). */
  publishedText: string;
  /** The draft's body as stored (jsonb as text). */
  draftText: string;
  /** The live state as the area's readLive answers it. */
  live: unknown;
}

export interface PlanOutput {
  /** The live state in the published document's order, as text; null when it equals the published one. */
  liveText: string | null;
  changeCount: number;
  /** The changes (at most MAX_CHANGES) as text, for the audit entry. */
  changesText: string;
  /** The rebased draft as text; null when it equals the draft, or when it is the live state (draftIsLive). */
  nextDraftText: string | null;
  /** The rebased draft differs from the draft and is the live state: written as a copy of the version's body. */
  draftIsLive: boolean;
  draftReset: boolean;
}

function parseStored(area: ConfigArea, schema: z.core.$ZodType, body: unknown, what: string): unknown {
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) throw new Error(`stored ${area} ${what} fails its schema: ${parsed.error.message}`);
  return parsed.data;
}

export function computeImportPlan(schema: z.core.$ZodType, input: PlanInput): PlanOutput {
  const published = parseStored(input.area, schema, JSON.parse(input.publishedText), 'version');
  // A draft without unpublished edits is stored as the version is: parsed once (each is ~15 MB at 50,000 duties).
  const draft = input.draftText === input.publishedText ? published : parseStored(input.area, schema, JSON.parse(input.draftText), 'draft');
  // The live state in the published document's order (the live tables' own order is not the document's), so the
  // version's changes are the import's and nothing else.
  const live = parseStored(input.area, schema, mergeJson(published, published, input.live), 'live state');
  const changes = diffJson(published, live);
  const rebased = z.safeParse(schema, mergeJson(published, draft, live));
  // Edits that cannot be laid over the import are dropped as a rollback drops them (each is still in the audit log).
  const nextDraft = rebased.success ? rebased.data : live;
  const draftChanged = !jsonEqual(draft, nextDraft);
  // The rebased draft of a draft without edits is the live state: the database copies it rather than parse 15 MB
  // of text again (on PGlite, on the main thread and under the lock).
  const draftIsLive = draftChanged && jsonEqual(nextDraft, live);
  return {
    liveText: changes.length > 0 ? JSON.stringify(live) : null,
    changeCount: changes.length,
    changesText: JSON.stringify(changes),
    nextDraftText: draftChanged && !draftIsLive ? JSON.stringify(nextDraft) : null,
    draftIsLive,
    draftReset: !rebased.success,
  };
}
