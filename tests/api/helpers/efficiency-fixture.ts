import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { users } from '../../../src/server/db/schema/auth';
import { departments, serviceScenes, services } from '../../../src/server/db/schema/catalogue';
import { processLikes } from '../../../src/server/db/schema/efficiency';
import { processes, processNodes } from '../../../src/server/db/schema/process';
import { DEMO_TENANT_ID } from '../../../src/server/seed';

/**
 * A small, hand-computable set of process records in March 2020 (no seeded record is that old), in two departments
 * of their own. Every expected figure of tests/api/efficiency-figures.test.ts is worked out from this by hand.
 *
 * | process | service | Beijing day | status    | took | steps (limit → took, handler)                          | like |
 * |---------|---------|-------------|-----------|------|--------------------------------------------------------|------|
 * | P1      | SA1     | 03-02       | done      | 24 h | 初审 8 h → 6 h teacher; 复核 10 h → 18 h admin (late)     | yes  |
 * | P2      | SA1     | 03-03       | rejected  |  4 h | 初审 8 h → 4 h teacher (rejected)                        |      |
 * | P3      | SA2     | 03-09       | done      | 48 h | 审批 no limit → 48 h admin                                | yes  |
 * | P4      | SA2     | 03-10       | withdrawn |  3 h | 审批 no limit, withdrawn after 3 h (not decided)          |      |
 * | P5      | SB1     | 03-16       | running   |   —  | 学院审核 24 h, open since 03-16 (late) teacher             |      |
 * | P6      | SB1     | 04-01       | done      |  8 h | 学院审核 24 h → 8 h admin (started 03-31 17:00 UTC)        |      |
 *
 * SA1 and SA2 belong to DA (教务 flow), SB1 to DB (学工 flow); SA1 has a scene. Every applicant is the demo student.
 */
export const FX = {
  DA: 'eff-fx-dept-a',
  DB: 'eff-fx-dept-b',
  SA1: 'eff-fx-sa1',
  SA2: 'eff-fx-sa2',
  SB1: 'eff-fx-sb1',
  range: { startDate: '2020-03-01', endDate: '2020-03-31' },
} as const;

const at = (iso: string) => new Date(iso);

export async function insertEfficiencyFixture(db: Db): Promise<{ sceneId: string; rootId: string }> {
  const t = DEMO_TENANT_ID;
  const people = await db.select({ id: users.id, account: users.account }).from(users)
    .where(and(eq(users.tenantId, t), inArray(users.account, ['teacher', 'admin', 'student'])));
  const id = (account: string) => {
    const row = people.find((p) => p.account === account);
    if (!row) throw new Error(`fixture: no ${account}`);
    return row.id;
  };
  const [root] = await db.select({ id: departments.id }).from(departments).where(and(eq(departments.tenantId, t), eq(departments.deptCode, 'HXLG')));
  const [scene] = await db.select({ id: serviceScenes.id }).from(serviceScenes).where(eq(serviceScenes.tenantId, t)).limit(1);
  if (!root || !scene) throw new Error('fixture: seed lacks the school or a scene');
  await db.insert(departments).values([
    { id: FX.DA, tenantId: t, parentId: root.id, deptCode: 'EFFA', deptName: '效能测试处', deptCategory: '党政机构', sort: 900 },
    { id: FX.DB, tenantId: t, parentId: root.id, deptCode: 'EFFB', deptName: '效能测试学院', deptCategory: '教学单位', sort: 901 },
  ]);
  const service = (serviceId: string, serviceName: string, deptId: string, sceneId: string | null) =>
    ({ serviceId, tenantId: t, serviceName, serviceDeptId: deptId, serviceSceneId: sceneId, serviceType: 'PROCESS' as const });
  await db.insert(services).values([
    service(FX.SA1, '效能测试申请甲', FX.DA, scene.id), service(FX.SA2, '效能测试申请乙', FX.DA, null), service(FX.SB1, '效能测试申请丙', FX.DB, null),
  ]);
  const student = id('student');
  const proc = (pid: string, serviceId: string, flowType: string, status: 'done' | 'rejected' | 'withdrawn' | 'running', start: string, end: string | null) =>
    ({ id: pid, tenantId: t, serviceId, applicantId: student, title: `测试 ${pid}`, flowType, status, startedAt: at(start), endedAt: end ? at(end) : null });
  await db.insert(processes).values([
    proc('eff-fx-p1', FX.SA1, '教务', 'done', '2020-03-02T02:00:00Z', '2020-03-03T02:00:00Z'),
    proc('eff-fx-p2', FX.SA1, '教务', 'rejected', '2020-03-03T02:00:00Z', '2020-03-03T06:00:00Z'),
    proc('eff-fx-p3', FX.SA2, '教务', 'done', '2020-03-09T02:00:00Z', '2020-03-11T02:00:00Z'),
    proc('eff-fx-p4', FX.SA2, '教务', 'withdrawn', '2020-03-10T02:00:00Z', '2020-03-10T05:00:00Z'),
    proc('eff-fx-p5', FX.SB1, '学工', 'running', '2020-03-16T02:00:00Z', null),
    proc('eff-fx-p6', FX.SB1, '学工', 'done', '2020-03-31T17:00:00Z', '2020-04-01T01:00:00Z'),
  ]);
  const node = (pid: string, seq: number, nodeName: string, handler: string, deptId: string, limit: number, start: string, end: string | null,
    result: 'pending' | 'approved' | 'rejected') => ({
    id: `${pid}-${seq}`, tenantId: t, processId: pid, flowType: deptId === FX.DA ? '教务' : '学工', seq, nodeName, handlerId: id(handler), deptId,
    startedAt: at(start), endedAt: end ? at(end) : null, timeLimitHours: limit, result,
  });
  await db.insert(processNodes).values([
    node('eff-fx-p1', 1, '初审', 'teacher', FX.DA, 8, '2020-03-02T02:00:00Z', '2020-03-02T08:00:00Z', 'approved'),
    node('eff-fx-p1', 2, '复核', 'admin', FX.DA, 10, '2020-03-02T08:00:00Z', '2020-03-03T02:00:00Z', 'approved'),
    node('eff-fx-p2', 1, '初审', 'teacher', FX.DA, 8, '2020-03-03T02:00:00Z', '2020-03-03T06:00:00Z', 'rejected'),
    node('eff-fx-p3', 1, '审批', 'admin', FX.DA, 0, '2020-03-09T02:00:00Z', '2020-03-11T02:00:00Z', 'approved'),
    node('eff-fx-p4', 1, '审批', 'admin', FX.DA, 0, '2020-03-10T02:00:00Z', '2020-03-10T05:00:00Z', 'pending'),
    node('eff-fx-p5', 1, '学院审核', 'teacher', FX.DB, 24, '2020-03-16T02:00:00Z', null, 'pending'),
    node('eff-fx-p6', 1, '学院审核', 'admin', FX.DB, 24, '2020-03-31T17:00:00Z', '2020-04-01T01:00:00Z', 'approved'),
  ]);
  await db.insert(processLikes).values([
    { tenantId: t, processId: 'eff-fx-p1', userId: student },
    { tenantId: t, processId: 'eff-fx-p3', userId: student },
  ]);
  return { sceneId: scene.id, rootId: root.id };
}
