import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { Db } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { users } from '../../../db/schema/auth';
import { spreadsheetJobs } from '../../../db/schema/spreadsheet-jobs';
import { AppError } from '../../../http/app-error';
import type { AuthUser } from '../../../http/auth-types';
import {
  EXPORT_LIST_NAMES, SPREADSHEET_LIST_NAMES, SPREADSHEET_LISTS, type JobListItem, type JobListResult, type jobListRequestSchema,
} from '../../../../shared/schema/spreadsheet-jobs';
import { progressOf } from './progress';

/** Who sees everyone's jobs on the jobs page: the administrators (role type admin). */
function seesAllJobs(user: AuthUser): boolean {
  return user.roleType === 'admin';
}

/** What a job's params say of the page it came from: the parent the list was scoped to, and whether it was a 预检. */
const paramsSchema = z.object({
  dryRun: z.optional(z.boolean()),
  scopeId: z.optional(z.string()),
  filter: z.optional(z.object({ id: z.optional(z.string()) })),
});

const LIST_NAMES = new Set<string>(EXPORT_LIST_NAMES);

/**
 * The jobs page (issue 18 item 10): the caller's spreadsheet exports and imports, newest first, or — for an
 * administrator asking for `all` — everyone's in the tenant except others' efficiency exports, which hold what their
 * owner's own visibility let them see (ADR 011) and stay theirs alone.
 */
export async function listJobs(db: Db, user: AuthUser, input: z.output<typeof jobListRequestSchema>, nowMs: number): Promise<JobListResult> {
  const canSeeAll = seesAllJobs(user);
  if (input.scope === 'all' && !canSeeAll) throw new AppError('FORBIDDEN', { msg: '只有管理员可以查看所有人的任务' });
  const where: SQL[] = [eq(spreadsheetJobs.tenantId, user.tenantId), inArray(spreadsheetJobs.kind, ['export', 'import'])];
  if (input.scope === 'mine') where.push(eq(spreadsheetJobs.ownerId, user.userId));
  else {
    const others = or(eq(spreadsheetJobs.ownerId, user.userId), inArray(spreadsheetJobs.listName, [...SPREADSHEET_LIST_NAMES]));
    if (others) where.push(others);
    if (input.owner !== undefined && input.owner !== '') {
      const pattern = containsPattern(input.owner);
      const owner = or(ilike(users.account, pattern), ilike(users.realName, pattern), ilike(users.nickName, pattern));
      if (owner) where.push(owner);
    }
  }
  if (input.kind) where.push(eq(spreadsheetJobs.kind, input.kind));
  if (input.state) where.push(eq(spreadsheetJobs.state, input.state));
  if (input.listName) where.push(eq(spreadsheetJobs.listName, input.listName));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db.select({ job: spreadsheetJobs, account: users.account, realName: users.realName })
      .from(spreadsheetJobs)
      .leftJoin(users, and(eq(users.tenantId, spreadsheetJobs.tenantId), eq(users.id, spreadsheetJobs.ownerId)))
      .where(condition)
      .orderBy(desc(spreadsheetJobs.createdAt), desc(spreadsheetJobs.id))
      .limit(input.size)
      .offset((input.current - 1) * input.size),
    db.select({ n: count() }).from(spreadsheetJobs)
      .leftJoin(users, and(eq(users.tenantId, spreadsheetJobs.tenantId), eq(users.id, spreadsheetJobs.ownerId)))
      .where(condition),
  ]);
  const records: JobListItem[] = [];
  for (const { job, account, realName } of rows) {
    if ((job.kind !== 'export' && job.kind !== 'import') || !LIST_NAMES.has(job.listName)) continue;
    const listName = job.listName as JobListItem['listName'];
    const params = paramsSchema.safeParse(job.params);
    const scopeId = params.success ? (params.data.scopeId ?? params.data.filter?.id ?? '') : '';
    records.push({
      ...progressOf(job, nowMs),
      kind: job.kind,
      listName,
      listTitle: SPREADSHEET_LISTS[listName].title,
      ownerAccount: account ?? '',
      ownerName: realName ?? '',
      createdAt: job.createdAt.toISOString(),
      finishedAt: job.finishedAt?.toISOString() ?? null,
      scopeId,
      dryRun: params.success && params.data.dryRun === true,
    });
  }
  return { records, total: total?.n ?? 0, current: input.current, size: input.size, canSeeAll };
}

