import type { Locale } from '@backline/domain';
import type { MailMessage } from '../mailer.ts';
import { escapeHtml } from '../escape-html.ts';

/** A mail whose point is one link: a greeting, paragraphs, the link, and a quieter footer. */
export type LinkMail = {
  to: string;
  locale: Locale;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The words before the link (`Ansehen:`). */
  action: string;
  url: string;
  /** Why the mail came, or what else to know; with a link when `footerUrl` is given. */
  footer?: string;
  footerUrl?: string;
};

/** One layout, as plain text and as HTML (every value escaped), for the mails built on it. */
export function linkMail(mail: LinkMail): MailMessage {
  const footer = mail.footer
    ? mail.footerUrl
      ? `${mail.footer} ${mail.footerUrl}`
      : mail.footer
    : null;
  const text = [
    mail.greeting,
    '',
    ...mail.paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${mail.action} ${mail.url}`,
    '',
    ...(footer ? [footer, ''] : []),
  ].join('\n');
  const link = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  const htmlFooter = mail.footer
    ? `<p style="color: #666; font-size: 13px">${escapeHtml(mail.footer)}${
        mail.footerUrl ? ` ${link(mail.footerUrl)}` : ''
      }</p>\n`
    : '';
  const html = `<!doctype html>
<html lang="${mail.locale}">
<body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(mail.greeting)}</p>
${mail.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p>${escapeHtml(mail.action)} ${link(mail.url)}</p>
${htmlFooter}</body>
</html>
`;
  return { to: mail.to, subject: mail.subject, text, html };
}
