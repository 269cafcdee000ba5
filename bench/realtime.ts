/**
 * Realtime benchmark (issue 15): `npm run bench:realtime` (not part of `npm test`, CI or
 * `npm run bench`). See README.md.
 *
 * 1. Makes a fresh database on the local PostgreSQL (BENCH_DATABASE_URL, default
 *    postgres://postgres@127.0.0.1:5432/postgres: a new database beside it, dropped at the end),
 *    migrates it and writes BENCH_USERS (500) activated users with one live session each, set-based.
 * 2. Starts two real servers (realtime/realtime-server.ts) on that database, with one secret.
 * 3. One server: every user opens a socket on server A (first-frame auth with the session token);
 *    the memory of A before and after, after garbage collection, gives the memory per idle
 *    socket. Then BENCH_RATE (50) messages a second for BENCH_SECONDS (20) between random pairs
 *    through A's HTTP API (`POST /api/messaging/conversations/{id}/messages`, each user in two
 *    conversations made with the users, so the chat path: a notice on the first message only); the latency is from just before
 *    the request to the recipient's socket receiving `message.new`.
 * 4. Two servers: the sockets are spread over A and B, the messages sent through both in turn,
 *    so most deliveries cross servers through LISTEN/NOTIFY.
 * Prints a table; exits 1 when a run's p99 is above 100 ms or a message was not delivered.
 */
import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import type { MemoryAnswer } from './realtime/realtime-server.ts';
import { benchWorkspace, log, ms } from './support/bench-database.ts';

const BAR_P99_MS = 100;
const USERS = Number(process.env['BENCH_USERS'] ?? 500);
const RATE = Number(process.env['BENCH_RATE'] ?? 50);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 20);
const WARM_UP_SECONDS = 3;
const PORTS = [3927, 3928];
const SECRET = randomBytes(32).toString('base64url');

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

// ---- 1. the database --------------------------------------------------------------------------

const workspace = await benchWorkspace('backline_bench_rt');
const { name, databaseUrl } = workspace;

type BenchUser = { id: string; token: string };

async function seedUsers(): Promise<BenchUser[]> {
  const users = Array.from({ length: USERS }, (_, i) => ({
    id: `rt${String(i + 1).padStart(8, '0')}`,
    token: randomBytes(32).toString('base64url'),
  }));
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `insert into users (id, email, name, type, activated_at)
       select id, id || '@example.com', 'Bench Person ' || id, 'musician', now()
       from unnest($1::text[]) as id`,
      [users.map((user) => user.id)],
    );
    await db.query(
      `insert into sessions (id, user_id, token_hash)
       select 'rs' || substr(user_id, 3), user_id, token_hash
       from unnest($1::text[], $2::text[]) as s(user_id, token_hash)`,
      [
        users.map((user) => user.id),
        users.map((user) => createHash('sha256').update(user.token).digest('hex')),
      ],
    );
    // One conversation of each user with the next (a ring): every user is in two.
    await db.query(
      `insert into conversations (id, party_a_kind, party_a_id, party_b_kind, party_b_id)
       select 'rc' || lpad(k::text, 8, '0'), 'user', least(a, b), 'user', greatest(a, b)
       from (select k, 'rt' || lpad(k::text, 8, '0') as a,
               'rt' || lpad((k % $1 + 1)::text, 8, '0') as b
             from generate_series(1, $1) k) pairs`,
      [USERS],
    );
    await db.query(
      `insert into conversation_parties (conversation_id, party_kind, party_id)
       select id, 'user', party_a_id from conversations
       union all select id, 'user', party_b_id from conversations`,
    );
    // Conversations begin with a message (one with none exists for nobody, decisions §53).
    await db.query(
      `insert into messages (id, conversation_id, sender_kind, sender_id, author_user_id, text)
       select 'rm' || substr(id, 3), id, 'user', party_a_id, party_a_id, 'Hallo!'
       from conversations`,
    );
    await db.query('vacuum analyze');
  } finally {
    await db.end();
  }
  return users;
}

/** Conversation k is between user k and user k + 1 (the last with the first). */
const conversationOf = (k: number) => `rc${String(k + 1).padStart(8, '0')}`;

// ---- 2. the servers ---------------------------------------------------------------------------

function startServer(port: number): Promise<ChildProcess> {
  const child = workspace.fork(
    path.join(import.meta.dirname, 'realtime', 'realtime-server.ts'),
    port,
    {
      env: { REALTIME_SECRET: SECRET },
      execArgv: [...process.execArgv, '--expose-gc'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.once('message', () => resolve(child));
  });
}

const memoryOf = (child: ChildProcess) =>
  new Promise<MemoryAnswer>((resolve) => {
    child.once('message', (answer) => resolve(answer as MemoryAnswer));
    child.send({ memory: true });
  });

// ---- 3. sockets and messages ------------------------------------------------------------------

type Run = {
  sockets: WebSocket[];
  latencies: number[];
  /** How long the HTTP request of each message took (send → answer). */
  answers: number[];
  /** When each message's answer and receipt came (by text): the socket's lag behind the answer. */
  answeredAt: Map<string, number>;
  receivedAt: Map<string, number>;
  pending: Map<string, number>;
};

/** One socket per user, on the servers in turn, authenticated by the first frame. */
async function connectAll(users: BenchUser[], ports: number[], run: Run): Promise<void> {
  const connect = (user: BenchUser, port: number) =>
    new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`);
      run.sockets.push(socket);
      socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token: user.token })));
      socket.once('close', (code) => reject(new Error(`socket closed with ${code}`)));
      socket.on('message', (raw: Buffer) => {
        const frame = JSON.parse(raw.toString('utf8')) as {
          type: string;
          message?: { text: string | null; mine: boolean };
        };
        if (frame.type === 'ready') resolve();
        if (frame.type !== 'message.new' || frame.message?.mine !== false) return;
        const sentAt = run.pending.get(frame.message.text ?? '');
        if (sentAt === undefined) return;
        run.pending.delete(frame.message.text ?? '');
        run.latencies.push(performance.now() - sentAt);
        run.receivedAt.set(frame.message.text ?? '', performance.now());
      });
    });
  for (let i = 0; i < users.length; i += 50) {
    await Promise.all(
      users.slice(i, i + 50).map((user, j) => connect(user, ports[(i + j) % ports.length]!)),
    );
  }
}

async function closeAll(run: Run) {
  await Promise.all(
    run.sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          socket.removeAllListeners('close');
          socket.once('close', () => resolve());
          socket.close();
        }),
    ),
  );
}

/** RATE messages a second for SECONDS, between random pairs, through the servers in turn. */
async function sendMessages(
  users: BenchUser[],
  ports: number[],
  run: Run,
  label: string,
  seconds = SECONDS,
) {
  let sent = 0;
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  const total = RATE * seconds;
  const started = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // A random conversation of the ring, written in a random direction.
    const k = Math.floor(Math.random() * users.length);
    const [from] = Math.random() < 0.5 ? [users[k]!] : [users[(k + 1) % users.length]!];
    const text = `${label}-${i}`;
    const port = ports[i % ports.length]!;
    const sentAt = performance.now();
    run.pending.set(text, sentAt);
    sent += 1;
    inFlight.push(
      fetch(`http://127.0.0.1:${port}/api/messaging/conversations/${conversationOf(k)}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${from.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text }),
      }).then(
        async (response) => {
          const body = await response.text();
          run.answers.push(performance.now() - sentAt);
          run.answeredAt.set(text, performance.now());
          if (response.status !== 200) {
            if (errors === 0) log(`  first failed send: ${response.status} ${body.slice(0, 200)}`);
            errors += 1;
            run.pending.delete(text);
          }
        },
        () => {
          errors += 1;
          run.pending.delete(text);
        },
      ),
    );
  }
  await Promise.all(inFlight);
  const deadline = performance.now() + 3_000;
  while (run.pending.size > 0 && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { sent, errors, lost: run.pending.size };
}

// ---- 4. the runs ------------------------------------------------------------------------------

type Row = {
  run: string;
  sockets: number;
  sent: number;
  delivered: number;
  errors: number;
  lost: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** p50/p99 of the HTTP answer to the send. */
  httpP50: number;
  httpP99: number;
  /** Receipt on the socket minus the HTTP answer (negative: the socket was first). */
  lagP50: number;
  lagP99: number;
};

async function measure(
  label: string,
  users: BenchUser[],
  ports: number[],
  servers: ChildProcess[],
): Promise<{ row: Row; memory?: { rss: number; heap: number; sockets: number } }> {
  const run: Run = {
    sockets: [],
    latencies: [],
    answers: [],
    answeredAt: new Map(),
    receivedAt: new Map(),
    pending: new Map(),
  };
  const before = ports.length === 1 ? await memoryOf(servers[0]!) : null;
  const connectStarted = performance.now();
  await connectAll(users, ports, run);
  log(`  ${label}: ${run.sockets.length} sockets ready in ${ms(connectStarted)}`);
  let memory: { rss: number; heap: number; sockets: number } | undefined;
  if (before) {
    const after = await memoryOf(servers[0]!);
    const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
    log(
      `  server A before/after the sockets: RSS ${mib(before.rss)} → ${mib(after.rss)}, ` +
        `heap ${mib(before.heapUsed)} → ${mib(after.heapUsed)}`,
    );
    memory = {
      rss: (after.rss - before.rss) / after.sockets,
      heap: (after.heapUsed + after.external - before.heapUsed - before.external) / after.sockets,
      sockets: after.sockets,
    };
  }
  // Warm-up (not counted): the servers' code paths compiled, the pools filled.
  await sendMessages(users, ports, run, `${label}-warm`, WARM_UP_SECONDS);
  run.pending.clear();
  run.latencies.length = 0;
  run.answers.length = 0;
  run.answeredAt.clear();
  run.receivedAt.clear();
  const result = await sendMessages(users, ports, run, label);
  await closeAll(run);
  const sorted = [...run.latencies].sort((a, b) => a - b);
  const answers = [...run.answers].sort((a, b) => a - b);
  const lags = [...run.receivedAt].flatMap(([text, at]) => {
    const answered = run.answeredAt.get(text);
    return answered === undefined ? [] : [at - answered];
  });
  lags.sort((a, b) => a - b);
  return {
    row: {
      run: label,
      sockets: run.sockets.length,
      sent: result.sent,
      delivered: run.latencies.length,
      errors: result.errors,
      lost: result.lost,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? Number.NaN,
      httpP50: percentile(answers, 50),
      httpP99: percentile(answers, 99),
      lagP50: percentile(lags, 50),
      lagP99: percentile(lags, 99),
    },
    ...(memory ? { memory } : {}),
  };
}

let failed = false;
try {
  let started = performance.now();
  await workspace.create();
  const users = await seedUsers();
  log(`Database ${name}: migrated, ${USERS} users with a session each, in ${ms(started)}`);

  started = performance.now();
  const servers = await Promise.all(PORTS.map((port) => startServer(port)));
  log(`Two servers on ports ${PORTS.join(' and ')} in ${ms(started)}`);
  log(`Sending ${RATE} messages/s for ${SECONDS} s between random pairs of ${USERS} users`);
  const load = () => os.loadavg()[0]!.toFixed(1);
  log(`  (${os.cpus().length} CPUs, load average ${load()} before the runs)`);

  const one = await measure('one server', users, [PORTS[0]!], servers);
  const two = await measure('two servers', users, PORTS, servers);
  const rows = [one.row, two.row];
  log(`  (load average ${load()} after the runs)`);
  const f = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));
  log();
  log(
    '| run | sockets | sent | delivered | errors | lost | p50 ms | p95 ms | p99 ms | max ms | HTTP p50 / p99 ms | socket − answer p50 / p99 ms |',
  );
  log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    log(
      `| ${row.run} | ${row.sockets} | ${row.sent} | ${row.delivered} | ${row.errors} | ${row.lost} | ${f(row.p50)} | ${f(row.p95)} | ${f(row.p99)} | ${f(row.max)} | ${f(row.httpP50)} / ${f(row.httpP99)} | ${f(row.lagP50)} / ${f(row.lagP99)} |`,
    );
  }
  if (one.memory) {
    log();
    log(
      `Memory per idle socket (server A, ${one.memory.sockets} sockets, after GC): ` +
        `RSS ${(one.memory.rss / 1024).toFixed(1)} KiB, ` +
        `heap + external ${(one.memory.heap / 1024).toFixed(1)} KiB`,
    );
  }
  log();
  for (const row of rows) {
    const ok = row.p99 <= BAR_P99_MS && row.lost === 0 && row.errors === 0;
    if (!ok) failed = true;
    log(
      `${ok ? 'PASS' : 'FAIL'} ${row.run}: p99 ${f(row.p99)} ms (bar ≤ ${BAR_P99_MS} ms), ` +
        `${row.lost} lost, ${row.errors} errors`,
    );
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await workspace.cleanUp();
}
process.exit(failed ? 1 : 0);
