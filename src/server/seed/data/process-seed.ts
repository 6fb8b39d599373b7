import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { roles, users } from '../../db/schema/auth';
import { departments, services } from '../../db/schema/catalogue';
import { processes, processNodes } from '../../db/schema/process';
import { createPrng } from '../prng';
import { DEMO_UNITS, LOCKED_PASSWORD_HASH, generatePeople } from './process-people';
import { demoHandleUrl } from './demo-urls';
import { generateProcessRecords, type FlowPerson, type FlowService } from './process-records';

/** Rows per INSERT: far below PostgreSQL's 65,535 bind parameters, few round trips on PGlite. */
const BATCH = 500;

export async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Seeds the people behind the process records and two semesters of records over the catalogue's online flow
 * services. Needs the accounts and the catalogue seeded first.
 */
export async function seedProcessRecords(tx: Queryable, tenantId: string, now: Date): Promise<void> {
  const roleRows = await tx.select({ id: roles.id, roleType: roles.roleType }).from(roles).where(eq(roles.tenantId, tenantId));
  const roleOf = (type: string) => {
    const role = roleRows.find((r) => r.roleType === type);
    if (!role) throw new Error(`seed: no ${type} role in tenant ${tenantId}`);
    return role.id;
  };

  const people = generatePeople(createPrng(`hxlg-people-v1:${tenantId}`));
  const personId = (key: string) => `user-${tenantId}-${key}`;
  await tx.insert(users).values(people.map((p) => ({
    id: personId(p.key),
    tenantId,
    account: p.account,
    passwordHash: LOCKED_PASSWORD_HASH,
    realName: p.realName,
    nickName: p.realName,
    roleId: roleOf(p.kind === 'staff' ? 'teacher' : 'student'),
    deptName: p.deptName,
  })));

  const demoRows = await tx
    .select({ id: users.id, account: users.account, realName: users.realName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.account, ['teacher', 'admin', 'student'])));
  const demo = (account: keyof typeof DEMO_UNITS, kind: FlowPerson['kind']): FlowPerson => {
    const row = demoRows.find((r) => r.account === account);
    if (!row) throw new Error(`seed: demo account ${account} missing`);
    return { id: row.id, realName: row.realName, kind, deptCode: DEMO_UNITS[account] };
  };
  const demoPeople = { teacher: demo('teacher', 'staff'), admin: demo('admin', 'staff'), student: demo('student', 'student') };

  const deptRows = await tx.select({ id: departments.id, code: departments.deptCode, name: departments.deptName }).from(departments).where(eq(departments.tenantId, tenantId));
  const codeOf = new Map(deptRows.map((d) => [d.id, d.code]));
  const flowServices: FlowService[] = (await tx
    .select({ serviceId: services.serviceId, serviceName: services.serviceName, deptId: services.serviceDeptId, audience: services.audience })
    .from(services)
    .where(and(eq(services.tenantId, tenantId), eq(services.serviceType, 'PROCESS'), eq(services.processType, 'ONLINE'), eq(services.status, 1))))
    .map(({ deptId, ...s }) => ({ ...s, deptCode: codeOf.get(deptId) ?? '' }));
  const urlOf = new Map((await tx.select({ serviceId: services.serviceId, serviceUrl: services.serviceUrl }).from(services)
    .where(eq(services.tenantId, tenantId))).map((s) => [s.serviceId, s.serviceUrl]));

  const { processes: processRows, nodes } = generateProcessRecords({
    tenantId,
    now: now.getTime(),
    prng: createPrng(`hxlg-process-v1:${tenantId}`),
    people: [
      ...people.map((p) => ({ id: personId(p.key), realName: p.realName, kind: p.kind, deptCode: p.deptCode })),
      demoPeople.teacher, demoPeople.admin, demoPeople.student,
    ],
    services: flowServices,
    departments: new Map(deptRows.map((d) => [d.code, { id: d.id, name: d.name }])),
    demo: demoPeople,
  });
  await insertInBatches(processRows, (batch) => tx.insert(processes).values(batch));
  const serviceOf = new Map(processRows.map((p) => [p.id, p.serviceId]));
  // A waiting step opens its service's handling page in the demo e-hall (ADR 031; the sample system serves it).
  const withAddress = nodes.map((n) => (n.endedAt === null ? { ...n, handleUrl: demoHandleUrl(urlOf.get(serviceOf.get(n.processId) ?? '') ?? '', n.id) } : n));
  await insertInBatches(withAddress, (batch) => tx.insert(processNodes).values(batch));
}
