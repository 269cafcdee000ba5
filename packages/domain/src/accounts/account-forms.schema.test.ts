import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { catalogueErrorMap, fieldErrors } from '../errors/validation-code.ts';
import { PasswordChangeInputSchema } from './account-settings.schema.ts';
import { PasswordResetCodeInputSchema, PasswordResetInputSchema } from './password-reset.schema.ts';
import { QrScanInputSchema } from './qr-login.schema.ts';
import {
  ActivationCodeInputSchema,
  ActivationCodeSchema,
  RegisterInputSchema,
} from './registration.schema.ts';
import { OtpInputSchema, TotpInputSchema } from './token-request.schema.ts';
import { TotpCodeSchema } from './two-factor.schema.ts';
import { PasswordSchema } from './user.schema.ts';

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

const SIGN_UP = {
  email: 'mia@backline.test',
  password: 'Sicher-Passw0rt',
  passwordRepeat: 'Sicher-Passw0rt',
  name: 'Mia Muster',
  accountType: 'musician',
  acceptTerms: true,
};

describe('the sign-up schema', () => {
  it('accepts a complete sign-up, also with a ticked form checkbox', () => {
    expect(RegisterInputSchema.safeParse(SIGN_UP).success).toBe(true);
    expect(RegisterInputSchema.safeParse({ ...SIGN_UP, acceptTerms: 'on' }).success).toBe(true);
  });

  it("says 'Passwords don't match' on the repeat, on the server as in the form", () => {
    const input = { ...SIGN_UP, passwordRepeat: 'Sicher-Passw0rd' };
    expect(formErrors(RegisterInputSchema, input)).toEqual({
      passwordRepeat: 'validation.passwords_mismatch',
    });
    expect(serverErrors(RegisterInputSchema, input)).toEqual({
      passwordRepeat: 'validation.passwords_mismatch',
    });
  });

  it('names every mistake at once, the mismatch and the terms among them', () => {
    const input = {
      ...SIGN_UP,
      name: '',
      email: 'mia@',
      password: 'Passwort',
      passwordRepeat: 'x',
      acceptTerms: false,
    };
    const expected = {
      name: 'validation.required',
      email: 'validation.email',
      password: 'validation.password_rules',
      passwordRepeat: 'validation.passwords_mismatch',
      acceptTerms: 'validation.terms_required',
    };
    expect(formErrors(RegisterInputSchema, input)).toEqual(expected);
    expect(serverErrors(RegisterInputSchema, input)).toEqual(expected);
  });

  it('asks for missing terms and an empty repeat as such', () => {
    const { acceptTerms: _, ...withoutTerms } = SIGN_UP;
    expect(serverErrors(RegisterInputSchema, { ...withoutTerms, passwordRepeat: '' })).toEqual({
      passwordRepeat: 'validation.required',
      acceptTerms: 'validation.required',
    });
    expect(formErrors(RegisterInputSchema, { ...SIGN_UP, name: 'M', acceptTerms: 'off' })).toEqual({
      name: 'validation.too_short',
      acceptTerms: 'validation.terms_required',
    });
  });

  it('does not compare the passwords of input that is no object', () => {
    expect(serverErrors(RegisterInputSchema, null)).toEqual({ '': 'validation.required' });
    expect(serverErrors(RegisterInputSchema, 'text')).toEqual({ '': 'validation.invalid' });
  });
});

describe('the password rules', () => {
  it("is 'Required' when empty and the rules' message when a rule is not met", () => {
    expect(formErrors(PasswordSchema, '')).toEqual({ '': 'validation.required' });
    for (const bad of ['kurz', 'short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
      expect(formErrors(PasswordSchema, bad), bad).toEqual({ '': 'validation.password_rules' });
    }
    expect(formErrors(PasswordSchema, 'Demo-Passw0rd1')).toEqual({});
    expect(formErrors(PasswordSchema, `Aa1${'x'.repeat(200)}`)).toEqual({
      '': 'validation.too_long',
    });
  });
});

describe('the schemas that set a new password', () => {
  it('reset: code, rules and repeat at once, with and without the address', () => {
    const input = { code: '12a', password: 'kurz', passwordRepeat: 'anders' };
    const expected = {
      code: 'validation.numbers_only',
      password: 'validation.password_rules',
      passwordRepeat: 'validation.passwords_mismatch',
    };
    expect(formErrors(PasswordResetCodeInputSchema, input)).toEqual(expected);
    expect(
      serverErrors(PasswordResetInputSchema, { ...input, email: 'mia@backline.test' }),
    ).toEqual(expected);
    expect(
      PasswordResetCodeInputSchema.parse({
        code: ' 123456 ',
        password: 'Sicher-Passw0rt',
        passwordRepeat: 'Sicher-Passw0rt',
      }),
    ).toEqual({ code: '123456', password: 'Sicher-Passw0rt', passwordRepeat: 'Sicher-Passw0rt' });
  });

  it('password change (settings): the same repeat rule', () => {
    expect(
      serverErrors(PasswordChangeInputSchema, {
        currentPassword: 'Alt-Passw0rt',
        password: 'Neu-Passw0rt1',
        passwordRepeat: 'Neu-Passw0rt2',
      }),
    ).toEqual({ passwordRepeat: 'validation.passwords_mismatch' });
  });
});

describe('typed codes', () => {
  it('mailed codes: 6 digits, else numbers only or too short', () => {
    expect(formErrors(ActivationCodeSchema, '')).toEqual({ '': 'validation.required' });
    expect(formErrors(ActivationCodeSchema, '12a')).toEqual({ '': 'validation.numbers_only' });
    expect(formErrors(ActivationCodeSchema, '123')).toEqual({ '': 'validation.too_short' });
    expect(formErrors(ActivationCodeSchema, '1234567')).toEqual({ '': 'validation.too_long' });
    expect(ActivationCodeInputSchema.parse({ code: ' 012345 ' })).toEqual({ code: '012345' });
  });

  it('app codes: 6 digits, spaces dropped', () => {
    expect(TotpCodeSchema.parse('654 321')).toBe('654321');
    expect(formErrors(TotpInputSchema, { otp: '12a' })).toEqual({ otp: 'validation.numbers_only' });
    expect(formErrors(TotpInputSchema, { otp: '12345' })).toEqual({ otp: 'validation.too_short' });
    expect(formErrors(TotpInputSchema, { otp: ' ' })).toEqual({ otp: 'validation.required' });
  });

  it('the second step also takes a recovery code', () => {
    expect(OtpInputSchema.parse({ otp: ' abcde-fghjk ' })).toEqual({ otp: 'abcde-fghjk' });
    expect(formErrors(OtpInputSchema, { otp: '' })).toEqual({ otp: 'validation.required' });
  });

  it('a QR sign-in text: the code of a waiting browser or the catalogue message', () => {
    expect(QrScanInputSchema.safeParse({ code: ' Ab3dE6gH9k-7kq2mx4p ' }).success).toBe(true);
    expect(formErrors(QrScanInputSchema, { code: 'kein code' })).toEqual({
      code: 'qr.code_unreadable',
    });
    expect(formErrors(QrScanInputSchema, { code: '' })).toEqual({ code: 'validation.required' });
  });
});
