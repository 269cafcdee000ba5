import type { ErrorCode, ErrorParams } from './error-codes.ts';
import type { FieldError } from './validation-code.ts';

/**
 * A failure that the user can be told about: a catalogue code, the input at fault and the
 * values for the message's placeholders; for invalid input, every invalid field (`errors`, the
 * first one being `code` and `field`). Thrown by server services and by the web API client.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly params: ErrorParams | undefined;
  readonly errors: readonly FieldError[] | undefined;

  constructor(
    code: ErrorCode,
    options: {
      field?: string;
      params?: ErrorParams;
      errors?: readonly FieldError[];
      cause?: unknown;
    } = {},
  ) {
    super(code, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.field = options.field;
    this.params = options.params;
    this.errors = options.errors;
  }
}
