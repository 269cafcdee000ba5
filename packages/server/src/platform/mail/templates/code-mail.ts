import type { Locale } from '@backline/domain';
import type { MailMessage } from '../mailer.ts';
import { escapeHtml } from '../escape-html.ts';

/** What every code mail (activation, password reset) gets: recipient, code, language, app URL. */
export type CodeMailInput = {
  to: string;
  name: string;
  code: string;
  locale: Locale;
  appUrl: string;
};

/** The texts of one kind of code mail in one language. */
export type CodeMailTexts = {
  subject: (code: string) => string;
  greeting: (name: string) => string;
  intro: string;
  validity: string;
  link: string;
  ignore: string;
};

/**
 * One layout for every mail that carries a code: the code large, how long it is valid, a link to
 * where it is entered and what to do if it was not asked for; plain text and HTML (values escaped).
 */
export function codeMail(texts: CodeMailTexts, input: CodeMailInput, url: string): MailMessage {
  const { to, name, code, locale } = input;
  const text = [
    texts.greeting(name),
    '',
    texts.intro,
    '',
    `    ${code}`,
    '',
    texts.validity,
    '',
    `${texts.link} ${url}`,
    '',
    texts.ignore,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${locale}">
<body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(texts.greeting(name))}</p>
<p>${escapeHtml(texts.intro)}</p>
<p style="font-size: 32px; font-weight: bold; letter-spacing: 6px">${escapeHtml(code)}</p>
<p>${escapeHtml(texts.validity)}</p>
<p>${escapeHtml(texts.link)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>
<p style="color: #666">${escapeHtml(texts.ignore)}</p>
</body>
</html>
`;
  return { to, subject: texts.subject(code), text, html };
}
