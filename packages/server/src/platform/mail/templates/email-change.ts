import { EMAIL_CHANGE_CODE_TTL_MINUTES, type Locale } from '@backline/domain';
import type { MailMessage } from '../mailer.ts';
import { codeMail, type CodeMailInput, type CodeMailTexts } from './code-mail.ts';
import { escapeHtml } from '../escape-html.ts';

const CODE_TEXTS = {
  de: {
    subject: (code: string) => `${code} ist dein Backline-Code für die neue E-Mail-Adresse`,
    greeting: (name: string) => `Hallo ${name},`,
    intro:
      'mit diesem Code bestätigst du diese Adresse als neue E-Mail-Adresse deines Backline-Kontos:',
    validity: `Der Code ist ${EMAIL_CHANGE_CODE_TTL_MINUTES} Minuten gültig.`,
    link: 'Code eingeben:',
    ignore: 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail; es ändert sich nichts.',
  },
  en: {
    subject: (code: string) => `${code} is your Backline code for the new e-mail address`,
    greeting: (name: string) => `Hello ${name},`,
    intro:
      'use this code to confirm this address as the new e-mail address of your Backline account:',
    validity: `The code is valid for ${EMAIL_CHANGE_CODE_TTL_MINUTES} minutes.`,
    link: 'Enter the code:',
    ignore: 'If you did not ask for this, ignore this e-mail; nothing changes.',
  },
} as const satisfies Record<Locale, CodeMailTexts>;

/** The code that confirms a new e-mail address, sent TO that address in the user's language. */
export function emailChangeCodeMail(input: CodeMailInput): MailMessage {
  return codeMail(CODE_TEXTS[input.locale], input, `${input.appUrl}/user/settings`);
}

const NOTICE_TEXTS = {
  de: {
    subject: 'Die E-Mail-Adresse deines Backline-Kontos wurde geändert',
    greeting: (name: string) => `Hallo ${name},`,
    body: (address: string) =>
      `die E-Mail-Adresse deines Backline-Kontos ist jetzt ${address}. Diese Adresse erhält keine Nachrichten mehr zu deinem Konto.`,
    warning:
      'Wenn du das nicht warst, setze sofort dein Passwort zurück und schreib uns über die Hilfe-Seite.',
  },
  en: {
    subject: 'The e-mail address of your Backline account was changed',
    greeting: (name: string) => `Hello ${name},`,
    body: (address: string) =>
      `the e-mail address of your Backline account is now ${address}. This address no longer receives mail about your account.`,
    warning:
      'If this was not you, reset your password at once and contact us through the help page.',
  },
} as const;

/** Tells the OLD address that the account's e-mail was changed (and to what). */
export function emailChangedNoticeMail(input: {
  to: string;
  name: string;
  newEmail: string;
  locale: Locale;
}): MailMessage {
  const texts = NOTICE_TEXTS[input.locale];
  const text = [
    texts.greeting(input.name),
    '',
    texts.body(input.newEmail),
    '',
    texts.warning,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${input.locale}">
<body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(texts.greeting(input.name))}</p>
<p>${escapeHtml(texts.body(input.newEmail))}</p>
<p><strong>${escapeHtml(texts.warning)}</strong></p>
</body>
</html>
`;
  return { to: input.to, subject: texts.subject, text, html };
}
