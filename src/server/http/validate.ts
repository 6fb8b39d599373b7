import { z } from 'zod/mini';
import { AppError } from './app-error';

// zod's built-in messages in Chinese for a rule without a custom message. Server only: the config is global to zod's
// core (classic and mini share it), and the browser bundle must not carry the locale.
z.config(z.locales.zhCN());

/** Parses untrusted input with its schema; a failure names each field at fault, in Chinese where the schema does. */
export function parseInput<S extends z.core.$ZodType>(schema: S, value: unknown, where: 'body' | 'query' | 'params'): z.output<S> {
  const nul = pathOfNul(value);
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

/** A step of the walk below: a value and how it was reached, so a path is built only for a find. */
interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

/**
 * Where the input holds a NUL character (in a value or a key), or null. PostgreSQL text cannot store one, so it
 * would fail inside the query as a server error; no field of ours has a use for it.
 *
 * An explicit stack instead of recursion, and each visit links to its parent instead of copying the path: the work
 * is linear in the size of the value at any depth, and no depth overflows the call stack. (JSON bodies are already
 * at most MAX_JSON_DEPTH deep, see json-depth.ts; other inputs reach this walk too.)
 */
function pathOfNul(root: unknown): string[] | null {
  const stack: Visit[] = [{ value: root, key: '', parent: null }];
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathTo(visit);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    const inner: Visit[] = [];
    for (const key in value) {
      if (key.includes('\u0000')) return [...pathTo(visit), key.replaceAll('\u0000', '')];
      const child: unknown = (value as Record<string, unknown>)[key];
      // Only objects and strings can hold one.
      if (typeof child === 'string' || (typeof child === 'object' && child !== null)) inner.push({ value: child, key, parent: visit });
    }
    // Reversed onto the stack, so fields are searched in their order and the first NUL found is the first in the text.
    for (let i = inner.length - 1; i >= 0; i -= 1) stack.push(inner[i] as Visit);
  }
  return null;
}

function pathTo(visit: Visit): string[] {
  const path: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}
