import { once } from 'node:events';
import ExcelJS from 'exceljs';
import { z } from 'zod/mini';
import type { Db } from '../../../db/client';
import { DbFileWriter, deleteFile } from '../../../jobs/file-store';
import type { JobRow } from '../../../jobs/job-store';
import { JobFailure, type JobControl } from '../../../jobs/runner';
import { EXPORT_LIST_NAMES, SPREADSHEET_LISTS, isEfficiencyExport, searchFormSchema, type SpreadsheetListName } from '../../../../shared/schema/spreadsheet-jobs';
import { EFFICIENCY_EXPORT_SOURCES } from '../../efficiency/export-sources';
import { EXPORT_SOURCES, countRows, pageRows, type ExportColumn, type ExportField, type ExportFilter } from '../lists/export-sources';
import { cellValue, neutraliseText } from './cells';

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
const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';
const PERCENT_FORMAT = '0.0%';

/** What a job writes: its columns, the rows it expects, and the rows' cells page by page. */
interface ExportPlan {
  columns: readonly ExportField[];
  totalNum: number;
  pages: AsyncIterable<unknown[][]>;
}

/** A studio list: keyset pages of its SQL source. */
async function* sqlPages(db: Db, listName: SpreadsheetListName, columns: ExportColumn[], filter: ExportFilter): AsyncGenerator<unknown[][]> {
  const source = EXPORT_SOURCES[listName];
  let afterId = '';
  for (;;) {
    const rows = await pageRows(db, source, columns, filter, afterId, PAGE_ROWS);
    if (rows.length === 0) return;
    yield rows.map((row) => row.cells);
    afterId = rows[rows.length - 1]?.id ?? '';
    if (rows.length < PAGE_ROWS) return;
  }
}

async function planOf(db: Db, params: ExportJobParams): Promise<ExportPlan> {
  const { listName, fields, filter } = params;
  const pick = <C extends ExportField>(all: readonly C[]): C[] => {
    const byKey = new Map(all.map((c) => [c.key, c]));
    return fields.map((f) => byKey.get(f.key)).filter((c): c is C => c !== undefined);
  };
  if (isEfficiencyExport(listName)) {
    const source = EFFICIENCY_EXPORT_SOURCES[listName];
    const view = source.parseView(params.view);
    if (!view) throw new JobFailure('导出参数无效');
    // Computed rows hold every column; the chosen ones are taken out of each row.
    const all = source.columns(view);
    const chosen = pick(all).map((c) => all.indexOf(c));
    const pages = source.pages(db, view);
    return {
      columns: pick(all),
      totalNum: await source.count(db, view),
      pages: (async function* choose() {
        for await (const page of pages) yield page.map((cells) => chosen.map((i) => cells[i]));
      })(),
    };
  }
  const columns = pick(EXPORT_SOURCES[listName].columns);
  return { columns, totalNum: await countRows(db, EXPORT_SOURCES[listName], filter), pages: sqlPages(db, listName, columns, filter) };
}

/**
 * Runs an export: rows are read page by page (keyset on id) and written through exceljs's streaming writer into a
 * file stored in chunks, so memory stays flat however many rows there are. An interrupted export starts again from
 * the first row (its partial file is dropped): the .xlsx cannot be appended to after a crash, and a re-run is
 * cheap next to the import's row writes.
 */
export async function runExportJob(db: Db, job: JobRow, control: JobControl): Promise<{ fileId: string; finishNum: number; totalNum: number }> {
  const parsed = exportJobParamsSchema.safeParse(job.params);
  if (!parsed.success) throw new JobFailure('导出参数无效');
  const { listName, fields } = parsed.data;
  if (job.fileId) await deleteFile(db, job.fileId);

  const { columns, totalNum, pages } = await planOf(db, parsed.data);

  const writer = new DbFileWriter(db, { tenantId: job.tenantId, ownerId: job.ownerId, kind: 'export', listName, fileName: job.fileName });
  await control.progress({ totalNum, finishNum: 0, fileId: writer.fileId });
  const finished = once(writer, 'finish');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: writer, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(SPREADSHEET_LISTS[listName].title.slice(0, 31));
  // exceljs looks a cell's style up by the style object (a WeakMap) and otherwise renders it to XML to find its id;
  // every cell it creates gets a fresh copy, so each one was rendered (~0.5 s per 100,000 rows in the profile). One
  // shared object per column, and one for all rows, are rendered once.
  const formatOf = (c: ExportField) => (c.kind === 'date' ? DATE_FORMAT : c.kind === 'percent' ? PERCENT_FORMAT : null);
  const cellStyles: Array<Partial<ExcelJS.Style>> = columns.map((c) => {
    const numFmt = formatOf(c);
    return numFmt ? { numFmt } : {};
  });
  const rowStyle: Partial<ExcelJS.Style> = {};
  sheet.columns = columns.map((c, i) => {
    const numFmt = formatOf(c);
    return { key: `c${i}`, width: c.kind === 'date' ? 20 : 18, ...(numFmt ? { style: { numFmt } } : {}) };
  });
  sheet.addRow(fields.map((f) => neutraliseText(f.label))).commit();

  let finishNum = 0;
  for await (const rows of pages) {
    for (const cells of rows) {
      const added = sheet.addRow(columns.map((c, i) => cellValue(cells[i], c.kind)));
      // Row#style exists in exceljs 4.4 (row.js) but its typings leave it out.
      (added as ExcelJS.Row & { style: Partial<ExcelJS.Style> }).style = rowStyle;
      cellStyles.forEach((style, i) => {
        added.getCell(i + 1).style = style;
      });
      added.commit();
    }
    finishNum += rows.length;
    // Also the heartbeat: a stop request ends the job here, between pages, and another runner starts it again.
    await control.progress({ finishNum, totalNum: Math.max(totalNum, finishNum) });
  }
  sheet.commit();
  await workbook.commit();
  await finished;
  return { fileId: writer.fileId, finishNum, totalNum: Math.max(totalNum, finishNum) };
}
