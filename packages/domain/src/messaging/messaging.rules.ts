import type { PageKind } from '../pages/page.constants.ts';
import type { ConversationContextKind } from './messaging.constants.ts';

/**
 * Spec section 6, chat sender choice: "A user with artist pages may choose the sender when
 * messaging from a booking, or from a contact ad whose publisher is a user with searchType other
 * than 2; a user with organization pages may choose when searchType is 4." The pages a user may
 * write as, in a given context; the user themself is always a choice. A contact ad's context
 * carries its publisher kind and search type (issue 18).
 */
export type SenderContext =
  | { kind: Exclude<ConversationContextKind, 'contactad'> }
  | { kind: 'contactad'; publisherIsUser: boolean; searchType: number }
  | null;

export function senderPageKinds(context: SenderContext): readonly PageKind[] {
  if (!context) return [];
  if (context.kind === 'booking' || context.kind === 'application') return ['artist'];
  if (context.kind === 'contactad') {
    const kinds: PageKind[] = [];
    if (context.publisherIsUser && context.searchType !== 2) kinds.push('artist');
    if (context.searchType === 4) kinds.push('organization');
    return kinds;
  }
  return [];
}

/**
 * Whether a message text is worth sending: not empty once trimmed (line breaks inside are kept).
 */
export const isSendableText = (text: string): boolean => text.trim().length > 0;

/** The parts of a message text: plain text and web links (rendered as links, nothing else). */
export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const LINK = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/** Splits a message into text and links; only http(s) addresses become links. */
export function messageParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: match[0], href: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
