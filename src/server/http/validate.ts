import { z } from 'zod/mini';
import { AppError } from './app-error';

// zod's built-in messages in Chinese for a rule without a custom message. Server only: the config is global to zod's
// core (classic and mini share it), and the browser bundle must not carry the locale.
z.config(z.locales.zhCN());

/** Parses untrusted input with its schema; a failure names each field at fault, in Chinese where the schema does. */
export function parseInput<S extends z.core.$ZodType>(schema: S, value: unknown, where: 'body' | 'query' | 'params'): z.output<S> {
  const nul = pathOfNul(value, []);
  if (nul !== null) {
    const field = nul.length > 0 ? nul.join('.') : where;
    throw new AppError('VALIDATION', { msg: `${field}：${NUL_MESSAGE}`, errors: [{ field, msg: NUL_MESSAGE }] });
  }
  const parsed = z.safeParse(schema, value ?? {});
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join('.') : where,
    msg: issue.message,
  }));
  const first = errors[0];
  throw new AppError('VALIDATION', { msg: first ? `${first.field}：${first.msg}` : undefined, errors });
}

const NUL_MESSAGE = '不能包含空字符';

/**
 * Where the input holds a NUL character (in a value or a key), or null. PostgreSQL text cannot store one, so it
 * would fail inside the query as a server error; no field of ours has a use for it.
 */
function pathOfNul(value: unknown, path: string[]): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const key in value) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')];
    const inner: unknown = (value as Record<string, unknown>)[key];
    // Only objects and strings can hold one; the path is built only on the way to a find.
    if (typeof inner !== 'string' && (typeof inner !== 'object' || inner === null)) continue;
    const found = pathOfNul(inner, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}
