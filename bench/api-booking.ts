/**
 * API benchmark of the booking reads against the quality bars (`../shared/quality.md`):
 * `npm run bench:api` (part of `npm run bench`; not part of `npm test` or CI). See README.md.
 *
 * 1. Makes a fresh database on the local PostgreSQL (BENCH_DATABASE_URL, default
 *    postgres://postgres@127.0.0.1:5432/postgres: a new database beside it, dropped at the end),
 *    migrates it and seeds the booking volume set-based (api/seed-booking.ts), then VACUUM ANALYZE.
 * 2. Starts the real app (api/app-server.ts) and captures, per request, its answer and the SQL
 *    statements it ran; then a bare Fastify + pg server (api/bare-server.ts) that replays exactly
 *    those statements on a pool of the same size and answers the same JSON (checked byte for byte).
 * 3. Runs autocannon at 32 connections in alternating A/B rounds (app, bare, bare, app, ...)
 *    against both for the gig list (default page, full-text search with filters, distance
 *    search) and a gig detail, and prints per scenario the median throughput ratio app/bare, the
 *    median of the app's p99 latency and the error count.
 * 4. Runs EXPLAIN (ANALYZE, FORMAT JSON) of the statements of every booking list endpoint (visitor and a
 *    signed-in user with offers, applications and ratings) and of the viewer's conversation list,
 *    chat history and contact lists (400 conversations among 20,000, 200,000 messages, 100,000
 *    contact relations), and reports sequential scans of large
 *    tables (≥ 5,000 rows), and checks every endpoint ran at most 3 statements.
 * Exits 1 when a bar is missed. Knobs: BENCH_ROUNDS (4), BENCH_SECONDS (5), BENCH_CONNECTIONS
 * (32), BENCH_KEEP_DATABASE=1 (keep the database and print its name), BENCH_ONLY (load only the
 * scenarios whose name holds this text; the answers, statements and plans are checked for all).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  BOOKING_LIST_PAGE_SIZE,
  CONTACT_AD_LIST_PAGE_SIZE,
  CONVERSATION_PAGE_SIZE,
  DIRECTORY_PAGE_SIZE,
  SEARCH_GROUP_SIZE,
  SEARCH_SUGGEST_SIZE,
} from '../packages/domain/src/index.ts';
import { execFileSync } from 'node:child_process';
import type { BareRoute, Baseline, Captured, Presentation, Statement } from './api/protocol.ts';
import { VIEWER, seedBooking } from './api/seed-booking.ts';
import { benchWorkspace, log, ms } from './support/bench-database.ts';

const BARS = {
  /** A single read (the gig detail): app throughput ≥ 0.75 of the bare server's. */
  throughputRatio: 0.75,
  /** Every list (issue 19): ≥ 0.80 of the bare replay of its own statements. */
  listRatio: 0.8,
  /** Reads: p99 ≤ 100 ms at 32 connections. */
  p99Ms: 100,
  statementsPerRequest: 3,
  /** Tables with at least this many rows count as large for the EXPLAIN check. */
  largeTableRows: 5_000,
};
/**
 * Today's list statements (issue 19), kept to measure the lists that replace them against: the
 * bare server replays them beside the app. `BENCH_WRITE_BASELINE=1` writes them anew from what
 * the app runs now; only do that where the baseline is meant to move.
 */
const BASELINE_FILE = path.join(import.meta.dirname, 'api', 'baseline-lists.json');
const WRITE_BASELINE = process.env['BENCH_WRITE_BASELINE'] === '1';
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 4);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 32);
const ONLY = process.env['BENCH_ONLY'] ?? '';
const WARM_UP_SECONDS = 2;
const APP_PORT = 3917;
const BARE_PORT = 3918;

const median = (values: number[]) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

// ---- 1. the database --------------------------------------------------------------------------

const workspace = await benchWorkspace('backline_bench');
const { name, databaseUrl } = workspace;
const cleanUp = workspace.cleanUp;

let started = performance.now();
await workspace.create();
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const { token } = await seedBooking(db);
await db.query('vacuum analyze');
const counts = (
  await db.query<{ table: string; rows: number }>(`
    select relname as table, n_live_tup::int as rows from pg_stat_user_tables
    where relname in ('users', 'pages', 'booking_offers', 'booking_dates',
      'booking_applications', 'booking_ratings', 'cities', 'images', 'contact_relations',
      'conversations', 'conversation_parties', 'messages', 'contact_ads')
    order by n_live_tup desc`)
).rows;
log(`Database ${name}: migrated and seeded in ${ms(started)}`);
log(`  ${counts.map((row) => `${row.table} ${row.rows}`).join(', ')}`);

// ---- 2. the servers ---------------------------------------------------------------------------

const start = (script: string, port: number) =>
  workspace.fork(path.join(import.meta.dirname, 'api', script), port, { advanced: true });

const nextMessage = <T>(child: ChildProcess) =>
  new Promise<T>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`server exited with ${code}`));
    child.once('exit', onExit);
    child.once('message', (message) => {
      child.off('exit', onExit);
      resolve(message as T);
    });
  });

started = performance.now();
const appServer = start('app-server.ts', APP_PORT);
await nextMessage(appServer);
log(`App listening on ${APP_PORT} (started in ${ms(started)})`);

async function capture(url: string, signedIn: boolean): Promise<Captured> {
  const answer = nextMessage<Captured>(appServer);
  appServer.send({
    capture: { url, headers: signedIn ? { authorization: `Bearer ${token}` } : {} },
  });
  const captured = await answer;
  if (captured.status !== 200) throw new Error(`${url}: ${captured.status} ${captured.body}`);
  return captured;
}

const cologne = (
  await db.query<{ id: number }>(
    `select id from cities where name = 'Köln' and country = 'DE' order by population desc limit 1`,
  )
).rows[0]!.id;
const detailId = (
  await db.query<{ id: string }>(`
    select o.id from booking_offers o
    where o.phase = 'published' and o.publisher_page_id is not null
      and exists (select 1 from booking_applications a where a.offer_id = o.id)
    order by o.id limit 1`)
).rows[0]!.id;
const ratedPage = (
  await db.query<{ id: string }>(`
    select rated_page_id as id from booking_ratings where rated_page_id is not null
    group by 1 order by count(*) desc, 1 limit 1`)
).rows[0]!.id;

const viewerConversation = (
  await db.query<{ id: string }>(
    `
    select conversation_id as id from conversation_parties where party_id = $1
    order by last_message_at desc limit 1`,
    [VIEWER.userId],
  )
).rows[0]!.id;

/**
 * A load scenario; `signedIn`: as the viewer (their session's statement is replayed too).
 * `againstBaseline`: the app's throughput must be at least this many times that of the
 * baseline's statements for the scenario (issue 19). `p99Ms`: a bar of its own.
 */
type Scenario = {
  name: string;
  url: string;
  presentation: Presentation;
  signedIn?: true;
  againstBaseline?: number;
  p99Ms?: number;
};
const page = (size = BOOKING_LIST_PAGE_SIZE): Presentation => ({
  kind: 'offer-page',
  page: 1,
  size,
});
const SCENARIOS: Scenario[] = [
  // Issue 19: three times the throughput of the baseline's statements; the detail in 30 ms.
  { name: 'gig list', url: '/api/booking', presentation: page(), againstBaseline: 3 },
  {
    name: 'gig list: full text + filters',
    url: '/api/booking?q=jazz&paid=1&sort=pay',
    presentation: page(),
    againstBaseline: 3,
  },
  {
    name: 'gig list: 50 km around Köln',
    url: `/api/booking?city=${cologne}&km=50`,
    presentation: page(),
    againstBaseline: 3,
  },
  {
    name: 'gig detail',
    url: `/api/booking/${detailId}`,
    presentation: { kind: 'offer' },
    p99Ms: 30,
  },
  // The directory (issue 17): one keyset-paged statement per page.
  {
    name: 'directory: live locations',
    url: '/api/directory/venues',
    presentation: { kind: 'directory-page', size: DIRECTORY_PAGE_SIZE },
  },
  {
    name: 'directory: musicians 50 km around Köln',
    url: `/api/directory/musicians?city=${cologne}&km=50`,
    presentation: { kind: 'directory-page', size: DIRECTORY_PAGE_SIZE },
  },
  // Search (issue 17): suggestions while typing a venue's name with a typo, and the results.
  {
    name: 'search suggestions',
    url: '/api/search/suggest?q=Bench%20Venu%2042',
    presentation: { kind: 'search', q: 'Bench Venu 42', size: SEARCH_SUGGEST_SIZE, suggest: true },
  },
  {
    name: 'search results',
    url: '/api/search?q=Jazz%20Night',
    presentation: { kind: 'search', q: 'Jazz Night', size: SEARCH_GROUP_SIZE, suggest: false },
  },
  // Contact ads (issue 18): the list with filters (drummers sought in and around Köln), and the
  // viewer's matches (their drummer's and their band's ads).
  {
    name: 'contact ads: filters, 50 km',
    url: `/api/contactads?type=1&inst=drums&city=${cologne}&km=50`,
    presentation: { kind: 'contact-ad-page', size: CONTACT_AD_LIST_PAGE_SIZE },
  },
  {
    name: 'contact ads: my matches',
    url: '/api/contactads/matches',
    presentation: { kind: 'contact-ad-matches', size: CONTACT_AD_LIST_PAGE_SIZE },
    signedIn: true,
  },
  // Messaging (issue 15; issue 19 item 3): the viewer's inbox, 400 conversations among 20,000.
  {
    name: 'conversations: my inbox',
    url: '/api/messaging/conversations',
    presentation: { kind: 'conversation-page', size: CONVERSATION_PAGE_SIZE },
    signedIn: true,
  },
];
/** Every booking list endpoint for the EXPLAIN and statement checks (first: as a visitor). */
const in30Days = new Date(Date.now() + 30 * 864e5).toISOString().slice(0, 10);
const LISTS: { url: string; signedIn: boolean }[] = [
  ...SCENARIOS.map((scenario) => ({ url: scenario.url, signedIn: scenario.signedIn ?? false })),
  { url: '/api/booking?sort=newest&page=7', signedIn: false },
  { url: '/api/booking?sort=pay&size=50', signedIn: false },
  { url: `/api/booking?from=${in30Days}&to=${in30Days}&type=live,stream`, signedIn: false },
  { url: '/api/booking?genre=jazz,blues&premium=1&local=1', signedIn: false },
  { url: '/api/booking?q=Konzertreihe%20Rockbands&page=3', signedIn: false },
  { url: `/api/booking?city=${cologne}&km=500&q=Festival&sort=newest`, signedIn: false },
  { url: '/api/booking?network=1', signedIn: true },
  { url: `/api/booking/${detailId}`, signedIn: true },
  { url: '/api/booking/mine/offers?size=50', signedIn: true },
  { url: '/api/booking/mine/applications', signedIn: true },
  { url: '/api/booking/ratings/pending', signedIn: true },
  { url: `/api/booking/ratings/received?pageId=${ratedPage}`, signedIn: true },
  { url: `/api/booking/ratings/received?pageId=${VIEWER.artistId}`, signedIn: false },
  // Messaging and contacts (issue 15): the viewer's inbox, a chat, the contact lists.
  { url: '/api/messaging/conversations', signedIn: true },
  { url: '/api/messaging/conversations?archived=1', signedIn: true },
  { url: '/api/messaging/conversations?q=Person%2012', signedIn: true },
  { url: `/api/messaging/conversations/${viewerConversation}`, signedIn: true },
  { url: `/api/messaging/conversations/${viewerConversation}/messages`, signedIn: true },
  { url: '/api/user/contacts?list=confirmed', signedIn: true },
  { url: '/api/user/contacts?list=incoming', signedIn: true },
  { url: '/api/user/contacts?list=confirmed&q=Person%2020', signedIn: true },
  // The directory's other lists, filters and orders.
  { url: '/api/directory/artists?form=band&genre=jazz&sort=followed', signedIn: false },
  { url: '/api/directory/organizations', signedIn: false },
  { url: '/api/directory/venues?q=Venue%2012&sort=relevance', signedIn: false },
  { url: `/api/directory/venues?city=${cologne}&sort=nearest&open=1`, signedIn: false },
  { url: '/api/directory/musicians?instrument=guitar&region=DE-07', signedIn: true },
  { url: '/api/directory/musicians?q=Person%201234', signedIn: true },
  // The contact ads' other filters and orders, my ads, one ad's matches.
  { url: '/api/contactads', signedIn: false },
  { url: '/api/contactads?q=Proberaum&sort=relevance', signedIn: false },
  { url: '/api/contactads?plays=bass&ambition=4&skill=2', signedIn: false },
  { url: '/api/contactads?region=DE-07&remote=1&genre=jazz', signedIn: false },
  { url: `/api/contactads?city=${cologne}&km=100&sort=nearest&bandType=2`, signedIn: false },
  { url: '/api/contactads?filter=myads', signedIn: true },
  { url: '/api/contactads/bcviewer02/matches', signedIn: true },
];

const captured = new Map<string, Captured>();
for (const list of LISTS) {
  // A member's list may store what its first read computes (the contact-ad matches, §73): the
  // load measures the reads after it, so the statements are captured from the second.
  if (list.signedIn) await capture(list.url, list.signedIn);
  captured.set(
    `${list.signedIn ? 'signed in' : 'visitor'} ${list.url}`,
    await capture(list.url, list.signedIn),
  );
}

const failures: string[] = [];
const capturedOf = (scenario: Scenario) =>
  captured.get(`${scenario.signedIn ? 'signed in' : 'visitor'} ${scenario.url}`)!;

// The baseline: written from today's statements on request, else read.
const withBaseline = SCENARIOS.filter((scenario) => scenario.againstBaseline !== undefined);
if (WRITE_BASELINE) {
  const baseline: Baseline = {
    note:
      'The list statements the app ran when this was written, replayed by the bare server as the ' +
      'baseline of issue 19 (bench/README.md). Written by BENCH_WRITE_BASELINE=1 npm run bench:api.',
    capturedAt: new Date().toISOString(),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
    scenarios: Object.fromEntries(
      withBaseline.map((scenario) => [scenario.name, capturedOf(scenario).statements]),
    ),
  };
  await fs.writeFile(BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`);
  log(`Baseline written: ${BASELINE_FILE} (${baseline.commit})`);
}
const baseline = JSON.parse(await fs.readFile(BASELINE_FILE, 'utf8')) as Baseline;
log(`Baseline: the statements of ${baseline.commit} (${baseline.capturedAt.slice(0, 10)})`);

const bareServer = start('bare-server.ts', BARE_PORT);
await nextMessage(bareServer);
const routes: BareRoute[] = SCENARIOS.map((scenario, index) => ({
  path: `/scenario/${index}`,
  statements: capturedOf(scenario).statements,
  presentation: scenario.presentation,
}));
/** The baseline's route of a scenario (by index), when it has one. */
const baselinePaths = new Map<number, string>();
for (const [index, scenario] of SCENARIOS.entries()) {
  if (scenario.againstBaseline === undefined) continue;
  const statements = baseline.scenarios[scenario.name];
  if (!statements) {
    failures.push(`${scenario.name}: no baseline statements in ${path.basename(BASELINE_FILE)}`);
    continue;
  }
  const route: BareRoute = {
    path: `/baseline/${index}`,
    statements,
    presentation: { kind: 'rows' },
    preparedPrefix: 'baseline_',
  };
  routes.push(route);
  baselinePaths.set(index, route.path);
}
const bareReady = nextMessage(bareServer);
bareServer.send({ routes });
await bareReady;
log(`Bare server listening on ${BARE_PORT}`);

/** The viewer's session for signed-in scenarios (the bare server replays its statement). */
const headersOf = (scenario: Scenario): Record<string, string> =>
  scenario.signedIn ? { authorization: `Bearer ${token}` } : {};

// The same JSON: the app's HTTP answer and the bare server's, byte for byte.
for (const [index, scenario] of SCENARIOS.entries()) {
  const [fromApp, fromBare] = await Promise.all([
    fetch(`http://127.0.0.1:${APP_PORT}${scenario.url}`, { headers: headersOf(scenario) }).then(
      (response) => response.text(),
    ),
    fetch(`http://127.0.0.1:${BARE_PORT}${routes[index]!.path}`).then((response) =>
      response.text(),
    ),
  ]);
  if (fromApp !== fromBare) {
    failures.push(`${scenario.name}: the bare server's answer differs from the app's`);
  }
}

// ---- 3. load ----------------------------------------------------------------------------------

type Run = { rps: number; p99: number; errors: number };
async function load(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Run> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
const appUrl = (scenario: Scenario) => `http://127.0.0.1:${APP_PORT}${scenario.url}`;
const bareUrl = (index: number) => `http://127.0.0.1:${BARE_PORT}${routes[index]!.path}`;
const baselineUrl = (index: number) => `http://127.0.0.1:${BARE_PORT}${baselinePaths.get(index)}`;

log(
  `\nLoad: ${ROUNDS} alternating rounds of ${SECONDS} s per side and scenario, ${CONNECTIONS} connections, ${os.cpus().length} cores`,
);
started = performance.now();
const loaded = (scenario: Scenario) => scenario.name.includes(ONLY);
for (const [index, scenario] of SCENARIOS.entries()) {
  if (ROUNDS === 0) break;
  if (!loaded(scenario)) continue;
  await load(appUrl(scenario), WARM_UP_SECONDS, headersOf(scenario));
  await load(bareUrl(index), WARM_UP_SECONDS);
  if (baselinePaths.has(index)) await load(baselineUrl(index), WARM_UP_SECONDS);
}
const results = SCENARIOS.map(() => ({
  app: [] as Run[],
  bare: [] as Run[],
  baseline: [] as Run[],
}));
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [index, scenario] of SCENARIOS.entries()) {
    if (!loaded(scenario)) continue;
    const all = ['app', 'bare', 'baseline'] as const;
    const sides = (round % 2 === 0 ? all : [...all].reverse()).filter(
      (side) => side !== 'baseline' || baselinePaths.has(index),
    );
    for (const side of sides) {
      const run =
        side === 'app'
          ? await load(appUrl(scenario), SECONDS, headersOf(scenario))
          : await load(side === 'bare' ? bareUrl(index) : baselineUrl(index), SECONDS);
      results[index]![side].push(run);
    }
  }
}
log(`(load took ${ms(started)})\n`);

log(
  `${'scenario'.padEnd(32)} ${'app req/s'.padStart(10)} ${'bare req/s'.padStart(11)} ${'ratio'.padStart(6)} ${'app p99'.padStart(8)} ${'bare p99'.padStart(9)} ${'errors'.padStart(7)} ${'baseline req/s'.padStart(15)} ${'× baseline'.padStart(11)}`,
);
for (const [index, scenario] of SCENARIOS.entries()) {
  if (ROUNDS > 0 && !loaded(scenario)) continue;
  const { app, bare, baseline: before } = results[index]!;
  // The app against the baseline's statements, round by round (issue 19).
  const timesBaseline = before.length
    ? median(app.map((run, round) => run.rps / before[round]!.rps))
    : Number.NaN;
  const p99Bar = scenario.p99Ms ?? BARS.p99Ms;
  const ratio = median(app.map((run, round) => run.rps / bare[round]!.rps));
  const appP99 = median(app.map((run) => run.p99));
  const bareP99 = median(bare.map((run) => run.p99));
  const errors = [...app, ...bare].reduce((sum, run) => sum + run.errors, 0);
  log(
    `${scenario.name.padEnd(32)} ${median(app.map((run) => run.rps))
      .toFixed(0)
      .padStart(10)} ${median(bare.map((run) => run.rps))
      .toFixed(0)
      .padStart(
        11,
      )} ${ratio.toFixed(2).padStart(6)} ${`${appP99} ms`.padStart(8)} ${`${bareP99} ms`.padStart(9)} ${String(errors).padStart(7)} ${(before.length ? median(before.map((run) => run.rps)).toFixed(0) : '').padStart(15)} ${(before.length ? timesBaseline.toFixed(2) : '').padStart(11)}`,
  );
  if (scenario.againstBaseline !== undefined && before.length > 0) {
    if (!(timesBaseline >= scenario.againstBaseline)) {
      failures.push(
        `${scenario.name}: ${timesBaseline.toFixed(2)} × the baseline's throughput < ${scenario.againstBaseline}`,
      );
    }
  }
  // Issue 19: every list stays ≥ 0.80 of the bare replay of its own statements.
  const ratioBar = scenario.presentation.kind === 'offer' ? BARS.throughputRatio : BARS.listRatio;
  if (!(ratio >= ratioBar)) {
    failures.push(`${scenario.name}: throughput ratio ${ratio.toFixed(2)} < ${ratioBar}`);
  }
  if (!(appP99 <= p99Bar)) failures.push(`${scenario.name}: p99 ${appP99} ms > ${p99Bar} ms`);
  if (errors > 0) failures.push(`${scenario.name}: ${errors} errors`);
}

// ---- 4. statements and plans ------------------------------------------------------------------

const largeTables = new Set(
  (
    await db.query<{ name: string }>(
      `select relname as name from pg_stat_user_tables where n_live_tup >= $1`,
      [BARS.largeTableRows],
    )
  ).rows.map((row) => row.name),
);
type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
};
/**
 * The sequential scans of large tables that ran. A branch the statement gates off (search's
 * typo branch runs only when the full text found too few) may plan a scan that is never
 * executed; it costs nothing, so the plans are taken with ANALYZE and such nodes skipped.
 */
const seqScans = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' &&
  largeTables.has(node['Relation Name'] ?? '') &&
  node['Actual Loops'] !== 0
    ? [node['Relation Name']!]
    : []),
  ...(node.Plans ?? []).flatMap(seqScans),
];
async function explain(statement: Statement): Promise<string[]> {
  const result = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `explain (analyze, format json) ${statement.sql}`,
    statement.params,
  );
  return seqScans(result.rows[0]!['QUERY PLAN'][0].Plan);
}

log(`\nStatements and plans (large tables: ${[...largeTables].sort().join(', ')})`);
for (const [key, { statements }] of captured) {
  // One client runs one query at a time.
  const plans: string[] = [];
  for (const statement of statements) plans.push(...(await explain(statement)));
  const scans = [...new Set(plans)];
  log(
    `  ${key.padEnd(80)} ${statements.length} statement${statements.length === 1 ? '' : 's'}${scans.length ? `  SEQ SCAN: ${scans.join(', ')}` : ''}`,
  );
  if (statements.length > BARS.statementsPerRequest) {
    failures.push(`${key}: ${statements.length} statements > ${BARS.statementsPerRequest}`);
  }
  if (scans.length > 0) failures.push(`${key}: sequential scan of ${scans.join(', ')}`);
}

// Everything measured, with the statements, for a closer look (bench/results is not committed).
const resultsDir = path.join(import.meta.dirname, 'results');
await fs.mkdir(resultsDir, { recursive: true });
await fs.writeFile(
  path.join(resultsDir, 'api-booking.json'),
  JSON.stringify(
    {
      at: new Date().toISOString(),
      database: name,
      rounds: ROUNDS,
      seconds: SECONDS,
      connections: CONNECTIONS,
      counts,
      scenarios: SCENARIOS.map((scenario, index) => ({ ...scenario, ...results[index] })),
      captured: Object.fromEntries(captured),
      failures,
    },
    null,
    2,
  ),
);

await db.end();
await cleanUp();
log();
if (failures.length > 0) {
  log(`FAILED:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
  process.exit(1);
}
log('All booking read bars met.');
