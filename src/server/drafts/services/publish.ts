import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { spreadsheetJobs } from '../../db/schema/spreadsheet-jobs';
import { configVersions } from '../../db/schema/studio-config';
import { AppError } from '../../http/app-error';
import { importListsOf } from '../../../shared/schema/spreadsheet-jobs';
import type { PublishResult } from '../../../shared/schema/studio-config';
import type { Actor } from '../area';
import type { PublishedVersions } from '../published-versions';
import { diffJson } from './json-diff';
import { latestVersion, lockDraft, parseBody, writeAudit, writeDraft, type AnyArea } from './documents';

export interface NewVersion {
  body: unknown;
  action: 'publish' | 'rollback' | 'import';
  fromVersion: number | null;
  note: string;
}

/** The version row itself; `body` may be its JSON text as jsonbText (an import's end step, ADR 016). */
export async function insertVersion(
  tx: Tx, def: AnyArea, actor: Actor,
  row: { version: number; body: unknown; action: NewVersion['action']; fromVersion: number | null; note: string; changeCount: number }, now: Date,
): Promise<void> {
  await tx.insert(configVersions).values({
    tenantId: actor.tenantId, area: def.area, version: row.version, body: row.body, action: row.action, fromVersion: row.fromVersion,
    note: row.note, changeCount: row.changeCount, createdBy: actor.userId, createdByName: actor.name, createdAt: now,
  });
}

/**
 * Adds a version after the latest and makes it live in the same transaction, so the portal never reads a live
 * state that no version holds. The caller holds the draft lock (lockDraft), which serialises version numbers.
 * An import's version (ADR 016) is read from the live tables, so it is live already; its end step computes it off
 * the main thread and writes it with insertVersion.
 */
async function addVersion(
  tx: Tx, def: AnyArea, actor: Actor, next: NewVersion, now: Date,
): Promise<PublishResult & { changes: ReturnType<typeof diffJson> }> {
  const latest = await latestVersion(tx, def, actor.tenantId);
  if (!latest) throw new Error(`${def.area} has no baseline version under its draft lock`);
  const changes = diffJson(parseBody(def, latest.body, 'stored'), next.body);
  if (changes.length === 0) {
    throw new AppError('CONFIG_CONFLICT', { msg: next.action === 'publish' ? '草稿没有未发布的修改' : '该版本与当前发布的配置相同，无需回滚' });
  }
  const version = latest.version + 1;
  await insertVersion(tx, def, actor, { version, body: next.body, action: next.action, fromVersion: next.fromVersion, note: next.note, changeCount: changes.length }, now);
  if (next.action !== 'import') await def.materialise(tx, actor.tenantId, next.body);
  return { version, changeCount: changes.length, changes };
}

/**
 * A spreadsheet import into the area's live tables publishes itself as a version when it ends (ADR 016): a publish
 * or rollback meanwhile would rewrite the live tables under it, so both are refused while one is queued or running.
 * Checked under the draft lock, which each of the import's slices also takes, so none interleaves with a slice.
 */
async function refuseDuringImport(tx: Tx, def: AnyArea, tenantId: string, what: '发布' | '回滚'): Promise<void> {
  const lists = importListsOf(def.area);
  if (lists.length === 0) return;
  const [busy] = await tx.select({ id: spreadsheetJobs.id }).from(spreadsheetJobs).where(and(
    eq(spreadsheetJobs.tenantId, tenantId), eq(spreadsheetJobs.kind, 'import'), inArray(spreadsheetJobs.listName, lists),
    inArray(spreadsheetJobs.state, ['queued', 'running']),
  )).limit(1);
  if (busy) throw new AppError('CONFIG_CONFLICT', { msg: `导入正在进行，完成后才能${what}` });
}

/** Publishes the draft as a new version; `revision`, when given, must still be the draft's (what was previewed). */
export async function publishDraft(
  db: Db, versions: PublishedVersions, def: AnyArea, actor: Actor, input: { note: string; revision?: number | undefined }, now: Date,
): Promise<PublishResult> {
  const result = await db.transaction(async (tx) => {
    const draft = await lockDraft(tx, def, actor);
    await refuseDuringImport(tx, def, actor.tenantId, '发布');
    if (input.revision !== undefined && input.revision !== draft.revision) throw new AppError('CONFIG_CONFLICT', { msg: '草稿已被他人修改，请刷新预览后再发布' });
    const added = await addVersion(tx, def, actor, { body: draft.body, action: 'publish', fromVersion: null, note: input.note }, now);
    await writeAudit(tx, def, actor, { action: 'publish', summary: `studio/${def.area}/publish`, changes: added.changes, version: added.version }, now);
    return { version: added.version, changeCount: added.changeCount };
  });
  await versions.notify(def.area, actor.tenantId);
  return result;
}

/**
 * Publishes an earlier version's body again as a new version; history is never rewritten. The draft follows the new
 * live state, so unpublished draft edits are dropped (the audit log still holds each of them).
 */
export async function rollbackTo(
  db: Db, versions: PublishedVersions, def: AnyArea, actor: Actor, input: { version: number; note: string }, now: Date,
): Promise<PublishResult> {
  const result = await db.transaction(async (tx) => {
    await lockDraft(tx, def, actor);
    await refuseDuringImport(tx, def, actor.tenantId, '回滚');
    const [target] = await tx.select({ body: configVersions.body }).from(configVersions)
      .where(and(eq(configVersions.tenantId, actor.tenantId), eq(configVersions.area, def.area), eq(configVersions.version, input.version)));
    if (!target) throw new AppError('NOT_FOUND', { msg: `版本 ${input.version} 不存在` });
    const body = parseBody(def, target.body, 'stored');
    const added = await addVersion(tx, def, actor, { body, action: 'rollback', fromVersion: input.version, note: input.note }, now);
    await writeDraft(tx, def, actor, body, now);
    await writeAudit(tx, def, actor, {
      action: 'rollback', objectId: String(input.version), summary: `studio/${def.area}/rollback`, changes: added.changes, version: added.version,
    }, now);
    return { version: added.version, changeCount: added.changeCount };
  });
  await versions.notify(def.area, actor.tenantId);
  return result;
}
