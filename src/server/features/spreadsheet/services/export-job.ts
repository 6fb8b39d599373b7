import { once } from 'node:events';
import ExcelJS from 'exceljs';
import { z } from 'zod/mini';
import type { Db } from '../../../db/client';
import { DbFileWriter, deleteFile } from '../../../jobs/file-store';
import type { JobRow } from '../../../jobs/job-store';
import { JobFailure, type JobControl } from '../../../jobs/runner';
import { SPREADSHEET_LISTS, SPREADSHEET_LIST_NAMES, searchFormSchema } from '../../../../shared/schema/spreadsheet-jobs';
import { EXPORT_SOURCES, countRows, pageRows, type ExportColumn, type ExportFilter } from '../lists/export-sources';
import { cellValue, neutraliseText } from './cells';

/** What an export job keeps of its start request (validated again when the job runs: jsonb is not trusted blindly). */
export const exportJobParamsSchema = z.object({
  listName: z.enum(SPREADSHEET_LIST_NAMES),
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
});
export type ExportJobParams = z.infer<typeof exportJobParamsSchema>;

/**
 * EXP-11's exportField, 'label:key' joined by commas, against the list's columns: known keys only, each once, in
 * the order given. Answers null when a key is unknown.
 */
export function parseExportFields(listName: keyof typeof EXPORT_SOURCES, exportField: string): Array<{ key: string; label: string }> | null {
  const known = new Map(EXPORT_SOURCES[listName].columns.map((c) => [c.key, c]));
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
  const filter: ExportFilter = parsed.data.filter;
  if (job.fileId) await deleteFile(db, job.fileId);

  const source = EXPORT_SOURCES[listName];
  const byKey = new Map(source.columns.map((c) => [c.key, c]));
  const columns: ExportColumn[] = fields.map((f) => byKey.get(f.key)).filter((c): c is ExportColumn => c !== undefined);
  const totalNum = await countRows(db, source, filter);

  const writer = new DbFileWriter(db, { tenantId: job.tenantId, ownerId: job.ownerId, kind: 'export', listName, fileName: job.fileName });
  await control.progress({ totalNum, finishNum: 0, fileId: writer.fileId });
  const finished = once(writer, 'finish');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: writer, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(SPREADSHEET_LISTS[listName].title.slice(0, 31));
  // exceljs looks a cell's style up by the style object (a WeakMap) and otherwise renders it to XML to find its id;
  // every cell it creates gets a fresh copy, so each one was rendered (~0.5 s per 100,000 rows in the profile). One
  // shared object per column, and one for all rows, are rendered once.
  const cellStyles: Array<Partial<ExcelJS.Style>> = columns.map((c) => (c.kind === 'date' ? { numFmt: DATE_FORMAT } : {}));
  const rowStyle: Partial<ExcelJS.Style> = {};
  sheet.columns = columns.map((c, i) => ({
    key: `c${i}`,
    width: c.kind === 'date' ? 20 : 18,
    ...(c.kind === 'date' ? { style: { numFmt: DATE_FORMAT } } : {}),
  }));
  sheet.addRow(fields.map((f) => neutraliseText(f.label))).commit();

  let finishNum = 0;
  let afterId = '';
  for (;;) {
    const rows = await pageRows(db, source, columns, filter, afterId, PAGE_ROWS);
    if (rows.length === 0) break;
    for (const row of rows) {
      const added = sheet.addRow(columns.map((c, i) => cellValue(row.cells[i], c.kind)));
      // Row#style exists in exceljs 4.4 (row.js) but its typings leave it out.
      (added as ExcelJS.Row & { style: Partial<ExcelJS.Style> }).style = rowStyle;
      cellStyles.forEach((style, i) => {
        added.getCell(i + 1).style = style;
      });
      added.commit();
    }
    finishNum += rows.length;
    afterId = rows[rows.length - 1]?.id ?? '';
    // Also the heartbeat: a stop request ends the job here, between pages, and another runner starts it again.
    await control.progress({ finishNum, totalNum: Math.max(totalNum, finishNum) });
    if (rows.length < PAGE_ROWS) break;
  }
  sheet.commit();
  await workbook.commit();
  await finished;
  return { fileId: writer.fileId, finishNum, totalNum: Math.max(totalNum, finishNum) };
}
