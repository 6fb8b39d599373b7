import type { z } from 'zod';
import { AppError } from './app-error';

/** Parses untrusted input with its schema; a failure names each field at fault, in Chinese where the schema does. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, where: 'body' | 'query' | 'params'): z.output<S> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join('.') : where,
    msg: issue.message,
  }));
  const first = errors[0];
  throw new AppError('VALIDATION', { msg: first ? `${first.field}：${first.msg}` : undefined, errors });
}
