import { AppError } from '../../../http/app-error';

/** A configuration row that is not there (or belongs to another tenant, which must look the same). */
export function notFound(what: string): AppError {
  return new AppError('NOT_FOUND', { msg: `${what}不存在或已被删除` });
}

/** A business check on one field, answered like zod's field errors so the studio shows it beside the field. */
export function fieldError(field: string, msg: string): AppError {
  return new AppError('VALIDATION', { msg: `${field}：${msg}`, errors: [{ field, msg }] });
}

/** True for PostgreSQL's foreign-key violation (23503), whether the driver error comes bare or wrapped by drizzle. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let at: unknown = error, depth = 0; at !== null && typeof at === 'object' && depth < 4; depth += 1) {
    if ((at as { code?: unknown }).code === '23503') return true;
    at = (at as { cause?: unknown }).cause;
  }
  return false;
}
