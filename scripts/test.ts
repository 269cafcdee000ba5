/**
 * `npm test`: domain unit tests, server integration tests (real PostgreSQL when
 * TEST_DATABASE_URL is set, embedded PGlite otherwise), web component tests, then the e2e
 * journeys in Chromium against the production build. E2E=off skips the browser on purpose.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath, run } from './lib.ts';

type VitestJson = { numPassedTests: number; numFailedTests: number; numPendingTests: number };

const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backline-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

async function vitest(label: string, args: string[]): Promise<number> {
  const outputFile = path.join(resultsDir, `${label}.json`);
  const code = await run('npx', [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
  ]);
  if (fs.existsSync(outputFile)) {
    const result = JSON.parse(fs.readFileSync(outputFile, 'utf8')) as VitestJson;
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
    totals.skipped += result.numPendingTests;
  } else if (code !== 0) {
    totals.failed += 1;
  }
  return code;
}

let exitCode = await vitest('unit-integration', [
  '--project',
  'domain',
  '--project',
  'server',
  '--project',
  'web',
]);

if (process.env.E2E === 'off') {
  console.log('[backline] E2E=off: the browser journeys were skipped on purpose.');
} else if (!fs.existsSync(chromiumPath)) {
  console.error(
    `[backline] Chromium was not found at ${chromiumPath}. The e2e journeys need it:\n` +
      '  sudo apt-get install -y chromium\n' +
      'or set CHROMIUM_PATH, or run with E2E=off to skip the browser journeys on purpose.',
  );
  exitCode ||= 1;
  totals.failed += 1;
} else {
  const buildCode = await run('npm', ['run', 'build']);
  if (buildCode !== 0) {
    exitCode ||= buildCode;
    totals.failed += 1;
  } else {
    exitCode = (await vitest('e2e', ['--project', 'e2e'])) || exitCode;
  }
}

fs.rmSync(resultsDir, { recursive: true, force: true });
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode);
