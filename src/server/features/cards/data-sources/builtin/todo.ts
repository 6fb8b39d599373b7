import { and, eq, inArray, isNull } from 'drizzle-orm';
import { users } from '../../../../db/schema/auth';
import { services } from '../../../../db/schema/catalog';
import { processes, processNodes } from '../../../../db/schema/process';
import type { ColumnData } from '../../../../../shared/schema/cards';
import type { SourceContext } from '../context';
import type { Viewer } from '../../viewer';
import { textParam, type Params } from './params';

/** CARD-10's defaults, sent explicitly so every client shows the same words. */
export const TODO_TYPE_NAME = '待审批';
export const TODO_TIMEOUT_NAME = '超时';
/** Pending steps listed per column, newest first. */
export const TODO_ENTRY_LIMIT = 20;

const HOUR_MS = 3_600_000;

/** One open step of the user, as much as counting and ordering need. */
interface OpenStep {
  id: string;
  flowType: string;
  startedAt: Date;
  timeLimitHours: number;
}

/**
 * Every open step of the user (handler = user, not ended), newest first, with its flow: one walk of the partial
 * index process_nodes_handler_open_idx, flows from the per-instance flow cache. A to-do card has a column per
 * flow; they share this list through the per-card memo and each counts and picks its own newest steps from it,
 * instead of each walking the same index again. (Even a very busy approver has a few thousand open steps.)
 */
async function listOpenSteps(ctx: SourceContext, viewer: Viewer): Promise<OpenStep[]> {
  const rows = await ctx.db
    .select({ id: processNodes.id, processId: processNodes.processId, startedAt: processNodes.startedAt, timeLimitHours: processNodes.timeLimitHours })
    .from(processNodes)
    .where(and(eq(processNodes.handlerId, viewer.userId), isNull(processNodes.endedAt), eq(processNodes.tenantId, viewer.tenantId)));
  const flows = await ctx.flowTypes.lookup(ctx.db, rows.map((row) => row.processId));
  return rows
    .map(({ processId, ...row }) => ({ ...row, flowType: flows.get(processId) ?? '' }))
    .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

interface StepDetail {
  title: string;
  serviceName: string;
  nodeName: string;
  applicantName: string;
}

/** Process, service and applicant of the listed steps: primary-key lookups, 20 per flow at most. */
async function describeSteps(ctx: SourceContext, ids: readonly string[]): Promise<Map<string, StepDetail>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: processNodes.id, title: processes.title, serviceName: services.serviceName, nodeName: processNodes.nodeName, applicantName: users.realName })
    .from(processNodes)
    .innerJoin(processes, eq(processes.id, processNodes.processId))
    .innerJoin(services, eq(services.serviceId, processes.serviceId))
    .innerJoin(users, eq(users.id, processes.applicantId))
    .where(inArray(processNodes.id, [...ids]));
  return new Map(rows.map(({ id, ...row }) => [id, row]));
}

/**
 * The user's open steps and the details of those any column can show: the newest 20 overall and the newest 20 of
 * each flow, described in one query for the whole card.
 */
async function loadOpenSteps(ctx: SourceContext, viewer: Viewer): Promise<{ steps: OpenStep[]; details: Map<string, StepDetail> }> {
  const steps = await listOpenSteps(ctx, viewer);
  const shownPerFlow = new Map<string, number>();
  const shown = steps.filter((step, index) => {
    const count = shownPerFlow.get(step.flowType) ?? 0;
    shownPerFlow.set(step.flowType, count + 1);
    return index < TODO_ENTRY_LIMIT || count < TODO_ENTRY_LIMIT;
  });
  return { steps, details: await describeSteps(ctx, shown.map((step) => step.id)) };
}

/**
 * One to-do column: the user's pending steps of params.flowType ('' = every flow), counted (all and overdue), and
 * the newest 20 with their process, service and applicant.
 */
export async function loadTodo(ctx: SourceContext, viewer: Viewer, params: Params, columnName: string): Promise<ColumnData> {
  const flowType = textParam(params, 'flowType');
  const now = ctx.now();
  const load = () => loadOpenSteps(ctx, viewer);
  const { steps, details } = await (ctx.perCard ? ctx.perCard(`todo-open-steps:${viewer.userId}`, load) : load());
  const mine = flowType === '' ? steps : steps.filter((step) => step.flowType === flowType);
  const dueOf = (step: OpenStep) => (step.timeLimitHours > 0 ? step.startedAt.getTime() + step.timeLimitHours * HOUR_MS : null);
  const isOverdue = (step: OpenStep) => {
    const due = dueOf(step);
    return due !== null && due < now;
  };
  return {
    kind: 'todo',
    items: [{
      columnName,
      todoNum: mine.length,
      todoTypeName: textParam(params, 'todoTypeName') || TODO_TYPE_NAME,
      todoTimeoutName: textParam(params, 'todoTimeoutName') || TODO_TIMEOUT_NAME,
      todoTimeoutNum: mine.filter(isOverdue).length,
    }],
    entries: mine.slice(0, TODO_ENTRY_LIMIT).flatMap((step) => {
      const detail = details.get(step.id);
      if (!detail) return [];
      const due = dueOf(step);
      return [{
        id: step.id,
        ...detail,
        startedAt: step.startedAt.toISOString(),
        dueAt: due === null ? null : new Date(due).toISOString(),
        overdue: isOverdue(step),
      }];
    }),
  };
}
