/**
 * `npm start`: builds the web app when it is missing or stale, then serves the production build
 * on http://localhost:3000 (embedded PostgreSQL under ./data unless DATABASE_URL is set).
 */
import { spawn } from 'node:child_process';
import { buildWebIfStale, repoRoot } from './lib.ts';

await buildWebIfStale();

const server = spawn(process.execPath, ['packages/server/src/main.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
