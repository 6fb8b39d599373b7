import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../src/server/db/client';
import { roles, users } from '../../src/server/db/schema/auth';
import { departments, services } from '../../src/server/db/schema/catalogue';
import { processes, processNodes } from '../../src/server/db/schema/process';
import { hashPassword } from '../../src/server/security/password';
import { COLLEGE_FLOW, FLOW_OF_DEPT } from '../../src/server/seed/data/process-flows';
import { createPrng } from '../../src/server/seed/prng';

/**
 * Grows a seeded database to benchmark size for the home page's card calls: `users` more users (a fifth of them
 * staff who handle steps) and `todos` pending to-do steps, each the open second step of a running application.
 * The demo teacher gets a share of the to-dos (a busy head of department); the rest spread unevenly over the staff,
 * as real approvers' loads are. Rows go in in batches, each batch in its own transaction.
 */

export interface HomeBenchOptions {
  users: number;
  todos: number;
  tenantId?: string;
  /** Accounts are `${prefix}000001` …; a prefix already used is refused. Lower-case letters, at most 10. */
  prefix?: string;
  /** Every generated account's password, hashed once (benchmark accounts only). */
  password?: string;
  /** Share of the to-dos that the demo teacher handles. */
  teacherShare?: number;
  seed?: string;
  now?: number;
}

export interface HomeBenchSummary {
  users: number;
  staff: number;
  students: number;
  todos: number;
  processes: number;
  nodes: number;
  demoTeacherTodos: number;
  accountPrefix: string;
  password: string;
}

const BATCH = 1000;
const HOUR_MS = 3_600_000;
const LIMITS = [0, 24, 48, 72, 120] as const;

async function inBatches<T>(db: Db, rows: readonly T[], insert: (tx: Tx, batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    await db.transaction((tx) => insert(tx, batch));
  }
}

export async function generateHomeBenchData(db: Db, options: HomeBenchOptions): Promise<HomeBenchSummary> {
  const { tenantId = '000000', prefix = 'bench', password = 'Bench@123', teacherShare = 0.01, seed = 'hxlg-home-bench-v1' } = options;
  const now = options.now ?? Date.now();
  if (!/^[a-z]{1,10}$/.test(prefix)) throw new Error('prefix: lower-case letters only, at most 10');
  if (!Number.isInteger(options.users) || options.users < 10) throw new Error('users: a whole number of at least 10');
  if (!Number.isInteger(options.todos) || options.todos < 0) throw new Error('todos: a whole number');
  const prng = createPrng(`${seed}:${tenantId}:${prefix}`);

  const [taken] = await db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.account, `${prefix}000001`)));
  if (taken) throw new Error(`accounts ${prefix}… already exist in tenant ${tenantId}; choose another prefix`);
  const roleRows = await db.select({ id: roles.id, roleType: roles.roleType }).from(roles).where(eq(roles.tenantId, tenantId));
  const roleOf = (type: string) => {
    const role = roleRows.find((r) => r.roleType === type);
    if (!role) throw new Error(`no ${type} role in tenant ${tenantId}: seed the demo first`);
    return role.id;
  };
  const [teacher] = await db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.account, 'teacher')));
  if (!teacher) throw new Error('the demo teacher is missing: seed the demo first');
  const deptCode = new Map((await db.select({ id: departments.id, code: departments.deptCode }).from(departments).where(eq(departments.tenantId, tenantId))).map((d) => [d.id, d.code]));
  const flowServices = await db
    .select({ id: services.serviceId, name: services.serviceName, deptId: services.serviceDeptId })
    .from(services)
    .where(and(eq(services.tenantId, tenantId), eq(services.serviceType, 'PROCESS'), eq(services.status, 1)));
  if (flowServices.length === 0) throw new Error('no flow services: seed the demo first');

  const staffCount = Math.ceil(options.users / 5);
  const passwordHash = await hashPassword(password);
  const people = Array.from({ length: options.users }, (_, i) => {
    const no = String(i + 1).padStart(6, '0');
    const isStaff = i < staffCount;
    return {
      id: `${prefix}-${tenantId}-${no}`, tenantId, account: `${prefix}${no}`, passwordHash,
      realName: `${isStaff ? '教工' : '学生'}${no}`, nickName: `${isStaff ? '教工' : '学生'}${no}`,
      roleId: roleOf(isStaff ? 'teacher' : 'student'), deptName: isStaff ? '压测教工' : '压测学生',
    };
  });
  await inBatches(db, people, (tx, batch) => tx.insert(users).values(batch));

  // Loads are skewed: squaring the roll sends most steps to the first handlers, as a few offices carry most flows.
  const staffAt = (roll: number) => people[Math.floor(roll * roll * staffCount)]?.id ?? teacher.id;
  let demoTeacherTodos = 0;
  const processRows: Array<typeof processes.$inferInsert> = [];
  const nodeRows: Array<typeof processNodes.$inferInsert> = [];
  const flush = async () => {
    await inBatches(db, processRows.splice(0), (tx, batch) => tx.insert(processes).values(batch));
    await inBatches(db, nodeRows.splice(0), (tx, batch) => tx.insert(processNodes).values(batch));
  };
  for (let j = 0; j < options.todos; j += 1) {
    const service = prng.pick(flowServices);
    const applicant = people[prng.int(0, people.length - 1)] ?? people[0];
    if (!applicant) break;
    const onTeacher = prng.chance(teacherShare);
    if (onTeacher) demoTeacherTodos += 1;
    const handler = onTeacher ? teacher.id : staffAt(prng.next());
    const id = `${prefix}p-${tenantId}-${String(j + 1).padStart(7, '0')}`;
    const started = now - prng.int(1, 20 * 24) * HOUR_MS;
    const firstEnd = started + prng.int(1, 48) * HOUR_MS;
    const pendingStart = Math.min(now - 60_000, firstEnd + prng.int(0, 4) * HOUR_MS);
    const code = deptCode.get(service.deptId) ?? '';
    const flowType = FLOW_OF_DEPT[code] ?? COLLEGE_FLOW;
    processRows.push({
      id, tenantId, serviceId: service.id, applicantId: applicant.id, title: `${applicant.realName}的${service.name}`,
      flowType, status: 'running', startedAt: new Date(started), endedAt: null,
    });
    nodeRows.push(
      { id: `${id}-1`, tenantId, processId: id, flowType, seq: 1, nodeName: '部门审核', handlerId: staffAt(prng.next()), deptId: service.deptId,
        startedAt: new Date(started), endedAt: new Date(firstEnd), timeLimitHours: 48, result: 'approved' },
      { id: `${id}-2`, tenantId, processId: id, flowType, seq: 2, nodeName: '业务审批', handlerId: handler, deptId: service.deptId,
        startedAt: new Date(pendingStart), endedAt: null, timeLimitHours: prng.pick(LIMITS), result: 'pending' },
    );
    if (processRows.length >= 10 * BATCH) await flush();
  }
  await flush();

  return {
    users: options.users, staff: staffCount, students: options.users - staffCount, todos: options.todos, processes: options.todos,
    nodes: options.todos * 2, demoTeacherTodos, accountPrefix: prefix, password,
  };
}
