import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingApplication, BookingOffer, Voting } from '@backline/domain';
import {
  buildTestApp,
  injectAs,
  nextTestAddress,
  type TestApp,
} from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import { extractCode, mailText, startMailbox, type Mailbox } from '../../test/mailbox.ts';
import { offerInput } from '../../test/booking-fixtures.ts';

let t: TestApp;
let fx: Fixtures;
let mailbox: Mailbox;
type Person = Awaited<ReturnType<Fixtures['createSignedInAccount']>>;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({ env: { SMTP_URL: mailbox.url } });
  fx = await createFixtures(t.app);
});

afterAll(async () => {
  await t?.dispose();
  await mailbox?.close();
});

let counter = 0;
const voterEmail = () => `voter.${Date.now().toString(36)}.${(counter += 1)}@example.com`;

async function votingOffer(voting = true) {
  const venue = await fx.createSignedInAccount();
  const created = await injectAs(t.app, 'POST', '/api/booking', venue.token, {
    ...offerInput({
      title: 'Publikumspreis',
      schedule: 'single',
      dates: [{ startsAt: new Date(Date.now() + 9 * 24 * 3600 * 1000).toISOString(), slots: 1 }],
      durationMinutes: 30,
      voting,
    }),
    publish: true,
  });
  const offer = created.json<BookingOffer>();
  const applications: string[] = [];
  for (let index = 0; index < 2; index += 1) {
    const band = await fx.createSignedInAccount();
    const page = await fx.createPage({ ownerId: band.id });
    const applied = await injectAs(
      t.app,
      'POST',
      `/api/booking/${offer.id}/applications`,
      band.token,
      {
        pageId: page.id,
        dateIds: [offer.dates[0]!.id],
      },
    );
    applications.push(applied.json<{ items: BookingApplication[] }>().items[0]!.id);
  }
  return { venue, offer, applications };
}

const ask = (offerId: string, applicationId: string, email: string, address = nextTestAddress()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/booking/${offerId}/votes`,
    payload: { applicationId, email },
    remoteAddress: address,
  });
const confirm = (offerId: string, email: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/booking/${offerId}/votes/confirm`,
    payload: { email, code },
    remoteAddress: nextTestAddress(),
  });
const votingOf = async (offerId: string, who: Person | null) =>
  (
    await injectAs(t.app, 'GET', `/api/booking/${offerId}/voting`, who?.token ?? null)
  ).json<Voting>();

describe('audience voting', () => {
  it('counts a vote once its mailed code is entered, one per address and offer', async () => {
    const { venue, offer, applications } = await votingOffer();
    const before = await votingOf(offer.id, null);
    expect(before).toMatchObject({ open: true, total: null });
    expect(before.candidates.map((candidate) => candidate.votes)).toEqual([null, null]);

    const email = voterEmail();
    const asked = await ask(offer.id, applications[1]!, email);
    expect(asked.json()).toEqual({ status: 'code_sent' });
    const mail = mailText(await mailbox.waitForMail(email));
    expect(mail).toContain('Publikumspreis');
    const code = extractCode(mail);
    const wrong = await confirm(offer.id, email, code === '000000' ? '111111' : '000000');
    expect(wrong.json()).toMatchObject({
      code: 'account.wrong_code',
      field: 'code',
      message: 'Falscher Code',
    });
    expect((await confirm(offer.id, email, code)).json()).toEqual({ status: 'counted' });

    const counts = await votingOf(offer.id, venue);
    expect(counts.candidates.map((candidate) => candidate.votes)).toEqual([0, 1]);
    expect(counts.total).toBe(1);

    const again = await ask(offer.id, applications[0]!, email);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'voting.email_used',
      field: 'email',
      message: 'Mit dieser E-Mail-Adresse kann nicht (erneut) abgestimmt werden',
    });
    expect((await confirm(offer.id, email, code)).json()).toMatchObject({
      code: 'voting.email_used',
    });
  });

  it('gives up a code after five wrong tries and limits code requests', async () => {
    const { offer, applications } = await votingOffer();
    const email = voterEmail();
    await ask(offer.id, applications[0]!, email);
    const code = extractCode(mailText(await mailbox.waitForMail(email)));
    const other = code === '123456' ? '654321' : '123456';
    for (let attempt = 0; attempt < 5; attempt += 1) await confirm(offer.id, email, other);
    expect((await confirm(offer.id, email, code)).json()).toMatchObject({
      code: 'account.wrong_code',
    });

    // A fresh code may be asked for, but not without end.
    const address = nextTestAddress();
    const answers = [];
    for (let request = 0; request < 3; request += 1) {
      answers.push((await ask(offer.id, applications[0]!, email, address)).statusCode);
    }
    expect(answers).toEqual([200, 200, 429]);
  });

  it('exists only for offers that ask for votes, and refuses unknown applicants', async () => {
    const { offer } = await votingOffer(false);
    expect((await injectAs(t.app, 'GET', `/api/booking/${offer.id}/voting`, null)).statusCode).toBe(
      404,
    );
    const { offer: withVoting } = await votingOffer();
    const unknown = await ask(withVoting.id, 'abcdefghij', voterEmail());
    expect(unknown.json()).toMatchObject({
      code: 'request.entity_not_found',
      field: 'applicationId',
    });
    const badEmail = await ask(withVoting.id, 'abcdefghij', 'not-an-address');
    expect(badEmail.json()).toMatchObject({ code: 'validation.email', field: 'email' });
  });
});
