import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countReport, formatSummary, summarize, type VitestJson } from './test-summary.ts';

/** Reports written by vitest 5's JSON reporter for one small test file each (see fixtures/). */
const fixture = (name: string): VitestJson =>
  JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, 'fixtures/vitest-json', `${name}.json`), 'utf8'),
  ) as VitestJson;

const passing = fixture('passing-file');
const failingTest = fixture('failing-test');
const beforeAllThrew = fixture('before-all-threw');
const afterAllThrew = fixture('after-all-threw');
const importError = fixture('import-error');

const merged = (...reports: VitestJson[]): VitestJson => ({
  testResults: reports.flatMap((report) => report.testResults),
});

describe('countReport', () => {
  it('counts a passing file by its tests, a skipped test as skipped', () => {
    expect(countReport(passing)).toEqual({
      passed: 1,
      failed: 0,
      skipped: 1,
      brokenFiles: [],
      failedTests: [],
    });
  });

  it('counts a failing test as failed and its file as nothing more', () => {
    expect(countReport(failingTest)).toEqual({
      passed: 1,
      failed: 1,
      skipped: 0,
      brokenFiles: [],
      failedTests: [
        {
          file: '/repo/packages/example/src/failing-test.test.ts',
          test: 'fails',
          message: 'AssertionError: expected 1 to be 2 // Object.is equality',
        },
      ],
    });
  });

  it('counts the tests of a file whose beforeAll threw as failed, not skipped', () => {
    // vitest itself reports them as pending: numFailedTests 0, numPendingTests 2.
    expect(beforeAllThrew).toMatchObject({ numFailedTests: 0, numPendingTests: 2 });
    expect(countReport(beforeAllThrew)).toEqual({
      passed: 0,
      failed: 2,
      skipped: 0,
      brokenFiles: [
        {
          file: '/repo/packages/example/src/before-all-threw.test.ts',
          message: 'database unreachable',
        },
      ],
      failedTests: [],
    });
  });

  it('counts a file that could not be imported as one failure', () => {
    expect(importError).toMatchObject({ numFailedTests: 0, numTotalTests: 0 });
    expect(countReport(importError)).toEqual({
      passed: 0,
      failed: 1,
      skipped: 0,
      brokenFiles: [
        {
          file: '/repo/packages/example/src/import-error.test.ts',
          message: expect.stringContaining("Cannot find module './does-not-exist.ts'") as string,
        },
      ],
      failedTests: [],
    });
  });

  it('counts a file whose afterAll threw as one failure besides its passed tests', () => {
    expect(countReport(afterAllThrew)).toMatchObject({
      passed: 1,
      failed: 1,
      skipped: 0,
      brokenFiles: [{ message: 'dispose failed' }],
    });
  });
});

describe('summarize and formatSummary', () => {
  it('adds up the tiers and says nothing more when all passed', () => {
    const summary = summarize([
      { tier: 'unit and integration', exitCode: 0, report: passing },
      { tier: 'e2e', exitCode: 0, report: passing },
    ]);
    expect(summary.ok).toBe(true);
    expect(formatSummary(summary)).toBe('tests: 2 passed, 0 failed, 2 skipped');
  });

  it('names the failed tests and the files that failed outside their tests', () => {
    const summary = summarize([
      {
        tier: 'unit and integration',
        exitCode: 1,
        report: merged(passing, failingTest, beforeAllThrew, importError),
      },
    ]);
    expect(summary.ok).toBe(false);
    expect(formatSummary(summary, '/repo').split('\n')).toEqual([
      'failed: packages/example/src/failing-test.test.ts > fails: AssertionError: expected 1 to be 2 // Object.is equality',
      'failed outside its tests: packages/example/src/before-all-threw.test.ts: database unreachable',
      "failed outside its tests: packages/example/src/import-error.test.ts: Cannot find module './does-not-exist.ts' imported from /repo/packages/example/src/import-error.test.ts",
      'tests: 2 passed, 4 failed, 1 skipped (2 files failed outside their tests)',
    ]);
  });

  it('names a tier that could not run in the closing line and counts it as failed', () => {
    const summary = summarize([
      { tier: 'unit and integration', exitCode: 0, report: passing },
      { tier: 'e2e', notRun: 'the web build failed', failed: true },
    ]);
    expect(summary.ok).toBe(false);
    expect(formatSummary(summary)).toBe(
      'tests: 1 passed, 1 failed, 1 skipped; not run: e2e (the web build failed)',
    );
  });

  it('names a tier left out on purpose without failing the run', () => {
    const summary = summarize([
      { tier: 'unit and integration', exitCode: 0, report: passing },
      { tier: 'e2e', notRun: 'E2E=off', failed: false },
    ]);
    expect(summary.ok).toBe(true);
    expect(formatSummary(summary)).toBe(
      'tests: 1 passed, 0 failed, 1 skipped; not run: e2e (E2E=off)',
    );
  });

  it('fails a tier that exited non-zero without a failing test or without a report', () => {
    const summary = summarize([
      { tier: 'unit and integration', exitCode: 1, report: passing },
      { tier: 'e2e', exitCode: 1, report: null },
    ]);
    expect(summary.ok).toBe(false);
    expect(summary.failed).toBe(2);
    expect(summary.problems).toEqual([
      expect.stringContaining(
        'unit and integration: vitest exited with code 1 without a failing test',
      ),
      'e2e: no report (vitest exited with code 1)',
    ]);
  });
});
