import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { defineCall } from '../../../../src/shared/api/catalogue/define-call';
import { createApiClient } from '../../../../src/shared/api/client';
import { ApiError } from '../../../../src/shared/api/client-types';
import { STATUS_CRYPTO_SESSION_INVALID } from '../../../../src/shared/api/error-codes';
import type { UploadSend, UploadTransport } from '../../../../src/shared/api/upload-transport';
import { STATUS_CLIENT_ERROR } from '../../../../src/shared/api/wrap-messages';
import { createAuth, createFakeSealer, json, SIGNED_IN } from './fakes';

const uploadCall = defineCall({
  name: 'testUpload', method: 'POST', path: '/api/blade-workbench/testList/excel/importUpload',
  request: z.object({ tenantId: z.string(), id: z.optional(z.string().check(z.minLength(1, '编号不能为空'))) }),
  response: z.object({ fileKey: z.string() }),
});

/** A transport that records each multipart request and answers with `answer`, reporting progress in two steps. */
function fakeTransport(answer: (index: number) => Response) {
  const sent: Array<UploadSend & { fields: Record<string, string>; file: File | null }> = [];
  const transport: UploadTransport = async (request) => {
    const fields: Record<string, string> = {};
    let file: File | null = null;
    for (const [key, value] of request.body.entries()) {
      if (typeof value === 'string') fields[key] = value;
      else file = value;
    }
    sent.push({ ...request, fields, file });
    request.onProgress?.({ loaded: 5, total: 10 });
    request.onProgress?.({ loaded: 10, total: 10 });
    const response = answer(sent.length - 1);
    return { status: response.status, statusText: response.statusText, headers: response.headers, bodyBytes: new Uint8Array(await response.arrayBuffer()) };
  };
  return { transport, sent };
}

function setup(answer: (index: number) => Response, auth = createAuth(SIGNED_IN)) {
  const { sealer, log } = createFakeSealer();
  const { transport, sent } = fakeTransport(answer);
  const onErrorMessage = vi.fn<(msg: string, status: number) => void>();
  const onUnauthorized = vi.fn();
  const client = createApiClient({ kind: 'blade', baseUrl: 'http://hall.test', auth, sealer, uploadTransport: transport, onErrorMessage, onUnauthorized });
  return { client, sent, log, onErrorMessage, onUnauthorized };
}

const file = () => new File(['PK\u0003\u0004'], '职责.xlsx');

describe('request wrapper: multipart upload', () => {
  it('[IMP-14] sends fields and the file as multipart with the call\'s headers, signed over the empty body, and reports progress', async () => {
    const { client, sent, log } = setup(() => json({ status: 1000, msg: '上传成功', result: { fileKey: 'k1' } }));
    const progress: number[] = [];
    const result = await client.upload?.(uploadCall, { tenantId: '000000', id: 'dept-1' }, { file: file() }, { onProgress: (p) => progress.push(p.loaded) });
    expect(result).toEqual({ fileKey: 'k1' });
    expect(progress).toEqual([5, 10]);
    expect(log.seal).toEqual([{ method: 'POST', pathWithQuery: uploadCall.path, body: undefined }]);
    const [request] = sent;
    expect(request?.url).toBe(`http://hall.test${uploadCall.path}`);
    expect(request?.headers).toMatchObject({ 'Blade-Auth': 'bearer tok-1', 'Tenant-Id': '000000', 'X-Signature': 'sig-rid-1' });
    // The boundary is the browser's to write; a JSON Content-Type would break the body.
    expect(Object.keys(request?.headers ?? {}).map((h) => h.toLowerCase())).not.toContain('content-type');
    expect(request?.fields).toEqual({ account: 'zhangsan', nick_name: '张三', tenantId: '000000', id: 'dept-1' });
    expect(request?.file?.name).toBe('职责.xlsx');
    expect(log.verify).toHaveLength(1);
  });

  it('[IMP-14] a refusal with HTTP 200 and another status is an error, shown like any call\'s; the fields are checked first', async () => {
    const { client, sent, onErrorMessage } = setup(() => json({ status: 400, msg: '上传文件大小不能超过 20M' }));
    await expect(client.upload?.(uploadCall, { tenantId: '000000' }, { file: file() })).rejects.toMatchObject({ message: '上传文件大小不能超过 20M' });
    // WRAP-07: a status outside the known ones reaches the page as 8008, with the server's message.
    expect(onErrorMessage).toHaveBeenCalledWith('上传文件大小不能超过 20M', STATUS_CLIENT_ERROR);
    await expect(client.upload?.(uploadCall, { tenantId: '000000', id: '' }, { file: file() }, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(sent).toHaveLength(1);
    expect(onErrorMessage).toHaveBeenCalledTimes(1);
  });

  it('[IMP-14] body status 200, a success for other calls, is not a finished upload', async () => {
    const { client } = setup(() => json({ status: 200, msg: 'ok', result: { fileKey: 'k3' } }));
    await expect(client.upload?.(uploadCall, { tenantId: '000000' }, { file: file() }, { silent: true })).rejects.toMatchObject({ status: 200 });
  });

  it('[WRAP-08] a 401 signs the user out once, as every call does', async () => {
    const { client, onUnauthorized } = setup(() => json({ status: 401, msg: '登录已失效' }, { status: 401 }));
    await expect(client.upload?.(uploadCall, { tenantId: '000000' }, { file: file() }, { silent: true })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('[WRAP-10] an invalid crypto session is renewed and the upload sent again, with the same file', async () => {
    const { client, sent, log } = setup((i) => (i === 0
      ? json({ status: STATUS_CRYPTO_SESSION_INVALID, msg: 'session' })
      : json({ status: 1000, msg: 'ok', result: { fileKey: 'k2' } })));
    await expect(client.upload?.(uploadCall, { tenantId: '000000' }, { file: file() })).resolves.toEqual({ fileKey: 'k2' });
    expect(log.resets).toBe(1);
    expect(sent.map((r) => r.file?.name)).toEqual(['职责.xlsx', '职责.xlsx']);
  });
});
