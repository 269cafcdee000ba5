import { describe, expect, it } from 'vitest';
import { MAX_PAYLOAD_BYTES, decodePayload, encodePayloads } from './realtime-hub.ts';
import { createRealtimeTickets } from './realtime-ticket.ts';

describe('realtime payloads', () => {
  it('cut a long recipient list into payloads under the NOTIFY limit, each user once', () => {
    const users = Array.from({ length: 3_000 }, (_, i) => `user${String(i).padStart(6, '0')}`);
    const payloads = encodePayloads('srv', [...users, ...users], {
      kind: 'counters.changed',
      data: { counters: ['unread-messages'] },
    });
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads)
      expect(Buffer.byteLength(payload)).toBeLessThan(MAX_PAYLOAD_BYTES + 1);
    const decoded = payloads.map((payload) => decodePayload(payload));
    expect(decoded.flatMap((event) => event?.userIds ?? [])).toEqual(users);
    expect(decoded[0]).toMatchObject({
      kind: 'counters.changed',
      origin: 'srv',
      data: { counters: ['unread-messages'] },
    });
  });

  it('send nothing for nobody and ignore what they cannot read', () => {
    expect(encodePayloads('srv', [], { kind: 'typing' })).toEqual([]);
    expect(decodePayload('not json')).toBeNull();
    expect(decodePayload('{"k":1}')).toBeNull();
  });
});

describe('realtime tickets', () => {
  let now = 1_000_000;
  const tickets = createRealtimeTickets('s'.repeat(40), () => now);

  it('name their session until they expire after 60 s', () => {
    const { ticket, expiresAt } = tickets.issue('session123');
    expect(expiresAt).toBe(new Date(1_060_000).toISOString());
    expect(tickets.verify(ticket)).toBe('session123');
    now = 1_060_000;
    expect(tickets.verify(ticket)).toBeNull();
  });

  it('refuse another key, a changed session or expiry, and garbage', () => {
    now = 1_000_000;
    const { ticket } = tickets.issue('session123');
    const [version, , expires, mac] = ticket.split('.');
    const other = createRealtimeTickets('t'.repeat(40), () => now);
    expect(other.verify(ticket)).toBeNull();
    expect(tickets.verify(`${version}.session124.${expires}.${mac}`)).toBeNull();
    expect(tickets.verify(`${version}.session123.9${expires}.${mac}`)).toBeNull();
    for (const bad of ['', 'a.b.c.d', 'x'.repeat(500), `${ticket}.x`]) {
      expect(tickets.verify(bad)).toBeNull();
    }
  });
});
