/** `npm run e2e`: builds the web app when stale, then runs the browser journeys. */
import fs from 'node:fs';
import { buildWebIfStale, chromiumPath, run } from './lib.ts';

if (!fs.existsSync(chromiumPath)) {
  console.error(`Chromium was not found at ${chromiumPath}: sudo apt-get install -y chromium`);
  process.exit(1);
}
await buildWebIfStale();
process.exit(await run('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)]));
