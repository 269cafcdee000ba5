import { RESET_CODE_TTL_MINUTES, type Locale } from '@backline/domain';
import type { MailMessage } from '../mailer.ts';

export type PasswordResetMailInput = {
  to: string;
  name: string;
  code: string;
  locale: Locale;
  appUrl: string;
};

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

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
} as const;

/** The password reset code mail in the recipient's language: subject, plain text and HTML. */
export function passwordResetMail({
  to,
  name,
  code,
  locale,
  appUrl,
}: PasswordResetMailInput): MailMessage {
  const t = TEXTS[locale];
  const url = `${appUrl}/login?reset=${encodeURIComponent(to)}`;
  const text = [
    t.greeting(name),
    '',
    t.intro,
    '',
    `    ${code}`,
    '',
    t.validity,
    '',
    `${t.link} ${url}`,
    '',
    t.ignore,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${locale}">
<body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(t.greeting(name))}</p>
<p>${escapeHtml(t.intro)}</p>
<p style="font-size: 32px; font-weight: bold; letter-spacing: 6px">${escapeHtml(code)}</p>
<p>${escapeHtml(t.validity)}</p>
<p>${escapeHtml(t.link)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>
<p style="color: #666">${escapeHtml(t.ignore)}</p>
</body>
</html>
`;
  return { to, subject: t.subject(code), text, html };
}
