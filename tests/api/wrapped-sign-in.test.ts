import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelLogin } from '../../src/shared/api/catalogue/auth';
import { createApiClient } from '../../src/shared/api/client';
import { createWebCryptoSealer } from '../../src/shared/api/crypto';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

interface Captured {
  url: string;
  headers: Headers;
  body: string;
}

/** Signs in through the real wrapper and keeps the exact sealed request that went over the wire. */
async function signInCapturing(server: TestServer): Promise<Captured> {
  let captured: Captured | null = null;
  const spy: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes(modelLogin.path)) {
      captured = { url, headers: new Headers(init?.headers), body: String(init?.body ?? '') };
    }
    return fetch(input, init);
  };
  const client = createApiClient({
    kind: 'blade',
    baseUrl: server.baseUrl,
    fetch: spy,
    sealer: createWebCryptoSealer({ baseUrl: server.baseUrl, fetch: spy }),
    auth: { getAccessToken: () => null, getUser: () => null, getTenantId: () => '000000' },
  });
  await client.call(modelLogin, { username: 'student', password: 'Student@123' }, { silent: true });
  if (captured === null) throw new Error('the sign-in request was not seen');
  return captured;
}

function resend(request: Captured, changes: { body?: string; headers?: Record<string, string> } = {}) {
  const headers = new Headers(request.headers);
  for (const [name, value] of Object.entries(changes.headers ?? {})) headers.set(name, value);
  return fetch(request.url, { method: 'POST', headers, body: changes.body ?? request.body });
}

describe.each(testDatabases())('the encrypted sign-in on the real server (%s)', (kind) => {
  let server: TestServer;
  let request: Captured;
  beforeAll(async () => {
    server = await startTestServer(kind);
    request = await signInCapturing(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('[WRAP-04] travels encrypted: the password is not in what was sent', () => {
    expect(request.body).not.toContain('Student@123');
    expect(request.body).not.toContain('student');
    expect(JSON.parse(request.body)).toEqual({ data: expect.any(String) });
  });

  it('refuses the same sealed sign-in sent again (replay)', async () => {
    const res = await resend(request);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { status: number }).status).toBe(4192);
  });

  it('refuses a sealed sign-in with one byte of its ciphertext changed', async () => {
    const { data } = JSON.parse(request.body) as { data: string };
    const i = Math.floor(data.length / 2);
    const flipped = data.slice(0, i) + (data[i] === 'A' ? 'B' : 'A') + data.slice(i + 1);
    // The signature covers the body's hash and is checked before the replay store, so this is refused as tampered.
    const res = await resend(request, { body: JSON.stringify({ data: flipped }) });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { status: number; result: unknown };
    expect(body.status).toBe(4193);
    expect(body.result).toBeNull();
  });
});
