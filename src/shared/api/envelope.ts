import { z } from 'zod/mini';

/** Status of a successful answer in the `{ status, msg, result }` envelope. */
export const STATUS_OK = 1000;

/** A field that failed validation, so forms can show the message beside the field. */
export const fieldErrorSchema = z.object({ field: z.string(), msg: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Builds the zod schema of an envelope whose `result` has the given schema. */
export function envelopeSchema<T extends z.core.$ZodType>(result: T) {
  return z.object({
    status: z.number(),
    msg: z.string(),
    result,
    errors: z.optional(z.array(fieldErrorSchema)),
  });
}
