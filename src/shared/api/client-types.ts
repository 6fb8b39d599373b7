import type { CallDef, CallRequest, CallResult, ClientKind } from './catalogue/define-call';
import type { FieldError } from './envelope';
import type { RequestSealer } from './sealer';
import type { UploadProgress, UploadTransport } from './upload-transport';

/** Where the wrapper reads the signed-in user's tokens and names (WRAP-01, WRAP-02). */
export interface AuthSource {
  getAccessToken(): string | null;
  /** account and nick_name appended to every request; null when not signed in (WRAP-02 fallback). */
  getUser(): { account: string; nick_name: string } | null;
  getTenantId(): string;
}

export interface ApiClientOptions {
  kind: ClientKind;
  /** Origin of the service host, '' for same-origin in the browser. */
  baseUrl: string;
  fetch?: typeof fetch;
  auth: AuthSource;
  /** Encrypts and signs bodies of wrapped paths (WRAP-04); absent = nothing is wrapped (tests of the bare wrapper). */
  sealer?: RequestSealer;
  /** WRAP-08: called on status 401 (clear CAS ticket, close expiry dialog, log out, go to /login?logout=true). */
  onUnauthorized?: () => void;
  /** WRAP-13: called with the server's msg when a status other than 1000 comes back, unless the call opts out. */
  onErrorMessage?: (msg: string, status: number) => void;
  /** Overrides the per-kind time-out (WRAP-12); tests use it. */
  timeoutMs?: number;
  /** Clock for the `time` query parameter (WRAP-03). */
  now?: () => number;
  /** Sends multipart uploads; default XMLHttpRequest in the browser (progress events), else `fetch`. */
  uploadTransport?: UploadTransport;
}

export interface CallOptions {
  /** Extra headers, e.g. Tenant-Id (TOKEN-01) or access-token/refresh-token (tokenLogin). */
  headers?: Record<string, string>;
  /** Do not show the error toast (the caller shows the error itself). */
  silent?: boolean;
  signal?: AbortSignal;
  /** For calls whose parameters travel in the query even on POST (oauth/token). */
  asQuery?: boolean;
}

/** A call that failed: the normalised status and message (WRAP-06, WRAP-07, WRAP-14). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  /**
   * The status the server answered before WRAP-07 turned it into 8008 (the same as `status` when it was passed
   * on). Pages use it to tell "there is no such thing" (404) from a failure worth retrying; `status` stays the
   * spec's.
   */
  readonly sourceStatus: number;
  constructor(status: number, message: string, errors: FieldError[] = [], sourceStatus: number = status) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.sourceStatus = sourceStatus;
  }
}

/** Whether a call failed because the server has no such thing, or none the caller may see (HTTP 404 answers). */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.sourceStatus === 404;
}

export interface UploadOptions extends CallOptions {
  /** Hears how much of the body has gone out, as it goes (the browser) or once sent (elsewhere). */
  onProgress?: (progress: UploadProgress) => void;
}

export interface ApiClient {
  readonly kind: ClientKind;
  /** Sends one catalogue call; resolves with its parsed result (`result`, or `data` for codeData calls). */
  call<C extends CallDef>(call: C, input: CallRequest<C>, options?: CallOptions): Promise<CallResult<C>>;
  /**
   * Sends a catalogue call as a multipart upload: its fields (checked by the call's request schema) and `files` by
   * part name, with the same headers, signature (over the empty body, ADR 002), 401 handling and error messages as
   * `call`. Every client of createApiClient has it; a test double may leave it out.
   */
  upload?<C extends CallDef>(call: C, fields: CallRequest<C>, files: Readonly<Record<string, Blob>>, options?: UploadOptions): Promise<CallResult<C>>;
}
