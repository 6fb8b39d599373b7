import { AppError } from './app-error';

/** A configuration row that is not there (or belongs to another tenant, which must look the same). */
export function notFound(what: string): AppError {
  return new AppError('NOT_FOUND', { msg: `${what}不存在或已被删除` });
}

/** A business check on one field, answered like zod's field errors so the studio shows it beside the field. */
export function fieldError(field: string, msg: string): AppError {
  return new AppError('VALIDATION', { msg: `${field}：${msg}`, errors: [{ field, msg }] });
}
