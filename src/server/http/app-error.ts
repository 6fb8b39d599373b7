import type { FieldError } from '../../shared/api/envelope';
import { ERROR_CODES, type ErrorCode } from '../../shared/api/error-codes';

/** The one error type of the server; `onError` turns it into the envelope with its code's status and message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: FieldError[];
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, options: { msg?: string; errors?: FieldError[]; headers?: Record<string, string> } = {}) {
    super(options.msg ?? ERROR_CODES[code].msg);
    this.name = 'AppError';
    this.code = code;
    this.errors = options.errors ?? [];
    this.headers = options.headers ?? {};
  }

  get httpStatus(): number {
    return ERROR_CODES[this.code].http;
  }

  /** The envelope sent to the client; never carries a stack trace. */
  toEnvelope(): { status: number; msg: string; result: null; errors?: FieldError[] } {
    const body = { status: ERROR_CODES[this.code].status, msg: this.message, result: null };
    return this.errors.length > 0 ? { ...body, errors: this.errors } : body;
  }
}
