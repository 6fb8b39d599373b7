import { index, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenantColumn } from './core';
import { spreadsheetJobs } from './spreadsheet-jobs';

/**
 * LDAP directory sync (ADR 023). The sync runs as a durable job of the job runner (`spreadsheet_jobs`, kind
 * `dirsync`); these tables hold what the job table has no place for.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The users the directory owns, one row per user the sync made or updated: what the directory said of them that
 * `users` has no column for. Only these users are ever disabled by a sync; local accounts (the administrators'
 * break-glass accounts among them) have no row and are never touched.
 */
export const directoryPeople = pgTable('directory_people', {
  userId: varchar('user_id', { length: 32 }).primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  tenantId: tenantColumn(),
  account: varchar('account', { length: 64 }).notNull(),
  dn: text('dn').notNull(),
  mail: text('mail').notNull().default(''),
  deptCode: varchar('dept_code', { length: 32 }).notNull(),
  affiliation: varchar('affiliation', { length: 32 }).notNull().default(''),
  /** The job that last read the person; the disable step looks for rows a complete read did not reach. */
  lastSeenJob: varchar('last_seen_job', { length: 64 }).notNull(),
  updatedAt: at('updated_at').notNull(),
}, (t) => [index('directory_people_tenant_account_idx').on(t.tenantId, t.account)]);

/**
 * A bind password sealed with the secret box, referenced from the configuration document by its random id, so no
 * document, version, diff or audit entry ever holds the secret, sealed or not. Rows are never changed: a new
 * password is a new row, and a rollback to an older version finds its password again.
 */
export const directorySecrets = pgTable('directory_secrets', {
  tenantId: tenantColumn(),
  id: varchar('id', { length: 32 }).notNull(),
  sealed: text('sealed').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

/**
 * A sync's report (added / changed / disabled / refused, with counts and the first rows of each), written in the
 * same transaction as each batch it describes, so a resumed job continues it rather than counting twice.
 */
export const directorySyncReports = pgTable('directory_sync_reports', {
  jobId: varchar('job_id', { length: 64 }).primaryKey().references(() => spreadsheetJobs.id, { onDelete: 'cascade' }),
  tenantId: tenantColumn(),
  report: jsonb('report').$type<unknown>().notNull(),
  updatedAt: at('updated_at').notNull(),
});
