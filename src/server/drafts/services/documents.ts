import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { Queryable, Tx } from '../../db/client';
import { configAuditLog, configDrafts, configVersions } from '../../db/schema/studio-config';
import { createLocalCache, type LocalCache } from '../../cache/local-cache';
import { AppError } from '../../http/app-error';
import type { ConfigAction, ConfigChange } from '../../../shared/schema/studio-config';
import type { Actor, ConfigAreaDef } from '../area';

/** The rows of one area's documents: the draft, the versions and the audit log, each scoped to a tenant. */

export type AnyArea = ConfigAreaDef<unknown, unknown>;

/**
 * A body through the area's schema. An edit that breaks it is the caller's fault (400, naming the field, e.g. the
 * seventh custom navigation's '最多新增6个自定义导航'); a stored body that fails it is ours.
 */
export function parseBody<D>(def: ConfigAreaDef<D, unknown>, body: unknown, origin: 'edit' | 'stored'): D {
  const parsed = z.safeParse(def.schema, body);
  if (parsed.success) return parsed.data;
  if (origin === 'stored') throw new Error(`stored ${def.area} document fails its schema: ${parsed.error.message}`);
  const errors = parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), msg: issue.message }));
  throw new AppError('VALIDATION', { msg: errors[0]?.msg, errors });
}

export interface VersionRow {
  version: number;
  body: unknown;
}

export async function latestVersion(db: Queryable, def: AnyArea, tenantId: string): Promise<VersionRow | null> {
  const [row] = await db.select({ version: configVersions.version, body: configVersions.body }).from(configVersions)
    .where(and(eq(configVersions.tenantId, tenantId), eq(configVersions.area, def.area)))
    .orderBy(desc(configVersions.version)).limit(1);
  return row ?? null;
}

/** The latest version with its body as stored, in JSON text, unparsed. */
export async function latestVersionText(db: Queryable, def: AnyArea, tenantId: string): Promise<{ version: number; bodyText: string } | null> {
  const [row] = await db.select({ version: configVersions.version, bodyText: sql<string>`${configVersions.body}::text` }).from(configVersions)
    .where(and(eq(configVersions.tenantId, tenantId), eq(configVersions.area, def.area)))
    .orderBy(desc(configVersions.version)).limit(1);
  return row ?? null;
}

/** The latest version's number alone (0 before any), without its body. */
export async function latestVersionNumber(db: Queryable, def: AnyArea, tenantId: string): Promise<number> {
  const [row] = await db.select({ version: configVersions.version }).from(configVersions)
    .where(and(eq(configVersions.tenantId, tenantId), eq(configVersions.area, def.area)))
    .orderBy(desc(configVersions.version)).limit(1);
  return row?.version ?? 0;
}

/** What is published: the latest version's body, or (before the first edit) the live state itself. */
export async function publishedBody(db: Queryable, def: AnyArea, tenantId: string): Promise<{ version: number; body: unknown }> {
  const latest = await latestVersion(db, def, tenantId);
  if (latest) return { version: latest.version, body: parseBody(def, latest.body, 'stored') };
  return { version: 0, body: await def.readLive(db, tenantId) };
}

export interface DraftRow {
  body: unknown;
  revision: number;
  updatedBy: string;
  updatedAt: Date | null;
}

/** The draft as it stands, without creating it: a read must not write. */
/** The one draft row of an area and tenant (the table's key). */
const draftOf = (def: AnyArea, tenantId: string) => and(eq(configDrafts.tenantId, tenantId), eq(configDrafts.area, def.area));

export async function readDraft(db: Queryable, def: AnyArea, tenantId: string): Promise<DraftRow> {
  const [row] = await db.select({ body: configDrafts.body, revision: configDrafts.revision, updatedBy: configDrafts.updatedBy, updatedAt: configDrafts.updatedAt })
    .from(configDrafts).where(draftOf(def, tenantId));
  if (row) return { ...row, body: parseBody(def, row.body, 'stored') };
  return { body: (await publishedBody(db, def, tenantId)).body, revision: 0, updatedBy: '', updatedAt: null };
}

/**
 * The parsed draft bodies that readers share (readDraftBody), per database: two servers of one process (tests, a
 * bench) each have their own tenants' revisions. Bounded by the bodies' JSON size — a duty list at its 50,000 rows
 * is megabytes of it, and several times that parsed — and kept a minute: long enough for an export's count, its
 * start and its job, or a run of page turns, never as a second copy of the database.
 */
const sharedBodies = new WeakMap<object, LocalCache<unknown>>();
const SHARED_BODY_BYTES = 32 * 1024 * 1024;
const SHARED_BODY_MS = 60_000;

/**
 * The draft's body for a reader that only reads it (a studio list's page, its export): parsed once per revision and
 * shared, where each such call read and parsed the whole document — seconds for a large list on PGlite, and an
 * export read it three times (the dialog's count, the start's count, the job). Every write of a body moves its
 * revision on (writeDraft), so a body kept under a revision is that revision's on every instance. The caller must not
 * change what it gets. Without a draft row yet, the published body is read as readDraft does, and not kept.
 */
export async function readDraftBody(db: Queryable, def: AnyArea, tenantId: string): Promise<unknown> {
  const [current] = await db.select({ revision: configDrafts.revision }).from(configDrafts).where(draftOf(def, tenantId));
  if (!current) return (await readDraft(db, def, tenantId)).body;
  let cache = sharedBodies.get(db);
  if (!cache) sharedBodies.set(db, (cache = createLocalCache<unknown>({ maxBytes: SHARED_BODY_BYTES })));
  const keyOf = (revision: number) => `${tenantId}\n${def.area}\n${revision}`;
  // Wall-clock expiry: it bounds memory only; what is kept is right for its revision whatever the time.
  const kept = cache.get(keyOf(current.revision), Date.now());
  if (kept !== undefined) return kept;
  const row = await readDraftText(db, def, tenantId);
  if (!row) return (await readDraft(db, def, tenantId)).body;
  const body = parseBody(def, JSON.parse(row.bodyText), 'stored');
  // Under the revision it was read at, which a write since the first query may have moved on.
  cache.set(keyOf(row.revision), body, Date.now() + SHARED_BODY_MS, row.bodyText.length);
  return body;
}

/** The draft row with its body as stored, in JSON text, unparsed; null when there is none yet. */
export async function readDraftText(db: Queryable, def: AnyArea, tenantId: string): Promise<{ bodyText: string; revision: number } | null> {
  const [row] = await db.select({ bodyText: sql<string>`${configDrafts.body}::text`, revision: configDrafts.revision })
    .from(configDrafts).where(draftOf(def, tenantId));
  return row ?? null;
}

/**
 * The draft row, locked for the rest of the transaction; made on first use from the published state. Every writer
 * of an area (edit, publish, rollback, discard) takes this lock first, so they run one after another and version
 * numbers never collide. Before anything was ever published, the live state becomes version 1 ('baseline'), so the
 * state the seed made can be compared with and rolled back to like any other.
 */
export async function lockDraft(tx: Tx, def: AnyArea, actor: Actor): Promise<DraftRow> {
  const where = draftOf(def, actor.tenantId);
  const select = () => tx.select({ body: configDrafts.body, revision: configDrafts.revision, updatedBy: configDrafts.updatedBy, updatedAt: configDrafts.updatedAt })
    .from(configDrafts).where(where).for('update');
  const [existing] = await select();
  if (existing) return { ...existing, body: parseBody(def, existing.body, 'stored') };

  let published = await latestVersion(tx, def, actor.tenantId);
  if (!published) {
    const body = await def.readLive(tx, actor.tenantId);
    await tx.insert(configVersions).values({
      tenantId: actor.tenantId, area: def.area, version: 1, body, action: 'baseline', note: '初始配置', createdBy: actor.userId, createdByName: actor.name,
    }).onConflictDoNothing();
    published = { version: 1, body };
  }
  // A concurrent first edit may have made the row meanwhile: the insert then does nothing and the select waits for it.
  await tx.insert(configDrafts).values({ tenantId: actor.tenantId, area: def.area, body: published.body, updatedBy: actor.name }).onConflictDoNothing();
  const [row] = await select();
  if (!row) throw new Error(`draft of ${def.area} was not created`);
  return { ...row, body: parseBody(def, row.body, 'stored') };
}

/**
 * Takes the draft lock without reading the document (a spreadsheet import takes it for every slice it writes,
 * ADR 016); answers false when the area has no draft row yet, which lockDraft makes.
 */
export async function lockDraftRow(tx: Tx, def: AnyArea, tenantId: string): Promise<boolean> {
  const rows = await tx.select({ revision: configDrafts.revision }).from(configDrafts)
    .where(draftOf(def, tenantId)).for('update');
  return rows.length > 0;
}

/** Locks the draft row like lockDraft and answers its revision alone (null when there is no row yet). */
export async function lockedDraftRevision(tx: Tx, def: AnyArea, tenantId: string): Promise<number | null> {
  const [row] = await tx.select({ revision: configDrafts.revision }).from(configDrafts)
    .where(draftOf(def, tenantId)).for('update');
  return row?.revision ?? null;
}

/** Writes the draft's body (a document, or its JSON text as jsonbText) and moves its revision on. */
export async function writeDraft(tx: Tx, def: AnyArea, actor: Actor, body: unknown, now: Date): Promise<number> {
  const [row] = await tx.update(configDrafts)
    .set({ body, revision: sql`${configDrafts.revision} + 1`, updatedBy: actor.name, updatedAt: now })
    .where(draftOf(def, actor.tenantId))
    .returning({ revision: configDrafts.revision });
  if (!row) throw new Error(`draft of ${def.area} vanished under its lock`);
  return row.revision;
}

/**
 * A JSON document given as its text, written into a jsonb column as it is: the caller never parses nor stringifies
 * it (an import's end step computes its ~15 MB documents in a worker, ADR 016).
 */
export const jsonbText = (text: string): SQL => sql`${text}::jsonb`;

export interface AuditInput {
  action: ConfigAction;
  objectId?: string;
  summary: string;
  /** The changes, or their JSON text as jsonbText. */
  changes: ConfigChange[] | SQL;
  version?: number;
}

export async function writeAudit(tx: Tx, def: AnyArea, actor: Actor, entry: AuditInput, now: Date): Promise<void> {
  await tx.insert(configAuditLog).values({
    tenantId: actor.tenantId,
    area: def.area,
    action: entry.action,
    objectId: entry.objectId ?? '',
    summary: entry.summary,
    changes: entry.changes,
    version: entry.version ?? null,
    userId: actor.userId,
    userName: actor.name,
    createdAt: now,
  });
}
