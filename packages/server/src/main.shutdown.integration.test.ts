import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { ApiErrorSchema, errorMessage } from '@backline/domain';
import { testConfig } from './test/build-test-app.ts';
import { createDatabase, type DatabaseHandle } from './db/client.ts';
import { pages, sessions, users } from './db/schema/index.ts';
import { hashPassword } from './platform/passwords.ts';
import { createSessionToken, hashSessionToken } from './platform/tokens.ts';

/**
 * SIGTERM to the real server process (main.ts) while it writes: requests in flight finish,
 * requests that arrive afterwards on an open connection get 503 `server.restarting` with
 * Retry-After, every write it acknowledged is in the database, and it exits with 0 (the forced
 * exit after the shutdown timeout would be 1). On PostgreSQL, where the process and the test can
 * share the database.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const serverDir = path.resolve(import.meta.dirname, '..');
const MAIN = path.join(serverDir, 'src/main.ts');

type Outcome =
  | { kind: 'acknowledged'; id: string }
  | { kind: 'refused'; status: number; code: string; retryAfter: string | undefined }
  | { kind: 'unexpected'; status: number; body: string }
  | { kind: 'no-connection'; error: string };

/** A free TCP port on the loopback interface. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resolves once `pattern` has appeared in what `read()` returns (polling, at most 60 s). */
async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 600; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never happened: ${what}`);
}

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

/** One raw HTTP/1.1 connection; collects what the server sends until it closes. */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk) => chunks.push(chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) =>
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8'))),
  );
  return {
    write: (text: string) => new Promise<void>((resolve) => socket.write(text, () => resolve())),
    /** Everything the server answered, once it closed the connection. */
    answer: closed,
  };
}

/** Status, headers and JSON body of the first answer in a raw exchange. */
function parseAnswer(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = raw.slice(0, split).split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  const body = raw.slice(split + 4);
  // Chunked or not, the JSON object is the part between the outer braces.
  const json = body.slice(body.indexOf('{'), body.lastIndexOf('}') + 1);
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    json: JSON.parse(json) as Record<string, unknown>,
  };
}

describe.skipIf(!adminUrl)('SIGTERM under write load (main.ts)', () => {
  const name = `backline_t_${randomBytes(6).toString('hex')}`;
  let dataDir: string;
  let database: DatabaseHandle;
  let child: ChildProcess;
  let log = '';
  let port: number;
  let token: string;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-shutdown-'));
    port = await freePort();
    child = spawn(process.execPath, [MAIN], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        LOG_LEVEL: 'debug',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: url.toString(),
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
        SEED_ON_EMPTY: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    await until(() => log.includes('Backline is listening'), 'the server listens');
    await until(() => log.includes('background jobs started'), 'the background jobs run');

    // A signed-in musician, written straight into the migrated database.
    database = await createDatabase({ ...testConfig(), databaseUrl: url.toString() });
    const [user] = await database.db
      .insert(users)
      .values({
        email: 'shutdown@example.com',
        name: 'Shutdown Test',
        passwordHash: await hashPassword('Shutdown-Passw0rd'),
        type: 'musician',
        activatedAt: new Date(),
      })
      .returning({ id: users.id });
    token = createSessionToken();
    await database.db
      .insert(sessions)
      .values({ userId: user!.id, tokenHash: hashSessionToken(token) });
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await database?.close();
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('finishes what is in flight, refuses what comes late with 503, loses no write, exits 0', async () => {
    const pageBody = (label: string) =>
      JSON.stringify({ kind: 'artist', artistForm: 'band', name: `Shutdown ${label}` });
    const postHead = (url: string, body: string) =>
      `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`;

    // A connection that has started a request but not finished its headers: not idle, so it
    // stays open when the close begins; its request arrives late.
    const late = rawConnection(port);
    const lateBody = pageBody('late');
    const lateHead = postHead('/api/pages', lateBody);
    await late.write(lateHead.slice(0, 40));

    // Load: 8 clients on kept-alive connections, each writing until it is turned away.
    let stop = false;
    const outcomes: Outcome[] = [];
    const client = async (index: number) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let round = 0; !stop; round += 1) {
        const outcome = await new Promise<Outcome>((resolve) => {
          const body = pageBody(`${index}-${round}`);
          const request = http.request(
            {
              host: '127.0.0.1',
              port,
              method: 'POST',
              path: '/api/pages',
              agent,
              headers: {
                authorization: `Bearer ${token}`,
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(body),
              },
            },
            (response) => {
              let text = '';
              response.setEncoding('utf8');
              response.on('data', (chunk: string) => (text += chunk));
              response.on('end', () => {
                const status = response.statusCode ?? 0;
                const json = JSON.parse(text || '{}') as Record<string, unknown>;
                if (status === 201 && typeof json.id === 'string') {
                  resolve({ kind: 'acknowledged', id: json.id });
                } else if (status === 503 && ApiErrorSchema.safeParse(json).success) {
                  resolve({
                    kind: 'refused',
                    status,
                    code: String(json.code),
                    retryAfter: response.headers['retry-after'],
                  });
                } else {
                  resolve({ kind: 'unexpected', status, body: text });
                }
              });
            },
          );
          request.on('error', (error) => resolve({ kind: 'no-connection', error: error.message }));
          request.end(body);
        });
        outcomes.push(outcome);
        if (outcome.kind !== 'acknowledged') break;
      }
      agent.destroy();
    };
    const clients = Array.from({ length: 8 }, (_, index) => client(index));

    await until(
      () => outcomes.filter((outcome) => outcome.kind === 'acknowledged').length >= 40,
      'the load is running',
    );

    // A request in flight: headers and half of its body are there when SIGTERM comes.
    const inFlight = rawConnection(port);
    const inFlightBody = pageBody('in flight');
    const half = Math.floor(inFlightBody.length / 2);
    await inFlight.write(
      `${postHead('/api/pages', inFlightBody)}X-Request-Id: in-flight-probe\r\n\r\n` +
        inFlightBody.slice(0, half),
    );
    // The debug line of a request's arrival (request-log.ts) names it by its request id.
    await until(
      () => /"reqId":"in-flight-probe"[^\n]*"msg":"request received"/.test(log),
      'the server has the request in flight',
    );

    const exited = new Promise<{ code: number | null; ms: number }>((resolve) => {
      const started = performance.now();
      child.once('exit', (code) => resolve({ code, ms: performance.now() - started }));
    });
    child.kill('SIGTERM');
    // The close has begun once the server refuses new connections.
    await until(() => refusesConnections(port), 'the server stops listening');

    await late.write(`${lateHead.slice(40)}\r\n${lateBody}`);
    await inFlight.write(inFlightBody.slice(half));
    const inFlightAnswer = parseAnswer(await inFlight.answer);
    const lateAnswer = parseAnswer(await late.answer);
    stop = true;
    await Promise.all(clients);
    const exit = await exited;

    expect(inFlightAnswer.status, JSON.stringify(inFlightAnswer.json)).toBe(201);
    expect(lateAnswer.status).toBe(503);
    expect(lateAnswer.headers['retry-after']).toBe('5');
    expect(lateAnswer.json).toEqual({
      code: 'server.restarting',
      message: errorMessage('server.restarting', 'de'),
    });

    expect(outcomes.filter((outcome) => outcome.kind === 'unexpected')).toEqual([]);
    for (const outcome of outcomes) {
      if (outcome.kind === 'refused') {
        expect(outcome).toMatchObject({ code: 'server.restarting', retryAfter: '5' });
      }
    }
    expect(exit.code, log).toBe(0);
    expect(log).toContain('shut down cleanly');

    // No acknowledged write is lost.
    const acknowledged = [
      String(inFlightAnswer.json.id),
      ...outcomes.flatMap((outcome) => (outcome.kind === 'acknowledged' ? [outcome.id] : [])),
    ];
    const kept = await database.db
      .select({ id: pages.id })
      .from(pages)
      .where(inArray(pages.id, acknowledged));
    expect(kept.length).toBe(acknowledged.length);
    console.info(
      `shutdown under load: exit ${exit.code} ${Math.round(exit.ms)} ms after SIGTERM; ` +
        `${kept.length}/${acknowledged.length} acknowledged writes kept; ` +
        `${outcomes.filter((outcome) => outcome.kind === 'refused').length} refused with 503, ` +
        `${outcomes.filter((outcome) => outcome.kind === 'no-connection').length} turned away ` +
        `at the connection`,
    );
  }, 120_000);
});
