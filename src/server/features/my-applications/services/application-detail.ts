import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { users } from '../../../db/schema/auth';
import { departments, services } from '../../../db/schema/catalogue';
import { processes, processNodes } from '../../../db/schema/process';
import { AppError } from '../../../http/app-error';
import type { MyApplicationDetail } from '../../../../shared/schema/my-applications';
import type { Applicant } from './list-applications';
import { isOverdue } from './overdue';

const iso = (at: Date | null) => (at ? at.toISOString() : '');

/**
 * One of the caller's applications and its timeline, steps in order. An id that is not the caller's answers the
 * same as one that does not exist, so ids of other people's applications cannot be probed.
 */
export async function getMyApplication(db: Queryable, user: Applicant, id: string, now: Date): Promise<MyApplicationDetail> {
  const [found] = await db
    .select({
      id: processes.id, status: processes.status, title: processes.title, serviceName: services.serviceName,
      deptName: sql<string>`coalesce(${departments.deptName}, '')`, startedAt: processes.startedAt, endedAt: processes.endedAt,
      viewUrl: processes.viewUrl,
    })
    .from(processes)
    .innerJoin(services, eq(services.serviceId, processes.serviceId))
    .leftJoin(departments, eq(departments.id, services.serviceDeptId))
    .where(and(eq(processes.id, id), eq(processes.applicantId, user.userId), eq(processes.tenantId, user.tenantId)));
  if (!found) throw new AppError('NOT_FOUND', { msg: '办件不存在或无权查看' });

  const rows = await db
    .select({
      seq: processNodes.seq, nodeName: processNodes.nodeName, handlerName: users.realName, deptName: departments.deptName,
      startedAt: processNodes.startedAt, endedAt: processNodes.endedAt, result: processNodes.result,
      timeLimitHours: processNodes.timeLimitHours, opinion: processNodes.opinion,
    })
    .from(processNodes)
    .innerJoin(users, eq(users.id, processNodes.handlerId))
    .innerJoin(departments, eq(departments.id, processNodes.deptId))
    .where(eq(processNodes.processId, found.id))
    .orderBy(asc(processNodes.seq), asc(processNodes.startedAt));

  const steps = rows.map((row) => ({
    seq: row.seq, nodeName: row.nodeName, handlerName: row.handlerName, deptName: row.deptName,
    startedAt: iso(row.startedAt), endedAt: iso(row.endedAt), result: row.result, opinion: row.opinion,
    timeLimitHours: row.timeLimitHours, overdue: isOverdue(row.startedAt, row.endedAt, row.timeLimitHours, now),
  }));
  const waiting = [...rows].reverse().find((row) => row.endedAt === null);
  return {
    application: {
      id: found.id, status: found.status, title: found.title, serviceName: found.serviceName, deptName: found.deptName,
      startedAt: iso(found.startedAt), endedAt: iso(found.endedAt), currentStep: waiting?.nodeName ?? '',
      overdue: waiting ? isOverdue(waiting.startedAt, null, waiting.timeLimitHours, now) : false,
      url: found.viewUrl, processId: '',
    },
    steps,
  };
}
