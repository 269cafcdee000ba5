import { ACTIVATION_CODE_TTL_MINUTES, type Locale } from '@backline/domain';
import { codeMail, type CodeMailInput, type CodeMailTexts } from './code-mail.ts';
import type { MailMessage } from '../mailer.ts';

export type ActivationMailInput = CodeMailInput;

const TEXTS = {
  de: {
    subject: (code: string) => `${code} ist dein Backline-Aktivierungscode`,
    greeting: (name: string) => `Hallo ${name},`,
    intro: 'willkommen bei Backline! Mit diesem Code aktivierst du dein Konto:',
    validity: `Der Code ist ${ACTIVATION_CODE_TTL_MINUTES} Minuten gültig.`,
    link: 'Code eingeben:',
    ignore: 'Wenn du dich nicht bei Backline registriert hast, kannst du diese E-Mail ignorieren.',
  },
  en: {
    subject: (code: string) => `${code} is your Backline activation code`,
    greeting: (name: string) => `Hello ${name},`,
    intro: 'welcome to Backline! Use this code to activate your account:',
    validity: `The code is valid for ${ACTIVATION_CODE_TTL_MINUTES} minutes.`,
    link: 'Enter the code:',
    ignore: 'If you did not sign up for Backline, you can ignore this e-mail.',
  },
} as const satisfies Record<Locale, CodeMailTexts>;

/** The activation code mail in the recipient's language: subject, plain text and HTML. */
export function activationMail(input: ActivationMailInput): MailMessage {
  return codeMail(
    TEXTS[input.locale],
    input,
    `${input.appUrl}/account?activate=${encodeURIComponent(input.to)}`,
  );
}
