import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSendableText, messageParts, senderPageKinds } from './messaging.rules.ts';

describe('the sender choice (spec section 6)', () => {
  it('offers artist pages from a booking or an application, nothing without a context', () => {
    expect(senderPageKinds({ kind: 'booking' })).toEqual(['artist']);
    expect(senderPageKinds({ kind: 'application' })).toEqual(['artist']);
    expect(senderPageKinds({ kind: 'page' })).toEqual([]);
    expect(senderPageKinds(null)).toEqual([]);
  });

  it('follows the contact ad rule: artist pages unless searchType 2 of a user, organizations at 4', () => {
    expect(senderPageKinds({ kind: 'contactad', publisherIsUser: true, searchType: 1 })).toEqual([
      'artist',
    ]);
    expect(senderPageKinds({ kind: 'contactad', publisherIsUser: true, searchType: 2 })).toEqual(
      [],
    );
    expect(senderPageKinds({ kind: 'contactad', publisherIsUser: false, searchType: 4 })).toEqual([
      'organization',
    ]);
    expect(senderPageKinds({ kind: 'contactad', publisherIsUser: true, searchType: 4 })).toEqual([
      'artist',
      'organization',
    ]);
  });
});

describe('message texts', () => {
  it('makes http(s) addresses links and leaves everything else text', () => {
    expect(messageParts('Hier: https://backline.test/gigs. Und javascript:alert(1)')).toEqual([
      { kind: 'text', text: 'Hier: ' },
      { kind: 'link', text: 'https://backline.test/gigs', href: 'https://backline.test/gigs' },
      { kind: 'text', text: '. Und javascript:alert(1)' },
    ]);
  });

  it('loses no character: the parts joined are the text (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.webUrl(), fc.constant('\n'))).map((p) => p.join(' ')),
        (text) => {
          const parts = messageParts(text);
          expect(parts.map((part) => part.text).join('')).toBe(text);
          for (const part of parts) {
            if (part.kind === 'link') expect(part.href).toMatch(/^https?:\/\//);
          }
        },
      ),
    );
  });

  it('sends nothing blank', () => {
    expect(isSendableText('  \n ')).toBe(false);
    expect(isSendableText('Hallo\n')).toBe(true);
  });
});
