/**
 * The wire of a multipart upload (ApiClient.upload). fetch cannot report how much of a request body has gone out, so
 * in the browser the body goes through XMLHttpRequest, whose `upload` events can; elsewhere (tests, Node) through
 * fetch, which reports the whole size once sent.
 */

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send in all (the multipart body, or the files' size where the body's is unknown). */
  total: number;
}

export interface UploadSend {
  url: string;
  headers: Record<string, string>;
  body: FormData;
  signal: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

interface UploadAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  bodyBytes: Uint8Array<ArrayBuffer>;
}

export type UploadTransport = (request: UploadSend) => Promise<UploadAnswer>;

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/** The browser's transport: XMLHttpRequest, for its upload progress events. */
export const xhrUploadTransport: UploadTransport = (request) =>
  new Promise<UploadAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', request.url);
    xhr.responseType = 'arraybuffer';
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => request.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : event.loaded });
    xhr.onload = () => {
      const body = xhr.response instanceof ArrayBuffer ? xhr.response : new ArrayBuffer(0);
      resolve({ status: xhr.status, statusText: xhr.statusText, headers: headersOf(xhr.getAllResponseHeaders()), bodyBytes: new Uint8Array(body) });
    };
    xhr.onerror = () => reject(new Error('网络连接失败，文件未能上传'));
    const abort = () => xhr.abort();
    xhr.onabort = () => reject(request.signal.reason instanceof Error ? request.signal.reason : new Error('上传已取消'));
    if (request.signal.aborted) {
      reject(request.signal.reason instanceof Error ? request.signal.reason : new Error('上传已取消'));
      return;
    }
    request.signal.addEventListener('abort', abort, { once: true });
    xhr.onloadend = () => request.signal.removeEventListener('abort', abort);
    xhr.send(request.body);
  });

/** fetch as the transport (no progress while sending; the whole size is reported once the answer came). */
export function fetchUploadTransport(fetchImpl: typeof fetch): UploadTransport {
  return async (request) => {
    const response = await fetchImpl(request.url, { method: 'POST', headers: request.headers, body: request.body, signal: request.signal });
    const bodyBytes = new Uint8Array(await response.arrayBuffer());
    let size = 0;
    for (const [, value] of request.body.entries()) size += typeof value === 'string' ? value.length : value.size;
    request.onProgress?.({ loaded: size, total: size });
    return { status: response.status, statusText: response.statusText, headers: response.headers, bodyBytes };
  };
}

/** A request's fields (after WRAP-02) and its files as one multipart body; fields before files, as servers read them. */
export function multipartBody(params: unknown, files: Readonly<Record<string, Blob>>): FormData {
  const form = new FormData();
  const record = typeof params === 'object' && params !== null && !Array.isArray(params) ? (params as Record<string, unknown>) : {};
  for (const [key, value] of Object.entries(record)) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const [key, blob] of Object.entries(files)) {
    if (blob instanceof File) form.append(key, blob, blob.name);
    else form.append(key, blob);
  }
  return form;
}
