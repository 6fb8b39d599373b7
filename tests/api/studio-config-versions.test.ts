import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configAuditLog } from '../../src/server/db/schema/studio-config';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { navigationConfig as nav, shell } from '../../src/shared/api/catalogue';
import { ApiError } from '../../src/shared/api/client-types';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const studio = nav.navigationStudio;

async function refusal(portal: TestPortal, promise: Promise<unknown>): Promise<{ http: number | undefined; message: string }> {
  const error: unknown = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return { http: portal.lastResponse?.http, message: (error as ApiError).message };
}

/**
 * Versions, compare, rollback and the audit log of a configuration area, through the navigation area (ADR 009).
 * The tests run in order on one server: each builds on the history the previous one left.
 */
describe.each(testDatabases())('studio drafts, versions and audit on %s', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let student: TestPortal;
  let seeded: string[];

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server, { ip: '10.6.0.1' });
    student = createTestPortal(server, { ip: '10.6.0.2' });
    await admin.signIn('admin', 'Admin@123');
    await student.signIn('student', 'Student@123');
    seeded = (await student.api.call(shell.getTopMenu, {})).map((e) => e.navigationName);
  });
  afterAll(async () => {
    await server?.close();
  });

  const portalNames = async () => (await student.api.call(shell.getTopMenu, {})).map((e) => e.navigationName);

  it('has no history before the first edit; the first edit keeps the seeded state as version 1', async () => {
    expect(await admin.api.call(studio.history, {})).toMatchObject({ records: [], total: 0 });
    const draft = await admin.api.call(studio.draft, {});
    expect(draft).toMatchObject({ area: 'navigation', revision: 0, publishedVersion: 0, isDirty: false, changes: [] });
    expect(draft.body.entries.map((e) => e.navigationName)).toEqual(seeded);

    await admin.api.call(nav.navigationConfigSubmit, { navigationName: '图书馆', path: 'https://lib.example.edu.cn/' });
    const history = await admin.api.call(studio.history, {});
    expect(history.records).toEqual([expect.objectContaining({ version: 1, action: 'baseline', note: '初始配置', createdBy: '系统管理员' })]);
    const baseline = await admin.api.call(studio.version, { version: 1 });
    expect(baseline.body.entries.map((e) => e.navigationName)).toEqual(seeded);
  });

  it('publishes versions, names who and when, and compares any two (or the draft)', async () => {
    const v2 = await admin.api.call(studio.publish, { note: '新增图书馆' });
    expect(v2).toEqual({ version: 2, changeCount: 1 });
    const list = await admin.api.call(nav.navigationConfigList, {});
    const library = list.find((e) => e.navigationName === '图书馆');
    await admin.api.call(nav.applyNavigationSubmit, { id: library?.id ?? '', navigationName: '图书馆（新）', path: 'https://lib.example.edu.cn/' });
    const draftDiff = await admin.api.call(studio.compare, { from: 'published', to: 'draft' });
    expect(draftDiff).toEqual({
      from: { ref: 'published', version: 2 },
      to: { ref: 'draft', version: null },
      changes: [{ op: 'replace', path: `entries[id=${library?.id}].navigationName`, before: '图书馆', after: '图书馆（新）' }],
    });
    expect(await admin.api.call(studio.publish, { note: '改名' })).toEqual({ version: 3, changeCount: 1 });
    expect(await portalNames()).toEqual([...seeded, '图书馆（新）']);

    const history = await admin.api.call(studio.history, { current: 1, size: 2 });
    expect(history.total).toBe(3);
    expect(history.records.map((r) => [r.version, r.action, r.note])).toEqual([[3, 'publish', '改名'], [2, 'publish', '新增图书馆']]);
    expect(Date.parse(history.records[0]?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const oneToThree = await admin.api.call(studio.compare, { from: 1, to: 3 });
    expect(oneToThree.changes).toEqual([expect.objectContaining({ op: 'add', path: `entries[id=${library?.id}]` })]);
    const missing = await refusal(admin, admin.api.call(studio.compare, { from: 1, to: 99 }, { silent: true }));
    expect(missing).toEqual({ http: 404, message: '版本 99 不存在' });
  });

  it('refuses a publish with nothing new, and one whose draft moved since it was previewed', async () => {
    const nothing = await refusal(admin, admin.api.call(studio.publish, {}, { silent: true }));
    expect(nothing).toEqual({ http: 409, message: '草稿没有未发布的修改' });
    const { revision } = await admin.api.call(studio.draft, {});
    await admin.api.call(nav.navigationConfigSubmit, { navigationName: '校历', path: '/calendar' });
    const stale = await refusal(admin, admin.api.call(studio.publish, { revision }, { silent: true }));
    expect(stale).toEqual({ http: 409, message: '草稿已被他人修改，请刷新预览后再发布' });
    // Discarding drops the unpublished entry; the portal never saw it.
    const discarded = await admin.api.call(studio.discard, {});
    expect(discarded.isDirty).toBe(false);
    expect(discarded.body.entries.map((e) => e.navigationName)).not.toContain('校历');
    expect(await portalNames()).toEqual([...seeded, '图书馆（新）']);
  });

  it('rolls back by publishing an old body as a new version; history is kept', async () => {
    const result = await admin.api.call(studio.rollback, { version: 1, note: '恢复初始导航' });
    expect(result).toEqual({ version: 4, changeCount: 1 });
    expect(await portalNames()).toEqual(seeded);
    const history = await admin.api.call(studio.history, {});
    expect(history.records.map((r) => [r.version, r.action, r.fromVersion])).toEqual([
      [4, 'rollback', 1], [3, 'publish', null], [2, 'publish', null], [1, 'baseline', null],
    ]);
    // The draft follows the live state, and version 3 can come back the same way.
    expect((await admin.api.call(studio.draft, {})).isDirty).toBe(false);
    expect((await admin.api.call(studio.compare, { from: 4, to: 1 })).changes).toEqual([]);
    const again = await refusal(admin, admin.api.call(studio.rollback, { version: 4 }, { silent: true }));
    expect(again).toEqual({ http: 409, message: '该版本与当前发布的配置相同，无需回滚' });
    await admin.api.call(studio.rollback, { version: 3 });
    expect(await portalNames()).toEqual([...seeded, '图书馆（新）']);
  });

  it('keeps an audit row for every change: who, when, action, object and the diff', async () => {
    const page = await admin.api.call(studio.audit, { size: 100 });
    expect(page.records.map((r) => r.action)).toEqual([
      'rollback', 'rollback', 'draft.discard', 'draft.create', 'publish', 'draft.update', 'publish', 'draft.create',
    ]);
    expect(page.records.every((r) => r.userName === '系统管理员' && r.userId === '1123598821738675201')).toBe(true);
    const rename = page.records.find((r) => r.action === 'draft.update');
    expect(rename).toMatchObject({ summary: 'platformapplynavigation/submit' });
    expect(rename?.changes).toEqual([expect.objectContaining({ op: 'replace', before: '图书馆', after: '图书馆（新）' })]);
    const publishes = page.records.filter((r) => r.action === 'publish').map((r) => r.version);
    expect(publishes).toEqual([3, 2]);

    // One object's history: every change of the library entry, newest first.
    const libraryId = rename?.objectId ?? '';
    const ofLibrary = await admin.api.call(studio.audit, { objectId: libraryId });
    expect(ofLibrary.records.map((r) => r.action)).toEqual(['draft.update', 'draft.create']);
    const onlyRollbacks = await admin.api.call(studio.audit, { action: 'rollback' });
    expect(onlyRollbacks.records.map((r) => r.objectId)).toEqual(['3', '1']);

    const rows = await server.context.db.select().from(configAuditLog)
      .where(and(eq(configAuditLog.tenantId, DEMO_TENANT_ID), eq(configAuditLog.area, 'navigation')));
    expect(rows).toHaveLength(page.total);
  });
});
