import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EmailSchema, PasswordLoginSchema, PasswordSchema } from './user.schema.ts';

describe('account schemas', () => {
  it('accepts passwords with 8+ characters, a digit, a lowercase and an uppercase letter', () => {
    expect(PasswordSchema.safeParse('Demo-Passw0rd1').success).toBe(true);
    for (const bad of ['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
      expect(PasswordSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('never accepts a password without a digit', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 8, maxLength: 40 }).filter((s) => !/[0-9]/.test(s)),
        (pw) => {
          expect(PasswordSchema.safeParse(pw).success).toBe(false);
        },
      ),
    );
  });

  it('normalises e-mail addresses to lowercase', () => {
    expect(EmailSchema.parse('  Demo@Backline.TEST ')).toBe('demo@backline.test');
    expect(EmailSchema.safeParse('not-an-address').success).toBe(false);
  });

  it('parses the device JSON of a login and rejects malformed JSON', () => {
    const ok = PasswordLoginSchema.parse({
      email: 'demo@backline.test',
      password: 'x',
      device: JSON.stringify({ platform: 'web', extra: 'dropped' }),
    });
    expect(ok.device).toEqual({ platform: 'web' });
    expect(
      PasswordLoginSchema.safeParse({ email: 'demo@backline.test', password: 'x', device: '{' })
        .success,
    ).toBe(false);
  });
});
