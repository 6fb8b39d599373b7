import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as lists from '../../src/shared/api/catalogue/three-lists';
import { threeListsStudio } from '../../src/shared/api/catalogue/three-lists-config';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { refusal } from './helpers/refusal';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

describe.each(testDatabases())('three lists configuration as a draft area on %s', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let student: TestPortal;
  let visitor: TestPortal;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server, { ip: '10.9.0.1' });
    student = createTestPortal(server, { ip: '10.9.0.2' });
    visitor = createTestPortal(server, { ip: '10.9.0.3' });
    await admin.signIn('admin', 'Admin@123');
    await student.signIn('student', 'Student@123');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses the save and every studio call without the threeListsConfig menu', async () => {
    const config = await visitor.api.call(lists.getTripleListConfig, {});
    expect((await refusal(student, student.api.call(lists.saveTripleListConfig, config, { silent: true }))).http).toBe(403);
    expect((await refusal(student, student.api.call(threeListsStudio.draft, {}, { silent: true }))).http).toBe(403);
    expect((await refusal(student, student.api.call(threeListsStudio.rollback, { version: 1 }, { silent: true }))).http).toBe(403);
    expect((await refusal(visitor, visitor.api.call(threeListsStudio.publish, {}, { silent: true }))).http).toBe(401);
  });

  it('keeps a saved configuration off the page until published; rollback restores the earlier one', async () => {
    const before = await visitor.api.call(lists.getTripleListConfig, {});
    const reordered = {
      ...before,
      pageTitle: '职责与服务清单',
      lists: [...before.lists].reverse().map((l, i) => ({ ...l, sort: i + 1 })),
    };
    await admin.api.call(lists.saveTripleListConfig, reordered);
    expect(await student.api.call(lists.getTripleListConfig, {})).toEqual(before);
    const draft = await admin.api.call(threeListsStudio.draft, {});
    expect(draft.isDirty).toBe(true);
    expect(draft.body.lists.map((l) => l.key)).toEqual(['duty', 'service', 'dept']);
    const preview = await admin.api.call(threeListsStudio.preview, { roleId: '1123598816738675203' });
    expect(preview.pageTitle).toBe('职责与服务清单');

    const published = await admin.api.call(threeListsStudio.publish, { note: '清单倒序' });
    const after = await student.api.call(lists.getTripleListConfig, {});
    expect(after.pageTitle).toBe('职责与服务清单');
    expect(after.lists.map((l) => l.key)).toEqual(['duty', 'service', 'dept']);

    await admin.api.call(threeListsStudio.rollback, { version: published.version - 1 });
    expect(await visitor.api.call(lists.getTripleListConfig, {})).toEqual(before);
    const audit = await admin.api.call(threeListsStudio.audit, {});
    expect(audit.records.map((r) => r.action)).toEqual(expect.arrayContaining(['draft.update', 'publish', 'rollback']));
  });

  it('answers Chinese validation errors naming the field', async () => {
    const config = await visitor.api.call(lists.getTripleListConfig, {});
    const unknown = await refusal(admin, admin.api.call(lists.saveTripleListConfig, { ...config, categories: ['不存在的分类'] }, { silent: true }));
    expect(unknown).toMatchObject({ http: 400, message: '部门分类“不存在的分类”不存在', fields: ['categories'] });
    const noneShown = await refusal(admin, admin.api.call(lists.saveTripleListConfig, { ...config, lists: config.lists.map((l) => ({ ...l, visible: false })) }, { silent: true }));
    expect(noneShown.message).toContain('至少显示一张清单');
    expect((await admin.api.call(threeListsStudio.draft, {})).isDirty).toBe(false);
  });
});
