import { BASIC_AUTHORIZATION } from '../../../shared/api/client';
import { ApiError } from '../../../shared/api/client-types';
import { createWebCryptoSealer } from '../../../shared/api/crypto';
import { normaliseAnswer, parseJsonBody } from '../../../shared/api/normalise';
import type { RequestSealer } from '../../../shared/api/sealer';
import { MSG_SIGNATURE_FAILED, STATUS_CLIENT_ERROR, STATUS_UNTRUSTED } from '../../../shared/api/wrap-messages';
import { readAccessToken } from '../../../shared/rules/sign-in-state';
import { createSessionStore } from '../../../shared/state/session-store';

/**
 * IMP-14's upload: multipart, signed over the empty body hash (ADR 002), success = HTTP 200 and body status 1000.
 *
 * A stop-gap: the shared request wrapper sends JSON only. Until it grows a multipart path, the studio sends the upload
 * itself, with its own crypto session (the server accepts any valid one) and the session's access token, and checks
 * the answer's signature as the wrapper would (WRAP-10, WRAP-11). A 401 here is only shown, not turned into a sign-out.
 */
let sealer: RequestSealer | null = null;

function studioSealer(): RequestSealer {
  sealer ??= createWebCryptoSealer({ baseUrl: '', fetch: (input, init) => globalThis.fetch(input, init) });
  return sealer;
}

export async function uploadMultipart(path: string, form: FormData, tenantId: string): Promise<unknown> {
  const seal = studioSealer();
  const sealed = await seal.seal({ method: 'POST', pathWithQuery: path, body: undefined });
  const token = readAccessToken(createSessionStore());
  const headers: Record<string, string> = {
    ...sealed.headers, Accept: 'application/json', Authorization: BASIC_AUTHORIZATION, 'Tenant-Id': tenantId,
  };
  if (token !== null) headers['Blade-Auth'] = `bearer ${token}`;
  let response: Response;
  try {
    response = await globalThis.fetch(path, { method: 'POST', headers, body: form });
  } catch (error) {
    throw new ApiError(STATUS_CLIENT_ERROR, error instanceof Error ? error.message : String(error));
  }
  const bodyBytes = new Uint8Array(await response.arrayBuffer());
  const bodyText = new TextDecoder().decode(bodyBytes);
  const verified = await seal.verify(sealed.requestId, { httpStatus: response.status, headers: response.headers, bodyText, bodyBytes })
    .catch(() => ({ ok: false as const, reason: 'signature' as const }));
  const body = parseJsonBody(bodyText);
  const { status, msg } = normaliseAnswer(body, response.status, response.statusText);
  // A refusal before the server could sign (a bad crypto session) is not signed; its status still says what failed.
  if (response.status === 200 && !verified.ok) throw new ApiError(STATUS_UNTRUSTED, MSG_SIGNATURE_FAILED);
  if (response.status !== 200 || status !== 1000) throw new ApiError(status === 1000 ? response.status : status, msg);
  return (body as { result?: unknown }).result;
}
