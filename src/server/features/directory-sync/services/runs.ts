import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { Queryable } from '../../../db/client';
import { directorySyncReports } from '../../../db/schema/directory-sync';
import { spreadsheetJobs } from '../../../db/schema/spreadsheet-jobs';
import { syncReportSchema, type SyncRun } from '../../../../shared/schema/directory-sync';
import { SYNC_KIND } from './start';

const paramsSchema = z.object({ trigger: z.enum(['manual', 'schedule']), startedBy: z.string() });

/** The tenant's sync runs, newest first, with their reports; `jobId` narrows to one run. */
export async function listRuns(db: Queryable, tenantId: string, options: { limit: number; jobId?: string }): Promise<SyncRun[]> {
  const rows = await db.select({ job: spreadsheetJobs, report: directorySyncReports.report }).from(spreadsheetJobs)
    .leftJoin(directorySyncReports, eq(directorySyncReports.jobId, spreadsheetJobs.id))
    .where(and(
      eq(spreadsheetJobs.tenantId, tenantId), eq(spreadsheetJobs.kind, SYNC_KIND),
      ...(options.jobId === undefined ? [] : [eq(spreadsheetJobs.id, options.jobId)]),
    ))
    .orderBy(desc(spreadsheetJobs.createdAt)).limit(options.limit);
  return rows.map(({ job, report }) => {
    const params = z.safeParse(paramsSchema, job.params);
    const parsed = report === null ? null : z.safeParse(syncReportSchema, report);
    return {
      jobId: job.id,
      state: job.state,
      startedBy: params.success ? params.data.startedBy : '',
      trigger: params.success ? params.data.trigger : 'manual',
      createdAt: job.createdAt.toISOString(),
      startedAt: job.startedAt?.toISOString() ?? null,
      finishedAt: job.finishedAt?.toISOString() ?? null,
      errorMsg: job.errorMsg,
      report: parsed?.success ? parsed.data : null,
    };
  });
}
