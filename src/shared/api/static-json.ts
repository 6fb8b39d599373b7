import { z } from 'zod/mini';
import { ApiError } from './client-types';
import { startDeadline } from './deadline';
import { errorMessage } from './error-message';
import { describeIssues, parseJsonBody } from './normalise';
import { appendQuery, defaultFetch } from './request-parts';
import { REQUEST_TIMEOUT_MS } from './timeouts';
import { MSG_INVALID_ANSWER, MSG_TIMEOUT, STATUS_CLIENT_ERROR, STATUS_TIMEOUT } from './wrap-messages';

/** GETs a static JSON file with a `t` timestamp (no cached copy) and validates it with `schema` (doc2 §7). */
export async function fetchStaticJson<S extends z.core.$ZodType>(
  baseUrl: string,
  path: string,
  schema: S,
  fetchImpl: typeof fetch = defaultFetch,
  now: () => number = Date.now,
): Promise<z.output<S>> {
  // Static files sit on the blade host, so they get its time-out; they are public and carry no auth headers.
  const deadline = startDeadline(REQUEST_TIMEOUT_MS.blade);
  let response: Response;
  let text: string;
  try {
    const url = `${baseUrl}${appendQuery(path, { t: now() })}`;
    response = await deadline.race(fetchImpl(url, {
      method: 'GET', headers: { Accept: 'application/json' }, signal: deadline.signal,
    }));
    text = await deadline.race(response.text());
  } catch (error) {
    throw deadline.timedOut ? new ApiError(STATUS_TIMEOUT, MSG_TIMEOUT) : new ApiError(STATUS_CLIENT_ERROR, errorMessage(error));
  } finally {
    deadline.dispose();
  }
  if (!response.ok) throw new ApiError(STATUS_CLIENT_ERROR, response.statusText || `HTTP ${response.status}`);
  const parsed = z.safeParse(schema, parseJsonBody(text));
  if (!parsed.success) throw new ApiError(STATUS_CLIENT_ERROR, `${MSG_INVALID_ANSWER}: ${describeIssues(parsed.error)}`);
  return parsed.data;
}
