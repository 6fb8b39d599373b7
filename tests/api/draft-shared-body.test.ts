import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDraftBody, type AnyArea } from '../../src/server/drafts/services/documents';
import { deptDutyArea } from '../../src/server/features/three-lists/config/dept-duties/area';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { deptDutyConfig as duty } from '../../src/shared/api/catalogue';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { startSecondInstance, stopInstance, type ServerInstance } from './helpers/instance';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const area = deptDutyArea as unknown as AnyArea;

/**
 * A studio list's page and its export read the area's draft through readDraftBody, which parses it once per revision
 * and shares it (documents.ts): a page turn or an export's count, start and job no longer each parse a draft of tens
 * of thousands of rows. What is shared must never be stale: every edit moves the revision on.
 */
describe.each(testDatabases())('the shared draft body (%s)', (kind) => {
  let server: TestServer;
  let admin: TestPortal;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server);
    await admin.signIn('admin', 'Admin@123');
    // The first edit makes the draft row (lockDraft); before it the published body is read, and not kept.
    const { records: [first] } = await admin.api.call(duty.dutyConfigPage, { size: 1 });
    if (!first) throw new Error('seed has no duties');
    await admin.api.call(duty.dutyConfigUpdate, { ...first, dutyName: `${first.dutyName}（草稿）` });
  }, 60_000);
  afterAll(async () => server?.close());

  it('is parsed once per revision: two readers of one revision get the same body', async () => {
    const a = await readDraftBody(server.context.db, area, DEMO_TENANT_ID);
    const b = await readDraftBody(server.context.db, area, DEMO_TENANT_ID);
    expect(b).toBe(a);
  });

  it('an edit is on the next page at once, and a reader after it gets a new body', async () => {
    const before = await readDraftBody(server.context.db, area, DEMO_TENANT_ID);
    const { records: [sample] } = await admin.api.call(duty.dutyConfigPage, { size: 1 });
    if (!sample) throw new Error('no duty');
    const { id } = await admin.api.call(duty.dutyConfigSave, {
      deptId: sample.deptId, dutyCode: 'SHARED-1', dutyName: '刚保存的职责', dutyType: 'MAIN', content: '保存后立即可见。',
    });
    const page = await admin.api.call(duty.dutyConfigPage, { keyword: 'SHARED-1' });
    expect(page.records.map((r) => r.id)).toEqual([id]);
    const after = await readDraftBody(server.context.db, area, DEMO_TENANT_ID);
    expect(after).not.toBe(before);
    await admin.api.call(duty.dutyConfigRemove, { id });
    expect((await admin.api.call(duty.dutyConfigPage, { keyword: 'SHARED-1' })).total).toBe(0);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the shared draft body across instances', () => {
  let a: TestServer;
  let b: ServerInstance;
  let onA: TestPortal;
  let onB: TestPortal;

  beforeAll(async () => {
    a = await startTestServer('postgres');
    b = await startSecondInstance(a);
    onA = createTestPortal(a);
    await onA.signIn('admin', 'Admin@123');
    onB = createTestPortal({ baseUrl: b.baseUrl });
    await onB.signIn('admin', 'Admin@123');
  }, 60_000);
  afterAll(async () => {
    await stopInstance(b);
    await a?.close();
  });

  it('an edit through one instance is on the other instance\'s next page, though it kept the body before', async () => {
    const { records: [sample] } = await onA.api.call(duty.dutyConfigPage, { size: 1 });
    if (!sample) throw new Error('no duty');
    // A's draft row exists and A keeps its body.
    await onA.api.call(duty.dutyConfigUpdate, { ...sample, dutyName: `${sample.dutyName}（A）` });
    expect((await onA.api.call(duty.dutyConfigPage, { keyword: 'CROSS-1' })).total).toBe(0);
    const { id } = await onB.api.call(duty.dutyConfigSave, {
      deptId: sample.deptId, dutyCode: 'CROSS-1', dutyName: '另一实例保存的职责', dutyType: 'MAIN', content: '另一实例立即可见。',
    });
    expect((await onA.api.call(duty.dutyConfigPage, { keyword: 'CROSS-1' })).records.map((r) => r.id)).toEqual([id]);
  });
});
