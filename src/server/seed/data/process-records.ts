import type { processes, processNodes } from '../../db/schema/process';
import type { Prng } from '../prng';
import { COLLEGE_FLOW, FLOW_OF_DEPT, FLOW_STEPS, REJECTION_SHARE, WITHDRAWN_SHARE, type FlowType, type StepTemplate } from './process-flows';

/**
 * Generates two semesters of process records without a database: finished applications over ~300 days, open ones
 * from the last two weeks whose current step waits for its handler (some past their time limit), and the demo
 * users' own applications. The demo teacher (a head of the computer-science college) and the demo admin (of the
 * information centre) handle steps in their units, so both have pending to-dos; the demo student mostly applies.
 */

export type ProcessRow = typeof processes.$inferInsert;
export type NodeRow = typeof processNodes.$inferInsert;

export interface FlowPerson {
  id: string;
  realName: string;
  kind: 'staff' | 'student';
  deptCode: string;
}

export interface FlowService {
  serviceId: string;
  serviceName: string;
  deptCode: string;
  audience: 'all' | 'teacher' | 'student';
}

export interface ProcessInput {
  tenantId: string;
  now: number;
  prng: Prng;
  people: readonly FlowPerson[];
  services: readonly FlowService[];
  /** Department id and name by code. */
  departments: ReadonlyMap<string, { id: string; name: string }>;
  demo: { teacher: FlowPerson; admin: FlowPerson; student: FlowPerson };
}

/** Volumes of the demo: enough for the efficiency pages' charts, small enough to seed in a second or two. */
const PROCESS_VOLUMES = {
  history: 1100,
  teacherOpen: 26,
  adminOpen: 16,
  otherOpen: 100,
  historyDays: 300,
  openDays: 14,
} as const;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface PlannedStep {
  nodeName: string;
  deptCode: string;
  limitHours: number;
  handler: FlowPerson;
}

function flowOf(service: FlowService): FlowType {
  return FLOW_OF_DEPT[service.deptCode] ?? COLLEGE_FLOW;
}

export function generateProcessRecords(input: ProcessInput): { processes: ProcessRow[]; nodes: NodeRow[] } {
  const { tenantId, now, prng, people, services, departments, demo } = input;
  const staffByDept = new Map<string, FlowPerson[]>();
  for (const person of people) {
    if (person.kind !== 'staff') continue;
    staffByDept.set(person.deptCode, [...(staffByDept.get(person.deptCode) ?? []), person]);
  }
  const students = people.filter((p) => p.kind === 'student' && p.id !== demo.student.id);
  const staff = people.filter((p) => p.kind === 'staff' && p.id !== demo.teacher.id && p.id !== demo.admin.id);
  const forStudents = services.filter((s) => s.audience !== 'teacher');
  const forStaff = services.filter((s) => s.audience !== 'student');
  const deptName = (code: string) => departments.get(code)?.name ?? code;
  const deptId = (code: string) => {
    const dept = departments.get(code);
    if (!dept) throw new Error(`process seed: unknown department ${code}`);
    return dept.id;
  };

  /** A handler of the unit, never the applicant; the demo heads take most of their unit's steps. */
  const handlerIn = (code: string, applicant: FlowPerson): FlowPerson => {
    if (code === demo.teacher.deptCode && applicant.id !== demo.teacher.id && prng.chance(0.6)) return demo.teacher;
    if (code === demo.admin.deptCode && applicant.id !== demo.admin.id && prng.chance(0.5)) return demo.admin;
    const pool = (staffByDept.get(code) ?? []).filter((p) => p.id !== applicant.id);
    if (pool.length === 0) throw new Error(`process seed: no handler in ${code}`);
    return prng.pick(pool);
  };

  const plan = (service: FlowService, applicant: FlowPerson): PlannedStep[] =>
    FLOW_STEPS[flowOf(service)]
      .filter((step: StepTemplate) => step.chance === undefined || prng.chance(step.chance))
      .map((step) => {
        const code = step.at === 'unit' ? applicant.deptCode : step.dept ?? service.deptCode;
        return { nodeName: step.nodeName.replace('{dept}', deptName(code)), deptCode: code, limitHours: step.limitHours, handler: handlerIn(code, applicant) };
      });

  /** How long a decided step took: mostly well within its limit, one in eight past it. */
  const durationMs = (limitHours: number): number => {
    if (limitHours === 0) return (2 + prng.next() * 70) * HOUR_MS;
    const share = prng.chance(0.12) ? 1.05 + prng.next() * 1.5 : 0.05 + prng.next() * 0.8;
    return Math.round(limitHours * share * HOUR_MS);
  };

  const processRows: ProcessRow[] = [];
  const nodeRows: NodeRow[] = [];
  const newProcess = (service: FlowService, applicant: FlowPerson) => {
    const id = `proc-${tenantId}-${String(processRows.length + 1).padStart(5, '0')}`;
    return { id, title: `${applicant.realName}的${service.serviceName}`, flowType: flowOf(service) };
  };
  const node = (
    processId: string, flowType: string, seq: number, step: PlannedStep, startedAt: number, endedAt: number | null, result: NodeRow['result'],
  ): NodeRow => ({
    id: `${processId}-${seq}`, tenantId, processId, flowType, seq, nodeName: step.nodeName, handlerId: step.handler.id,
    deptId: deptId(step.deptCode), startedAt: new Date(startedAt), endedAt: endedAt === null ? null : new Date(endedAt),
    timeLimitHours: step.limitHours, result,
  });

  /** A finished application started at `start`: done, rejected at some step, or withdrawn before a decision. */
  const finished = (service: FlowService, applicant: FlowPerson, start: number, outcome: 'done' | 'rejected' | 'withdrawn') => {
    const { id, title, flowType } = newProcess(service, applicant);
    const steps = plan(service, applicant);
    const rejectAt = outcome === 'rejected' ? prng.int(0, steps.length - 1) : -1;
    let at = start;
    let end = start;
    for (const [i, step] of steps.entries()) {
      end = at + (outcome === 'withdrawn' ? prng.int(1, 20) * HOUR_MS : durationMs(step.limitHours));
      const result = outcome === 'withdrawn' ? 'pending' : i === rejectAt ? 'rejected' : 'approved';
      nodeRows.push(node(id, flowType, i + 1, step, at, end, result));
      if (outcome === 'withdrawn' || i === rejectAt) break;
      at = end + prng.int(0, 120) * 60_000;
    }
    processRows.push({ id, tenantId, serviceId: service.serviceId, applicantId: applicant.id, title, flowType, status: outcome, startedAt: new Date(start), endedAt: new Date(end) });
  };

  /**
   * An open application whose step `pendingIndex` waits for its handler (optionally a given one); the steps
   * before it were approved, counted backwards from when the current step started. Three in ten are overdue.
   */
  const open = (service: FlowService, applicant: FlowPerson, pickPending: (steps: PlannedStep[]) => number, handler?: FlowPerson) => {
    const { id, title, flowType } = newProcess(service, applicant);
    const steps = plan(service, applicant);
    const pendingIndex = pickPending(steps);
    const pending = steps[pendingIndex];
    if (!pending) throw new Error('process seed: no pending step');
    if (handler) pending.handler = handler;
    const limit = pending.limitHours;
    const waitMs = limit > 0
      ? limit * HOUR_MS * (prng.chance(0.3) ? 1.1 + prng.next() * 2 : 0.05 + prng.next() * 0.75)
      : prng.int(1, 100) * HOUR_MS;
    const pendingStart = Math.min(now - 10 * 60_000, Math.round(now - waitMs));
    const earlier: NodeRow[] = [];
    let end = pendingStart;
    for (let i = pendingIndex - 1; i >= 0; i -= 1) {
      const step = steps[i];
      if (!step) continue;
      end -= prng.int(0, 90) * 60_000;
      const start = end - durationMs(step.limitHours);
      earlier.unshift(node(id, flowType, i + 1, step, start, end, 'approved'));
      end = start;
    }
    nodeRows.push(...earlier, node(id, flowType, pendingIndex + 1, pending, pendingStart, null, 'pending'));
    processRows.push({ id, tenantId, serviceId: service.serviceId, applicantId: applicant.id, title, flowType, status: 'running', startedAt: new Date(end), endedAt: null });
  };

  const historyStart = () => now - prng.int(20 * DAY_MS, PROCESS_VOLUMES.historyDays * DAY_MS);
  const outcome = () => prng.weighted([['done', 1 - REJECTION_SHARE - WITHDRAWN_SHARE], ['rejected', REJECTION_SHARE], ['withdrawn', WITHDRAWN_SHARE]] as const);
  const anyApplicant = (): [FlowPerson, readonly FlowService[]] =>
    prng.chance(0.65) ? [prng.pick(students), forStudents] : [prng.pick(staff), forStaff];
  const withUnitStep = (list: readonly FlowService[]) => list.filter((s) => FLOW_STEPS[flowOf(s)].some((step) => step.at === 'unit'));
  const firstUnitStep = (steps: PlannedStep[]) => Math.max(0, steps.findIndex((s) => s.handler === demo.teacher || s.deptCode === demo.teacher.deptCode));

  // Finished applications of two semesters, by everyone.
  for (let i = 0; i < PROCESS_VOLUMES.history; i += 1) {
    const [applicant, pool] = anyApplicant();
    finished(prng.pick(pool), applicant, historyStart(), outcome());
  }

  // Open ones waiting for the demo teacher: applications from the teacher's own college, at a college step.
  const collegeStudents = students.filter((s) => s.deptCode === demo.teacher.deptCode);
  const collegeStaff = staff.filter((s) => s.deptCode === demo.teacher.deptCode);
  for (let i = 0; i < PROCESS_VOLUMES.teacherOpen; i += 1) {
    const fromStudent = i % 3 !== 2;
    const applicant = fromStudent ? prng.pick(collegeStudents) : prng.pick(collegeStaff);
    open(prng.pick(withUnitStep(fromStudent ? forStudents : forStaff)), applicant, firstUnitStep, demo.teacher);
  }

  // Open ones waiting for the demo admin: the information centre's own services, and its staff's applications.
  const centreStaff = staff.filter((s) => s.deptCode === demo.admin.deptCode);
  for (let i = 0; i < PROCESS_VOLUMES.adminOpen; i += 1) {
    if (i % 2 === 0) {
      const [applicant, pool] = anyApplicant();
      const fitting = pool.filter((s) => s.deptCode === demo.admin.deptCode);
      open(prng.pick(fitting), applicant, (steps) => prng.int(0, steps.length - 1), demo.admin);
    } else {
      open(prng.pick(withUnitStep(forStaff)), prng.pick(centreStaff), () => 0, demo.admin);
    }
  }

  // Open ones elsewhere in the university.
  for (let i = 0; i < PROCESS_VOLUMES.otherOpen; i += 1) {
    const [applicant, pool] = anyApplicant();
    open(prng.pick(pool), applicant, (steps) => prng.int(0, steps.length - 1));
  }

  // The demo users' own applications: the student's in every state, and a few of the teacher's and the admin's.
  const own = (person: FlowPerson, pool: readonly FlowService[], counts: { running: number; done: number; rejected: number }, pendingAt?: FlowPerson) => {
    for (let i = 0; i < counts.done; i += 1) finished(prng.pick(pool), person, historyStart(), 'done');
    for (let i = 0; i < counts.rejected; i += 1) finished(prng.pick(pool), person, historyStart(), 'rejected');
    for (let i = 0; i < counts.running; i += 1) {
      // Half of the student's open ones wait at the teacher (their college), the rest at an office.
      const atTeacher = pendingAt !== undefined && i % 2 === 0;
      open(prng.pick(atTeacher ? withUnitStep(pool) : pool), person, atTeacher ? firstUnitStep : (steps) => steps.length - 1, atTeacher ? pendingAt : undefined);
    }
  };
  own(demo.student, forStudents, { running: 4, done: 6, rejected: 2 }, demo.teacher);
  own(demo.teacher, forStaff.filter((s) => s.deptCode !== demo.teacher.deptCode), { running: 2, done: 5, rejected: 1 });
  own(demo.admin, forStaff.filter((s) => s.deptCode !== demo.admin.deptCode), { running: 1, done: 4, rejected: 0 });

  return { processes: processRows, nodes: nodeRows };
}
