import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guideConfig as guide, guides } from '../../src/shared/api/catalogue';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { refusal, unchecked } from './helpers/refusal';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

describe.each(testDatabases())('management guide configuration on %s', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let student: TestPortal;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server, { ip: '10.10.0.1' });
    student = createTestPortal(server, { ip: '10.10.0.2' });
    await admin.signIn('admin', 'Admin@123');
    await student.signIn('student', 'Student@123');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses callers without the managementGuideConfig menu', async () => {
    expect((await refusal(student, student.api.call(guide.guideConfigPage, {}, { silent: true }))).http).toBe(403);
    expect((await refusal(student, student.api.call(guide.guideStudio.publish, {}, { silent: true }))).http).toBe(403);
    const anonymous = createTestPortal(server, { ip: '10.10.0.9' });
    expect((await refusal(anonymous, anonymous.api.call(guide.guideConfigDetail, { serviceId: 'x' }, { silent: true }))).http).toBe(401);
  });

  it('edits a guide in the draft; publish shows it on the guide page, rollback restores the earlier one', async () => {
    const page = await admin.api.call(guide.guideConfigPage, { guide: 'with', size: 100 });
    expect(page.total).toBeGreaterThan(0);
    // A guide of a service the student sees.
    let serviceId = '';
    let before: Awaited<ReturnType<typeof student.api.call<typeof guides.clientGuideInfo>>> | null = null;
    for (const row of page.records) {
      before = await student.api.call(guides.clientGuideInfo, { serviceId: row.serviceId }, { silent: true }).catch(() => null);
      if (before) { serviceId = row.serviceId; break; }
    }
    if (!before) throw new Error('no guide the student sees');
    const detail = await admin.api.call(guide.guideConfigDetail, { serviceId });
    expect(detail.exists).toBe(true);
    const { serviceName: _name, exists: _exists, ...input } = detail;
    const steps = [{ title: '网上提交', detail: '登录服务大厅填写申请' }, ...[...input.steps].reverse()];
    await admin.api.call(guide.guideConfigSubmit, { ...input, steps, fees: '免费', materials: [...input.materials].reverse() });
    expect(await student.api.call(guides.clientGuideInfo, { serviceId })).toEqual(before);

    const published = await admin.api.call(guide.guideStudio.publish, { note: '调整步骤' });
    const after = await student.api.call(guides.clientGuideInfo, { serviceId });
    expect(after.steps.map((s) => s.title)).toEqual(steps.map((s) => s.title));
    expect(after.fees).toBe('免费');
    expect(after.materials).toEqual([...before.materials].reverse());

    await admin.api.call(guide.guideStudio.rollback, { version: published.version - 1 });
    const restored = await student.api.call(guides.clientGuideInfo, { serviceId });
    expect({ ...restored, updateTime: '' }).toEqual({ ...before, updateTime: '' });
  });

  it('adds a guide to a service without one and removes it again', async () => {
    const without = await admin.api.call(guide.guideConfigPage, { guide: 'without', size: 1 });
    const service = without.records[0];
    if (!service) return; // every service of the seed has a guide: nothing to add
    const blank = await admin.api.call(guide.guideConfigDetail, { serviceId: service.serviceId });
    expect(blank).toMatchObject({ exists: false, steps: [], department: service.serviceDeptName });
    await admin.api.call(guide.guideConfigSubmit, { serviceId: service.serviceId, department: '教务处', steps: [{ title: '提交申请' }] });
    expect((await admin.api.call(guide.guideConfigPage, { keyword: service.serviceName, guide: 'with' })).total).toBeGreaterThan(0);
    await admin.api.call(guide.guideConfigRemove, { serviceId: service.serviceId });
    expect((await admin.api.call(guide.guideStudio.draft, {})).isDirty).toBe(false);
  });

  it('answers Chinese validation errors naming the field', async () => {
    const { records: [row] } = await admin.api.call(guide.guideConfigPage, { size: 1 });
    if (!row) throw new Error('seed has no services');
    const noSteps = await refusal(admin, admin.api.call(unchecked(guide.guideConfigSubmit), { serviceId: row.serviceId, department: '教务处', steps: [] }, { silent: true }));
    expect(noSteps).toMatchObject({ http: 400, fields: ['steps'] });
    expect(noSteps.message).toContain('请至少填写一个办理步骤');
    const noMaterialName = await refusal(admin, admin.api.call(unchecked(guide.guideConfigSubmit), {
      serviceId: row.serviceId, department: '教务处', steps: [{ title: '提交' }], materials: [{ name: ' ' }],
    }, { silent: true }));
    expect(noMaterialName.fields).toEqual(['materials.0.name']);
    expect(noMaterialName.message).toContain('请输入材料名称');
    const unknown = await refusal(admin, admin.api.call(guide.guideConfigSubmit, { serviceId: 'nope', department: '教务处', steps: [{ title: '提交' }] }, { silent: true }));
    expect(unknown).toMatchObject({ http: 400, fields: ['serviceId'] });
    const missing = await refusal(admin, admin.api.call(guide.guideConfigRemove, { serviceId: 'nope' }, { silent: true }));
    expect(missing).toMatchObject({ http: 404, message: '办事指南不存在或已被删除' });
    expect((await admin.api.call(guide.guideStudio.draft, {})).isDirty).toBe(false);
  });
});
