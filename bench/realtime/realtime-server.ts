/**
 * One server of the realtime benchmark, in a process of its own: the real app as
 * `packages/server/src/main.ts` builds it (NODE_ENV=production, background jobs off, its log
 * discarded) on BENCH_PORT; every server of a run shares REALTIME_SECRET and the database. Asked
 * over IPC (`{ memory: true }`), it collects garbage (run with --expose-gc) and answers its memory
 * and the number of sockets it holds.
 */
import { buildApp } from '../../packages/server/src/app.ts';
import { loadConfig } from '../../packages/server/src/config.ts';
import { createDatabase } from '../../packages/server/src/db/client.ts';

export type MemoryAnswer = { rss: number; heapUsed: number; external: number; sockets: number };

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  BACKGROUND_JOBS: 'false',
  SEED_ON_EMPTY: 'false',
  HOST: '127.0.0.1',
  PORT: process.env['BENCH_PORT'],
});
const database = await createDatabase(config);
const app = await buildApp({ config, database });
await app.listen({ port: config.port, host: config.host });

const collect = async () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < 3; i += 1) {
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

process.on('message', (message: { memory?: boolean }) => {
  if (!message.memory) return;
  void collect().then(() => {
    const usage = process.memoryUsage();
    const answer: MemoryAnswer = {
      rss: usage.rss,
      heapUsed: usage.heapUsed,
      external: usage.external,
      sockets: app.realtimeSockets.count(),
    };
    process.send!(answer);
  });
});
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
process.send!({ ready: true });
