/**
 * Side B of the API benchmark, in a process of its own: a bare Fastify + pg server that runs
 * the very statements the app ran for a request (captured through the app's statement logger,
 * same text, same parameters, prepared under the same name when the app prepares them) on a pool
 * of the app's size and options, and answers the same
 * JSON, built by the app's own pure presenters from the same rows. No hooks, no validation, no
 * serializer: what is left between the two is the app's overhead.
 */
import Fastify from 'fastify';
import pg from 'pg';
import {
  presentOffer,
  presentOfferPage,
} from '../../packages/server/src/modules/booking/booking.presenter.ts';
import type {
  OfferCardsRow,
  OfferDetailRow,
} from '../../packages/server/src/modules/booking/booking-list.repository.ts';
import {
  presentDirectoryPage,
  type DirectoryRow,
} from '../../packages/server/src/modules/directory/directory.presenter.ts';
import { presentContactAdPage } from '../../packages/server/src/modules/contactads/contact-ads.presenter.ts';
import type { ContactAdCardRow } from '../../packages/server/src/modules/contactads/contact-ads.repository.ts';
import {
  presentMatchPage,
  type MatchRow,
} from '../../packages/server/src/modules/contactads/contact-ad-matches.presenter.ts';
import { PREPARED_NAME } from '../../packages/server/src/db/prepared.ts';
import { offersSearchProvider } from '../../packages/server/src/modules/booking/booking-search.sql.ts';
import { peopleSearchProvider } from '../../packages/server/src/modules/profiles/profiles-search.sql.ts';
import { pagesSearchProvider } from '../../packages/server/src/modules/pages/pages-search.sql.ts';
import { contactAdsSearchProvider } from '../../packages/server/src/modules/contactads/contact-ads-search.sql.ts';
import { presentSearchGroups } from '../../packages/server/src/modules/search/search.presenter.ts';
import { presentConversationPage } from '../../packages/server/src/modules/messaging/messaging.presenter.ts';
import type { ConversationDbRow } from '../../packages/server/src/modules/messaging/messaging.sql.ts';
import type { BareRoute, BareSetup } from './protocol.ts';

// The app's pool (packages/server/src/db/client.ts).
const pool = new pg.Pool({
  connectionString: process.env['DATABASE_URL'],
  max: 10,
  connectionTimeoutMillis: 5_000,
  idleTimeoutMillis: 30_000,
});
const app = Fastify({ logger: false });

type Rows = Record<string, unknown>[];

/**
 * The page of conversations from the page statement's rows (they carry the avatar keys): one
 * row with the page's rows in a JSON array (`page`), or (a search) a row per conversation.
 */
function presentConversations(all: Rows[], size: number): unknown {
  const page = all.find((found) => found[0] && 'page' in found[0])?.[0]?.['page'];
  const rows = page ?? all.find((found) => found[0] && 'conversation_id' in found[0]) ?? [];
  return presentConversationPage(rows as unknown as ConversationDbRow[], size);
}

/** The answer from the last statement's rows (`all`: every statement's, in order). */
function present(route: BareRoute, rows: Rows, all: Rows[]): unknown {
  const { presentation } = route;
  if (presentation.kind === 'conversation-page')
    return presentConversations(all, presentation.size);
  if (presentation.kind === 'rows') return rows;
  if (presentation.kind === 'offer-page') {
    return presentOfferPage(
      rows[0] as OfferCardsRow,
      presentation.page,
      presentation.size,
      new Date(),
    );
  }
  if (presentation.kind === 'directory-page') {
    return presentDirectoryPage(rows as DirectoryRow[], presentation.size);
  }
  if (presentation.kind === 'contact-ad-page') {
    return presentContactAdPage(
      rows as { item: ContactAdCardRow; sort_key: string }[],
      presentation.size,
    );
  }
  if (presentation.kind === 'contact-ad-matches') {
    // One row whose `page` holds the statement's rows in a JSON array.
    return presentMatchPage((rows[0]?.['page'] ?? []) as MatchRow[], presentation.size);
  }
  if (presentation.kind === 'search') {
    // What a visitor searches: people, pages, offers, contact ads (the forum is for members).
    const providers = [
      peopleSearchProvider,
      pagesSearchProvider,
      offersSearchProvider,
      contactAdsSearchProvider,
    ];
    const groups = presentSearchGroups(providers, rows[0] ?? {}, presentation.size, 'de');
    return presentation.suggest
      ? { q: presentation.q, groups }
      : { q: presentation.q, groups, nextCursor: null };
  }
  return presentOffer(rows[0]!['offer'] as OfferDetailRow, new Date());
}

process.once('message', (setup: BareSetup) => {
  for (const route of setup.routes) {
    app.get(route.path, async (_request, reply) => {
      let rows: Rows = [];
      const all: Rows[] = [];
      for (const statement of route.statements) {
        // A statement the app prepares is prepared here too, under the same name.
        const prepared = PREPARED_NAME.exec(statement.sql)?.[1];
        const name = prepared && `${route.preparedPrefix ?? ''}${prepared}`;
        rows = (await pool.query({ name, text: statement.sql, values: statement.params })).rows;
        all.push(rows);
      }
      return reply
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(present(route, rows, all)));
    });
  }
  void app
    .listen({ port: Number(process.env['BENCH_PORT']), host: '127.0.0.1' })
    .then(() => process.send!({ ready: true }));
});
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
process.send!({ started: true });
