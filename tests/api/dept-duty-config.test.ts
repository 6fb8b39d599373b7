import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deptDutyConfig as duty, threeLists } from '../../src/shared/api/catalogue';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { refusal, unchecked } from './helpers/refusal';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

describe.each(testDatabases())('department duty list configuration on %s', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let student: TestPortal;
  let teacher: TestPortal;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server, { ip: '10.8.0.1' });
    student = createTestPortal(server, { ip: '10.8.0.2' });
    teacher = createTestPortal(server, { ip: '10.8.0.3' });
    await admin.signIn('admin', 'Admin@123');
    await student.signIn('student', 'Student@123');
    await teacher.signIn('teacher', 'Teacher@123');
  });
  afterAll(async () => {
    await server?.close();
  });

  const portalDuties = async (deptId: string) => (await student.api.call(threeLists.queryDuty, { deptId, size: 100 })).records.map((d) => d.dutyName);

  it('refuses every call to callers without the deptResponsibilityListConfig menu', async () => {
    for (const portal of [student, teacher]) {
      const page = await refusal(portal, portal.api.call(duty.dutyConfigPage, {}, { silent: true }));
      expect(page.http).toBe(403);
      const save = await refusal(portal, portal.api.call(duty.deptInfoUpdate, { deptId: 'x' }, { silent: true }));
      expect(save.http).toBe(403);
      const publish = await refusal(portal, portal.api.call(duty.deptDutyStudio.publish, {}, { silent: true }));
      expect(publish.http).toBe(403);
    }
    const anonymous = createTestPortal(server, { ip: '10.8.0.9' });
    const none = await refusal(anonymous, anonymous.api.call(duty.dutyConfigPage, {}, { silent: true }));
    expect(none.http).toBe(401);
  });

  it('pages and searches the duties, and lists the departments without duties', async () => {
    const first = await admin.api.call(duty.dutyConfigPage, { size: 5 });
    expect(first.records).toHaveLength(5);
    expect(first.total).toBeGreaterThan(100);
    const dept = first.records[0];
    if (!dept) throw new Error('seed has no duties');
    const mine = await admin.api.call(duty.dutyConfigPage, { deptId: dept.deptId, size: 100 });
    expect(mine.records.every((d) => d.deptId === dept.deptId)).toBe(true);
    expect(mine.records.map((d) => d.sort)).toEqual(mine.records.map((_d, i) => i + 1));
    const found = await admin.api.call(duty.dutyConfigPage, { keyword: dept.dutyCode });
    expect(found.records.map((d) => d.id)).toEqual([dept.id]);
    const depts = await admin.api.call(duty.deptInfoPage, { size: 100 });
    expect(depts.records.find((d) => d.deptId === dept.deptId)?.dutyCount).toBe(mine.total);
    // The seed gives every department duties: none without.
    expect(await admin.api.call(duty.deptInfoNoSetDutyDept, {})).toEqual([]);
    expect((await admin.api.call(duty.dutyConfigIsDutyTypeMust, {})).isDutyTypeMust).toBe(true);
  });

  it('keeps a new duty in the draft until published, then the three lists show it; rollback restores them', async () => {
    const { records: [sample] } = await admin.api.call(duty.dutyConfigPage, { size: 1 });
    if (!sample) throw new Error('seed has no duties');
    const before = await portalDuties(sample.deptId);
    const { id } = await admin.api.call(duty.dutyConfigSave, {
      deptId: sample.deptId, dutyCode: 'TEST-001', dutyName: '校园安全巡查', dutyType: 'SUPERVISE', content: '负责校园日常安全巡查。',
    });
    expect(await portalDuties(sample.deptId)).toEqual(before);
    const draft = await admin.api.call(duty.deptDutyStudio.draft, {});
    expect(draft.changes).toEqual([expect.objectContaining({ op: 'add', path: `duties[id=${id}]` })]);

    const removed = await admin.api.call(duty.dutyConfigPage, { deptId: sample.deptId, size: 100 });
    expect(removed.records.at(-1)?.id).toBe(id);
    const emptied = removed.records.filter((d) => d.id !== id);
    for (const d of emptied) await admin.api.call(duty.dutyConfigRemove, { id: d.id });
    expect((await admin.api.call(duty.deptInfoNoSetDutyDept, {})).map((d) => d.deptId)).toEqual([]);
    await admin.api.call(duty.dutyConfigRemove, { id });
    expect((await admin.api.call(duty.deptInfoNoSetDutyDept, {})).map((d) => d.deptId)).toEqual([sample.deptId]);
    await admin.api.call(duty.deptDutyStudio.discard, {});

    await admin.api.call(duty.dutyConfigSave, {
      deptId: sample.deptId, dutyCode: 'TEST-001', dutyName: '校园安全巡查', dutyType: 'SUPERVISE', content: '负责校园日常安全巡查。',
    });
    await admin.api.call(duty.deptInfoUpdate, { deptId: sample.deptId, leader: '张三', phone: '010-12345678', location: '行政楼 101' });
    const published = await admin.api.call(duty.deptDutyStudio.publish, { note: '新增巡查职责' });
    expect(await portalDuties(sample.deptId)).toEqual([...before, '校园安全巡查']);
    const info = await student.api.call(threeLists.dutyAndService, { deptId: sample.deptId });
    expect(info.dept).toMatchObject({ leader: '张三', phone: '010-12345678', location: '行政楼 101' });

    await admin.api.call(duty.deptDutyStudio.rollback, { version: published.version - 1 });
    expect(await portalDuties(sample.deptId)).toEqual(before);
    expect((await admin.api.call(duty.deptDutyStudio.draft, {})).isDirty).toBe(false);
  });

  it('a publish writes only the duties it changes: two duties swap codes, every other row keeps its 更新时间', async () => {
    const liveRows = async () => {
      const result = await server.context.db.execute(sql`select id, duty_code, duty_name, updated_at from dept_duties order by id`);
      return (result as unknown as { rows: Array<{ id: string; duty_code: string; duty_name: string; updated_at: Date | string }> }).rows
        .map((r) => ({ id: r.id, code: r.duty_code, name: r.duty_name, at: new Date(r.updated_at).getTime() }));
    };
    const { records: [a, b] } = await admin.api.call(duty.dutyConfigPage, { size: 2 });
    if (!a || !b) throw new Error('seed has fewer than two duties');
    const before = await liveRows();
    const { records: [full] } = await admin.api.call(duty.dutyConfigPage, { keyword: a.dutyCode });
    const { records: [fullB] } = await admin.api.call(duty.dutyConfigPage, { keyword: b.dutyCode });
    if (!full || !fullB) throw new Error('the two duties are not found by code');
    const input = (d: typeof full, dutyCode: string, dutyName = d.dutyName) => ({
      id: d.id, deptId: d.deptId, dutyCode, dutyName, dutyType: d.dutyType, basis: d.basis, content: d.content, isPublic: d.isPublic,
      serviceIds: d.serviceIds,
    });
    await admin.api.call(duty.dutyConfigUpdate, input(full, 'SWAP-TMP'));
    await admin.api.call(duty.dutyConfigUpdate, input(fullB, a.dutyCode));
    await admin.api.call(duty.dutyConfigUpdate, input(full, b.dutyCode, `${full.dutyName}（已调整）`));
    await admin.api.call(duty.deptDutyStudio.publish, { note: '两条职责互换编码' });

    const after = await liveRows();
    expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id));
    const changed = after.filter((r, i) => r.at !== before[i]?.at).map((r) => r.id).sort();
    expect(changed).toEqual([a.id, b.id].sort());
    expect(after.find((r) => r.id === a.id)).toMatchObject({ code: b.dutyCode, name: `${full.dutyName}（已调整）` });
    expect(after.find((r) => r.id === b.id)).toMatchObject({ code: a.dutyCode });
  });

  it('answers Chinese validation errors beside the fields', async () => {
    const { records: [sample] } = await admin.api.call(duty.dutyConfigPage, { size: 1 });
    if (!sample) throw new Error('seed has no duties');
    const noName = await refusal(admin, admin.api.call(unchecked(duty.dutyConfigSave), { deptId: sample.deptId, dutyCode: 'X-1', dutyName: ' ', content: '内容' }, { silent: true }));
    expect(noName).toMatchObject({ http: 400, fields: ['dutyName'] });
    expect(noName.message).toContain('请输入职责名称');
    const badCode = await refusal(admin, admin.api.call(unchecked(duty.dutyConfigSave), { deptId: sample.deptId, dutyCode: '编码', dutyName: '名', content: '内容' }, { silent: true }));
    expect(badCode.fields).toEqual(['dutyCode']);
    const taken = await refusal(admin, admin.api.call(duty.dutyConfigSave, { deptId: sample.deptId, dutyCode: sample.dutyCode, dutyName: '名', dutyType: 'MAIN', content: '内容' }, { silent: true }));
    expect(taken).toMatchObject({ http: 400, message: `dutyCode：职责编码“${sample.dutyCode}”已存在`, fields: ['dutyCode'] });
    const noType = await refusal(admin, admin.api.call(duty.dutyConfigSave, { deptId: sample.deptId, dutyCode: 'X-2', dutyName: '名', content: '内容' }, { silent: true }));
    expect(noType).toMatchObject({ http: 400, fields: ['dutyType'] });
    const badDept = await refusal(admin, admin.api.call(duty.dutyConfigSave, { deptId: 'nope', dutyCode: 'X-3', dutyName: '名', dutyType: 'MAIN', content: '内容' }, { silent: true }));
    expect(badDept).toMatchObject({ http: 400, fields: ['deptId'] });
    const badService = await refusal(admin, admin.api.call(duty.dutyConfigSave, { deptId: sample.deptId, dutyCode: 'X-4', dutyName: '名', dutyType: 'MAIN', content: '内容', serviceIds: ['nope'] }, { silent: true }));
    expect(badService).toMatchObject({ http: 400, fields: ['serviceIds'] });
    const badPhone = await refusal(admin, admin.api.call(unchecked(duty.deptInfoUpdate), { deptId: sample.deptId, phone: 'abc' }, { silent: true }));
    expect(badPhone.fields).toEqual(['phone']);
    const missing = await refusal(admin, admin.api.call(duty.dutyConfigRemove, { id: 'nope' }, { silent: true }));
    expect(missing).toMatchObject({ http: 404, message: '职责不存在或已被删除' });
    expect((await admin.api.call(duty.deptDutyStudio.draft, {})).isDirty).toBe(false);
  });
});
