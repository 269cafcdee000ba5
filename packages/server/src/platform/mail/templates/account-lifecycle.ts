import { REACTIVATION_LINK_TTL_DAYS, type Locale } from '@backline/domain';
import type { MailMessage } from '../mailer.ts';
import { linkMail } from './link-mail.ts';

/** Recipient, language, the link's token and where the web app is. */
export type LifecycleMailInput = {
  to: string;
  name: string;
  locale: Locale;
  appUrl: string;
  token: string;
};

export type DeletionMailInput = LifecycleMailInput & { purgeAt: Date };

type LinkMailTexts = {
  subject: string;
  greeting: (name: string) => string;
  paragraphs: string[];
  action: string;
  footer: string;
};

/** A date as the recipient reads it (`23.12.2026`, `December 23, 2026`), in UTC. */
export function formatMailDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** The lifecycle mails in the shared one-link layout. */
function lifecycleMail(texts: LinkMailTexts, input: LifecycleMailInput, url: string): MailMessage {
  return linkMail({
    to: input.to,
    locale: input.locale,
    subject: texts.subject,
    greeting: texts.greeting(input.name),
    paragraphs: texts.paragraphs,
    action: texts.action,
    url,
    footer: texts.footer,
  });
}

const REACTIVATION_TEXTS = {
  de: {
    subject: 'Dein Backline-Konto ist deaktiviert',
    greeting: (name: string) => `Hallo ${name},`,
    paragraphs: [
      'dein Backline-Konto ist deaktiviert: Niemand sieht dein Profil, und eine Anmeldung ist erst wieder möglich, wenn du es reaktivierst.',
      `Mit diesem Link reaktivierst du es und meldest dich an. Er ist ${REACTIVATION_LINK_TTL_DAYS} Tage gültig; danach kannst du dir beim Anmelden einen neuen schicken lassen.`,
    ],
    action: 'Konto reaktivieren:',
    footer: 'Wenn du dein Konto nicht deaktiviert hast, reaktiviere es und ändere dein Passwort.',
  },
  en: {
    subject: 'Your Backline account is deactivated',
    greeting: (name: string) => `Hello ${name},`,
    paragraphs: [
      'your Backline account is deactivated: nobody sees your profile, and you cannot sign in until you reactivate it.',
      `This link reactivates it and signs you in. It works for ${REACTIVATION_LINK_TTL_DAYS} days; after that, signing in sends you a new one.`,
    ],
    action: 'Reactivate your account:',
    footer: 'If you did not deactivate your account, reactivate it and change your password.',
  },
} as const satisfies Record<Locale, LinkMailTexts>;

/** The mail with the link that reactivates a deactivated account (`/login?reactivate=`). */
export function reactivationMail(input: LifecycleMailInput): MailMessage {
  return lifecycleMail(
    REACTIVATION_TEXTS[input.locale],
    input,
    `${input.appUrl}/login?reactivate=${encodeURIComponent(input.token)}`,
  );
}

const deletionTexts = (date: string): Record<Locale, LinkMailTexts> => ({
  de: {
    subject: 'Dein Backline-Konto wird gelöscht',
    greeting: (name: string) => `Hallo ${name},`,
    paragraphs: [
      'du hast die Löschung deines Backline-Kontos beantragt. Du bist überall abgemeldet, und niemand sieht dein Profil mehr.',
      `Am ${date} löschen wir deine persönlichen Daten endgültig. Bis dahin kannst du die Löschung mit diesem Link abbrechen; er meldet dich auch wieder an.`,
    ],
    action: 'Löschung abbrechen:',
    footer:
      'Wenn du die Löschung nicht beantragt hast, brich sie mit dem Link ab und ändere dein Passwort.',
  },
  en: {
    subject: 'Your Backline account will be deleted',
    greeting: (name: string) => `Hello ${name},`,
    paragraphs: [
      'you asked us to delete your Backline account. You are signed out everywhere and nobody sees your profile any more.',
      `On ${date} we delete your personal data for good. Until then this link cancels the deletion and signs you in again.`,
    ],
    action: 'Cancel the deletion:',
    footer:
      'If you did not ask for this, cancel the deletion with the link and change your password.',
  },
});

/** The mail confirming a deletion request: the purge date and the cancel link (`/login?restore=`). */
export function deletionMail(input: DeletionMailInput): MailMessage {
  return lifecycleMail(
    deletionTexts(formatMailDate(input.purgeAt, input.locale))[input.locale],
    input,
    `${input.appUrl}/login?restore=${encodeURIComponent(input.token)}`,
  );
}
