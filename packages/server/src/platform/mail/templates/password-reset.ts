import { RESET_CODE_TTL_MINUTES, type Locale } from '@backline/domain';
import { codeMail, type CodeMailInput, type CodeMailTexts } from './code-mail.ts';
import type { MailMessage } from '../mailer.ts';

export type PasswordResetMailInput = CodeMailInput;

const TEXTS = {
  de: {
    subject: (code: string) => `${code} ist dein Backline-Code zum Zurücksetzen des Passworts`,
    greeting: (name: string) => `Hallo ${name},`,
    intro: 'mit diesem Code setzt du das Passwort deines Backline-Kontos zurück:',
    validity: `Der Code ist ${RESET_CODE_TTL_MINUTES} Minuten gültig.`,
    link: 'Neues Passwort setzen:',
    ignore:
      'Wenn du das nicht angefordert hast, ignoriere diese E-Mail; dein Passwort bleibt unverändert.',
  },
  en: {
    subject: (code: string) => `${code} is your Backline password reset code`,
    greeting: (name: string) => `Hello ${name},`,
    intro: 'use this code to reset the password of your Backline account:',
    validity: `The code is valid for ${RESET_CODE_TTL_MINUTES} minutes.`,
    link: 'Set a new password:',
    ignore: 'If you did not ask for this, ignore this e-mail; your password stays unchanged.',
  },
} as const satisfies Record<Locale, CodeMailTexts>;

/** The password reset code mail in the recipient's language: subject, plain text and HTML. */
export function passwordResetMail(input: PasswordResetMailInput): MailMessage {
  return codeMail(
    TEXTS[input.locale],
    input,
    `${input.appUrl}/login?reset=${encodeURIComponent(input.to)}`,
  );
}
