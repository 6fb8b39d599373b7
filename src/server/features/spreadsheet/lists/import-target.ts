import { z } from 'zod/mini';
import type { Db, Tx } from '../../../db/client';
import type { CheckField, SpreadsheetListName } from '../../../../shared/schema/spreadsheet-jobs';
import type { AnyArea } from '../../../drafts/services/documents';

/** A system field of an import: its key, the template's title, and whether it must be matched (IMP-12). */
interface ImportField {
  key: string;
  label: string;
  isMust: boolean;
  /**
   * A value that must never be kept (an initial password): its cell is blanked in the stored failed rows, and so in
   * the error file.
   */
  secret?: boolean;
}

/** A row's outcome; a skipped row may say why (otherwise the duplicate rule's reason, IMP-10), a failed one must. */
export type RowOutcome =
  | { n: number; outcome: 'insert' }
  | { n: number; outcome: 'update' }
  | { n: number; outcome: 'jump'; reason?: string }
  | { n: number; outcome: 'fail'; reason: string };

/** One list's import: fields, duplicate-check fields (IMP-10), and how a validated batch is written. */
interface ImportTargetBase<Row, State> {
  /** The table the rows go to: analysed after an import, whose bulk change the planner's statistics do not know. */
  table: string;
  fields: ImportField[];
  checkFields: CheckField[];
  /**
   * The configuration area (ADR 009) whose live tables the rows go to, if any; it must be the list's `configArea` in
   * SPREADSHEET_LISTS. Each slice then takes the area's draft lock, and the import is published as a version of the
   * area when it ends (ADR 016).
   */
  configArea?: AnyArea;
  /** Validates one row (cells by field key, already trimmed); messages in Chinese name the field. */
  rowSchema: z.ZodMiniType<Row, Record<string, string>>;
  /**
   * Writes a batch of valid rows inside the caller's transaction; answers every row's outcome. `state` is the run's
   * (see `newRunState`); a target without one ignores it.
   */
  apply(tx: Tx, tenantId: string, rows: Array<{ n: number; row: Row }>, state: State): Promise<RowOutcome[]>;
  /**
   * Slow work on a batch (hashing passwords) done before its transaction opens, so the transaction stays short;
   * `keepAlive` renews the job's lease during it. What it answers is what `apply` gets.
   */
  prepare?(db: Db, tenantId: string, rows: Array<{ n: number; row: Row }>, keepAlive: () => Promise<void>): Promise<Array<{ n: number; row: Row }>>;
}

/**
 * A target may keep state for one run of a job (lookups cached across its batches, so a batch does not ask the
 * database again what an earlier one learnt): `newRunState` makes it when a job starts or resumes, every batch of
 * that run gets it, and it is dropped when the run ends. A batch whose transaction fails ends the run, so what a
 * batch put into the state never outlives a rollback.
 */
export type ImportTarget<Row, State = undefined> = ImportTargetBase<Row, State> &
  ([State] extends [undefined] ? { newRunState?: never } : { newRunState(): State });

/** The untyped view the job uses. */
export interface AnyImportTarget {
  table: string;
  fields: ImportField[];
  checkFields: CheckField[];
  configArea?: AnyArea;
  validate(cells: Record<string, string>): { ok: true; row: unknown } | { ok: false; reason: string };
  /** Answers the state `apply` is to get for every batch of one run. */
  newRunState(): unknown;
  apply(tx: Tx, tenantId: string, rows: Array<{ n: number; row: unknown }>, state: unknown): Promise<RowOutcome[]>;
  prepare(db: Db, tenantId: string, rows: Array<{ n: number; row: unknown }>, keepAlive: () => Promise<void>): Promise<Array<{ n: number; row: unknown }>>;
  /** A row's cells as they may be stored (secret fields' cells blanked); `columns` maps field keys to cells. */
  storable(cells: string[], columns: ReadonlyMap<string, number>): string[];
}

/**
 * Every reason a row fails, not the first only, each naming its column (zod's own messages do not) and each once:
 * the operator fixes the row in one go.
 */
export function rowReason(issues: readonly z.core.$ZodIssue[], fields: readonly ImportField[]): string {
  const labels = new Map(fields.map((f) => [f.key, f.label]));
  const reasons = issues.map((issue) => {
    const label = labels.get(String(issue.path[0] ?? ''));
    return label !== undefined && !issue.message.includes(label) ? `${label}：${issue.message}` : issue.message;
  });
  return [...new Set(reasons)].join('；');
}

/** Erases a target's row type behind a validating function, so a batch can only hold rows its schema accepted. */
export function eraseTarget<Row, State = undefined>(target: ImportTarget<Row, State>): AnyImportTarget {
  return {
    table: target.table,
    fields: target.fields,
    checkFields: target.checkFields,
    ...(target.configArea ? { configArea: target.configArea } : {}),
    validate(cells) {
      const parsed = target.rowSchema.safeParse(cells);
      if (parsed.success) return { ok: true, row: parsed.data };
      return { ok: false, reason: rowReason(parsed.error.issues, target.fields) };
    },
    newRunState: () => target.newRunState?.(),
    apply: (tx, tenantId, rows, state) => target.apply(tx, tenantId, rows as Array<{ n: number; row: Row }>, state as State),
    prepare: async (db, tenantId, rows, keepAlive) =>
      target.prepare ? target.prepare(db, tenantId, rows as Array<{ n: number; row: Row }>, keepAlive) : rows,
    storable: (cells, columns) => {
      const secret = new Set(target.fields.filter((f) => f.secret).map((f) => columns.get(f.key)));
      return secret.size === 0 ? cells : cells.map((c, i) => (secret.has(i) ? '' : c));
    },
  };
}

export type ImportTargets = Partial<Record<SpreadsheetListName, AnyImportTarget>>;

const ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * `count` ids like shared/rules/ids.ts's randomId (32 characters from a cryptographic source), drawn with one call
 * per 65,536 random bytes instead of one per id (a batch of 500 inserts asked 500 times).
 */
export function randomIds(count: number, length = 32): string[] {
  const ids: string[] = [];
  const perCall = Math.floor(65_536 / length);
  while (ids.length < count) {
    const bytes = new Uint8Array(Math.min(perCall, count - ids.length) * length);
    globalThis.crypto.getRandomValues(bytes);
    for (let at = 0; at < bytes.length; at += length) {
      let id = '';
      for (let i = at; i < at + length; i += 1) id += ID_ALPHABET[(bytes[i] ?? 0) % ID_ALPHABET.length];
      ids.push(id);
    }
  }
  return ids;
}

/** A required text cell. */
export const requiredText = (label: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, `${label}不能为空`), z.maxLength(max, `${label}不能超过 ${max} 个字符`));
/** An optional text cell ('' when empty). */
export const optionalText = (label: string, max: number) => z._default(z.string().check(z.trim(), z.maxLength(max, `${label}不能超过 ${max} 个字符`)), '');
/** An optional whole number written as text. */
export const optionalInt = (label: string) =>
  z.pipe(
    z._default(z.string().check(z.trim(), z.regex(/^-?\d{0,9}$/, `${label}应为整数`)), ''),
    z.transform((s) => (s === '' ? 0 : Number(s))),
  );
