import { z } from 'zod/mini';

/** Status of a successful answer in the `{ status, msg, result }` envelope. */
export const STATUS_OK = 1000;

/** A field that failed validation, so forms can show the message beside the field. */
export const fieldErrorSchema = z.object({ field: z.string(), msg: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The envelope every `/api` answer uses, except the session-time calls (`{ code, data }`). */
export interface Envelope<T> {
  status: number;
  msg: string;
  result: T;
  errors?: FieldError[];
}

/** Builds the zod schema of an envelope whose `result` has the given schema. */
export function envelopeSchema<T extends z.core.$ZodType>(result: T) {
  return z.object({
    status: z.number(),
    msg: z.string(),
    result,
    errors: z.optional(z.array(fieldErrorSchema)),
  });
}

/** The `{ code, data }` shape of the SSO session-time calls (doc1 §7). */
export interface CodeData<T> {
  code: number;
  msg?: string;
  data: T;
}
