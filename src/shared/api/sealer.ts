/**
 * The seam between the request wrapper and the body-encryption protocol (WRAP-04, WRAP-10, WRAP-11).
 * The wrapper decides *whether* a call is wrapped; a sealer decides *how*.
 */
export interface OutgoingRequest {
  method: 'GET' | 'POST';
  /** Path with its query string, exactly as sent, e.g. `/api/blade-workbench/auth/loginOut?time=1`. */
  pathWithQuery: string;
  /** The JSON text of the body, or undefined for GET. */
  body: string | undefined;
}

export interface SealedRequest {
  requestId: string;
  headers: Record<string, string>;
  /** The text to send: the encrypted envelope for POST, undefined for GET. */
  body: string | undefined;
}

export interface IncomingResponse {
  httpStatus: number;
  headers: { get(name: string): string | null };
  /** The body as text; '' for a binary answer (a file), whose bytes are in bodyBytes. */
  bodyText: string;
  /**
   * The exact bytes received. The signature covers bytes, not text: a file is not UTF-8, and decoding it would
   * change it. Absent, the UTF-8 of bodyText is checked, which is the same for a JSON answer.
   */
  bodyBytes?: Uint8Array;
}

/** Outcome of verifying a signed answer. */
export type VerifyOutcome = { ok: true } | { ok: false; reason: 'request-id' | 'signature' };

export interface RequestSealer {
  seal(request: OutgoingRequest): Promise<SealedRequest>;
  verify(requestId: string, response: IncomingResponse): Promise<VerifyOutcome>;
  /** Forget the crypto session, so the next seal performs a new handshake. */
  reset(): void;
}
