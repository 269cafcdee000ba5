/**
 * Side A of the API benchmark, in a process of its own: the real app, built with `buildApp` as
 * `packages/server/src/main.ts` builds it (NODE_ENV=production, its logger at the production
 * level, writing to a discarded stdout; background jobs off so nothing else runs), on the port in
 * BENCH_PORT. The bench driver asks it over IPC for one request's answer and the SQL statements
 * that request ran (`{ capture: { url, headers } }`), which side B replays.
 */
import { buildApp } from '../../packages/server/src/app.ts';
import { loadConfig } from '../../packages/server/src/config.ts';
import { createDatabase } from '../../packages/server/src/db/client.ts';
import type { CaptureRequest, Captured, Statement } from './protocol.ts';

let recording: Statement[] | null = null;
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  BACKGROUND_JOBS: 'false',
  SEED_ON_EMPTY: 'false',
  HOST: '127.0.0.1',
  PORT: process.env['BENCH_PORT'],
});
const database = await createDatabase(config, {
  logger: {
    logQuery(sql, params) {
      recording?.push({ sql, params });
    },
  },
});
const app = await buildApp({ config, database });
await app.listen({ port: config.port, host: config.host });

process.on('message', (message: CaptureRequest) => {
  void (async () => {
    recording = [];
    const response = await app.inject({
      method: 'GET',
      url: message.capture.url,
      headers: message.capture.headers,
    });
    const statements = recording;
    recording = null;
    const answer: Captured = {
      status: response.statusCode,
      body: response.body,
      statements,
    };
    process.send!(answer);
  })();
});
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
process.send!({ ready: true });
