import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, messageFiles } from '../../src/server/db/schema/messages';
import { themes } from '../../src/server/db/schema/content';
import { storeFile } from '../../src/server/features/files/services/store-file';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { fileUrl } from '../../src/shared/rules/file-url';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

describe.each(testDatabases())('stored files at /api/files/{id} on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.baseUrl}${path}`, { headers });

  it('serves a stored SVG without a token: its bytes, its type, nosniff, a script-proof CSP and an immutable cache', async () => {
    const [theme] = await server.context.db.select().from(themes).where(eq(themes.tenantId, DEMO_TENANT_ID)).limit(1);
    const url = theme?.themeImg ?? '';
    const id = url.slice('/api/files/'.length);
    // 32 characters from a cryptographic source: the id is what guards a public file.
    expect(id).toMatch(/^[0-9A-Za-z]{32}$/);
    const [row] = await server.context.db.select().from(files).where(eq(files.id, id));

    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(SVG_CSP);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="theme-[a-z]+-banner\.svg"/);
    expect(response.headers.get('etag')).toBe(`"${id}"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(row?.bytes ?? Buffer.alloc(1))).toBe(true);
    expect(bytes.toString('utf8')).toMatch(/^<svg /);
  });

  it('answers 304 to a copy the browser already holds', async () => {
    const [theme] = await server.context.db.select().from(themes).where(eq(themes.tenantId, DEMO_TENANT_ID)).limit(1);
    const url = theme?.waitingBgImg ?? '';
    const etag = (await get(url)).headers.get('etag') ?? '';
    const again = await get(url, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('sends a stored file that is not an image as an attachment, never inline, under the same CSP', async () => {
    const id = await storeFile(server.context.db, DEMO_TENANT_ID, {
      fileName: '课程表.html', mime: 'text/html', bytes: new TextEncoder().encode('<script>alert(1)</script>'),
    });
    const response = await get(fileUrl(id));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="___.html"; filename*=UTF-8''${encodeURIComponent('课程表.html')}`);
    expect(response.headers.get('content-security-policy')).toBe(SVG_CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers an unknown or malformed id with the 404 envelope', async () => {
    for (const path of ['/api/files/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/api/files/a.b', `/api/files/${'x'.repeat(65)}`]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ status: 404, msg: '文件不存在', result: null });
    }
  });

  it('never serves a message attachment here, even by its id: only downloadFile does, to the message\'s readers', async () => {
    const [attached] = await server.context.db.select().from(messageFiles).limit(1);
    expect(attached).toBeDefined();
    const response = await get(fileUrl(attached?.fileId ?? ''));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ msg: '文件不存在' });
  });
});
