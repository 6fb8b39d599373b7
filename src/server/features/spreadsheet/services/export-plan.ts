import { z } from 'zod/mini';
import type { Db } from '../../../db/client';
import { JobFailure } from '../../../jobs/runner';
import { EXPORT_LIST_NAMES, isEfficiencyExport, searchFormSchema, type ExportListName, type SpreadsheetListName } from '../../../../shared/schema/spreadsheet-jobs';
import {
  countRows, pageRows, sqlExportSource, type ComputedExportSource, type ExportColumn, type ExportField, type ExportFilter, type ExportOrder,
  type ExportSource, type RowCursor,
} from '../lists/export-sources';
import { registeredExportSource } from './export-registry';

/** What an export job keeps of its start request (validated again when the job runs: jsonb is not trusted blindly). */
export const exportJobParamsSchema = z.object({
  listName: z.enum(EXPORT_LIST_NAMES),
  filter: z.object({
    tenantId: z.string(),
    dataRange: z.literal([1, 2, 3]),
    choiceDataIds: z.array(z.string()),
    form: searchFormSchema,
    type: z.optional(z.string()),
    id: z.optional(z.string()),
  }),
  /** Chosen columns: key and the title the user gave it. */
  fields: z.array(z.object({ key: z.string(), label: z.string() })),
  /** A computed list's view (ComputedExportSource): what the caller may see, fixed at the start. */
  view: z.optional(z.unknown()),
  /**
   * A SQL list's order, fixed at the start from the page's (exportOrderOf); a job without one writes in key order, as
   * jobs begun before lists had orders did, so a resumed one goes on where it stopped.
   */
  order: z.optional(z.object({ field: z.string(), desc: z.boolean() })),
});
export type ExportJobParams = z.infer<typeof exportJobParamsSchema>;

/**
 * EXP-11's exportField, 'label:key' joined by commas, against the list's columns: known keys only, each once, in
 * the order given. Answers null when a key is unknown.
 */
export function parseExportFields(columns: readonly ExportField[], exportField: string): Array<{ key: string; label: string }> | null {
  const known = new Map(columns.map((c) => [c.key, c]));
  const fields: Array<{ key: string; label: string }> = [];
  const seen = new Set<string>();
  for (const part of exportField.split(',')) {
    const at = part.lastIndexOf(':');
    const key = (at === -1 ? part : part.slice(at + 1)).trim();
    const label = (at === -1 ? '' : part.slice(0, at)).trim();
    const column = known.get(key);
    if (!column) return null;
    if (seen.has(key)) continue;
    seen.add(key);
    fields.push({ key, label: label === '' ? column.label : label.slice(0, 100) });
  }
  return fields.length > 0 ? fields : null;
}

const PAGE_ROWS = 2_000;

/**
 * A list whose rows code computes (an efficiency table, or a studio list shown from its draft, EXP-02), or undefined
 * for a list read from its live table by SQL.
 */
export function computedSourceOf(list: ExportListName): ComputedExportSource<unknown> | undefined {
  return registeredExportSource(list);
}

/** A list read from its live table; a list with neither kind of source is a programming error. */
function sqlSourceOf(list: SpreadsheetListName): ExportSource {
  const source = sqlExportSource(list);
  if (!source) throw new JobFailure('导出参数无效');
  return source;
}

/** Where a resumed export continues: SQL lists after the last row written, computed lists after whole pages. */
interface PageCursor extends RowCursor {
  pages: number;
}

/** A page of rows' cells in column order, and where the next page starts (SQL lists; an empty cursor for computed ones). */
interface ExportPage {
  cells: unknown[][];
  last: RowCursor;
}

/** What a job writes: its columns, the rows it expects, and the rows page by page from a cursor. */
export interface ExportPlan {
  columns: readonly ExportField[];
  totalNum: number;
  pages(after: PageCursor): AsyncIterable<ExportPage>;
}

/** A studio list: keyset pages of its SQL source in the job's order, so a page after any row costs the same as the first. */
async function* sqlPages(
  db: Db, listName: SpreadsheetListName, columns: ExportColumn[], filter: ExportFilter, after: RowCursor, order: ExportOrder | undefined,
): AsyncGenerator<ExportPage> {
  const source = sqlSourceOf(listName);
  if (order && source.order?.exprs[order.field] === undefined) throw new JobFailure('导出参数无效');
  let cursor = after;
  for (;;) {
    const rows = await pageRows(db, source, columns, filter, cursor, PAGE_ROWS, order);
    const last = rows[rows.length - 1];
    if (!last) return;
    cursor = { afterId: last.id, ...(last.key !== null ? { afterKey: last.key } : {}) };
    yield { cells: rows.map((row) => row.cells), last: cursor };
    if (rows.length < PAGE_ROWS) return;
  }
}

export async function planOf(db: Db, params: ExportJobParams): Promise<ExportPlan> {
  const { listName, fields, filter } = params;
  const pick = <C extends ExportField>(all: readonly C[]): C[] => {
    const byKey = new Map(all.map((c) => [c.key, c]));
    return fields.map((f) => byKey.get(f.key)).filter((c): c is C => c !== undefined);
  };
  const source = computedSourceOf(listName);
  if (source || isEfficiencyExport(listName)) {
    if (!source) throw new JobFailure('导出参数无效');
    const view = source.parseView(params.view);
    if (!view) throw new JobFailure('导出参数无效');
    // Computed rows hold every column; the chosen ones are taken out of each row.
    const all = source.columns(view);
    const chosen = pick(all).map((c) => all.indexOf(c));
    return {
      columns: pick(all),
      totalNum: await source.count(db, view),
      pages: async function* choose(after) {
        for await (const page of source.pages(db, view, after.pages)) yield { cells: page.map((cells) => chosen.map((i) => cells[i])), last: { afterId: '' } };
      },
    };
  }
  const sqlSource = sqlSourceOf(listName);
  const columns = pick(sqlSource.columns);
  return {
    columns,
    totalNum: await countRows(db, sqlSource, filter),
    pages: (after) => sqlPages(db, listName, columns, filter, after, params.order),
  };
}
