import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { configAuditLog, configVersions } from '../../db/schema/studio-config';
import { AppError } from '../../http/app-error';
import type {
  AuditPage, CompareResult, ConfigAction, HistoryPage, VersionRef, VersionSummary,
} from '../../../shared/schema/studio-config';
import { auditNames } from './audit-names';
import { diffJson } from './json-diff';
import { parseBody, publishedBody, readDraft, type AnyArea } from './documents';

const summaryColumns = {
  version: configVersions.version,
  action: configVersions.action,
  fromVersion: configVersions.fromVersion,
  note: configVersions.note,
  createdBy: configVersions.createdByName,
  createdAt: configVersions.createdAt,
  changeCount: configVersions.changeCount,
};

function toSummary(row: Omit<VersionSummary, 'createdAt'> & { createdAt: Date }): VersionSummary {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

const ofArea = (def: AnyArea, tenantId: string) => and(eq(configVersions.tenantId, tenantId), eq(configVersions.area, def.area));

/** The area's versions, newest first. */
export async function listHistory(db: Queryable, def: AnyArea, tenantId: string, page: { current: number; size: number }): Promise<HistoryPage> {
  const rows = await db.select(summaryColumns).from(configVersions).where(ofArea(def, tenantId))
    .orderBy(desc(configVersions.version)).limit(page.size).offset((page.current - 1) * page.size);
  const [total] = await db.select({ n: count() }).from(configVersions).where(ofArea(def, tenantId));
  return { records: rows.map(toSummary), total: Number(total?.n ?? 0), current: page.current, size: page.size };
}

export async function getVersion(db: Queryable, def: AnyArea, tenantId: string, version: number): Promise<VersionSummary & { body: unknown }> {
  const [row] = await db.select({ ...summaryColumns, body: configVersions.body }).from(configVersions)
    .where(and(ofArea(def, tenantId), eq(configVersions.version, version)));
  if (!row) throw new AppError('NOT_FOUND', { msg: `版本 ${version} 不存在` });
  return { ...toSummary(row), body: parseBody(def, row.body, 'stored') };
}

async function resolve(db: Queryable, def: AnyArea, tenantId: string, ref: VersionRef): Promise<{ version: number | null; body: unknown }> {
  if (ref === 'draft') return { version: null, body: (await readDraft(db, def, tenantId)).body };
  if (ref === 'published') return publishedBody(db, def, tenantId);
  const { body } = await getVersion(db, def, tenantId, ref);
  return { version: ref, body };
}

/** The changes that lead from `from` to `to`. */
export async function compareVersions(db: Queryable, def: AnyArea, tenantId: string, from: VersionRef, to: VersionRef): Promise<CompareResult> {
  const [a, b] = [await resolve(db, def, tenantId, from), await resolve(db, def, tenantId, to)];
  return { from: { ref: from, version: a.version }, to: { ref: to, version: b.version }, changes: diffJson(a.body, b.body) };
}

/**
 * The audit log of the area, newest first; narrowed to one object (its history) or one kind of action. Each row
 * carries the name of its object, and the page the names of every id its changes mention (audit-names.ts).
 */
export async function pageAudit(
  db: Queryable, def: AnyArea, tenantId: string, input: { current: number; size: number; objectId?: string | undefined; action?: ConfigAction | undefined },
): Promise<AuditPage> {
  const filters: SQL[] = [eq(configAuditLog.tenantId, tenantId), eq(configAuditLog.area, def.area)];
  if (input.objectId !== undefined && input.objectId !== '') filters.push(eq(configAuditLog.objectId, input.objectId));
  if (input.action !== undefined) filters.push(eq(configAuditLog.action, input.action));
  const where = and(...filters);
  const rows = await db.select().from(configAuditLog).where(where).orderBy(desc(configAuditLog.id))
    .limit(input.size).offset((input.current - 1) * input.size);
  const [total] = await db.select({ n: count() }).from(configAuditLog).where(where);
  // A rollback's object is the version it republished, a number: no object of the area to name.
  const objectOf = (row: { action: ConfigAction; objectId: string }) => (row.action.startsWith('draft.') ? row.objectId : '');
  const names = await auditNames(db, def, tenantId, rows.map((row) => ({ ...row, objectId: objectOf(row) })));
  return {
    records: rows.map((row) => ({
      id: row.id,
      action: row.action,
      objectId: row.objectId,
      objectName: names[objectOf(row)] ?? '',
      summary: row.summary,
      changes: row.changes,
      version: row.version,
      userId: row.userId,
      // The name at the time of the change; a row written without one is named by the user's name now.
      userName: row.userName || names[row.userId] || '',
      createdAt: row.createdAt.toISOString(),
    })),
    names,
    total: Number(total?.n ?? 0),
    current: input.current,
    size: input.size,
  };
}
