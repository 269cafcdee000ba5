import type { Locale } from '@backline/domain';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { linkMail } from '../../platform/mail/templates/link-mail.ts';

/** The mail queue's kind of the expiry reminder. */
export const CONTACT_AD_REMINDER_MAIL = 'contactads.expiry_reminder';

const TEXTS = {
  de: {
    subject: (title: string) => `Deine Kontaktanzeige „${title}“ läuft bald ab`,
    greeting: (name: string) => `Hallo ${name},`,
    intro: (title: string, date: string) =>
      `deine Kontaktanzeige „${title}“ läuft am ${date} ab. Danach erscheint sie nicht mehr in der Musikersuche.`,
    renew: 'Du kannst sie kostenlos verlängern – sie bleibt dann wieder 60 Tage sichtbar.',
    action: 'Jetzt verlängern:',
    footer: 'Du bekommst diese E-Mail, weil du die Anzeige veröffentlicht hast.',
  },
  en: {
    subject: (title: string) => `Your contact ad "${title}" expires soon`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (title: string, date: string) =>
      `your contact ad "${title}" expires on ${date}. After that it no longer appears in the musician search.`,
    renew: 'You can renew it for free – it then stays visible for another 60 days.',
    action: 'Renew now:',
    footer: 'You receive this e-mail because you published the ad.',
  },
} as const;

const dateOf = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));

/** Issue 18 item 6: the reminder before an ad expires, with the link to renew it. */
export function contactAdReminderMail(input: {
  to: string;
  name: string;
  locale: Locale;
  title: string;
  expiresAt: string;
  url: string;
}): MailMessage {
  const texts = TEXTS[input.locale];
  return linkMail({
    to: input.to,
    locale: input.locale,
    subject: texts.subject(input.title),
    greeting: texts.greeting(input.name),
    paragraphs: [texts.intro(input.title, dateOf(input.expiresAt, input.locale)), texts.renew],
    action: texts.action,
    url: input.url,
    footer: texts.footer,
  });
}
