import {
  ALWAYS_MAILED,
  DATE_LOCALES,
  notificationMailKind,
  NOTIFICATION_TEXTS_DE,
  NOTIFICATION_TEXTS_EN,
  fillNotificationText,
  notificationDetail,
  type Locale,
  type NotificationKind,
  type NotificationParams,
} from '@backline/domain';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { linkMail } from '../../platform/mail/templates/link-mail.ts';

const KIND_TEXTS = { de: NOTIFICATION_TEXTS_DE, en: NOTIFICATION_TEXTS_EN } as const;

const TEXTS = {
  de: {
    greeting: (name: string) => (name ? `Hallo ${name},` : 'Hallo,'),
    open: 'Ansehen:',
    required:
      'Diese E-Mail bekommst du unabhängig von deinen Einstellungen, weil sie dein Konto betrifft. Deine Benachrichtigungen:',
    why: 'Du bekommst diese E-Mail, weil du diese Benachrichtigungen auch per E-Mail erhalten möchtest. Ändern kannst du das unter',
  },
  en: {
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    open: 'Open:',
    required:
      'You receive this e-mail whatever your settings, because it concerns your account. Your notifications:',
    why: 'You receive this e-mail because you chose to get these notifications by e-mail too. Change that at',
  },
} as const;

/**
 * Dates in mails: the recipient's language, German time (the product's market is Germany,
 * Austria and Switzerland; the app shows the reader's own time zone).
 */
const mailDate = (locale: Locale) => (iso: string) =>
  new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));

/** A notification as an e-mail in the recipient's language, with a link to where it leads. */
export function notificationMail(input: {
  to: string;
  name: string;
  locale: Locale;
  kind: NotificationKind;
  params: NotificationParams;
  path: string | null;
  appUrl: string;
}): MailMessage {
  const texts = TEXTS[input.locale];
  const format = mailDate(input.locale);
  const line = fillNotificationText(
    KIND_TEXTS[input.locale][input.kind],
    input.kind,
    input.params,
    format,
  );
  const detail = notificationDetail(input.kind, input.params, format);
  return linkMail({
    to: input.to,
    locale: input.locale,
    subject: line,
    greeting: texts.greeting(input.name),
    paragraphs: detail ? [line, detail] : [line],
    action: texts.open,
    url: `${input.appUrl}${input.path ?? '/user/notifications'}`,
    footer: notificationMailKind(input.kind) === ALWAYS_MAILED ? texts.required : texts.why,
    footerUrl: `${input.appUrl}/user/appsettings`,
  });
}
