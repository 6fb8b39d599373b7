import { z } from 'zod/mini';
import { AppError } from './app-error';

// zod's built-in messages in Chinese for a rule without a custom message. Server only: the config is global to zod's
// core (classic and mini share it), and the browser bundle must not carry the locale.
z.config(z.locales.zhCN());

/** Parses untrusted input with its schema; a failure names each field at fault, in Chinese where the schema does. */
export function parseInput<S extends z.core.$ZodType>(schema: S, value: unknown, where: 'body' | 'query' | 'params'): z.output<S> {
  const parsed = z.safeParse(schema, value ?? {});
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join('.') : where,
    msg: issue.message,
  }));
  const first = errors[0];
  throw new AppError('VALIDATION', { msg: first ? `${first.field}：${first.msg}` : undefined, errors });
}
