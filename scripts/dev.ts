/**
 * `npm run dev`: the API server with Node's watch mode on :3000 and the Vite dev server with hot
 * reload on :5173 (it proxies /api to the server). Open http://localhost:5173.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from './lib.ts';

const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
  spawn('npx', ['vite', '--port', '5173'], {
    cwd: `${repoRoot}/packages/web`,
    stdio: 'inherit',
    env: process.env,
  }),
];

let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
