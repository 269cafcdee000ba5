/**
 * The closing line of `npm test` (scripts/test.ts), from vitest's JSON reports and the tiers that
 * did not run. Pure: no files, no processes, so it is unit-tested on recorded reports
 * (test-summary.test.ts).
 *
 * vitest counts only tests: a file whose import, `beforeAll` or `afterAll` threw shows up as a
 * failed file whose tests were skipped (or passed, or absent), and `numFailedTests` stays 0. Here
 * such a file counts as failed: its tests that did not run count as failed tests, and a file with
 * none (an import error, an `afterAll` that threw after its tests passed) counts as one.
 */

type AssertionStatus = 'passed' | 'failed' | 'skipped' | 'pending' | 'todo' | 'disabled';

/** The part of vitest's JSON report (`--reporter=json`) that the summary reads. */
export type VitestJson = {
  testResults: {
    name: string;
    status: 'passed' | 'failed' | string;
    message?: string;
    assertionResults: {
      fullName: string;
      status: AssertionStatus | string;
      failureMessages?: string[];
    }[];
  }[];
};

export type Counts = { passed: number; failed: number; skipped: number };

/** A test file that failed outside its tests, with vitest's message. */
export type BrokenFile = { file: string; message: string };

/** A test that failed, with the first line of its first failure message. */
export type FailedTest = { file: string; test: string; message: string };

export type TierResult =
  /** The tier ran: its exit code and its JSON report (null when vitest wrote none). */
  | { tier: string; exitCode: number; report: VitestJson | null }
  /** The tier did not run; `failed` unless it was left out on purpose (E2E=off). */
  | { tier: string; notRun: string; failed: boolean };

export type Summary = Counts & {
  brokenFiles: BrokenFile[];
  /** Named in the closing lines, so a log that keeps only its tail still says what broke. */
  failedTests: FailedTest[];
  /** Tiers that did not run, with the reason. */
  notRun: { tier: string; reason: string }[];
  /** Why a tier counted as failed beyond its tests (no report, an exit code without a failure). */
  problems: string[];
  /** False when anything failed or a tier that should have run did not. */
  ok: boolean;
};

const NOT_RUN: ReadonlySet<string> = new Set(['skipped', 'pending', 'todo', 'disabled']);

/** Counts one vitest report, files that failed outside their tests included. */
export function countReport(
  report: VitestJson,
): Counts & { brokenFiles: BrokenFile[]; failedTests: FailedTest[] } {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const brokenFiles: BrokenFile[] = [];
  const failedTests: FailedTest[] = [];
  for (const file of report.testResults) {
    for (const assertion of file.assertionResults) {
      if (assertion.status !== 'failed') continue;
      failedTests.push({
        file: file.name,
        test: assertion.fullName,
        message: firstLine(assertion.failureMessages?.[0], 'failed'),
      });
    }
    const statuses = file.assertionResults.map((assertion) => assertion.status);
    const passed = statuses.filter((status) => status === 'passed').length;
    const failed = statuses.filter((status) => status === 'failed').length;
    const notRun = statuses.filter((status) => NOT_RUN.has(status)).length;
    counts.passed += passed;
    if (file.status === 'failed' && failed === 0) {
      // The file itself failed: its tests that did not run failed with it, and it fails once at
      // least.
      counts.failed += Math.max(1, notRun);
      brokenFiles.push({ file: file.name, message: firstLine(file.message) });
    } else {
      counts.failed += failed;
      counts.skipped += notRun;
    }
  }
  return { ...counts, brokenFiles, failedTests };
}

function firstLine(message: string | undefined, fallback = 'failed outside its tests'): string {
  const line = (message ?? '').trim().split('\n', 1)[0] ?? '';
  return line || fallback;
}

export function summarize(tiers: TierResult[]): Summary {
  const summary: Summary = {
    passed: 0,
    failed: 0,
    skipped: 0,
    brokenFiles: [],
    failedTests: [],
    notRun: [],
    problems: [],
    ok: true,
  };
  for (const tier of tiers) {
    if ('notRun' in tier) {
      summary.notRun.push({ tier: tier.tier, reason: tier.notRun });
      if (tier.failed) summary.failed += 1;
      continue;
    }
    if (!tier.report) {
      summary.failed += 1;
      summary.problems.push(`${tier.tier}: no report (vitest exited with code ${tier.exitCode})`);
      continue;
    }
    const counts = countReport(tier.report);
    summary.passed += counts.passed;
    summary.failed += counts.failed;
    summary.skipped += counts.skipped;
    summary.brokenFiles.push(...counts.brokenFiles);
    summary.failedTests.push(...counts.failedTests);
    if (tier.exitCode !== 0 && counts.failed === 0) {
      // An unhandled error or a failed global setup: vitest failed without a failing file.
      summary.failed += 1;
      summary.problems.push(
        `${tier.tier}: vitest exited with code ${tier.exitCode} without a failing test ` +
          '(an unhandled error or a failed global setup: see its output above)',
      );
    }
  }
  summary.ok = summary.failed === 0;
  return summary;
}

/**
 * What `npm test` prints last: the tests that failed, the files that failed outside their tests
 * and other problems, then
 * the closing line `tests: N passed, N failed, N skipped`, followed by the tiers that did not run.
 */
export function formatSummary(summary: Summary, relativeTo = ''): string {
  const lines: string[] = [];
  const shortName = (file: string) =>
    relativeTo && file.startsWith(`${relativeTo}/`) ? file.slice(relativeTo.length + 1) : file;
  for (const { file, test, message } of summary.failedTests) {
    lines.push(`failed: ${shortName(file)} > ${test}: ${message}`);
  }
  for (const { file, message } of summary.brokenFiles) {
    lines.push(`failed outside its tests: ${shortName(file)}: ${message}`);
  }
  lines.push(...summary.problems);
  let closing = `tests: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`;
  if (summary.brokenFiles.length > 0) {
    const files = summary.brokenFiles.length;
    closing += ` (${files} ${files === 1 ? 'file' : 'files'} failed outside ${files === 1 ? 'its' : 'their'} tests)`;
  }
  if (summary.notRun.length > 0) {
    closing += `; not run: ${summary.notRun.map(({ tier, reason }) => `${tier} (${reason})`).join(', ')}`;
  }
  lines.push(closing);
  return lines.join('\n');
}
