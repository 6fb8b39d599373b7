import { customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantColumn } from './core';

/**
 * Spreadsheet export and import jobs (issue 7, ADR 011). A job is a row claimed with FOR UPDATE SKIP LOCKED and held
 * by a lease, so any instance runs it, a crashed instance's job is taken over when its lease runs out, and an import
 * resumes after `cursor` (the last committed row), an export after the last page of `exportState`. Files — uploads,
 * exports and error files — live in the database in chunks, because instances share no filesystem (PGlite in
 * particular); any instance can serve any of them.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });
const bytea = customType<{ data: Uint8Array; driverData: Buffer | Uint8Array }>({ dataType: () => 'bytea' });

export const spreadsheetJobs = pgTable(
  'spreadsheet_jobs',
  {
    /** The spec's `redisKey`: 32 random URL-safe characters. */
    id: varchar('id', { length: 64 }).primaryKey(),
    tenantId: tenantColumn(),
    /** `dirsync`: an LDAP directory sync (ADR 023), run by the same runner in its own lane. */
    kind: varchar('kind', { length: 8 }).$type<'export' | 'import' | 'dirsync'>().notNull(),
    listName: varchar('list_name', { length: 32 }).notNull(),
    ownerId: varchar('owner_id', { length: 32 }).notNull(),
    /** The client's idempotency key; NULL when none was sent (then no dedup). */
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    /** The validated start request. */
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    state: varchar('state', { length: 12 }).$type<'queued' | 'running' | 'succeeded' | 'failed'>().notNull().default('queued'),
    fileName: text('file_name').notNull().default(''),
    totalNum: integer('total_num').notNull().default(0),
    finishNum: integer('finish_num').notNull().default(0),
    newInsertNum: integer('new_insert_num').notNull().default(0),
    updateNum: integer('update_num').notNull().default(0),
    jumpNum: integer('jump_num').notNull().default(0),
    failNum: integer('fail_num').notNull().default(0),
    /** Import: the sheet row number of the last committed row (0 none); moves in the same transaction as the rows. */
    cursor: integer('cursor').notNull().default(0),
    /**
     * Export: where its file stands after the last committed page (paging cursor, the zip's running CRC and sizes);
     * NULL until its first commit. Moves in the same transaction as the page's chunks, so the two always agree.
     */
    exportState: jsonb('export_state').$type<unknown>(),
    errorMsg: text('error_msg').notNull().default(''),
    /** The finished export file, or the import's upload. */
    fileId: varchar('file_id', { length: 64 }),
    errorFileId: varchar('error_file_id', { length: 64 }),
    lockedBy: varchar('locked_by', { length: 64 }),
    lockedUntil: at('locked_until'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [
    uniqueIndex('spreadsheet_jobs_idem_uq').on(t.tenantId, t.ownerId, t.kind, t.listName, t.idempotencyKey),
    index('spreadsheet_jobs_state_idx').on(t.state, t.createdAt),
  ],
);

export const spreadsheetFiles = pgTable(
  'spreadsheet_files',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    tenantId: tenantColumn(),
    ownerId: varchar('owner_id', { length: 32 }).notNull(),
    kind: varchar('kind', { length: 8 }).$type<'upload' | 'export' | 'errors'>().notNull(),
    listName: varchar('list_name', { length: 32 }).notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull().default(0),
    /** The first sheet's name (uploads). */
    sheetName: text('sheet_name').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('spreadsheet_files_created_idx').on(t.createdAt)],
);

/** A file's bytes, in order; chunks of at most 1 MiB so no single read or write holds a whole file. */
export const spreadsheetFileChunks = pgTable(
  'spreadsheet_file_chunks',
  {
    fileId: varchar('file_id', { length: 64 })
      .notNull()
      .references(() => spreadsheetFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** Byte offset of the chunk in the file, for ranged reads (the archive check reads the central directory). */
    offset: integer('offset').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);

/**
 * An import's failed rows, written in the same transaction as the batch they failed in, so the error file is exact
 * after a crash and a resume; the file itself is built from them when the job ends.
 */
export const spreadsheetJobErrors = pgTable(
  'spreadsheet_job_errors',
  {
    jobId: varchar('job_id', { length: 64 })
      .notNull()
      .references(() => spreadsheetJobs.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.rowNumber] })],
);
