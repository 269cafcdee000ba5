import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { catalogueErrorMap, fieldErrors } from '../errors/validation-code.ts';
import {
  DisplayNameInputSchema,
  EmailChangeInputSchema,
  PhoneChangeInputSchema,
} from './account-settings.schema.ts';

/** The first issue's message per field, as a form parses with the error map. */
function formErrors(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value, { error: catalogueErrorMap });
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}

/** The server's answer for the same input: its `errors` list (one code per field). */
function serverErrors(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  return Object.fromEntries(
    fieldErrors(result.error?.issues ?? [], value).map((entry) => [entry.field ?? '', entry.code]),
  );
}

describe('the phone change', () => {
  it('takes a mobile number as typed, with its country code', () => {
    expect(PhoneChangeInputSchema.safeParse({ phone: '+49 170 1234567', password: 'x' })).toEqual(
      expect.objectContaining({ success: true }),
    );
    expect(PhoneChangeInputSchema.safeParse({ phone: '0043 664 1234567', password: 'x' })).toEqual(
      expect.objectContaining({ success: true }),
    );
  });

  it("says 'Number unavailable' for a landline or a number without country code, in both places", () => {
    for (const phone of ['+49 30 1234567', '0170 1234567']) {
      const input = { phone, password: 'x' };
      expect(formErrors(PhoneChangeInputSchema, input)).toEqual({
        phone: 'account.number_unavailable',
      });
      expect(serverErrors(PhoneChangeInputSchema, input)).toEqual({
        phone: 'account.number_unavailable',
      });
    }
  });

  it('names every missing field at once as required', () => {
    expect(formErrors(PhoneChangeInputSchema, { phone: '', password: '' })).toEqual({
      phone: 'validation.required',
      password: 'validation.required',
    });
    expect(formErrors(EmailChangeInputSchema, { email: 'kein-at', password: '' })).toEqual({
      email: 'validation.email',
      password: 'validation.required',
    });
  });
});

describe('the display name', () => {
  it('is trimmed and 2 to 80 characters long', () => {
    expect(DisplayNameInputSchema.parse({ name: '  Mia ' })).toEqual({ name: 'Mia' });
    expect(formErrors(DisplayNameInputSchema, { name: '   ' })).toEqual({
      name: 'validation.required',
    });
    expect(formErrors(DisplayNameInputSchema, { name: ' M ' })).toEqual({
      name: 'validation.too_short',
    });
    expect(formErrors(DisplayNameInputSchema, { name: 'x'.repeat(81) })).toEqual({
      name: 'validation.too_long',
    });
  });
});
