import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spreadsheetFiles } from '../../src/server/db/schema/spreadsheet-jobs';
import { deptDuties } from '../../src/server/db/schema/three-lists';
import { spreadsheetCalls } from '../../src/shared/api/catalogue/spreadsheet-jobs';
import { IMPORT_MAX_BYTES } from '../../src/shared/schema/spreadsheet-jobs';
import { createWebCryptoSealer } from '../../src/shared/api/crypto';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { uploadFile, waitFinished } from './helpers/spreadsheet-client';
import { buildZip, deflatedZeros, minimalXlsxEntries } from './helpers/spreadsheet-files';
import { startTestServer, type TestServer } from './helpers/test-server';

const duty = spreadsheetCalls.deptDuty;
const UPLOAD = duty.importUpload.path;

/** Upload checks run before a database is involved beyond storing chunks: PGlite is enough for all of them. */
describe('spreadsheet upload checks', () => {
  let server: TestServer;
  let admin: TestPortal;

  const uploadsStored = async () => (await server.context.db.select({ n: count() }).from(spreadsheetFiles).where(eq(spreadsheetFiles.kind, 'upload')))[0]?.n ?? 0;

  async function refused(name: string, bytes: Uint8Array): Promise<{ http: number; msg: string }> {
    const before = await uploadsStored();
    const answer = await uploadFile(server.baseUrl, admin, UPLOAD, { name, bytes });
    expect(answer.body.status).not.toBe(1000);
    // Nothing of a refused upload is kept.
    expect(await uploadsStored()).toBe(before);
    return { http: answer.http, msg: answer.body.msg };
  }

  beforeAll(async () => {
    server = await startTestServer('pglite');
    admin = createTestPortal(server);
    await admin.signIn('admin', 'Admin@123');
  }, 60_000);
  afterAll(async () => server?.close());

  it('[IMP-05] refuses other extensions, .xlsm included', async () => {
    const xlsx = buildZip(minimalXlsxEntries([['a']]));
    expect((await refused('list.csv', xlsx)).msg).toBe('只支持文件扩展名.xls、.xlsx');
    expect((await refused('list.xlsm', xlsx)).msg).toBe('只支持文件扩展名.xls、.xlsx');
  });

  it('refuses each kind of disguised file with a clear message', async () => {
    const macro = buildZip(
      minimalXlsxEntries([['a']], { mainType: 'application/vnd.ms-excel.sheet.macroEnabled.main+xml', extra: [{ name: 'xl/vbaProject.bin', data: Buffer.from('VBA') }] }),
    );
    expect((await refused('renamed.xlsx', macro)).msg).toContain('启用宏');
    const ole2 = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4096)]);
    expect((await refused('encrypted.xlsx', ole2)).msg).toContain('加密');
    expect((await refused('old.xls', ole2)).msg).toContain('.xls');
    expect((await refused('page.xlsx', Buffer.from('<!DOCTYPE html><html><body><table><tr><td>1</td></tr></table></body></html>'))).msg).toContain('网页');
    expect((await refused('data.xlsx', Buffer.from('部门编码,职责名称\nA,B\n'))).msg).toContain('CSV');
    const notWorkbook = buildZip([{ name: 'word/document.xml', data: Buffer.from('<w/>') }, { name: '[Content_Types].xml', data: Buffer.from('<Types/>') }]);
    expect((await refused('doc.xlsx', notWorkbook)).msg).toContain('.xlsx');
  });

  it('refuses an archive entry that would traverse paths', async () => {
    const evil = buildZip(minimalXlsxEntries([['a']], { extra: [{ name: '../../etc/evil.xml', data: Buffer.from('<x/>') }] }));
    expect((await refused('evil.xlsx', evil)).msg).toContain('非法路径');
  });

  it('refuses a zip bomb (1 MB expanding past 1 GB) from its central directory, memory barely moving', async () => {
    const zeros = await deflatedZeros(1100);
    expect(zeros.bytes.length).toBeLessThan(1.5 * 1024 * 1024);
    const bomb = buildZip(minimalXlsxEntries([['a']], { extra: [{ name: 'xl/worksheets/sheet2.xml', deflated: zeros }] }));
    // A first upload of the same size warms up the upload path, so the measure below is the bomb's alone.
    await uploadFile(server.baseUrl, admin, UPLOAD, { name: 'warm.xlsx', bytes: buildZip(minimalXlsxEntries([['a']], { extra: [{ name: 'pad.bin', data: zeros.bytes }] })) });
    const before = process.memoryUsage().rss;
    const { msg } = await refused('bomb.xlsx', bomb);
    const grown = process.memoryUsage().rss - before;
    expect(msg).toMatch(/压缩炸弹/);
    expect(grown).toBeLessThan(64 * 1024 * 1024);
  });

  it('[IMP-06] refuses a file of 20 MB + 1 byte with the 20M message, and a declared oversize body before reading it', async () => {
    const big = Buffer.alloc(IMPORT_MAX_BYTES + 1);
    Buffer.from('PK\x03\x04').copy(big);
    const { http, msg } = await refused('big.xlsx', big);
    expect(http).toBe(413);
    expect(msg).toBe('上传文件大小不能超过 20M');

    // A body announced as 30 MB is refused from its Content-Length: the answer comes before the body is sent.
    const sealed = await createWebCryptoSealer({ baseUrl: server.baseUrl, fetch }).seal({ method: 'POST', pathWithQuery: UPLOAD, body: undefined });
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(`${server.baseUrl}${UPLOAD}`);
      void import('node:http').then(({ request }) => {
        const headers = { ...sealed.headers, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(30 * 1024 * 1024), 'blade-auth': `bearer ${admin.tokens?.access_token ?? ''}` };
        const req = request(
          { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers },
          (answer) => {
            let body = '';
            answer.on('data', (c: Buffer) => (body += c.toString()));
            answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        req.write('--x\r\n');
        // Never finish the body: a server that waited for it would never answer.
      });
    });
    expect(res.status).toBe(413);
    expect(res.body).toContain('上传文件大小不能超过 20M');
  });

  it('leaves Object.prototype clean after the CVE-2023-30533 shape (a threaded comment whose ref is __proto__)', async () => {
    const [row] = await server.context.db.select().from(deptDuties).limit(1);
    const threaded = Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><ThreadedComments xmlns="http://schemas.microsoft.com/office/spreadsheetml/2018/threadedcomments"><threadedComment ref="__proto__" dT="2023-01-01T00:00:00" personId="{1}" id="{2}"><text>polluted</text></threadedComment></ThreadedComments>',
    );
    const file = buildZip(
      minimalXlsxEntries(
        [
          ['部门编码', '职责名称', '职责描述'],
          ['__proto__', 'constructor', 'prototype'],
        ],
        {
          extra: [{ name: 'xl/threadedComments/threadedComment1.xml', data: threaded }],
          extraTypes: '<Override PartName="/xl/threadedComments/threadedComment1.xml" ContentType="application/vnd.ms-excel.threadedcomments+xml"/>',
        },
      ),
    );
    const answer = await uploadFile(server.baseUrl, admin, UPLOAD, { name: 'cve.xlsx', bytes: file });
    expect(answer.body.status).toBe(1000);
    const { redisKey } = await admin.api.call(duty.importStart, { fileKey: answer.body.result?.fileKey ?? '', errorRegx: 1 });
    const done = await waitFinished(() => admin.api.call(duty.importProgress, { key: redisKey }));
    expect(done).toMatchObject({ state: 'succeeded', failNum: 1 });
    const probe: Record<string, unknown> = {};
    expect(probe.polluted).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(row).toBeDefined();
  });
});
