import { ApiErrorSchema, AppError } from '@backline/domain';

/**
 * An answer above 400 as a catalogue error (also used by uploads through XMLHttpRequest); for
 * invalid input it carries every invalid field (`errors`), so a form can mark them all.
 *
 * Its own module, loaded by the API client only when an error answer arrives, so the entry
 * bundle carries no zod (decisions §32).
 */
export function toAppError(status: number, body: unknown): AppError {
  const parsed = ApiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, field, params, errors } = parsed.data;
    return new AppError(code, {
      ...(field === undefined ? {} : { field }),
      ...(params === undefined ? {} : { params }),
      ...(errors === undefined
        ? {}
        : {
            errors: errors.map((entry) =>
              entry.field === undefined
                ? { code: entry.code }
                : { code: entry.code, field: entry.field },
            ),
          }),
    });
  }
  return new AppError('server.backend_error', { cause: { status, body } });
}
