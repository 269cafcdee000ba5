import { AppError } from '@backline/domain';
import { get, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';

/**
 * Puts the server's field errors on the form's fields: every entry of a 422's `errors` list (or
 * its one `field`) that names a field of this form, with the catalogue code as the message, and
 * focuses the first. Answers whether the error was shown that way; otherwise the caller shows it
 * as an alert (a rule of the whole form, a failure).
 *
 * `fields` maps server field names to the form's where they differ (`dates.0.slots` → `slots`).
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, never> | UseFormReturn<T, unknown, FieldValues>,
  error: unknown,
  fields: Readonly<Record<string, FieldPath<T>>> = {},
): boolean {
  if (!(error instanceof AppError)) return false;
  const reported = error.errors?.length
    ? error.errors
    : error.field
      ? [{ code: error.code, field: error.field }]
      : [];
  const defaults = (form.formState.defaultValues ?? {}) as Record<string, unknown>;
  // The form's fields as loaded and as they are now (a link added to a list since).
  const current = form.getValues() as Record<string, unknown>;
  const known = (field: string): FieldPath<T> | null => {
    const mapped = fields[field];
    if (mapped) return mapped;
    const present = [defaults, current].some(
      (values) => get(values, field) !== undefined || field in values,
    );
    return present ? (field as FieldPath<T>) : null;
  };
  let first = true;
  for (const entry of reported) {
    const field = entry.field ? known(entry.field) : null;
    if (!field) continue;
    // The answer's params (a date, a limit) belong to its own code; they ride in `types`,
    // which the form fields pass to the text's placeholders.
    const params = entry.code === error.code ? error.params : undefined;
    form.setError(
      field,
      {
        type: 'server',
        message: entry.code,
        ...(params
          ? { types: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) }
          : {}),
      },
      { shouldFocus: first },
    );
    first = false;
  }
  return !first;
}

/**
 * Whether the form shows an error the server answered on one of its fields (`applyServerErrors`
 * put it there): then the failure needs no alert of its own.
 */
export function hasServerFieldErrors(errors: unknown): boolean {
  if (!errors || typeof errors !== 'object') return false;
  if ((errors as { type?: unknown }).type === 'server') return true;
  return Object.entries(errors).some(
    ([key, value]) => key !== 'ref' && typeof value === 'object' && hasServerFieldErrors(value),
  );
}
