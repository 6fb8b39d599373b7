import { and, eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { Db, Queryable, Tx } from '../../db/client';
import { configAuditLog } from '../../db/schema/studio-config';
import type { Actor } from '../area';
import type { PublishedVersions } from '../published-versions';
import { diffJson, jsonEqual, mergeJson } from './json-diff';
import { latestVersion, latestVersionNumber, lockDraft, lockedDraftRevision, parseBody, readDraft, writeAudit, writeDraft, type AnyArea } from './documents';
import { addVersion } from './publish';

/** What an import that wrote an area's live tables reports at its end. */
export interface ImportRecord {
  /** The job's key: the audit entry's object id, which makes the end step run once however often it is retried. */
  jobId: string;
  fileName: string;
  newInsertNum: number;
  updateNum: number;
  jumpNum: number;
  failNum: number;
  /** Ended early: by IMP-11's rule 2 or by a failure of the job. */
  stopped: boolean;
}

export interface ImportPublished {
  /** The version made, or null when the import changed nothing that is published. */
  version: number | null;
  /** The draft's unpublished edits could not be laid over the import (e.g. one duty code on both sides). */
  draftReset: boolean;
}

const NOTE_MAX = 200;
const SUMMARY_MAX = 100;

function describe(record: ImportRecord, fileMax: number): string {
  const file = record.fileName.length > fileMax ? `${record.fileName.slice(0, fileMax - 1)}…` : record.fileName;
  const counts = `新增 ${record.newInsertNum}、更新 ${record.updateNum}、跳过 ${record.jumpNum}、失败 ${record.failNum}`;
  return `导入“${file}”：${counts}${record.stopped ? '（已停止）' : ''}`;
}

/** The text around the file name, so the whole stays within a column's length. */
const fitted = (record: ImportRecord, max: number) => {
  const rest = describe({ ...record, fileName: '' }, 0).length;
  return describe(record, Math.max(8, max - rest));
};

/** What the end of an import writes, computed from the published version, the live tables and the draft. */
interface ImportPlan {
  latest: number;
  draftRevision: number;
  live: unknown;
  changes: ReturnType<typeof diffJson>;
  nextDraft: unknown;
  draftChanged: boolean;
  draftReset: boolean;
}

async function planImport(db: Queryable, def: AnyArea, tenantId: string, draft: { body: unknown; revision: number }): Promise<ImportPlan> {
  const latest = await latestVersion(db, def, tenantId);
  if (!latest) throw new Error(`${def.area} has no baseline version under its draft lock`);
  const published = parseBody(def, latest.body, 'stored');
  // The live state in the published document's order (the live tables' own order is not the document's), so the
  // version's changes are the import's and nothing else.
  const live = parseBody(def, mergeJson(published, published, await def.readLive(db, tenantId)), 'stored');
  const changes = diffJson(published, live);
  const rebased = z.safeParse(def.schema, mergeJson(published, draft.body, live));
  // Edits that cannot be laid over the import are dropped as a rollback drops them (each is still in the audit log).
  const nextDraft = rebased.success ? rebased.data : live;
  return {
    latest: latest.version, draftRevision: draft.revision, live, changes, nextDraft,
    draftChanged: !jsonEqual(draft.body, nextDraft), draftReset: !rebased.success,
  };
}

async function alreadyPublished(tx: Tx, def: AnyArea, tenantId: string, jobId: string): Promise<boolean> {
  const [done] = await tx.select({ id: configAuditLog.id }).from(configAuditLog).where(and(
    eq(configAuditLog.tenantId, tenantId), eq(configAuditLog.area, def.area), eq(configAuditLog.action, 'import'), eq(configAuditLog.objectId, jobId),
  )).limit(1);
  return done !== undefined;
}

async function writePlan(tx: Tx, def: AnyArea, actor: Actor, record: ImportRecord, plan: ImportPlan, now: Date): Promise<ImportPublished> {
  let version: number | null = null;
  if (plan.changes.length > 0) {
    ({ version } = await addVersion(tx, def, actor, { body: plan.live, action: 'import', fromVersion: null, note: fitted(record, NOTE_MAX) }, now,
      { latest: plan.latest, changes: plan.changes }));
  }
  if (plan.draftChanged) await writeDraft(tx, def, actor, plan.nextDraft, now);
  await writeAudit(tx, def, actor, {
    action: 'import', objectId: record.jobId, summary: fitted(record, SUMMARY_MAX), changes: plan.changes, ...(version !== null ? { version } : {}),
  }, now);
  return { version, draftReset: plan.draftReset };
}

/** Optimistic tries before the end step computes under the lock. */
const OPTIMISTIC_TRIES = 2;

/**
 * The end of a spreadsheet import into an area's live tables (ADR 016): the live state becomes a version (action
 * 'import', its note naming the file and the counts) laid over the latest one, so a later publish holds every
 * imported row; the draft's unpublished edits are rebased onto it (a three-way merge, the draft's edits winning);
 * and the audit log records who imported which file, the counts and the changes. Idempotent: a resumed job that
 * ends again finds its audit entry and does nothing.
 *
 * The reading, merging and diffing (seconds for a 50,000-duty list) run before the transaction; under the draft lock
 * only the writes run, after checking that neither the published version nor the draft moved meanwhile (the live
 * tables move only with a version, or with another import, whose own end adds its rows). On PGlite, whose one
 * connection every request shares, the lock's length is how long the portal stops answering. When the state moved
 * on every try, the whole step runs under the lock.
 */
export async function publishImport(
  db: Db, versions: PublishedVersions, def: AnyArea, actor: Actor, record: ImportRecord, now: Date,
): Promise<ImportPublished | null> {
  let result: ImportPublished | null | 'moved' = 'moved';
  for (let attempt = 0; attempt < OPTIMISTIC_TRIES && result === 'moved'; attempt += 1) {
    const draft = await readDraft(db, def, actor.tenantId);
    // No draft row yet (readDraft answers no time for it): lockDraft makes it and the baseline, under the lock below.
    if (draft.updatedAt === null) break;
    const plan = await planImport(db, def, actor.tenantId, draft);
    result = await db.transaction(async (tx): Promise<ImportPublished | null | 'moved'> => {
      const revision = await lockedDraftRevision(tx, def, actor.tenantId);
      if (await alreadyPublished(tx, def, actor.tenantId, record.jobId)) return null;
      const latest = await latestVersionNumber(tx, def, actor.tenantId);
      if (revision === null || revision !== plan.draftRevision || latest !== plan.latest) return 'moved';
      return writePlan(tx, def, actor, record, plan, now);
    });
  }
  if (result === 'moved') {
    result = await db.transaction(async (tx): Promise<ImportPublished | null> => {
      const draft = await lockDraft(tx, def, actor);
      if (await alreadyPublished(tx, def, actor.tenantId, record.jobId)) return null;
      return writePlan(tx, def, actor, record, await planImport(tx, def, actor.tenantId, draft), now);
    });
  }
  if (result?.version != null) await versions.notify(def.area, actor.tenantId);
  return result;
}
