import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Conversation, MeResponse, Message } from '@backline/domain';
import { buildApp } from '../../app.ts';
import { createDatabase, type DatabaseHandle } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { injectAs, testConfig } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import { openSocket, socketBase, type TestSocket } from '../../test/realtime-client.ts';

/**
 * The embedded database (PGlite, in memory, one process) delivers realtime events too, whatever
 * TEST_DATABASE_URL says: LISTEN/NOTIFY works in-process.
 */
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
let fx: Fixtures;
let socket: TestSocket | undefined;
/** Everything the app logs, at the debug level. */
const logged: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    logged.push(chunk.toString());
    callback();
  },
});

beforeAll(async () => {
  const config = testConfig();
  database = await createDatabase({ ...config, databaseUrl: null }, { inMemory: true });
  await migrateDatabase(database, config.migrationsDir);
  app = await buildApp({ config, database, logger: { level: 'debug', stream: logStream } });
  await app.ready();
  await app.listen({ port: 0, host: '127.0.0.1' });
  fx = await createFixtures(app);
});

afterAll(async () => {
  socket?.close();
  await app?.close();
  await database?.close();
});

it('delivers a new message on PGlite', async () => {
  expect(database.kind).toBe('pglite');
  const [anna, ben] = [await fx.createSignedInAccount(), await fx.createSignedInAccount()];
  const me = (await injectAs(app, 'GET', '/api/user/me', ben.token)).json<MeResponse>();
  socket = openSocket(
    `${socketBase(app)}/api/ws?ticket=${encodeURIComponent(me.realtime?.ticket ?? '')}`,
  );
  await socket.next('ready');
  const response = await injectAs(app, 'POST', '/api/messaging/conversations', anna.token, {
    to: { kind: 'user', id: ben.id },
    text: 'Eingebettet',
  });
  expect(response.statusCode, response.body).toBe(200);
  const { message } = response.json<{ conversation: Conversation; message: Message }>();
  const received = await socket.next('message.new', (frame) => frame.message.id === message.id);
  expect(received.message).toEqual({ ...message, mine: false });
  // Neither the ticket nor the token is ever logged (the request log drops the query).
  const ticket = me.realtime?.ticket ?? 'no ticket';
  const log = logged.join('');
  expect(log).toContain('/api/ws');
  expect(log).not.toContain(ticket.split('.').at(-1));
  expect(log).not.toContain(ben.token);
});
