import { z } from 'zod/mini';
import type { CallDef, CallRequest, CallResult } from './catalogue/define-call';
import { ApiError } from './client-types';
import type { ApiClient, ApiClientOptions, CallOptions, UploadOptions } from './client-types';
import { startDeadline } from './deadline';
import { errorMessage } from './error-message';
import { STATUS_OK } from './envelope';
import { ERROR_CODES, STATUS_CRYPTO_SESSION_INVALID } from './error-codes';
import {
  cryptoRefusalMessage, describeIssues, fileNameFromDisposition, isAcceptedStatus, isFileAnswer, isSuccessStatus,
  normaliseAnswer, parseJsonBody, toFieldErrors,
} from './normalise';
import { defaultFetch, fillPathParams, prepareRequest, withUserParams } from './request-parts';
import type { RequestSealer, VerifyOutcome } from './sealer';
import { REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from './timeouts';
import type * as UploadWire from './upload-transport';
import type { UploadTransport } from './upload-transport';
import { isWrappedPath } from './wrapped-paths';
import {
  MSG_INVALID_ANSWER, MSG_REQUEST_ID_MISMATCH, MSG_SIGNATURE_FAILED, MSG_TIMEOUT,
  STATUS_CLIENT_ERROR, STATUS_TIMEOUT, STATUS_UNAUTHORIZED, STATUS_UNTRUSTED,
} from './wrap-messages';

export { BASIC_AUTHORIZATION, CLIENT_ID } from './request-parts';
export { CHUNK_LOAD_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './timeouts';
export { requireStatus1000 } from './normalise';
export { fetchStaticJson } from './static-json';

/** What came back over the wire, before anything in it is trusted. */
interface RawAnswer {
  httpStatus: number;
  statusText: string;
  headers: Headers;
  /** The bytes as received: a wrapped answer's signature covers them (WRAP-11), and a file is only bytes. */
  bodyBytes: Uint8Array<ArrayBuffer>;
  /** The body as text; '' for a file answer of a blob call, which is never read as text. */
  bodyText: string;
  /** The file itself of a blob call (see isFileAnswer), not an envelope. */
  isFile: boolean;
}

// Not fatal: a proxy's error page in another encoding still becomes text, and then fails as "not JSON".
const textDecoder = new TextDecoder();

/** The Blob a blob call resolves with: a File named by Content-Disposition when the server names it. */
function toBlob(answer: RawAnswer): Blob {
  const type = answer.headers.get('content-type') ?? '';
  const name = fileNameFromDisposition(answer.headers.get('content-disposition'));
  const parts = [answer.bodyBytes];
  return name === undefined ? new Blob(parts, { type }) : new File(parts, name, { type });
}

/** Reads `result` (envelope) or `data` (codeData) and checks it against the call's response schema. */
function parseResult(def: CallDef, body: unknown): unknown {
  // A blob call that "succeeds" without a file (a proxy that dropped Content-Disposition) has nothing to hand over.
  if (def.answer === 'blob') throw new ApiError(STATUS_CLIENT_ERROR, `${MSG_INVALID_ANSWER}: no file in the answer`);
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const payload = def.answer === 'codeData' ? record.data : record.result;
  // JSON.stringify drops a key whose value is undefined, so a null result may arrive as no key at all.
  const parsed = z.safeParse(def.response, payload === undefined ? null : payload);
  if (!parsed.success) throw new ApiError(STATUS_CLIENT_ERROR, `${MSG_INVALID_ANSWER}: ${describeIssues(parsed.error)}`);
  return parsed.data;
}

/** What the sealer says of an answer; one it cannot check is as untrustworthy as one that fails the check. */
async function verifyAnswer(sealer: RequestSealer, requestId: string, answer: RawAnswer): Promise<VerifyOutcome> {
  try {
    return await sealer.verify(requestId, answer);
  } catch {
    return { ok: false, reason: 'signature' };
  }
}

/** WRAP-10, WRAP-11: the rejection of an answer that failed verification. */
function untrusted(outcome: { reason: 'request-id' | 'signature' }): ApiError {
  return new ApiError(STATUS_UNTRUSTED, outcome.reason === 'request-id' ? MSG_REQUEST_ID_MISMATCH : MSG_SIGNATURE_FAILED);
}

/** The files of a multipart upload and who hears of its progress. */
interface Upload {
  files: Readonly<Record<string, Blob>>;
  onProgress: UploadOptions['onProgress'];
}

/** Creates the request wrapper of doc2 §7–§8 for one client kind (blade or osp). */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { kind, auth } = options;
  const fetchImpl = options.fetch ?? defaultFetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS[kind];
  // The upload's wire loads at the first upload: sign-in and most pages never upload, and /login's first load stays
  // within its budget (ADR 005). XMLHttpRequest where there is one and no fetch was given (the browser), for its
  // progress events.
  const uploadTransportOf = (wire: typeof UploadWire): UploadTransport => options.uploadTransport
    ?? (options.fetch === undefined && typeof XMLHttpRequest !== 'undefined' ? wire.xhrUploadTransport : wire.fetchUploadTransport(fetchImpl));
  // The token whose 401 was already handled: calls that fail together sign the user out once, not once each.
  let unauthorizedToken: string | null | undefined;
  // Errors whose message was already shown (or must not be) by the time they reach the caller.
  const quiet = new WeakSet<ApiError>();

  /**
   * One round trip: prepare (WRAP-01..03), seal (WRAP-04), send, read; transport failures become WRAP-09. An upload
   * is multipart: its fields (with WRAP-02's names) and files go unencrypted, and the seal signs the empty body, as the
   * server checks a multipart request (ADR 002); its time limit is an upload's.
   */
  async function exchange(
    def: CallDef, data: unknown, callOptions: CallOptions, sealer: RequestSealer | undefined, upload?: Upload,
  ): Promise<RawAnswer & { requestId: string | undefined }> {
    const deadline = startDeadline(upload ? Math.max(timeoutMs, UPLOAD_TIMEOUT_MS) : timeoutMs, callOptions.signal);
    try {
      const prepared = prepareRequest({
        method: def.method, path: def.path, data, auth, now: now(),
        asQuery: callOptions.asQuery, headers: callOptions.headers,
      });
      let { headers, body } = prepared;
      if (upload) {
        // The browser writes the multipart Content-Type, boundary included.
        const { 'Content-Type': _json, ...rest } = headers;
        headers = rest;
        body = undefined;
      }
      let requestId: string | undefined;
      // race() only stops the waiting; an already aborted call must not reach the sealer or the network at all.
      deadline.signal.throwIfAborted();
      if (sealer) {
        const sealed = await deadline.race(sealer.seal({ method: prepared.method, pathWithQuery: prepared.pathWithQuery, body }));
        headers = { ...headers, ...sealed.headers };
        body = upload ? undefined : sealed.body;
        requestId = sealed.requestId;
      }
      deadline.signal.throwIfAborted();
      const url = `${options.baseUrl}${prepared.pathWithQuery}`;
      const answer = upload
        ? await deadline.race(import('./upload-transport').then((wire) => uploadTransportOf(wire)({
          url, headers, signal: deadline.signal, onProgress: upload.onProgress,
          body: wire.multipartBody(withUserParams(fillPathParams(def.path, data).data, auth), upload.files),
        })))
        : await deadline.race(fetchImpl(url, { method: prepared.method, headers, body, signal: deadline.signal }).then(async (response) => ({
          status: response.status, statusText: response.statusText, headers: response.headers,
          bodyBytes: new Uint8Array(await deadline.race(response.arrayBuffer())),
        })));
      const isFile = def.answer === 'blob' && isFileAnswer(answer.status, answer.headers);
      const bodyText = isFile ? '' : textDecoder.decode(answer.bodyBytes);
      return { httpStatus: answer.status, statusText: answer.statusText, headers: answer.headers, bodyBytes: answer.bodyBytes, bodyText, isFile, requestId };
    } catch (error) {
      if (deadline.timedOut) throw new ApiError(STATUS_TIMEOUT, MSG_TIMEOUT);
      throw new ApiError(STATUS_CLIENT_ERROR, errorMessage(error));
    } finally {
      deadline.dispose();
    }
  }

  /** WRAP-08: hands the 401 to the app once per token, then rejects with it. */
  function unauthorized(token: string | null, msg: string, callOptions: CallOptions): ApiError {
    const error = new ApiError(STATUS_UNAUTHORIZED, msg);
    // Shown here or not at all, so the caller's catch-all does not toast it a second time.
    quiet.add(error);
    if (unauthorizedToken !== token) {
      unauthorizedToken = token;
      options.onUnauthorized?.();
      if (!callOptions.silent) options.onErrorMessage?.(msg, STATUS_UNAUTHORIZED);
    }
    return error;
  }

  async function attempt(def: CallDef, data: unknown, callOptions: CallOptions, mayRetry: boolean, upload?: Upload): Promise<unknown> {
    const token = auth.getAccessToken();
    const sealer = options.sealer && isWrappedPath(def.path) ? options.sealer : undefined;
    const answer = await exchange(def, data, callOptions, sealer, upload);
    if (answer.isFile) {
      // A 2xx file: nothing to normalise; on a wrapped path it is trusted only once its signature checks out.
      if (sealer && answer.requestId !== undefined) {
        const outcome = await verifyAnswer(sealer, answer.requestId, answer);
        if (!outcome.ok) throw untrusted(outcome);
      }
      unauthorizedToken = undefined;
      return z.parse(def.response, toBlob(answer));
    }
    const body = parseJsonBody(answer.bodyText);
    const { status, msg, errors } = normaliseAnswer(body, answer.httpStatus, answer.statusText);

    if (sealer && answer.requestId !== undefined) {
      // Verified first, always, so the sealer can settle its record of this request whatever the answer is.
      const outcome = await verifyAnswer(sealer, answer.requestId, answer);
      const refusal = cryptoRefusalMessage(status);
      if (refusal !== undefined) {
        // The server refuses before it can sign (no crypto session, a bad signature…). Believing the status only
        // rejects the call or redoes the handshake once; the text shown is ours, never the unsigned one.
        if (status === STATUS_CRYPTO_SESSION_INVALID && mayRetry) {
          sealer.reset();
          return attempt(def, data, callOptions, false, upload);
        }
        throw new ApiError(STATUS_CLIENT_ERROR, refusal);
      }
      // An overloaded server (or the balancer in front) turns calls away before reading them, so unsigned; believing
      // a 503 only fails the call, and the text is ours, never the unsigned one.
      if (!outcome.ok && answer.httpStatus === ERROR_CODES.SERVER_BUSY.http) throw new ApiError(STATUS_CLIENT_ERROR, ERROR_CODES.SERVER_BUSY.msg);
      if (!outcome.ok) throw untrusted(outcome);
    }
    if (answer.httpStatus === STATUS_UNAUTHORIZED || status === STATUS_UNAUTHORIZED) {
      throw unauthorized(token, msg, callOptions);
    }
    if (!isAcceptedStatus(status, kind)) throw new ApiError(STATUS_CLIENT_ERROR, msg, errors, status);
    // IMP-14: an upload succeeded only with HTTP 200 and body status 1000.
    if (upload && (answer.httpStatus !== 200 || status !== STATUS_OK)) throw new ApiError(status === STATUS_OK ? answer.httpStatus : status, msg, errors);
    if (!isSuccessStatus(status, def.name)) throw new ApiError(status, msg, errors);
    unauthorizedToken = undefined;
    return parseResult(def, body);
  }

  /** Checks the request, runs it, and shows its error unless told not to (WRAP-13); calls and uploads alike. */
  async function run(def: CallDef, input: unknown, callOptions: CallOptions, upload?: Upload): Promise<unknown> {
    try {
      const parsed = z.safeParse(def.request, input);
      if (!parsed.success) {
        throw new ApiError(STATUS_CLIENT_ERROR, describeIssues(parsed.error), toFieldErrors(parsed.error));
      }
      return await attempt(def, parsed.data, callOptions, true, upload);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(STATUS_CLIENT_ERROR, errorMessage(error));
      // WRAP-13: a caller that aborted, or asked for silence, shows the error itself.
      if (!quiet.has(apiError) && !callOptions.silent && !callOptions.signal?.aborted) {
        options.onErrorMessage?.(apiError.message, apiError.status);
      }
      throw apiError;
    }
  }

  return {
    kind,
    // parseResult ran def.response, whose output type is exactly CallResult<C>.
    call: async <C extends CallDef>(def: C, input: CallRequest<C>, callOptions: CallOptions = {}) => (await run(def, input, callOptions)) as CallResult<C>,
    upload: async <C extends CallDef>(def: C, fields: CallRequest<C>, files: Readonly<Record<string, Blob>>, uploadOptions: UploadOptions = {}) => {
      const { onProgress, ...callOptions } = uploadOptions;
      return (await run(def, fields, callOptions, { files, onProgress })) as CallResult<C>;
    },
  };
}
