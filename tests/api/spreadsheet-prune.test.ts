import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spreadsheetFileChunks, spreadsheetFiles, spreadsheetJobErrors, spreadsheetJobs } from '../../src/server/db/schema/spreadsheet-jobs';
import { spreadsheetCalls } from '../../src/shared/api/catalogue/spreadsheet-jobs';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { until } from '../support/until';
import { uploadFile, waitFinished } from './helpers/spreadsheet-client';
import { xlsxOf } from './helpers/spreadsheet-files';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const DAY_MS = 86_400_000;
const cardType = spreadsheetCalls.cardType;
const department = spreadsheetCalls.department;

describe.each(testDatabases())('spreadsheet job pruning (%s)', (kind) => {
  let server: TestServer;
  let admin: TestPortal;

  beforeAll(async () => {
    server = await startTestServer(kind, { SPREADSHEET_RETENTION_DAYS: '2' });
    admin = createTestPortal(server);
    await admin.signIn('admin', 'Admin@123');
  }, 60_000);
  afterAll(async () => server?.close());

  const exportCardTypes = async (fileName: string) => {
    const { redisKey } = await admin.api.call(cardType.exportStart, { dataRange: 1, fileName, exportField: '类型名称:typeName' });
    return waitFinished(() => admin.api.call(cardType.exportProgress, { key: redisKey }));
  };
  const jobFiles = async (ids: string[]) => {
    const jobs = await server.context.db.select().from(spreadsheetJobs).where(inArray(spreadsheetJobs.id, ids));
    return { jobs, fileIds: jobs.flatMap((j) => [j.fileId, j.errorFileId]).filter((f): f is string => f !== null) };
  };

  it('deletes finished jobs older than SPREADSHEET_RETENTION_DAYS with their files, failed rows and unused uploads; keeps newer ones', async () => {
    const exported = await exportCardTypes('旧的导出');
    const upload = await uploadFile(server.baseUrl, admin, department.importUpload.path, {
      name: 'depts.xlsx', bytes: await xlsxOf([['部门编码', '部门名称', '上级部门编码', '部门分类'], ['PRUNE_A', '清理测试', 'NO_PARENT', '直属单位']]),
    });
    const { redisKey: importKey } = await admin.api.call(department.importStart, { fileKey: upload.body.result?.fileKey ?? '', errorRegx: 1 });
    const imported = await waitFinished(() => admin.api.call(department.importProgress, { key: importKey }));
    expect(imported).toMatchObject({ state: 'succeeded', failNum: 1 });
    const unused = await uploadFile(server.baseUrl, admin, department.importUpload.path, { name: 'never-imported.xlsx', bytes: await xlsxOf([['部门编码']]) });
    const unusedId = unused.body.result?.fileKey ?? '';

    const old = await jobFiles([exported.redisKey, importKey]);
    expect(old.jobs).toHaveLength(2);
    expect(old.fileIds).toHaveLength(3);

    // Three days on, the next job that ends prunes what ended more than two days before.
    server.advanceClock(3 * DAY_MS);
    // The session ended with the clock's jump.
    admin = createTestPortal(server);
    await admin.signIn('admin', 'Admin@123');
    const fresh = await exportCardTypes('新的导出');
    await until('the jobs ended three days before pruned', () => jobFiles([exported.redisKey, importKey]), (files) => files.jobs.length === 0, { intervalMs: 100 });

    expect((await jobFiles([exported.redisKey, importKey])).jobs).toEqual([]);
    const { db } = server.context;
    expect(await db.select().from(spreadsheetFiles).where(inArray(spreadsheetFiles.id, [...old.fileIds, unusedId]))).toEqual([]);
    expect(await db.select({ seq: spreadsheetFileChunks.seq }).from(spreadsheetFileChunks).where(inArray(spreadsheetFileChunks.fileId, [...old.fileIds, unusedId]))).toEqual([]);
    expect(await db.select().from(spreadsheetJobErrors).where(eq(spreadsheetJobErrors.jobId, importKey))).toEqual([]);
    // A pruned job answers like a missing one; the new job and its file stay.
    await expect(admin.api.call(cardType.exportProgress, { key: exported.redisKey }, { silent: true })).rejects.toThrow();
    const kept = await jobFiles([fresh.redisKey]);
    expect(kept.jobs).toHaveLength(1);
    expect(await db.select({ id: spreadsheetFiles.id }).from(spreadsheetFiles).where(inArray(spreadsheetFiles.id, kept.fileIds))).toHaveLength(1);
  });
});
