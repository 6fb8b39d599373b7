import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { users } from '../../../../db/schema/auth';
import { businessSystems } from '../../../../db/schema/business-systems';
import { departments, services } from '../../../../db/schema/catalogue';
import { processes, processNodes } from '../../../../db/schema/process';
import type { ColumnData } from '../../../../../shared/schema/cards';
import type { SourceContext } from '../context';
import type { UserViewer } from '../../../../http/viewer';
import { textParam, type Params } from './params';

/** CARD-10's defaults, sent explicitly so every client shows the same words. */
export const TODO_TYPE_NAME = '待审批';
export const TODO_TIMEOUT_NAME = '超时';
/** Pending steps listed per column, newest first. */
const TODO_ENTRY_LIMIT = 20;

const HOUR_MS = 3_600_000;

interface FlowCount { all: number; overdue: number }

/**
 * A step is open while it has no end; it is overdue once it has waited longer than its time limit (0 = none).
 * No tenant condition: the handler is the viewer, whose id belongs to one tenant, and leaving it out keeps the
 * counts an index-only scan.
 */
const openStepsOf = (viewer: UserViewer) => and(eq(processNodes.handlerId, viewer.userId), isNull(processNodes.endedAt));

/**
 * The user's open steps counted per flow, all and overdue: one grouped query over the partial index
 * process_nodes_handler_flow_open_idx, shared by the card's columns (a busy approver has a thousand open steps).
 */
async function countOpenSteps(ctx: SourceContext, viewer: UserViewer): Promise<Map<string, FlowCount>> {
  const now = new Date(ctx.now());
  const rows = await ctx.db
    .select({
      flowType: processNodes.flowType,
      all: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) filter (where ${processNodes.timeLimitHours} > 0
        and ${processNodes.startedAt} + ${processNodes.timeLimitHours} * interval '1 hour' < ${now.toISOString()}::timestamptz))::int`,
    })
    .from(processNodes)
    .where(openStepsOf(viewer))
    .groupBy(processNodes.flowType);
  return new Map(rows.map((row) => [row.flowType, { all: Number(row.all), overdue: Number(row.overdue) }]));
}

/** The newest open steps of one flow ('' = every flow), with their process, service and applicant. */
async function newestOpenSteps(ctx: SourceContext, viewer: UserViewer, flowType: string) {
  return ctx.db
    .select({
      id: processNodes.id, startedAt: processNodes.startedAt, timeLimitHours: processNodes.timeLimitHours,
      title: processes.title, serviceName: services.serviceName, nodeName: processNodes.nodeName, applicantName: users.realName,
      handleUrl: processNodes.handleUrl, openWay: services.openWay, accessWay: services.accessWay,
      systemName: businessSystems.name, systemContact: businessSystems.contact, deptName: departments.deptName, deptPhone: departments.phone,
    })
    .from(processNodes)
    .innerJoin(processes, eq(processes.id, processNodes.processId))
    .innerJoin(services, eq(services.serviceId, processes.serviceId))
    .innerJoin(users, eq(users.id, processes.applicantId))
    .leftJoin(businessSystems, eq(businessSystems.id, processNodes.businessSystemId))
    .leftJoin(departments, eq(departments.id, services.serviceDeptId))
    .where(flowType === '' ? openStepsOf(viewer) : and(openStepsOf(viewer), eq(processNodes.flowType, flowType)))
    .orderBy(desc(processNodes.startedAt), desc(processNodes.id))
    .limit(TODO_ENTRY_LIMIT);
}

/**
 * One to-do column: the user's pending steps of params.flowType ('' = every flow), counted (all and overdue), and
 * the newest 20 with their process, service and applicant.
 */
export async function loadTodo(ctx: SourceContext, viewer: UserViewer, params: Params, columnName: string): Promise<ColumnData> {
  const flowType = textParam(params, 'flowType');
  const now = ctx.now();
  const load = () => countOpenSteps(ctx, viewer);
  const [counts, steps] = await Promise.all([
    ctx.perCard ? ctx.perCard(`todo-counts:${viewer.userId}`, load) : load(),
    newestOpenSteps(ctx, viewer, flowType),
  ]);
  const flows = flowType === '' ? [...counts.values()] : [counts.get(flowType) ?? { all: 0, overdue: 0 }];
  return {
    kind: 'todo',
    items: [{
      columnName,
      todoNum: flows.reduce((sum, c) => sum + c.all, 0),
      todoTypeName: textParam(params, 'todoTypeName') || TODO_TYPE_NAME,
      todoTimeoutName: textParam(params, 'todoTimeoutName') || TODO_TIMEOUT_NAME,
      todoTimeoutNum: flows.reduce((sum, c) => sum + c.overdue, 0),
    }],
    entries: steps.map(({ startedAt, timeLimitHours, handleUrl, openWay, accessWay, systemName, systemContact, deptName, deptPhone, ...step }) => {
      const due = timeLimitHours > 0 ? startedAt.getTime() + timeLimitHours * HOUR_MS : null;
      return {
        ...step,
        // A step no business system reported is named after its service's department, which handles it.
        open: {
          url: handleUrl, openWay, accessWay,
          systemName: systemName ?? deptName ?? step.serviceName, systemContact: systemContact ?? deptPhone ?? '',
        },
        startedAt: startedAt.toISOString(),
        dueAt: due === null ? null : new Date(due).toISOString(),
        overdue: due !== null && due < now,
      };
    }),
  };
}
