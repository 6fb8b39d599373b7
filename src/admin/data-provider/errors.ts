import { HttpError } from 'react-admin';
import { ApiError } from '../../shared/api/client-types';

/** What react-admin's forms read from a failed save: a message per field, and the form's own under `root`. */
interface SubmissionErrors {
  [field: string]: string | { serverError: string };
}

/**
 * A failed call as react-admin expects it: an HttpError whose `body.errors` maps each field the server (or the
 * wrapper's own input check) named to its message, so the message shows beside the field, not only in a toast.
 */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (!(error instanceof ApiError)) {
    return new HttpError(error instanceof Error ? error.message : String(error), 0);
  }
  const fields = error.errors.filter((e) => e.field !== '');
  if (fields.length === 0) return new HttpError(error.message, error.sourceStatus, { status: error.status });
  const errors: SubmissionErrors = { root: { serverError: error.message } };
  // The first message of a field is the one shown; later ones about the same field are usually consequences.
  for (const { field, msg } of fields) if (!(field in errors)) errors[field] = msg;
  return new HttpError(error.message, error.sourceStatus, { status: error.status, errors });
}
