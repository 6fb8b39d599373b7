import { and, eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { Db } from '../../db/client';
import { configAuditLog } from '../../db/schema/studio-config';
import type { Actor } from '../area';
import type { PublishedVersions } from '../published-versions';
import { diffJson, jsonEqual, mergeJson } from './json-diff';
import { latestVersion, lockDraft, parseBody, writeAudit, writeDraft, type AnyArea } from './documents';
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

/**
 * The end of a spreadsheet import into an area's live tables (ADR 016), in one transaction under the draft lock:
 * the live state becomes a version (action 'import', its note naming the file and the counts) laid over the latest
 * one, so a later publish holds every imported row; the draft's unpublished edits are rebased onto it (a three-way
 * merge, the draft's edits winning); and the audit log records who imported which file, the counts and the changes.
 * Idempotent: a resumed job that ends again finds its audit entry and does nothing.
 */
export async function publishImport(
  db: Db, versions: PublishedVersions, def: AnyArea, actor: Actor, record: ImportRecord, now: Date,
): Promise<ImportPublished | null> {
  const result = await db.transaction(async (tx): Promise<ImportPublished | null> => {
    const draft = await lockDraft(tx, def, actor);
    const [done] = await tx.select({ id: configAuditLog.id }).from(configAuditLog).where(and(
      eq(configAuditLog.tenantId, actor.tenantId), eq(configAuditLog.area, def.area), eq(configAuditLog.action, 'import'), eq(configAuditLog.objectId, record.jobId),
    )).limit(1);
    if (done) return null;
    const latest = await latestVersion(tx, def, actor.tenantId);
    if (!latest) throw new Error(`${def.area} has no baseline version under its draft lock`);
    const published = parseBody(def, latest.body, 'stored');
    // The live state in the published document's order (the live tables' own order is not the document's), so the
    // version's changes are the import's and nothing else.
    const live = parseBody(def, mergeJson(published, published, await def.readLive(tx, actor.tenantId)), 'stored');
    const changes = diffJson(published, live);
    let version: number | null = null;
    if (changes.length > 0) {
      ({ version } = await addVersion(tx, def, actor, { body: live, action: 'import', fromVersion: null, note: fitted(record, NOTE_MAX) }, now, { latest: latest.version, changes }));
    }
    const rebased = z.safeParse(def.schema, mergeJson(published, draft.body, live));
    // Edits that cannot be laid over the import are dropped as a rollback drops them (each is still in the audit log).
    const nextDraft = rebased.success ? rebased.data : live;
    if (!jsonEqual(draft.body, nextDraft)) await writeDraft(tx, def, actor, nextDraft, now);
    await writeAudit(tx, def, actor, {
      action: 'import', objectId: record.jobId, summary: fitted(record, SUMMARY_MAX), changes, ...(version !== null ? { version } : {}),
    }, now);
    return { version, draftReset: !rebased.success };
  });
  if (result?.version != null) await versions.notify(def.area, actor.tenantId);
  return result;
}
