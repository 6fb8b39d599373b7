import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../shared/api/client-types';

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Puts the server's field errors beside the form's fields; answers the message to show above the form when no
 * error names one of them (a rule over several fields, a conflict, a network failure).
 */
export function applyServerErrors<F extends FieldValues>(error: unknown, fields: readonly Path<F>[], setError: UseFormSetError<F>): string | null {
  const named = error instanceof ApiError ? error.errors.filter((e) => (fields as readonly string[]).includes(e.field)) : [];
  for (const { field, msg } of named) setError(field as Path<F>, { type: 'server', message: msg });
  return named.length > 0 ? null : messageOf(error);
}
