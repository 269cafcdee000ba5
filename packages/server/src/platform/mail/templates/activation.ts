import { ACTIVATION_CODE_TTL_MINUTES, type Locale } from '@backline/domain';
import type { MailMessage } from '../mailer.ts';

export type ActivationMailInput = {
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
} as const;

/** The activation code mail in the recipient's language: subject, plain text and HTML. */
export function activationMail({
  to,
  name,
  code,
  locale,
  appUrl,
}: ActivationMailInput): MailMessage {
  const t = TEXTS[locale];
  const url = `${appUrl}/account?activate=${encodeURIComponent(to)}`;
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
