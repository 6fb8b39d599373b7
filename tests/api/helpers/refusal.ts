import { expect } from 'vitest';
import { z } from 'zod/mini';
import type { CallDef } from '../../../src/shared/api/catalogue';
import { ApiError } from '../../../src/shared/api/client-types';
import type { TestPortal } from '../../support/portal-client';

/** What a refused call came back with: the HTTP status, the envelope's message and the fields it names. */
export async function refusal(portal: TestPortal, promise: Promise<unknown>): Promise<{ http: number | undefined; message: string; fields: string[] }> {
  const error: unknown = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  const apiError = error as ApiError;
  return { http: portal.lastResponse?.http, message: apiError.message, fields: apiError.errors.map((e) => e.field) };
}

/** The call without the client's own input check, so the server's validation is what answers. */
export function unchecked<C extends CallDef>(call: C): CallDef<z.ZodMiniUnknown, C['response']> {
  return { ...call, request: z.unknown() };
}
