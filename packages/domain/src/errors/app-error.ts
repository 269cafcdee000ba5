import type { ErrorCode, ErrorParams } from './error-codes.ts';

/**
 * A failure that the user can be told about: a catalogue code, the input at fault and the
 * values for the message's placeholders. Thrown by server services and by the web API client.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly params: ErrorParams | undefined;

  constructor(
    code: ErrorCode,
    options: { field?: string; params?: ErrorParams; cause?: unknown } = {},
  ) {
    super(code, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.field = options.field;
    this.params = options.params;
  }
}
