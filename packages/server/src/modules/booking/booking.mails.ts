import type { Locale } from '@backline/domain';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { linkMail } from '../../platform/mail/templates/link-mail.ts';
import { escapeHtml } from '../../platform/mail/escape-html.ts';

const TEXTS = {
  de: {
    subject: (title: string) => `Abgesagt: ${title}`,
    greeting: (name: string) => `Hallo ${name},`,
    intro: (title: string) =>
      `das Booking-Angebot „${title}“, auf das du dich beworben hast, wurde abgesagt und gelöscht.`,
    reason: 'Begründung des Anbieters:',
    outro: 'Weitere Angebote findest du unter',
  },
  en: {
    subject: (title: string) => `Cancelled: ${title}`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (title: string) =>
      `the booking offer "${title}" you applied for has been cancelled and deleted.`,
    reason: "The offerer's reason:",
    outro: 'Find more offers at',
  },
} as const;

/** Spec section 4: cancelling an offer informs its applicants, who also see the reason. */
export function offerCancelledMail(input: {
  to: string;
  name: string;
  locale: Locale;
  offerTitle: string;
  reason: string;
  appUrl: string;
}): MailMessage {
  const texts = TEXTS[input.locale];
  return linkMail({
    to: input.to,
    locale: input.locale,
    subject: texts.subject(input.offerTitle),
    greeting: texts.greeting(input.name),
    paragraphs: [texts.intro(input.offerTitle), `${texts.reason} ${input.reason}`],
    action: texts.outro,
    url: `${input.appUrl}/gigs`,
  });
}

const VOTE_TEXTS = {
  de: {
    subject: (code: string) => `${code} ist dein Code für die Abstimmung`,
    intro: (title: string) => `du möchtest bei „${title}“ abstimmen. Dein Code:`,
    validity: 'Der Code ist 30 Minuten gültig. Deine Stimme zählt, sobald du ihn eingibst:',
    ignore: 'Wenn du nicht abstimmen wolltest, ignoriere diese E-Mail einfach.',
    greeting: 'Hallo,',
  },
  en: {
    subject: (code: string) => `${code} is your voting code`,
    intro: (title: string) => `you would like to vote on "${title}". Your code:`,
    validity: 'The code is valid for 30 minutes. Your vote counts once you enter it:',
    ignore: 'If you did not want to vote, simply ignore this e-mail.',
    greeting: 'Hello,',
  },
} as const;

/** The voting code mail: the code, how long it is valid, where to enter it. */
export function voteCodeMail(input: {
  to: string;
  code: string;
  locale: Locale;
  offerTitle: string;
  url: string;
}): MailMessage {
  const texts = VOTE_TEXTS[input.locale];
  const text = [
    texts.greeting,
    '',
    texts.intro(input.offerTitle),
    '',
    `    ${input.code}`,
    '',
    `${texts.validity} ${input.url}`,
    '',
    texts.ignore,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${input.locale}">
<body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(texts.greeting)}</p>
<p>${escapeHtml(texts.intro(input.offerTitle))}</p>
<p style="font-size: 32px; font-weight: bold; letter-spacing: 6px">${escapeHtml(input.code)}</p>
<p>${escapeHtml(texts.validity)} <a href="${escapeHtml(input.url)}">${escapeHtml(input.url)}</a></p>
<p style="color: #666">${escapeHtml(texts.ignore)}</p>
</body>
</html>
`;
  return { to: input.to, subject: texts.subject(input.code), text, html };
}
