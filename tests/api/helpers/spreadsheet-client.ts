import { createWebCryptoSealer } from '../../../src/shared/api/crypto';
import type { TestPortal } from '../../support/portal-client';
import { until } from '../../support/until';

/**
 * Raw requests for the tests: a signed multipart upload (signed over the empty body hash, ADR 002) whose HTTP status
 * and body are read as they came (ApiClient.upload, which the dialogs use, normalises them), and the unwrapped
 * exportFinal download with the bearer token.
 */

export interface UploadAnswer {
  http: number;
  body: { status: number; msg: string; result: { fileKey: string; fileName: string; size: number; sheetName: string } | null };
}

export async function uploadFile(
  baseUrl: string,
  portal: TestPortal,
  path: string,
  file: { name: string; bytes: Uint8Array },
  fields: Record<string, string> = { tenantId: '000000' },
): Promise<UploadAnswer> {
  const sealer = createWebCryptoSealer({ baseUrl, fetch });
  const sealed = await sealer.seal({ method: 'POST', pathWithQuery: path, body: undefined });
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { ...sealed.headers, 'Blade-Auth': `bearer ${portal.tokens?.access_token ?? ''}` },
    body: form,
  });
  return { http: response.status, body: (await response.json()) as UploadAnswer['body'] };
}

/** GET an unwrapped file path (exportFinal) with the bearer token. */
export async function download(baseUrl: string, portal: TestPortal, pathWithQuery: string): Promise<{ http: number; bytes: Buffer; type: string }> {
  const response = await fetch(`${baseUrl}${pathWithQuery}`, { headers: { 'Blade-Auth': `bearer ${portal.tokens?.access_token ?? ''}` } });
  return { http: response.status, bytes: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') ?? '' };
}

/** Polls a progress call until the job has finished (the dialog polls every 3 s; tests every 100 ms). */
export function waitFinished<P extends { finished: boolean }>(poll: () => Promise<P>, timeoutMs = 120_000): Promise<P> {
  return until('the spreadsheet job finished', poll, (progress) => progress.finished, { timeoutMs, intervalMs: 100 });
}
