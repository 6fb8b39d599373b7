import type { JobRow } from '../../../jobs/job-store';
import { SPREADSHEET_LISTS, type ExportProgress, type ImportProgress, type SpreadsheetListName } from '../../../../shared/schema/spreadsheet-jobs';
import { durationText } from './cells';

/** EXP-12 / IMP-14 progress of a job row, as the dialog polls it. */
export function progressOf(job: JobRow, nowMs: number): ImportProgress {
  const finished = job.state === 'succeeded' || job.state === 'failed';
  const started = job.startedAt?.getTime() ?? nowMs;
  const ended = job.finishedAt?.getTime() ?? nowMs;
  const elapsed = job.state === 'queued' ? 0 : Math.max(0, ended - started);
  const total = Math.max(job.totalNum, job.finishNum);
  let finishRate = total > 0 ? Math.floor((job.finishNum * 100) / total) : 0;
  if (finished) finishRate = job.state === 'succeeded' ? 100 : finishRate;
  else finishRate = Math.min(finishRate, 99);
  const remaining = !finished && job.finishNum > 0 && total > job.finishNum ? (elapsed * (total - job.finishNum)) / job.finishNum : null;
  const base = SPREADSHEET_LISTS[job.listName as SpreadsheetListName]?.base ?? '';
  const url =
    job.kind === 'export' && job.state === 'succeeded'
      ? `${base}/excel/exportFinal?key=${encodeURIComponent(job.id)}&tenantId=${encodeURIComponent(job.tenantId)}`
      : '';
  return {
    redisKey: job.id,
    state: job.state,
    finished,
    finishRate,
    useTimeStr: durationText(elapsed),
    tryMathRemainTime: remaining === null ? '' : `约 ${durationText(remaining)}`,
    totalNum: total,
    finishNum: job.finishNum,
    errorMsg: job.errorMsg,
    url,
    errorKey: job.errorFileId ?? '',
    fileName: job.fileName,
    newInsertNum: job.newInsertNum,
    updateNum: job.updateNum,
    jumpNum: job.jumpNum,
    failNum: job.failNum,
  };
}

/** The export poll answers EXP-12's fields only. */
export function exportProgressOf(job: JobRow, nowMs: number): ExportProgress {
  const { newInsertNum: _i, updateNum: _u, jumpNum: _j, failNum: _f, ...rest } = progressOf(job, nowMs);
  return rest;
}
