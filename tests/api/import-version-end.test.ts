import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configAuditLog, configVersions } from '../../src/server/db/schema/studio-config';
import { deptDuties } from '../../src/server/db/schema/three-lists';
import type { AnyArea } from '../../src/server/drafts/services/documents';
import { publishImport } from '../../src/server/drafts/services/import-version';
import { deptDutyArea } from '../../src/server/features/three-lists';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { deptDutyConfig as duty } from '../../src/shared/api/catalogue';
import { randomId } from '../../src/shared/rules/ids';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

/**
 * The end of an import (ADR 016) reads, merges and diffs before it takes the draft lock, and under the lock checks
 * that the draft and the published version did not move meanwhile. An administrator's edit that lands in between
 * is not lost: the step computes again and lays the edit over the imported rows.
 */
describe.each(testDatabases())('the end of an import on %s', (kind) => {
  let server: TestServer;
  let admin: TestPortal;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server);
    await admin.signIn('admin', 'Admin@123');
  }, 120_000);
  afterAll(async () => server?.close());

  it('keeps a draft edit made while it computed, and publishes the imported row once', async () => {
    const { records: [sample] } = await admin.api.call(duty.dutyConfigPage, { size: 1 });
    if (!sample) throw new Error('seed has no duties');
    // The draft row exists before an import starts (withImportVersion takes the lock first); an edit makes sure.
    await admin.api.call(duty.dutyConfigSave, { deptId: sample.deptId, dutyCode: 'EDIT-BEFORE', dutyName: '导入前的草稿', dutyType: 'MAIN', content: '导入前。' });
    // What an import's slices do: a row written straight into the live table.
    const importedCode = `IMPEND${randomId(8)}`;
    await server.context.db.insert(deptDuties).values({
      id: randomId(32), tenantId: DEMO_TENANT_ID, deptId: sample.deptId, dutyCode: importedCode, dutyName: '导入的职责', dutyType: 'MAIN',
      basis: '', content: `导入的职责描述 ${importedCode}`, isPublic: true, sort: 999,
    });

    // The first read of the live state is where the edit lands: between the computing and the lock.
    let edits = 0;
    const area: AnyArea = {
      ...(deptDutyArea as unknown as AnyArea),
      async readLive(db, tenantId) {
        if (edits === 0) {
          edits += 1;
          await admin.api.call(duty.dutyConfigSave, { deptId: sample.deptId, dutyCode: 'EDIT-DURING', dutyName: '计算期间的草稿', dutyType: 'MAIN', content: '计算期间。' });
        }
        return deptDutyArea.readLive(db, tenantId);
      },
    };
    const jobId = randomId(24);
    const actor = { tenantId: DEMO_TENANT_ID, userId: 'admin', name: '管理员' };
    const record = { jobId, fileName: 'duties.xlsx', newInsertNum: 1, updateNum: 0, jumpNum: 0, failNum: 0, stopped: false };
    const published = await publishImport(server.context.db, server.app.publishedVersions, area, actor, record, new Date());
    expect(published?.version).toEqual(expect.any(Number));
    expect(published?.draftReset).toBe(false);

    const codes = (await admin.api.call(duty.dutyConfigPage, { size: 100, deptId: sample.deptId })).records.map((d) => d.dutyCode);
    expect(codes).toEqual(expect.arrayContaining(['EDIT-BEFORE', 'EDIT-DURING', importedCode]));
    const [version] = await server.context.db.select({ action: configVersions.action }).from(configVersions)
      .where(and(eq(configVersions.tenantId, DEMO_TENANT_ID), eq(configVersions.area, 'deptDuties'), eq(configVersions.version, published?.version ?? -1)));
    expect(version?.action).toBe('import');

    // Ending again (a resumed job) publishes nothing twice.
    expect(await publishImport(server.context.db, server.app.publishedVersions, area, actor, record, new Date())).toBeNull();
    const audits = await server.context.db.select({ id: configAuditLog.id }).from(configAuditLog)
      .where(and(eq(configAuditLog.tenantId, DEMO_TENANT_ID), eq(configAuditLog.action, 'import'), eq(configAuditLog.objectId, jobId)));
    expect(audits).toHaveLength(1);
  });
});
