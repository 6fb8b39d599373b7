import { Worker } from 'node:worker_threads';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client';
import { configAuditLog, configVersions } from '../../db/schema/studio-config';
import { requestsQuiet } from '../../jobs/request-gate';
import { tsWorkerSource } from '../../jobs/ts-worker';
import type { Actor } from '../area';
import type { PublishedVersions } from '../published-versions';
import {
  jsonbText, latestVersionNumber, latestVersionText, lockDraft, lockDraftRow, lockedDraftRevision, readDraftText, writeAudit, writeDraft,
  type AnyArea,
} from './documents';
import { computeImportPlan, importAreaSchemas, type PlanInput, type PlanOutput } from './import-plan';
import { insertVersion } from './publish';

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
interface ImportPlan extends PlanOutput {
  latest: number;
  draftRevision: number;
}

/**
 * Lets the requests that arrived meanwhile run before the next long step (each holds the event loop a while; on
 * PGlite a 15 MB read or write holds it for its whole length). Under the lock only a turn of the event loop: on
 * PGlite a request waits for the transaction's connection, so waiting for it to be answered would only add time.
 */
const giveWay = (underLock = false) => (underLock ? new Promise<void>((resolve) => setImmediate(resolve)) : requestsQuiet());

/**
 * The plan computed in a worker thread (import-plan-worker.ts): parsing, validating, merging, diffing and
 * stringifying ~15 MB documents take seconds, during which the main thread would answer no request.
 */
function planInWorker(input: PlanInput): Promise<PlanOutput> {
  const worker = new Worker(tsWorkerSource(import.meta.url, 'import-plan-worker.ts'), { eval: true });
  return new Promise<PlanOutput>((resolve, reject) => {
    worker.once('message', (answer: { ok: true; plan: PlanOutput } | { ok: false; message: string }) => {
      if (answer.ok) resolve(answer.plan);
      else reject(new Error(answer.message));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`import-plan worker exited (${code}) without a plan`)));
    worker.postMessage(input);
  }).finally(() => worker.terminate());
}

async function planImport(
  db: Queryable, def: AnyArea, tenantId: string, draft: { bodyText: string; revision: number }, underLock: boolean,
): Promise<ImportPlan> {
  await giveWay(underLock);
  const latest = await latestVersionText(db, def, tenantId);
  if (!latest) throw new Error(`${def.area} has no baseline version under its draft lock`);
  await giveWay(underLock);
  const live = await def.readLive(db, tenantId);
  await giveWay(underLock);
  const input: PlanInput = { area: def.area, publishedText: latest.bodyText, draftText: draft.bodyText, live };
  // An area the worker has no schema for is planned here, on the main thread.
  const plan = importAreaSchemas[def.area] ? await planInWorker(input) : computeImportPlan(def.schema, input);
  return { ...plan, latest: latest.version, draftRevision: draft.revision };
}

async function alreadyPublished(tx: Tx, def: AnyArea, tenantId: string, jobId: string): Promise<boolean> {
  const [done] = await tx.select({ id: configAuditLog.id }).from(configAuditLog).where(and(
    eq(configAuditLog.tenantId, tenantId), eq(configAuditLog.area, def.area), eq(configAuditLog.action, 'import'), eq(configAuditLog.objectId, jobId),
  )).limit(1);
  return done !== undefined;
}

async function writePlan(tx: Tx, def: AnyArea, actor: Actor, record: ImportRecord, plan: ImportPlan, now: Date): Promise<ImportPublished> {
  let version: number | null = null;
  if (plan.liveText !== null) {
    version = plan.latest + 1;
    await insertVersion(tx, def, actor, {
      version, body: jsonbText(plan.liveText), action: 'import', fromVersion: null, note: fitted(record, NOTE_MAX), changeCount: plan.changeCount,
    }, now);
  }
  if (plan.draftIsLive) {
    // The live state is the version just added, or (nothing changed) the latest one.
    const body = tx.select({ body: configVersions.body }).from(configVersions).where(and(
      eq(configVersions.tenantId, actor.tenantId), eq(configVersions.area, def.area), eq(configVersions.version, version ?? plan.latest),
    ));
    await writeDraft(tx, def, actor, sql`(${body})`, now);
  } else if (plan.nextDraftText !== null) await writeDraft(tx, def, actor, jsonbText(plan.nextDraftText), now);
  await writeAudit(tx, def, actor, {
    action: 'import', objectId: record.jobId, summary: fitted(record, SUMMARY_MAX), changes: jsonbText(plan.changesText), ...(version !== null ? { version } : {}),
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
 * The reading runs before the transaction, and the parsing, validating, merging, diffing and stringifying (seconds
 * for a 50,000-duty list) in a worker thread, the documents passed as JSON text both ways (jsonb read as text and
 * written from text), so the main thread answers requests meanwhile. Under the draft lock only the writes run,
 * after checking that neither the published version nor the draft moved meanwhile (the live tables move only with
 * a version, or with another import, whose own end adds its rows). On PGlite, whose one connection every request
 * shares, the lock's length is how long the portal stops answering. When the state moved on every try, the whole
 * step runs under the lock.
 */
export async function publishImport(
  db: Db, versions: PublishedVersions, def: AnyArea, actor: Actor, record: ImportRecord, now: Date,
): Promise<ImportPublished | null> {
  let result: ImportPublished | null | 'moved' = 'moved';
  for (let attempt = 0; attempt < OPTIMISTIC_TRIES && result === 'moved'; attempt += 1) {
    await giveWay();
    const draft = await readDraftText(db, def, actor.tenantId);
    // No draft row yet: lockDraft makes it and the baseline, under the lock below.
    if (!draft) break;
    const plan = await planImport(db, def, actor.tenantId, draft, false);
    await giveWay();
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
      if (!(await lockDraftRow(tx, def, actor.tenantId))) await lockDraft(tx, def, actor);
      if (await alreadyPublished(tx, def, actor.tenantId, record.jobId)) return null;
      const draft = await readDraftText(tx, def, actor.tenantId);
      if (!draft) throw new Error(`draft of ${def.area} vanished under its lock`);
      return writePlan(tx, def, actor, record, await planImport(tx, def, actor.tenantId, draft, true), now);
    });
  }
  if (result?.version != null) await versions.notify(def.area, actor.tenantId);
  return result;
}
