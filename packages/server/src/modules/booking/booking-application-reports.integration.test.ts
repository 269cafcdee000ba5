import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingApplication, BookingOffer } from '@backline/domain';
import { users } from '../../db/schema/index.ts';
import { buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import { offerInput } from '../../test/booking-fixtures.ts';

/**
 * The text of an application can be reported (issue 16 item 3): by the offerer who received it,
 * not by the band that wrote it, and by nobody else; moderators see its text in the queue.
 */

let t: TestApp;
let fx: Fixtures;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await createFixtures(t.app);
});

afterAll(async () => {
  await t?.dispose();
});

type Person = Awaited<ReturnType<Fixtures['createSignedInAccount']>>;

const call = (
  method: 'GET' | 'POST',
  url: string,
  who: Person,
  payload?: Record<string, unknown>,
) => injectAs(t.app, method, url, who.token, payload);

const report = (who: Person, id: string) =>
  call('POST', '/api/reports', who, {
    subject: { kind: 'application', id },
    reason: 'harassment',
    details: 'Beleidigender Bewerbungstext',
  });

describe('reporting an application', () => {
  it('is for the offerer only; moderators see the text in the queue', async () => {
    const offerer = await fx.createSignedInAccount({ type: 'musician' });
    const published = await call('POST', '/api/booking', offerer, {
      ...offerInput(),
      publish: true,
    });
    expect(published.statusCode, published.body).toBe(201);
    const offer = published.json<BookingOffer>();
    const applicant = await fx.createSignedInAccount({ type: 'musician' });
    const band = await fx.createPage({ ownerId: applicant.id });
    const text = 'Eure Bühne ist ein Witz, aber wir kommen trotzdem.';
    const applied = await call('POST', `/api/booking/${offer.id}/applications`, applicant, {
      pageId: band.id,
      dateIds: [offer.dates[0]!.id],
      text,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const [application] = applied.json<{ items: BookingApplication[] }>().items;
    const stranger = await fx.createSignedInAccount({ type: 'musician' });

    expect((await report(stranger, application!.id)).statusCode).toBe(404);
    const own = await report(applicant, application!.id);
    expect(own.statusCode).toBe(422);
    expect(own.json<{ code: string }>().code).toBe('reports.own_subject');
    const reported = await report(offerer, application!.id);
    expect(reported.statusCode, reported.body).toBe(200);

    const moderator = await fx.createSignedInAccount({ type: 'musician' });
    await t.app.database.db
      .update(users)
      .set({ role: 'moderator', totpEnabledAt: new Date(), totpSecret: 'JBSWY3DPEHPK3PXP' })
      .where(eq(users.id, moderator.id));
    const queue = await call('GET', '/api/moderation/queue', moderator);
    expect(queue.statusCode, queue.body).toBe(200);
    const item = queue
      .json<{
        items: {
          subject: { kind: string; id: string };
          content: { excerpt: string; authorUserId?: string } | null;
        }[];
      }>()
      .items.find((entry) => entry.subject.id === application!.id);
    expect(item?.subject.kind).toBe('application');
    expect(item?.content?.excerpt).toBe(text);
  });
});
