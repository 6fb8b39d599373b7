import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, services } from '../../src/server/db/schema/catalogue';
import { deptDuties, dutyServices } from '../../src/server/db/schema/three-lists';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import * as lists from '../../src/shared/api/catalogue/three-lists';
import { threeListsStudio } from '../../src/shared/api/catalogue/three-lists-config';
import { ApiError } from '../../src/shared/api/client-types';
import type { ThreeListTreeNode, TripleListConfig } from '../../src/shared/schema/three-lists';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

/**
 * A refused call: the wrapper turns statuses outside WRAP-07's list into 8008 with the server's message, so the
 * HTTP status the server chose is read from the raw answer.
 */
async function refusal(portal: TestPortal, promise: Promise<unknown>): Promise<{ http: number | undefined; message: string }> {
  const error: unknown = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return { http: portal.lastResponse?.http, message: (error as ApiError).message };
}

function flatten(nodes: ThreeListTreeNode[]): ThreeListTreeNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

const deptId = (code: string) => `dept-${DEMO_TENANT_ID}-${code}`;

describe.each(testDatabases())('three lists on %s', (kind) => {
  let server: TestServer;
  let visitor: TestPortal;
  const portals = {} as Record<'student' | 'teacher' | 'admin', TestPortal>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    visitor = createTestPortal(server);
    for (const [account, password, ip] of [['student', 'Student@123', '10.8.0.1'], ['teacher', 'Teacher@123', '10.8.0.2'], ['admin', 'Admin@123', '10.8.0.3']] as const) {
      portals[account] = createTestPortal(server, { ip });
      await portals[account].signIn(account, password);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('seeds 4–10 duties for every department, each link to a service of the tenant', async () => {
    const db = server.context.db;
    const rows = await db.select({ deptId: departments.id, n: count(deptDuties.id) }).from(departments)
      .leftJoin(deptDuties, eq(deptDuties.deptId, departments.id)).where(eq(departments.tenantId, DEMO_TENANT_ID)).groupBy(departments.id);
    expect(rows.length).toBeGreaterThan(30);
    for (const row of rows) {
      expect(Number(row.n), row.deptId).toBeGreaterThanOrEqual(4);
      expect(Number(row.n), row.deptId).toBeLessThanOrEqual(10);
    }
    const [links] = await db.select({ n: count() }).from(dutyServices).innerJoin(services, eq(services.serviceId, dutyServices.serviceId))
      .where(eq(services.tenantId, DEMO_TENANT_ID));
    expect(Number(links?.n)).toBeGreaterThan(200);
  });

  it('builds the tree of categories and departments with counts; a sub-office sits under its office', async () => {
    const tree = await visitor.api.call(lists.getTree, {});
    expect(tree.map((n) => n.label)).toEqual(['学校', '党政机构', '直属单位', '群团组织', '教学单位']);
    const offices = tree.find((n) => n.label === '党政机构');
    const jwc = offices?.children.find((n) => n.deptCode === 'JWC');
    expect(jwc?.children.map((n) => n.deptCode)).toEqual(['KSZX']);
    for (const category of tree) {
      const depts = flatten(category.children);
      expect(category.dutyCount).toBe(depts.reduce((s, d) => s + d.dutyCount, 0));
      expect(category.serviceCount).toBe(depts.reduce((s, d) => s + d.serviceCount, 0));
    }
    // A visitor counts public duties and services for everyone only; a signed-in teacher more of both.
    const teacherTree = await portals.teacher.api.call(lists.getTree, {});
    const sum = (nodes: ThreeListTreeNode[], key: 'dutyCount' | 'serviceCount') => nodes.reduce((s, n) => s + n[key], 0);
    expect(sum(teacherTree, 'dutyCount')).toBeGreaterThan(sum(tree, 'dutyCount'));
    expect(sum(teacherTree, 'serviceCount')).toBeGreaterThan(sum(tree, 'serviceCount'));
  });

  it('searches the tree: the matching department keeps its parents', async () => {
    const tree = await visitor.api.call(lists.getTree, { keyword: '考试' });
    expect(tree.map((n) => n.label)).toEqual(['党政机构']);
    expect(flatten(tree).filter((n) => n.nodeType === 'dept').map((n) => n.deptCode)).toEqual(['JWC', 'KSZX']);
  });

  it('pages the department list, a department with those under it, and the visitor form without a token', async () => {
    const first = await portals.student.api.call(lists.inventoryPage, { current: 1, size: 10 });
    const second = await portals.student.api.call(lists.inventoryPage, { current: 2, size: 10 });
    expect(first.total).toBeGreaterThan(30);
    expect(first.records).toHaveLength(10);
    expect(new Set([...first.records, ...second.records].map((d) => d.deptId)).size).toBe(20);
    const jwc = await portals.student.api.call(lists.inventoryPage, { deptId: deptId('JWC') });
    expect(jwc.records.map((d) => d.deptCode)).toEqual(['JWC', 'KSZX']);
    expect(jwc.records[1]).toMatchObject({ parentName: '教务处', category: '党政机构' });
    const colleges = await visitor.api.call(lists.preLoginInventoryPage, { category: '教学单位', keyword: '学院', size: 50 });
    expect(colleges.total).toBe(12);
    expect((await refusal(visitor, visitor.api.call(lists.inventoryPage, {}))).http).toBe(401);
  });

  it('lists duties: internal ones for signed-in users only; by department, type, keyword and service', async () => {
    const signedIn = await portals.student.api.call(lists.queryDuty, { deptId: deptId('DZB'), size: 50 });
    const visitors = await visitor.api.call(lists.preLoginQueryDuty, { deptId: deptId('DZB'), size: 50 });
    expect(signedIn.records.map((d) => d.dutyName)).toContain('督查督办');
    expect(visitors.records.map((d) => d.dutyName)).not.toContain('督查督办');
    expect(visitors.total).toBe(signedIn.total - 1);
    expect(signedIn.records[0]).toMatchObject({ dutyCode: 'DZB-001', deptName: '党委办公室、校长办公室', dutyTypeName: '主要职责' });

    const supervise = await portals.student.api.call(lists.queryDuty, { dutyType: 'SUPERVISE', size: 100 });
    expect(supervise.records.every((d) => d.dutyType === 'SUPERVISE')).toBe(true);
    const byWord = await portals.student.api.call(lists.queryDuty, { keyword: '校园卡' });
    expect(byWord.records.map((d) => d.dutyName)).toContain('校园卡服务');

    const [card] = await server.context.db.select({ id: services.serviceId }).from(services)
      .where(and(eq(services.tenantId, DEMO_TENANT_ID), eq(services.serviceName, '校园卡挂失')));
    const carried = await visitor.api.call(lists.preLoginQueryDuty, { serviceId: card?.id ?? '' });
    expect(carried.records.map((d) => d.dutyName)).toEqual(['校园卡服务']);
    expect(carried.records[0]?.serviceCount).toBeGreaterThanOrEqual(4);
  });

  it('lists services with their duty counts; by duty; each role sees its own services', async () => {
    const duty = (await portals.student.api.call(lists.queryDuty, { keyword: '校园卡服务' })).records[0];
    expect(duty).toBeDefined();
    const carried = await portals.student.api.call(lists.queryService, { dutyId: duty?.dutyId ?? '', size: 20 });
    expect(carried.records.map((s) => s.serviceName)).toEqual(expect.arrayContaining(['校园卡挂失', '校园卡补办']));
    expect(carried.records.every((s) => s.dutyCount >= 1)).toBe(true);

    // 人事处's services are for teachers: a student and a visitor see none, a teacher all.
    const rsc = { deptId: deptId('RSC'), size: 50 };
    expect((await portals.student.api.call(lists.queryService, rsc)).total).toBe(0);
    expect((await visitor.api.call(lists.preLoginQueryService, rsc)).total).toBe(0);
    expect((await portals.teacher.api.call(lists.queryService, rsc)).total).toBeGreaterThan(10);
    const page = await portals.teacher.api.call(lists.queryService, { keyword: '报修', serviceType: 'PROCESS', size: 5 });
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.every((s) => s.serviceName.includes('报修') && s.serviceType === 'PROCESS')).toBe(true);
  });

  it('counts the inventory and the services for the caller', async () => {
    const forVisitor = await visitor.api.call(lists.threeInventoryCount, {});
    const forTeacher = await portals.teacher.api.call(lists.threeInventoryCount, {});
    expect(forVisitor).toMatchObject({ categoryCount: 5 });
    expect(forVisitor.deptCount).toBe(forTeacher.deptCount);
    expect(forTeacher.dutyCount).toBeGreaterThan(forVisitor.dutyCount);
    expect(forTeacher.serviceCount).toBeGreaterThan(forVisitor.serviceCount);
    expect(forVisitor.linkedServiceCount).toBeLessThanOrEqual(forVisitor.serviceCount);
    expect(forVisitor.linkedServiceCount).toBeGreaterThan(0);

    const byDept = await visitor.api.call(lists.threeInventoryServiceCount, { deptId: deptId('WLZX') });
    expect(byDept.online + byDept.offline).toBe(byDept.total);
    expect(byDept.application + byDept.process).toBe(byDept.total);
    const tree = await visitor.api.call(lists.getTree, {});
    expect(flatten(tree).find((n) => n.deptCode === 'WLZX')?.serviceCount).toBe(byDept.total);
  });

  it('follows a department to a duty to its service, and the service back to its duties', async () => {
    const info = await portals.student.api.call(lists.dutyAndService, { deptId: deptId('SSZX') });
    expect(info.dept).toMatchObject({ deptName: '学生宿舍管理中心', parentName: '后勤保障处' });
    const repair = info.duties.find((d) => d.dutyName === '宿舍维修服务');
    const service = repair?.services.find((s) => s.serviceName === '宿舍报修');
    expect(service).toBeDefined();
    const relation = await portals.student.api.call(lists.getServiceDeptRelation, { serviceId: service?.serviceId ?? '' });
    expect(relation.dept.deptCode).toBe('SSZX');
    expect(relation.duties.map((d) => d.dutyName)).toContain('宿舍维修服务');

    const services2 = await portals.student.api.call(lists.queryServiceInfo, { deptId: deptId('SSZX') });
    const repairService = services2.services.find((s) => s.serviceName === '宿舍报修');
    expect(repairService?.duties.map((d) => d.dutyName)).toEqual(['宿舍维修服务']);
    expect((await refusal(portals.student, portals.student.api.call(lists.dutyAndService, { deptId: 'dept-999999-X' }))).message).toBe('部门不存在');
  });

  it('answers a service hidden from the caller like an unknown one', async () => {
    const [teacherOnly] = await server.context.db.select({ id: services.serviceId }).from(services)
      .where(and(eq(services.tenantId, DEMO_TENANT_ID), eq(services.serviceName, '差旅费报销')));
    const error = await refusal(visitor, visitor.api.call(lists.getServiceDeptRelation, { serviceId: teacherOnly?.id ?? '' }));
    expect(error.message).toBe('服务不存在或已下架');
    const forTeacher = await portals.teacher.api.call(lists.getServiceDeptRelation, { serviceId: teacherOnly?.id ?? '' });
    expect(forTeacher.duties.map((d) => d.dutyName)).toContain('报销与借款');
  });

  it('lists the department categories for signed-in users', async () => {
    const categories = await portals.student.api.call(lists.getAllDeptCategory, {});
    expect(categories.map((c) => c.category)).toEqual(['学校', '党政机构', '直属单位', '群团组织', '教学单位']);
    expect(categories.find((c) => c.category === '教学单位')?.deptCount).toBe(12);
    expect((await refusal(visitor, visitor.api.call(lists.getAllDeptCategory, {}))).http).toBe(401);
  });

  it('saves the page configuration for the threeListsConfig menu only; the tree and isDutyTypeMust follow it', async () => {
    const config = await visitor.api.call(lists.getTripleListConfig, {});
    expect(config.lists.map((l) => l.key)).toEqual(['dept', 'service', 'duty']);
    expect(await visitor.api.call(lists.isDutyTypeMust, {})).toMatchObject({ isDutyTypeMust: true, dutyTypes: expect.arrayContaining([{ value: 'MAIN', label: '主要职责' }]) });

    const changed: TripleListConfig = { ...config, categories: ['教学单位', '党政机构'], showEmptyDepts: false, dutyTypeRequired: false, pageTitle: '部门三张清单' };
    expect((await refusal(portals.student, portals.student.api.call(lists.saveTripleListConfig, changed))).http).toBe(403);
    const unknown = await refusal(portals.admin, portals.admin.api.call(lists.saveTripleListConfig, { ...changed, categories: ['不存在的分类'] }));
    expect(unknown.message).toBe('部门分类“不存在的分类”不存在');
    const bad = await refusal(portals.admin, portals.admin.api.call(lists.saveTripleListConfig, { ...changed, lists: changed.lists.map((l) => ({ ...l, visible: false })) }));
    // The shared schema refuses it in the page already; the server parses with the same schema.
    expect(bad.message).toContain('至少显示一张清单');

    expect(await portals.admin.api.call(lists.saveTripleListConfig, changed)).toMatchObject({ pageTitle: '部门三张清单' });
    // A draft until published (ADR 009, area threeLists; tests/api/three-lists-config.test.ts covers the draft).
    await portals.admin.api.call(threeListsStudio.publish, {});
    expect(await visitor.api.call(lists.getTripleListConfig, {})).toMatchObject({ pageTitle: '部门三张清单', categories: ['教学单位', '党政机构'] });
    expect((await visitor.api.call(lists.getTree, {})).map((n) => n.label)).toEqual(['教学单位', '党政机构']);
    expect((await visitor.api.call(lists.isDutyTypeMust, {})).isDutyTypeMust).toBe(false);
    await portals.admin.api.call(lists.saveTripleListConfig, config);
    await portals.admin.api.call(threeListsStudio.publish, {});
  });
});
