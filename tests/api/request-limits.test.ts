import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebCryptoSealer, CRYPTO_HEADERS } from '../../src/shared/api/crypto';
import { ERROR_CODES } from '../../src/shared/api/error-codes';
import { getSessionValidTime } from '../../src/shared/api/catalogue/session';
import { home } from '../../src/shared/api/catalogue';
import { signInAs } from '../support/portal-client';
import { manualClient } from './helpers/wrapped-calls-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const TOO_DEEP = ERROR_CODES.JSON_TOO_DEEP;

/** A 20 kB body nested `depth` levels deep, the object around it included. */
function nested(depth: number): string {
  return `{"casTicket":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
}

interface Answer {
  http: number;
  body: { status?: number; code?: number; msg?: string };
}

async function postPlain(baseUrl: string, path: string, body: string): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return { http: response.status, body: (await response.json()) as Answer['body'] };
}

describe.each(testDatabases())('request limits on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a 10,000-deep body sent anonymously to a public call with a 400 and a Chinese message, never a 500', async () => {
    const answer = await postPlain(server.baseUrl, getSessionValidTime.path, nested(10_000));
    expect(answer.http).toBe(400);
    expect(answer.body).toMatchObject({ status: TOO_DEEP.status, msg: TOO_DEEP.msg });
    expect(TOO_DEEP.msg).toMatch(/[\u4e00-\u9fff]/);
    // The limit is 64: a body at the limit goes on to the call's own validation.
    const atLimit = await postPlain(server.baseUrl, getSessionValidTime.path, nested(64));
    expect(atLimit.http).toBe(400);
    expect(atLimit.body.msg).not.toBe(TOO_DEEP.msg);
    expect((await postPlain(server.baseUrl, getSessionValidTime.path, nested(65))).body.msg).toBe(TOO_DEEP.msg);
    // The server is unharmed: an ordinary body is answered as usual.
    const ordinary = await postPlain(server.baseUrl, getSessionValidTime.path, JSON.stringify({ casTicket: 'TGT-unknown' }));
    expect(ordinary.http).toBeLessThan(500);
  });

  it('refuses a string with an unpaired surrogate with a 400 and a Chinese message, and keeps a paired one', async () => {
    const bad = ERROR_CODES.JSON_BAD_TEXT;
    for (const body of ['{"casTicket":"TGT-\\ud800"}', '{"\\udfff":"x"}', '{"casTicket":["a","\\udbff\\u0041"]}']) {
      const answer = await postPlain(server.baseUrl, getSessionValidTime.path, body);
      expect(answer.http, body).toBe(400);
      expect(answer.body, body).toMatchObject({ status: bad.status, msg: bad.msg });
    }
    expect(bad.msg).toMatch(/[\u4e00-\u9fff]/);
    // A surrogate pair (an emoji written as two escapes) is well-formed text and goes on to the call itself.
    const paired = await postPlain(server.baseUrl, getSessionValidTime.path, '{"casTicket":"TGT-\\ud83d\\ude00"}');
    expect(paired.body.msg).not.toBe(bad.msg);
    expect(paired.http).toBeLessThan(500);
  });

  it('refuses the same body sealed in a wrapped call with a 400, and a deep envelope around sealed data unparsed', async () => {
    const { login } = await signInAs(server.baseUrl, 'student', 'Student@123');
    const sealer = createWebCryptoSealer({ baseUrl: server.baseUrl, fetch });
    const path = home.getUserApplyCardList.path;
    const sendSealed = async (body: string): Promise<Answer & { requestId: string | null }> => {
      const sealed = await sealer.seal({ method: 'POST', pathWithQuery: path, body });
      const response = await fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Blade-Auth': `bearer ${login.access_token}`, ...sealed.headers },
        body: sealed.body,
      });
      return { http: response.status, body: (await response.json()) as Answer['body'], requestId: response.headers.get(CRYPTO_HEADERS.requestId) };
    };
    const deep = await sendSealed(nested(10_000));
    expect(deep.http).toBe(400);
    expect(deep.body).toMatchObject({ status: TOO_DEEP.status, msg: TOO_DEEP.msg });
    // A flat body of the same call still works through the same sealer.
    expect((await sendSealed('{}')).http).toBe(200);
    // A correctly signed envelope that is itself nested deep around its data is not a sealed body: refused unparsed.
    const manual = await manualClient(server.baseUrl);
    const signed = await manual.sign('POST', path, `{"data":${'['.repeat(9_999)}${']'.repeat(9_999)}}`);
    const envelope = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST', headers: { 'content-type': 'application/json', ...signed.headers }, body: signed.body,
    });
    expect(envelope.status).toBe(400);
    expect(((await envelope.json()) as Answer['body']).msg).toBe(ERROR_CODES.CRYPTO_BAD_PAYLOAD.msg);
  });
});
