import { REPORT_SAMPLE_ROWS, type ReportRow, type SyncReport } from '../../../../shared/schema/directory-sync';

/** A sync's report as it grows: counts, and the first REPORT_SAMPLE_ROWS rows of each kind (ADR 023). */

export type ReportKind = 'added' | 'changed' | 'disabled' | 'refused';

export function emptyReport(): SyncReport {
  const none = () => ({ count: 0, rows: [] });
  return {
    phase: 'departments',
    departments: { read: 0, added: 0, changed: 0 },
    peopleRead: 0,
    unchanged: 0,
    added: none(),
    changed: none(),
    disabled: none(),
    refused: none(),
  };
}

export function noteRow(report: SyncReport, kind: ReportKind, row: ReportRow): void {
  const bucket = report[kind];
  bucket.count += 1;
  if (bucket.rows.length < REPORT_SAMPLE_ROWS) bucket.rows.push(row);
}

/**
 * The report a resumed job continues from: what its committed batches wrote (added, changed, disabled, the
 * departments) stays; what depends only on the directory's answer (people read, refused, unchanged) is read again
 * from the start, so it is reset rather than counted twice.
 */
export function resumedReport(stored: SyncReport): SyncReport {
  const fresh = emptyReport();
  return { ...stored, phase: 'departments', peopleRead: 0, unchanged: 0, refused: fresh.refused };
}
