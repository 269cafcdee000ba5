/**
 * `npm start`: builds the web app when it is missing or stale, then serves the production build
 * on http://localhost:3000 (embedded PostgreSQL under ./data unless DATABASE_URL is set).
 *
 * It supervises the server: a server that dies unexpectedly is started again after a back-off
 * (1 s, doubling up to 30 s, from 1 s again once it stayed up a minute; the decisions are in
 * packages/server/src/supervisor.ts). SIGTERM and SIGINT are passed on, the server shuts down
 * gracefully, and nothing is restarted after them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  decideAfterExit,
  formatSeconds,
  quickStartEnvironment,
} from '../packages/server/src/supervisor.ts';
import { buildWebIfStale, repoRoot } from './lib.ts';

const say = (message: string) => console.log(`[backline] ${message}`);

await buildWebIfStale();

const { env, notes } = quickStartEnvironment(process.env);
for (const note of notes) say(note);

let server: ChildProcess | null = null;
let stopping = false;
let failures = 0;
let restartTimer: NodeJS.Timeout | null = null;

function start(): void {
  const started = performance.now();
  const child = spawn(process.execPath, ['packages/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env,
  });
  server = child;
  child.on('exit', (code, signal) => {
    server = null;
    const decision = decideAfterExit(
      { code, signal, upMs: performance.now() - started, stopping },
      failures,
    );
    if (decision.action === 'exit') {
      if (!stopping) say(`${decision.reason}: not restarting`);
      process.exit(decision.code);
    }
    failures = decision.failures;
    say(
      `${decision.reason}; restarting in ${formatSeconds(decision.delayMs)} (failure ${failures} in a row)`,
    );
    restartTimer = setTimeout(() => {
      restartTimer = null;
      start();
    }, decision.delayMs);
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping = true;
    if (restartTimer) {
      // Waiting to restart: there is no server to stop.
      clearTimeout(restartTimer);
      process.exit(0);
    }
    server?.kill(signal);
  });
}

start();
