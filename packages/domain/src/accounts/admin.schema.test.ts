import { describe, expect, it } from 'vitest';
import { catalogueErrorMap } from '../errors/validation-code.ts';
import {
  ADMIN_REASON_MAX_LENGTH,
  AdminActionFormSchema,
  AdminUserSearchInputSchema,
} from './admin.schema.ts';

/** The catalogue code of each invalid field, as a form shows it. */
const codes = (value: unknown) => {
  const result = AdminActionFormSchema.safeParse(value, { error: catalogueErrorMap });
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('AdminActionFormSchema', () => {
  it('trims the reason and takes a ban’s last day as a calendar day', () => {
    expect(AdminActionFormSchema.parse({ reason: '  Spam ', until: '2026-12-31' })).toEqual({
      reason: 'Spam',
      until: '2026-12-31',
    });
    expect(AdminActionFormSchema.parse({ reason: '' })).toEqual({ reason: '' });
  });

  it('names what is wrong with each field at once', () => {
    expect(codes({ reason: 'x'.repeat(ADMIN_REASON_MAX_LENGTH + 1), until: '' })).toEqual({
      reason: 'validation.too_long',
      until: 'validation.required',
    });
    // Not a calendar day (the code for a malformed date is the catalogue's own business).
    expect(Object.keys(codes({ reason: '', until: '31.12.2026' }))).toEqual(['until']);
  });
});

describe('AdminUserSearchInputSchema', () => {
  it('trims the search text and bounds it like the search query', () => {
    expect(AdminUserSearchInputSchema.parse({ q: '  kira ' })).toEqual({ q: 'kira' });
    expect(AdminUserSearchInputSchema.safeParse({ q: 'x'.repeat(255) }).success).toBe(false);
  });
});
