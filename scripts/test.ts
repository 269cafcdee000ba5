/**
 * `npm test`: domain unit tests, server integration tests (real PostgreSQL when
 * TEST_DATABASE_URL is set, embedded PGlite otherwise), web component tests and the scripts'
 * own tests, then the e2e journeys in Chromium against the production build (reused when it is
 * newer than its sources, as in CI, which builds the step before). E2E=off skips the browser on
 * purpose, except in CI. The closing line (test-summary.ts) counts files that failed outside
 * their tests and names every tier that did not run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWebUnlessFresh, chromiumPath, repoRoot, run } from './lib.ts';
import { formatSummary, summarize, type TierResult, type VitestJson } from './test-summary.ts';

const inCi = Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';
if (process.env.E2E === 'off' && inCi) {
  console.error(
    '[backline] E2E=off is refused in CI (CI is set): the browser journeys are part of every CI ' +
      'run. Unset E2E, or CI to skip them locally.',
  );
  process.exit(2);
}

const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backline-test-'));
const tiers: TierResult[] = [];
let exitCode = 0;

async function vitest(tier: string, label: string, args: string[]): Promise<void> {
  const outputFile = path.join(resultsDir, `${label}.json`);
  const code = await run('npx', [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
  ]);
  const report = fs.existsSync(outputFile)
    ? (JSON.parse(fs.readFileSync(outputFile, 'utf8')) as VitestJson)
    : null;
  tiers.push({ tier, exitCode: code, report });
  exitCode ||= code;
}

function notRun(tier: string, reason: string, failed: boolean): void {
  tiers.push({ tier, notRun: reason, failed });
  if (failed) exitCode ||= 1;
}

await vitest('domain, server, web and scripts', 'unit-integration', [
  '--project',
  'domain',
  '--project',
  'server',
  '--project',
  'web',
  '--project',
  'scripts',
]);

if (process.env.E2E === 'off') {
  console.log('[backline] E2E=off: the browser journeys were skipped on purpose.');
  notRun('e2e', 'E2E=off', false);
} else if (!fs.existsSync(chromiumPath)) {
  console.error(
    `[backline] Chromium was not found at ${chromiumPath}. The e2e journeys need it:\n` +
      '  sudo apt-get install -y chromium\n' +
      'or set CHROMIUM_PATH, or run with E2E=off to skip the browser journeys on purpose.',
  );
  notRun('e2e', `Chromium not found at ${chromiumPath}`, true);
} else {
  const buildCode = await buildWebUnlessFresh();
  if (buildCode !== 0) {
    exitCode ||= buildCode;
    notRun('e2e', 'the web build failed', true);
  } else {
    await vitest('e2e', 'e2e', ['--project', 'e2e']);
  }
}

fs.rmSync(resultsDir, { recursive: true, force: true });
const summary = summarize(tiers);
console.log(`\n${formatSummary(summary, repoRoot)}`);
process.exit(summary.ok ? 0 : exitCode || 1);
