import { signBusinessRequest } from '../../../src/shared/schema/business-api';

/** A business system's key as the studio hands it over. */
export interface SystemKey {
  keyId: string;
  secret: string;
}

export interface SignedAnswer {
  http: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** Calls the inbound API as a business system does: the body signed with the key (overrides make bad requests). */
export async function callAsSystem(
  baseUrl: string, key: SystemKey, method: 'GET' | 'PUT' | 'POST', target: string, body?: unknown,
  overrides: { timestamp?: number; nonce?: string; headers?: Record<string, string>; rawBody?: string; tamper?: boolean } = {},
): Promise<SignedAnswer & { sent: Record<string, string> }> {
  const text = overrides.rawBody ?? (body === undefined ? '' : JSON.stringify(body));
  const signed = await signBusinessRequest({
    method, target, body: text, keyId: key.keyId, secret: key.secret,
    ...(overrides.timestamp === undefined ? {} : { timestamp: overrides.timestamp }),
    ...(overrides.nonce === undefined ? {} : { nonce: overrides.nonce }),
  });
  const headers: Record<string, string> = { ...signed, ...(text ? { 'content-type': 'application/json' } : {}), ...overrides.headers };
  return { ...(await send(baseUrl, method, target, headers, overrides.tamper ? `${text} ` : text)), sent: headers };
}

/** Sends exactly these headers and body (a replay sends a captured request again). */
export async function send(baseUrl: string, method: string, target: string, headers: Record<string, string>, text: string): Promise<SignedAnswer> {
  const response = await fetch(`${baseUrl}${target}`, { method, headers, ...(text ? { body: text } : {}) });
  const raw = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    body = { raw };
  }
  return { http: response.status, body, headers: response.headers };
}

/** The refusal code of an error answer. */
export const codeOf = (answer: SignedAnswer) => (answer.body.error as { code?: string } | undefined)?.code;
