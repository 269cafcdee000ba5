import type { Locale } from '@backline/domain';
import type { MailMessage } from '../mail/mailer.ts';
import { linkMail } from '../mail/templates/link-mail.ts';
import type { PendingDigestItem } from './digest.repository.ts';

const TEXTS = {
  de: {
    subject: (count: number) =>
      count === 1 ? 'Neu für dich: 1 Treffer' : `Neu für dich: ${count} Treffer`,
    greeting: (name: string) => (name ? `Hallo ${name},` : 'Hallo,'),
    intro: 'seit deiner letzten Zusammenfassung ist Folgendes neu:',
    alert: (name: string) => `Gespeicherte Suche „${name}“:`,
    match: (title: string) => `Passt zu deiner Anzeige „${title}“:`,
    open: 'Deine Benachrichtigungen:',
    why: 'Du bekommst diese tägliche Zusammenfassung, weil du Suchaufträge und Treffer per E-Mail erhalten möchtest. Ändern kannst du das unter',
  },
  en: {
    subject: (count: number) =>
      count === 1 ? 'New for you: 1 match' : `New for you: ${count} matches`,
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    intro: 'this is new since your last digest:',
    alert: (name: string) => `Saved search "${name}":`,
    match: (title: string) => `Fits your ad "${title}":`,
    open: 'Your notifications:',
    why: 'You receive this daily digest because you chose to get search alerts and matches by e-mail. Change that at',
  },
} as const;

/**
 * The daily digest (issue 18): the user's new alert items and contact-ad matches, grouped by the
 * saved search or the ad they belong to, in the user's language, each with its link.
 */
export function digestMail(input: {
  to: string;
  name: string;
  locale: Locale;
  items: readonly PendingDigestItem[];
  appUrl: string;
}): MailMessage {
  const texts = TEXTS[input.locale];
  const groups = new Map<string, PendingDigestItem[]>();
  for (const item of input.items) {
    const heading =
      item.kind === 'alert' ? texts.alert(item.groupName) : texts.match(item.groupName);
    groups.set(heading, [...(groups.get(heading) ?? []), item]);
  }
  const paragraphs = [...groups].map(([heading, items]) =>
    [heading, ...items.map((item) => `– ${item.title}: ${input.appUrl}${item.path}`)].join('\n'),
  );
  return linkMail({
    to: input.to,
    locale: input.locale,
    subject: texts.subject(input.items.length),
    greeting: texts.greeting(input.name),
    paragraphs: [texts.intro, ...paragraphs],
    action: texts.open,
    url: `${input.appUrl}/user/notifications`,
    footer: texts.why,
    footerUrl: `${input.appUrl}/user/appsettings`,
  });
}
