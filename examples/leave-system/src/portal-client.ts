import {
  BUSINESS_API_PATHS, businessErrorSchema, signBusinessRequest, type ApplicationEvent, type MessageSendRequest,
  type TodoCloseRequest, type TodoUpsertRequest,
} from '../../../src/shared/schema/business-api';
import { combLoginAnswerSchema, type CombLoginAnswer } from '../../../src/shared/schema/service-sign-on';

/**
 * Everything the sample system says to the portal, and the one thing it asks: the portal's public inbound API
 * (signed with the system's key, ADR 024) and the combined sign-in with a combStr (OPEN-02). Nothing else of the
 * portal is used; the contract file is imported only for its schemas and signing helper.
 */

export interface PortalConfig {
  /** The portal's origin, e.g. http://127.0.0.1:8080. */
  baseUrl: string;
  keyId: string;
  secret: string;
}

/** One call for the outbox: a path of the inbound API and its body. */
export interface PortalDelivery { kind: string; method: 'PUT' | 'POST'; path: string; body: unknown }

export const deliveries = {
  todo(todoId: string, body: TodoUpsertRequest): PortalDelivery {
    return { kind: 'todo', method: 'PUT', path: BUSINESS_API_PATHS.todo.replace(':todoId', encodeURIComponent(todoId)), body };
  },
  closeTodo(todoId: string, body: TodoCloseRequest): PortalDelivery {
    return { kind: 'todo.close', method: 'POST', path: BUSINESS_API_PATHS.todoClose.replace(':todoId', encodeURIComponent(todoId)), body };
  },
  event(applicationId: string, body: ApplicationEvent): PortalDelivery {
    return {
      kind: `event.${body.type}`, method: 'POST',
      path: BUSINESS_API_PATHS.applicationEvents.replace(':applicationId', encodeURIComponent(applicationId)), body,
    };
  },
  message(body: MessageSendRequest): PortalDelivery {
    return { kind: 'message', method: 'POST', path: BUSINESS_API_PATHS.messages, body };
  },
};

/** How a delivery went: done, refused for good (4xx but 408/429), or worth trying again. */
export type DeliveryOutcome = { kind: 'done' } | { kind: 'refused'; error: string } | { kind: 'retry'; error: string; afterMs?: number };

export async function sendDelivery(config: PortalConfig, delivery: PortalDelivery, timeoutMs = 10_000): Promise<DeliveryOutcome> {
  const body = JSON.stringify(delivery.body);
  let response: Response;
  try {
    const headers = await signBusinessRequest({ method: delivery.method, target: delivery.path, body, keyId: config.keyId, secret: config.secret });
    response = await fetch(new URL(delivery.path, config.baseUrl), {
      method: delivery.method, body, headers: { ...headers, 'content-type': 'application/json' }, signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { kind: 'retry', error: `门户无法连接：${(error as Error).message}` };
  }
  if (response.ok) return { kind: 'done' };
  const text = await response.text().catch(() => '');
  let message = `HTTP ${response.status}`;
  let retryAfter: number | undefined;
  try {
    const parsed = businessErrorSchema.safeParse(JSON.parse(text));
    if (parsed.success) {
      message = `${parsed.data.error.code}: ${parsed.data.error.message}`;
      retryAfter = parsed.data.error.retryAfter;
    }
  } catch {
    // Not JSON: the status says enough.
  }
  if (response.status === 429 || response.status === 408 || response.status >= 500) {
    return { kind: 'retry', error: message, ...(retryAfter === undefined ? {} : { afterMs: retryAfter * 1000 }) };
  }
  return { kind: 'refused', error: message };
}

/** OPEN-02: who the combStr the portal opened us with names, or null when it is not (or no longer) good. */
export async function combLogin(baseUrl: string, combStr: string): Promise<CombLoginAnswer | null> {
  const response = await fetch(new URL('/api/blade-workbench/nobody/weixin/combLoginToMicroService', baseUrl), {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ combStr }), signal: AbortSignal.timeout(10_000),
  });
  const answer = (await response.json().catch(() => null)) as { status?: number; result?: unknown } | null;
  if (!response.ok || answer?.status !== 1000) return null;
  const parsed = combLoginAnswerSchema.safeParse(answer.result);
  return parsed.success ? parsed.data : null;
}
