import { and, eq, isNull, max, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../db/client';
import { stagingRows } from '../../../db/schema/cards';
import { processEvents, processes, processNodes, type NodeResult, type ProcessStatus } from '../../../db/schema/process';
import { randomId } from '../../../../shared/rules/ids';
import type {
  ApplicationEvent, ApplicationEventAnswer, BusinessEventType, TodoAnswer, TodoCloseRequest,
} from '../../../../shared/schema/business-api';
import { BusinessApiError } from '../open-api/business-error';
import type { CallingSystem } from '../open-api/credentials';
import type { Affected } from './write-context';
import {
  departmentByCode, ownedService, recordAccepted, userByAccount, withRaceRetry, type DeliveryOf, type WriteContext,
} from './write-context';

/**
 * Application events and to-dos written by a business system (ADR 024). Each call is one transaction: the
 * application's row is locked first, the state machine of `applicationEventSchema` is checked, the rows change, the
 * timeline event and the delivery row are written; or nothing is. The users whose pages must reload are answered
 * to the caller, who tells them after the commit.
 */

interface LockedApplication {
  id: string;
  tenantId: string;
  serviceId: string;
  applicantId: string;
  flowType: string;
  status: ProcessStatus;
}

export const STATUS_NAMES: Record<ProcessStatus, string> = {
  running: '办理中', returned: '已退回', done: '已办结', rejected: '未通过', withdrawn: '已撤回',
};

async function lockApplication(tx: Tx, system: CallingSystem, applicationId: string): Promise<LockedApplication | null> {
  const [row] = await tx
    .select({
      id: processes.id, tenantId: processes.tenantId, serviceId: processes.serviceId, applicantId: processes.applicantId,
      flowType: processes.flowType, status: processes.status,
    })
    .from(processes)
    .where(and(eq(processes.businessSystemId, system.id), eq(processes.externalId, applicationId)))
    .for('update');
  return row ?? null;
}

async function requireApplication(tx: Tx, system: CallingSystem, applicationId: string): Promise<LockedApplication> {
  const app = await lockApplication(tx, system, applicationId);
  if (!app) throw new BusinessApiError('unknown_application', { message: `办件 ${applicationId} 不存在，请先报送 submitted 事件` });
  return app;
}

function outOfOrder(app: LockedApplication, what: string): BusinessApiError {
  return new BusinessApiError('out_of_order', { message: `办件${STATUS_NAMES[app.status]}，不能${what}` });
}

interface StepInput {
  nodeName: string;
  handler: string;
  department?: string | undefined;
  handleUrl: string;
  timeLimitHours?: number | undefined;
}

async function writeEvent(
  tx: Queryable, app: LockedApplication, system: CallingSystem, externalId: string | null, type: BusinessEventType,
  at: Date, extra: { nodeName?: string; actorId?: string | null; opinion?: string } = {},
): Promise<void> {
  await tx.insert(processEvents).values({
    id: randomId(32), tenantId: app.tenantId, processId: app.id, businessSystemId: system.id, externalId, type,
    nodeName: extra.nodeName ?? '', actorId: extra.actorId ?? null, opinion: extra.opinion ?? '', occurredAt: at,
  });
}

/** Opens (or, already open, updates) the step `stepId` of a running application: the handler's to-do. */
async function openStep(
  tx: Tx, system: CallingSystem, app: LockedApplication, stepId: string, input: StepInput, at: Date, affected: Affected,
): Promise<{ created: boolean }> {
  const handler = await userByAccount(tx, system.tenantId, input.handler, 'handler');
  const [existing] = await tx
    .select({ id: processNodes.id, processId: processNodes.processId, handlerId: processNodes.handlerId, endedAt: processNodes.endedAt })
    .from(processNodes)
    .where(and(eq(processNodes.businessSystemId, system.id), eq(processNodes.externalId, stepId)))
    .for('update');
  if (existing && existing.processId !== app.id) {
    throw new BusinessApiError('id_conflict', { message: `待办 ${stepId} 属于另一个办件` });
  }
  if (existing?.endedAt) throw new BusinessApiError('out_of_order', { message: `待办 ${stepId} 已关闭，不能再修改` });
  if (app.status !== 'running') throw outOfOrder(app, '开始新的环节');
  const deptId = input.department
    ? await departmentByCode(tx, system.tenantId, input.department, 'department')
    : (await ownedService(tx, system, app.serviceId)).deptId;
  const fields = {
    nodeName: input.nodeName, handlerId: handler.id, deptId, handleUrl: input.handleUrl, timeLimitHours: input.timeLimitHours ?? 0,
  };
  affected.add(handler.id, 'todos');
  affected.add(app.applicantId, 'applications');
  if (existing) {
    // 转办 or a new address: the previous handler's card loses it.
    if (existing.handlerId !== handler.id) affected.add(existing.handlerId, 'todos');
    await tx.update(processNodes).set(fields).where(eq(processNodes.id, existing.id));
    return { created: false };
  }
  const [last] = await tx.select({ seq: max(processNodes.seq) }).from(processNodes).where(eq(processNodes.processId, app.id));
  await tx.insert(processNodes).values({
    id: randomId(32), tenantId: app.tenantId, processId: app.id, flowType: app.flowType, seq: (last?.seq ?? 0) + 1,
    startedAt: at, businessSystemId: system.id, externalId: stepId, ...fields,
  });
  return { created: true };
}

/** Closes step `stepId` with its result; the same result again is a re-delivery (false), another is refused. */
async function closeStep(
  tx: Tx, system: CallingSystem, stepId: string, input: { result: 'approved' | 'rejected'; opinion?: string | undefined; handledBy?: string | undefined },
  at: Date, affected: Affected,
): Promise<{ app: LockedApplication; changed: boolean; nodeName: string; actorId: string }> {
  const [node] = await tx
    .select({ id: processNodes.id, externalApp: processes.externalId })
    .from(processNodes)
    .innerJoin(processes, eq(processes.id, processNodes.processId))
    .where(and(eq(processNodes.businessSystemId, system.id), eq(processNodes.externalId, stepId)));
  if (!node?.externalApp) throw new BusinessApiError('unknown_todo', { message: `待办 ${stepId} 不存在` });
  // The application first, then the step: every write locks in this order.
  const app = await requireApplication(tx, system, node.externalApp);
  const [step] = await tx
    .select({ id: processNodes.id, handlerId: processNodes.handlerId, endedAt: processNodes.endedAt, result: processNodes.result, nodeName: processNodes.nodeName })
    .from(processNodes)
    .where(eq(processNodes.id, node.id))
    .for('update');
  if (!step) throw new BusinessApiError('unknown_todo', { message: `待办 ${stepId} 不存在` });
  if (step.endedAt) {
    if (step.result === input.result) return { app, changed: false, nodeName: step.nodeName, actorId: step.handlerId };
    throw new BusinessApiError('out_of_order', { message: `待办 ${stepId} 已关闭（${step.result}），不能再以 ${input.result} 关闭` });
  }
  const actor = input.handledBy ? await userByAccount(tx, system.tenantId, input.handledBy, 'handledBy') : { id: step.handlerId };
  await tx.update(processNodes)
    .set({ endedAt: at, result: input.result, opinion: input.opinion ?? '', handlerId: actor.id })
    .where(eq(processNodes.id, step.id));
  affected.add(step.handlerId, 'todos');
  affected.add(app.applicantId, 'applications');
  return { app, changed: true, nodeName: step.nodeName, actorId: actor.id };
}

/** Ends every open step of the application with `result` (a return, rejection or withdrawal). */
async function endOpenSteps(tx: Tx, app: LockedApplication, result: NodeResult, opinion: string, at: Date, affected: Affected): Promise<void> {
  const ended = await tx.update(processNodes)
    .set({ endedAt: at, result, opinion })
    .where(and(eq(processNodes.processId, app.id), isNull(processNodes.endedAt)))
    .returning({ handlerId: processNodes.handlerId });
  for (const row of ended) affected.add(row.handlerId, 'todos');
}

async function setStatus(tx: Tx, app: LockedApplication, status: ProcessStatus, at: Date | null): Promise<void> {
  await tx.update(processes).set({ status, endedAt: at }).where(eq(processes.id, app.id));
}

async function dropDraft(tx: Tx, app: LockedApplication, affected: Affected): Promise<void> {
  const gone = await tx.delete(stagingRows).where(eq(stagingRows.processId, app.id)).returning({ id: stagingRows.id });
  if (gone.length > 0) affected.add(app.applicantId, 'drafts');
}

/** Applies one event to a locked application (not `submitted`, which makes it); answers the new status. */
async function applyEvent(
  tx: Tx, system: CallingSystem, app: LockedApplication, event: Exclude<ApplicationEvent, { type: 'submitted' }>, at: Date, affected: Affected,
): Promise<ProcessStatus> {
  const opinion = 'opinion' in event ? (event.opinion ?? '') : '';
  const actorOf = async (account: string | undefined, field: string) => (account ? (await userByAccount(tx, system.tenantId, account, field)).id : null);
  affected.add(app.applicantId, 'applications');
  switch (event.type) {
    case 'step_started': {
      await openStep(tx, system, app, event.stepId, event, at, affected);
      const handler = await userByAccount(tx, system.tenantId, event.handler, 'handler');
      await writeEvent(tx, app, system, event.eventId, 'step_started', at, { nodeName: event.nodeName, actorId: handler.id });
      return app.status;
    }
    case 'step_finished': {
      const closed = await closeStep(tx, system, event.stepId, event, at, affected);
      if (closed.app.id !== app.id) throw new BusinessApiError('id_conflict', { message: `待办 ${event.stepId} 属于另一个办件` });
      await writeEvent(tx, app, system, event.eventId, 'step_finished', at, { nodeName: closed.nodeName, actorId: closed.actorId, opinion });
      return app.status;
    }
    case 'returned': {
      if (app.status !== 'running') throw outOfOrder(app, '退回');
      const actorId = await actorOf(event.by, 'by');
      await endOpenSteps(tx, app, 'returned', opinion, at, affected);
      await setStatus(tx, app, 'returned', null);
      await tx.insert(stagingRows).values({
        id: randomId(32), tenantId: app.tenantId, userId: app.applicantId, tableKey: event.draft.tableKey, data: event.draft.fields,
        url: event.resumeUrl, processId: app.id, createdAt: at,
      }).onConflictDoUpdate({
        target: stagingRows.processId,
        set: { tableKey: event.draft.tableKey, data: event.draft.fields, url: event.resumeUrl, createdAt: at },
      });
      affected.add(app.applicantId, 'drafts');
      await writeEvent(tx, app, system, event.eventId, 'returned', at, { actorId, opinion });
      return 'returned';
    }
    case 'resubmitted': {
      if (app.status !== 'returned') throw outOfOrder(app, '重新提交（只有已退回的办件可以重新提交）');
      await setStatus(tx, app, 'running', null);
      await dropDraft(tx, app, affected);
      await writeEvent(tx, app, system, event.eventId, 'resubmitted', at, { actorId: app.applicantId });
      return 'running';
    }
    case 'rejected': {
      if (app.status !== 'running') throw outOfOrder(app, '驳回');
      const actorId = await actorOf(event.by, 'by');
      await endOpenSteps(tx, app, 'rejected', opinion, at, affected);
      await setStatus(tx, app, 'rejected', at);
      await writeEvent(tx, app, system, event.eventId, 'rejected', at, { actorId, opinion });
      return 'rejected';
    }
    case 'finished': {
      if (app.status !== 'running') throw outOfOrder(app, '办结');
      const [open] = await tx.select({ n: sql<number>`count(*)::int` }).from(processNodes)
        .where(and(eq(processNodes.processId, app.id), isNull(processNodes.endedAt)));
      if (Number(open?.n ?? 0) > 0) throw new BusinessApiError('out_of_order', { message: '办件还有未关闭的待办，不能办结' });
      await setStatus(tx, app, 'done', at);
      await writeEvent(tx, app, system, event.eventId, 'finished', at, { opinion });
      return 'done';
    }
    case 'withdrawn': {
      if (app.status !== 'running' && app.status !== 'returned') throw outOfOrder(app, '撤回');
      await endOpenSteps(tx, app, 'cancelled', opinion, at, affected);
      await setStatus(tx, app, 'withdrawn', at);
      await dropDraft(tx, app, affected);
      await writeEvent(tx, app, system, event.eventId, 'withdrawn', at, { actorId: app.applicantId, opinion });
      return 'withdrawn';
    }
  }
}

const timeOf = (iso: string | undefined, nowMs: number) => new Date(iso === undefined ? nowMs : Date.parse(iso));

/** POST /applications/{applicationId}/events. */
export async function recordApplicationEvent(
  ctx: WriteContext, delivery: DeliveryOf, applicationId: string, event: ApplicationEvent, affected: Affected,
): Promise<ApplicationEventAnswer> {
  const { system } = delivery;
  return withRaceRetry(() => ctx.db.transaction(async (tx) => {
    const nowMs = ctx.now();
    const at = timeOf(event.occurredAt, nowMs);
    const [seen] = await tx
      .select({ type: processEvents.type, processId: processEvents.processId, status: processes.status, externalApp: processes.externalId })
      .from(processEvents)
      .innerJoin(processes, eq(processes.id, processEvents.processId))
      .where(and(eq(processEvents.businessSystemId, system.id), eq(processEvents.externalId, event.eventId)));
    if (seen) {
      if (seen.type !== event.type || seen.externalApp !== applicationId) {
        throw new BusinessApiError('id_conflict', { message: `事件编号 ${event.eventId} 已用于另一事件（${seen.type}）` });
      }
      await recordAccepted(tx, delivery, 'duplicate', ctx.now());
      return { applicationId, eventId: event.eventId, status: seen.status, duplicate: true };
    }
    let status: ProcessStatus;
    if (event.type === 'submitted') {
      const existing = await lockApplication(tx, system, applicationId);
      if (existing) throw outOfOrder(existing, '再次报送（办件已存在）');
      const service = await ownedService(tx, system, event.serviceId);
      const applicant = await userByAccount(tx, system.tenantId, event.applicant, 'applicant');
      const app: LockedApplication = {
        id: randomId(32), tenantId: system.tenantId, serviceId: service.serviceId, applicantId: applicant.id, flowType: system.flowType, status: 'running',
      };
      await tx.insert(processes).values({
        ...app, title: event.title, startedAt: at, businessSystemId: system.id, externalId: applicationId, viewUrl: event.viewUrl,
      });
      await writeEvent(tx, app, system, event.eventId, 'submitted', at, { actorId: applicant.id });
      affected.add(applicant.id, 'applications');
      status = 'running';
    } else {
      const app = await requireApplication(tx, system, applicationId);
      status = await applyEvent(tx, system, app, event, at, affected);
    }
    await recordAccepted(tx, delivery, 'accepted', ctx.now());
    return { applicationId, eventId: event.eventId, status, duplicate: false };
  }));
}

/** POST /todos/{todoId}/close: the same as `step_finished`. */
export async function closeTodo(
  ctx: WriteContext, delivery: DeliveryOf, todoId: string, input: TodoCloseRequest, affected: Affected,
): Promise<TodoAnswer> {
  const { system } = delivery;
  return ctx.db.transaction(async (tx) => {
    const at = timeOf(input.endedAt, ctx.now());
    const closed = await closeStep(tx, system, todoId, input, at, affected);
    if (closed.changed) {
      await writeEvent(tx, closed.app, system, null, 'step_finished', at, { nodeName: closed.nodeName, actorId: closed.actorId, opinion: input.opinion ?? '' });
    }
    await recordAccepted(tx, delivery, closed.changed ? 'accepted' : 'duplicate', ctx.now());
    const [row] = await tx.select({ externalId: processes.externalId }).from(processes).where(eq(processes.id, closed.app.id));
    return { todoId, applicationId: row?.externalId ?? '', state: 'closed', created: false };
  });
}
