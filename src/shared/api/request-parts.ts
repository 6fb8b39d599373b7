import type { AuthSource } from './client-types';
import { ACCOUNT_FALLBACK } from './wrap-messages';

/** WRAP-01: the portal is a public OAuth client, so its id travels with an empty secret; no secret is in a bundle. */
export const CLIENT_ID = 'service-hall-portal';

/** WRAP-01: the Basic client-credentials header value sent on every request. */
export const BASIC_AUTHORIZATION = `Basic ${btoa(`${CLIENT_ID}:`)}`;

/** A request ready to seal or send: path with its query exactly as sent, headers, and body text. */
export interface PreparedRequest {
  method: 'GET' | 'POST';
  pathWithQuery: string;
  headers: Record<string, string>;
  body: string | undefined;
}

export interface PrepareArgs {
  method: 'GET' | 'POST';
  path: string;
  /** The request after its zod schema parsed it. */
  data: unknown;
  auth: AuthSource;
  /** WRAP-03: the `time` of a GET. */
  now: number;
  asQuery?: boolean;
  headers?: Record<string, string>;
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** WRAP-02: the parameters with account and nick_name added, keeping any the caller already set. */
export function withUserParams(data: unknown, auth: AuthSource): unknown {
  // An array or a scalar body has nowhere to put the names; it is sent as the schema made it.
  if (data !== null && data !== undefined && !isPlainRecord(data)) return data;
  const user = auth.getUser();
  const added = { account: user?.account ?? ACCOUNT_FALLBACK, nick_name: user?.nick_name ?? ACCOUNT_FALLBACK };
  return { ...added, ...(data ?? {}) };
}

function queryValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Appends the parameters to a path's query; arrays repeat their key, null and undefined are left out. */
export function appendQuery(path: string, params: Record<string, unknown>): string {
  const mark = path.indexOf('?');
  const base = mark === -1 ? path : path.slice(0, mark);
  const search = new URLSearchParams(mark === -1 ? '' : path.slice(mark + 1));
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, queryValue(item));
    else search.append(key, queryValue(value));
  }
  const query = search.toString();
  return query === '' ? base : `${base}?${query}`;
}

/** A `:name` segment of a catalogue path. */
const PATH_PARAM = /\/:([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * Fills the `:name` segments of a catalogue path from the request's fields of those names, URL-encoded, and returns
 * the other fields, which travel in the body or query as usual. A missing value, or one that the URL parser would
 * read as a dot segment and so move the request to another path, fails before anything is sent.
 */
export function fillPathParams(path: string, data: unknown): { path: string; data: unknown } {
  if (!path.includes('/:')) return { path, data };
  const rest: Record<string, unknown> = isPlainRecord(data) ? { ...data } : {};
  const filled = path.replace(PATH_PARAM, (_segment, name: string) => {
    const value = rest[name];
    if (value === undefined || value === null || typeof value === 'object') throw new Error(`path parameter ${name} is missing`);
    const text = String(value);
    // encodeURIComponent leaves dots alone, and the URL parser resolves a '.' or '..' segment away.
    if (text === '' || text === '.' || text === '..') throw new Error(`path parameter ${name} is not a valid segment`);
    delete rest[name];
    return `/${encodeURIComponent(text)}`;
  });
  return { path: filled, data: rest };
}

/**
 * Builds headers (WRAP-01), path parameters, user params (WRAP-02), the GET `time` (WRAP-03) and the body of one
 * request.
 */
export function prepareRequest(args: PrepareArgs): PreparedRequest {
  const { method, auth } = args;
  const { path, data } = fillPathParams(args.path, args.data);
  const params = withUserParams(data, auth);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: BASIC_AUTHORIZATION,
    'Tenant-Id': auth.getTenantId(),
  };
  const token = auth.getAccessToken();
  if (token) headers['Blade-Auth'] = `bearer ${token}`;
  if (method === 'POST') headers['Content-Type'] = 'application/json';
  Object.assign(headers, args.headers);

  if (method === 'GET') {
    const record = isPlainRecord(params) ? params : {};
    // The caller's own `time` wins, as account and nick_name do; a second `time` would make the query ambiguous.
    const query = 'time' in record ? record : { ...record, time: args.now };
    return { method, pathWithQuery: appendQuery(path, query), headers, body: undefined };
  }
  if (args.asQuery) {
    const record = isPlainRecord(params) ? params : {};
    return { method, pathWithQuery: appendQuery(path, record), headers, body: '{}' };
  }
  return { method, pathWithQuery: path, headers, body: JSON.stringify(params) };
}

/** The platform fetch, called through globalThis: a detached `window.fetch` throws "Illegal invocation". */
export const defaultFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);
