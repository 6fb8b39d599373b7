import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spreadsheetCalls } from '../../src/shared/api/catalogue/spreadsheet-jobs';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { signInAs } from '../support/portal-client';
import { getDeptTree } from '../../src/shared/api/catalogue/studio-lists';
import { until } from '../support/until';
import { uploadFile, waitFinished } from './helpers/spreadsheet-client';
import { xlsxOf } from './helpers/spreadsheet-files';
import { seededDataDir } from './helpers/test-server';

const duty = spreadsheetCalls.deptDuty;
const ROWS = 12_000;
const HEADER = ['部门编码', '职责编码', '职责名称', '职责类型', '设定依据', '职责描述', '是否公开', '排序'];

/**
 * IMP-15 and the durability promise: an import whose server is killed (SIGKILL, no goodbye) part-way is taken
 * over when a server comes back — after its lease ran out — and resumes after the last committed batch: every row
 * exactly once. On PGlite, whose data directory the restarted process reopens.
 */
describe('spreadsheet import after a crash', () => {
  let dataDir = '';
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    dataDir = await seededDataDir('service-hall-spreadsheet-resume-');
  });
  afterAll(async () => {
    await server?.stop('SIGTERM');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('[IMP-15] resumes after SIGKILL mid-import with 0 missing and 0 duplicate rows', async () => {
    server = await startServerProcess({ DATA_DIR: dataDir }, { timeoutMs: 180_000 });
    let { portal } = await signInAs(server.baseUrl, 'admin', 'Admin@123');
    // Every row a new duty of one seeded department.
    const tree = await portal.api.call(getDeptTree, {});
    const deptCode = tree[0]?.children[0]?.deptCode ?? tree[0]?.deptCode ?? '';
    const rows: Array<Array<string | number>> = [HEADER];
    for (let i = 1; i <= ROWS; i += 1) rows.push([deptCode, `RESUME${String(i).padStart(6, '0')}`, `续传职责${i}`, '', '', `续传测试描述${i}`, '是', i]);
    const upload = await uploadFile(server.baseUrl, portal, duty.importUpload.path, { name: 'resume.xlsx', bytes: await xlsxOf(rows) });
    expect(upload.body.status).toBe(1000);
    const { redisKey } = await portal.api.call(duty.importStart, { fileKey: upload.body.result?.fileKey ?? '', errorRegx: 1, idempotencyKey: 'resume-test-1' });

    // Kill as soon as some, but not all, batches are committed.
    const { finishNum: before } = await until('the import\'s first batch committed', () => portal.api.call(duty.importProgress, { key: redisKey }), (p) => p.finishNum > 0, { timeoutMs: 120_000 });
    await server.stop('SIGKILL');
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(ROWS);

    server = await startServerProcess({ DATA_DIR: dataDir }, { timeoutMs: 180_000 });
    ({ portal } = await signInAs(server.baseUrl, 'admin', 'Admin@123'));
    // The same start again (a dialog reopened) makes no second job.
    const again = await portal.api.call(duty.importStart, { fileKey: upload.body.result?.fileKey ?? '', errorRegx: 1, idempotencyKey: 'resume-test-1' });
    expect(again.redisKey).toBe(redisKey);
    const done = await waitFinished(() => portal.api.call(duty.importProgress, { key: redisKey }), 150_000);
    expect(done).toMatchObject({ state: 'succeeded', finishNum: ROWS, newInsertNum: ROWS, failNum: 0, jumpNum: 0 });

    // What the import wrote, counted by code and by description: every row exactly once.
    expect(await portal.api.call(duty.exportCount, { dataRange: 2, formInline: { keyword: 'RESUME' } })).toBe(ROWS);
    expect(await portal.api.call(duty.exportCount, { dataRange: 2, formInline: { keyword: '续传测试描述' } })).toBe(ROWS);
  }, 420_000);
});
