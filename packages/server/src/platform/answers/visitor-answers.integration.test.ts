import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingOffer, BookingOfferPage } from '@backline/domain';
import { buildApp } from '../../app.ts';
import { createDatabase, type DatabaseHandle } from '../../db/client.ts';
import { buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import { offerInput } from '../../test/booking-fixtures.ts';
import { recordStatements } from '../../test/statement-counter.ts';

/**
 * The tables no visitor answer reads, which therefore do not notify (migration 0032): private to
 * their users or written on nearly every request. Every other table notifies; a new table has to
 * be placed here (and left out in its migration) or get the trigger.
 */
const NOT_IN_VISITOR_ANSWERS = [
  'account_codes',
  'admin_audit_log',
  'bookmarks',
  'contact_ad_match_notices',
  'contact_ad_match_reads',
  'contact_ad_match_rows',
  'contact_ad_match_sets',
  'conversation_parties',
  'conversations',
  'digest_items',
  'external_identities',
  'message_attachments',
  'messages',
  'notifications',
  'oidc_flows',
  'qr_login_challenges',
  'rate_limit_hits',
  'recovery_codes',
  'sessions',
];

// Long enough that only a change can make a server answer anew within the test.
const env = { VISITOR_ANSWER_CACHE_MS: '600000' };

let t: TestApp;
let fx: Fixtures;
/** A second server on the same database (as behind a load balancer). */
let second: { app: FastifyInstance; database: DatabaseHandle } | null = null;
let offerer: Awaited<ReturnType<Fixtures['createSignedInAccount']>>;

beforeAll(async () => {
  t = await buildTestApp({ env });
  fx = await createFixtures(t.app);
  offerer = await fx.createSignedInAccount();
  if (t.url) {
    const config = { ...t.config, databaseUrl: t.url };
    const database = await createDatabase(config);
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    second = { app, database };
  }
});

afterAll(async () => {
  await second?.app.close();
  await second?.database.close();
  await t?.app.close();
  await t?.dispose();
});

const visitorList = async (app: FastifyInstance, headers: Record<string, string> = {}) => {
  const response = await app.inject({ method: 'GET', url: '/api/booking?sort=newest', headers });
  return response;
};
const titlesOf = (body: string) =>
  JSON.parse(body).items.map((item: { title: string }) => item.title) as string[];

async function publish(title: string): Promise<BookingOffer> {
  const response = await injectAs(t.app, 'POST', '/api/booking', offerer.token, {
    ...offerInput({ title }),
    publish: true,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BookingOffer>();
}

describe('visitor answers', () => {
  it('every table either tells the servers of its changes or is read by no visitor answer', async () => {
    const result = await t.app.database.db.execute<{ table: string; notifies: boolean }>(
      sql`select c.relname as "table",
         exists (select 1 from pg_trigger tg where tg.tgrelid = c.oid
           and tg.tgname = 'notify_visitor_answers') as notifies
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    );
    const silent = result.rows.filter((row) => !row.notifies).map((row) => row.table);
    expect(silent).toEqual(NOT_IN_VISITOR_ANSWERS);
  });

  it('keeps a visitor answer: the same text, no statement, and 304 for its ETag', async () => {
    await publish('Kept answer gig');
    // The publication's notice comes after its commit and drops whatever was kept by then; once
    // it has come, an answer stays.
    await expect
      .poll(async () => {
        await visitorList(t.app);
        return (await recordStatements(() => visitorList(t.app))).statements.length;
      })
      .toBe(0);
    const first = await visitorList(t.app);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers['etag']).toMatch(/^W\/"/);
    expect(titlesOf(first.body)).toContain('Kept answer gig');

    const { result: again, statements } = await recordStatements(() => visitorList(t.app));
    expect(statements).toEqual([]);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);

    const revalidated = await visitorList(t.app, { 'if-none-match': first.headers['etag']! });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('shows a change to every server within a second', async () => {
    const servers = [t.app, ...(second ? [second.app] : [])];
    const showsEverywhereWithinASecond = async (title: string) => {
      for (const server of servers) {
        await expect
          .poll(async () => titlesOf((await visitorList(server)).body), {
            timeout: 1_000,
            interval: 20,
          })
          .toContain(title);
      }
    };
    for (const server of servers) await visitorList(server);
    const offer = await publish('Change shows gig');
    await showsEverywhereWithinASecond('Change shows gig');
    // A change made by the other server, and one made by SQL outside any server.
    await t.app.database.db.execute(
      sql`update booking_offers set title = 'Renamed by SQL' where id = ${offer.id}`,
    );
    await showsEverywhereWithinASecond('Renamed by SQL');
  });

  it('answers a signed-in caller afresh, never kept', async () => {
    await visitorList(t.app);
    const { result, statements } = await recordStatements(() =>
      injectAs(t.app, 'GET', '/api/booking?sort=newest', offerer.token),
    );
    expect(result.statusCode).toBe(200);
    expect(statements.length).toBeGreaterThan(0);
    expect(result.headers['cache-control']).toBe('no-store');
    expect(result.headers['etag']).toBeUndefined();
    expect(result.json<BookingOfferPage>().items.length).toBeGreaterThan(0);
  });
});
