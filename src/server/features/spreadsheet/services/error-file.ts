import { once } from 'node:events';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { spreadsheetJobErrors } from '../../../db/schema/spreadsheet-jobs';
import { DbFileWriter } from '../../../jobs/file-store';
import type { JobRow } from '../../../jobs/job-store';
import { neutraliseText } from './cells';

const PAGE = 2_000;

/**
 * The error file of an import (IMP-04): the title row as uploaded plus 行号 and 错误原因, then every stored failed or
 * skipped row as it was, with its reason in Chinese. Written with the streaming writer from the stored failures, page by page.
 * Only the first failures are stored (import-job.ts, MAX_STORED_ERRORS): when `failNum` (failed and skipped rows) is more, a last line says
 * how many failed rows the file does not list.
 */
export async function writeErrorFile(db: Db, job: JobRow, header: string[], failNum: number): Promise<string> {
  const writer = new DbFileWriter(db, {
    tenantId: job.tenantId,
    ownerId: job.ownerId,
    kind: 'errors',
    listName: job.listName,
    fileName: `导入错误数据_${job.id.slice(0, 8)}.xlsx`,
  });
  const finished = once(writer, 'finish');
  // Loaded when first needed: exceljs takes ~0.4 s of CPU to load, which every server start would pay.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: writer, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('错误数据');
  sheet.addRow(['行号', '错误原因', ...header.map(neutraliseText)]).commit();
  let after = -1;
  let listed = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(spreadsheetJobErrors)
      .where(and(eq(spreadsheetJobErrors.jobId, job.id), gt(spreadsheetJobErrors.rowNumber, after)))
      .orderBy(asc(spreadsheetJobErrors.rowNumber))
      .limit(PAGE);
    for (const r of rows) sheet.addRow([r.rowNumber, r.reason, ...r.cells.map(neutraliseText)]).commit();
    listed += rows.length;
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1]?.rowNumber ?? after;
  }
  if (failNum > listed) {
    sheet.addRow(['', `另有 ${(failNum - listed).toLocaleString('en-US')} 行未导入的数据未列出（仅列出前 ${listed.toLocaleString('en-US')} 行），请修正后重新导入`]).commit();
  }
  sheet.commit();
  await workbook.commit();
  await finished;
  return writer.fileId;
}
