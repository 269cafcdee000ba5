/**
 * `npm run bench:lighthouse`: Lighthouse (mobile emulation and simulated throttling, its
 * defaults) against the production build, in Debian Chromium, for the pages of quality.md's
 * Lighthouse row that exist today, in German and English. A benchmark, not a test: it prints the
 * medians and marks the rows below the bars (performance ≥ 90, accessibility ≥ 95), and exits
 * non-zero only when the run itself fails (no server, no browser, a Lighthouse error that
 * persists, a page shown in the wrong language or at another path).
 *
 * 1. Builds the web app when packages/web/dist is missing or older than its sources (as
 *    `npm start` does).
 * 2. Starts the real server (packages/server/src/main.ts, NODE_ENV=production) on a free port
 *    with embedded PGlite in a fresh temporary DATA_DIR seeded with the demo data, background
 *    jobs off (they would only add noise); or uses `--base-url` when a server already runs.
 * 3. Audits each page and language `--runs` times (default 3), round-robin so that a busy
 *    moment of the shared machine does not hit one page's runs only. Every run gets a fresh
 *    Chromium (/usr/bin/chromium or CHROMIUM_PATH; never downloaded) with a fresh profile.
 *    German is the browser's language (`--accept-lang=de-DE,de`), English is `?lang=en`. Before
 *    the runs each page is opened once in the same setup to check that the app shows it in that
 *    language (`<html lang>`) at that path; each run checks that it ended on that path.
 * 4. Prints per page and language the median of each figure over the runs, writes every run's
 *    figures to bench/results/lighthouse.json.
 *
 * Options: `--runs N`, `--only <path>` (repeatable, e.g. `--only /login`), `--base-url URL`
 * (audit a server that already runs instead of starting one), `--reports` (also keep every run's
 * full Lighthouse report, HTML and JSON, in bench/results/lighthouse/).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { buildWebIfStale, CHROMIUM_FLAGS, chromiumPath, repoRoot } from '../scripts/lib.ts';

const PAGES = ['/', '/static/faq', '/login', '/account'] as const;
const LANGUAGES = ['de', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
const BARS = { performance: 90, accessibility: 95 } as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const LIGHTHOUSE_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, '--headless', '--accept-lang=de-DE,de'];

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string', multiple: true },
    'base-url': { type: 'string' },
    reports: { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
const pages = args.only?.length ? args.only : [...PAGES];

type Run = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** ms */
  fcp: number;
  /** ms */
  lcp: number;
  /** ms */
  tbt: number;
  cls: number;
  /** ms */
  speedIndex: number;
  /** Lighthouse's estimate of the machine's speed (higher is faster; ~1000+ is a typical desktop). */
  benchmarkIndex: number;
  /** Accessibility audits that did not pass, by id. */
  accessibilityFailures: string[];
  runWarnings: string[];
};
type Target = { page: string; language: Language; url: string; runs: Run[] };

function log(message: string): void {
  console.log(`[lighthouse] ${message}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`the server did not answer /api/health within 5 minutes:\n${output()}`);
}

type Server = { baseUrl: string; stop: () => Promise<void> };

async function startServer(): Promise<Server> {
  await buildWebIfStale();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backline-lighthouse-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    SEED_ON_EMPTY: 'true',
    BACKGROUND_JOBS: 'false',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'PUBLIC_SITE_URL', 'SMTP_URL', 'WEB_DIST_DIR']) {
    delete env[name];
  }
  log(`starting the server on ${baseUrl} (PGlite in ${dataDir}, seeding the demo data) …`);
  let output = '';
  const child = spawn(process.execPath, ['packages/server/src/main.ts'], { cwd: repoRoot, env });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

type Browser = { port: number; close: () => Promise<void> };

/** A fresh headless Chromium with its own profile and a DevTools port chosen by Chromium. */
async function launchChromium(): Promise<Browser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'backline-lighthouse-chromium-'));
  let output = '';
  const child = spawn(
    chromiumPath,
    [
      ...LIGHTHOUSE_CHROMIUM_FLAGS,
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const close = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(profile, { recursive: true, force: true });
  };
  // Chromium writes the port it listens on into DevToolsActivePort in the profile.
  const portFile = path.join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const port = fs.existsSync(portFile)
      ? Number(fs.readFileSync(portFile, 'utf8').split('\n')[0])
      : 0;
    if (port > 0) return { port, close };
    await sleep(100);
  }
  await close();
  throw new Error(`Chromium did not open its DevTools port:\n${output.slice(-2000)}`);
}

const urlFor = (baseUrl: string, page: string, language: Language): string =>
  `${baseUrl}${page}${language === 'en' ? `${page.includes('?') ? '&' : '?'}lang=en` : ''}`;

function figures(lhr: Result): Run {
  const score = (id: string): number => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  const accessibility = lhr.categories['accessibility'];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndex: numeric('speed-index'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    accessibilityFailures: (accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    runWarnings: lhr.runWarnings,
  };
}

/** The Chromium of the run in progress, closed on Ctrl-C too. */
let currentBrowser: Browser | undefined;

/**
 * Opens the page once in the same browser setup and reads what the app rendered: the language
 * of `<html lang>` once a heading is there (index.html says `de` until the app has decided) and
 * the path it ended on. Lighthouse leaves its tab on about:blank, so this is checked beforehand.
 */
async function checkPage(url: string, language: Language): Promise<void> {
  const browser = await launchChromium();
  try {
    const targets = (await (await fetch(`http://127.0.0.1:${browser.port}/json/list`)).json()) as {
      type: string;
      webSocketDebuggerUrl: string;
    }[];
    const target = targets.find((candidate) => candidate.type === 'page');
    if (!target) throw new Error('Chromium has no page to check the language in');
    const socket = new WebSocket(target.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', reject, { once: true });
    });
    let id = 0;
    const evaluate = (expression: string): Promise<unknown> => {
      id += 1;
      const sent = id;
      return new Promise((resolve) => {
        const onMessage = (event: MessageEvent) => {
          const message = JSON.parse(String(event.data)) as {
            id?: number;
            result?: { result?: { value?: unknown } };
          };
          if (message.id !== sent) return;
          socket.removeEventListener('message', onMessage);
          resolve(message.result?.result?.value);
        };
        socket.addEventListener('message', onMessage);
        socket.send(
          JSON.stringify({
            id: sent,
            method: 'Runtime.evaluate',
            params: { expression, returnByValue: true },
          }),
        );
      });
    };
    await evaluate(`location.href = ${JSON.stringify(url)}`);
    let shown: { lang: string; path: string; rendered: boolean } | undefined;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      await sleep(250);
      shown = (await evaluate(
        `({ lang: document.documentElement.lang, path: location.pathname, rendered: !!document.querySelector('#root h1') })`,
      )) as typeof shown;
      if (shown?.rendered) break;
    }
    socket.close();
    if (!shown?.rendered) throw new Error(`${url} showed no heading within 30 s`);
    if (shown.path !== new URL(url).pathname) {
      throw new Error(`${url} ended on ${shown.path}: the page to measure was not shown`);
    }
    if (shown.lang !== language)
      throw new Error(`${url} was shown in ${shown.lang}, not ${language}`);
  } finally {
    await browser.close();
  }
}

/** A Lighthouse error such as NO_NAVSTART or a timeout: Lighthouse asks to run again. */
class LighthouseRunError extends Error {}

/** Up to three tries when Lighthouse itself fails; a wrong page or language fails at once. */
async function auditWithRetries(url: string, language: Language, reportName: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, language, reportName);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt >= 3 || stopping) throw error;
      log(`${error.message}; trying again (${attempt + 1}/3)`);
    }
  }
}

const reportsDir = path.join(import.meta.dirname, 'results/lighthouse');

async function audit(url: string, language: Language, reportName: string): Promise<Run> {
  const browser = await launchChromium();
  currentBrowser = browser;
  try {
    const flags: Flags = {
      port: browser.port,
      output: args.reports ? ['json', 'html'] : 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    };
    const result = await lighthouse(url, flags).catch((error: unknown) => {
      throw new LighthouseRunError(
        `Lighthouse failed on ${url}: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    if (!result) throw new LighthouseRunError(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new LighthouseRunError(
        `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    }
    const shownPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (shownPath !== new URL(url).pathname) {
      throw new Error(`${url} ended on ${shownPath}: the page to measure was not shown`);
    }
    if (args.reports && Array.isArray(result.report)) {
      const [json = '', html = ''] = result.report;
      fs.mkdirSync(reportsDir, { recursive: true });
      fs.writeFileSync(path.join(reportsDir, `${reportName}.json`), json);
      fs.writeFileSync(path.join(reportsDir, `${reportName}.html`), html);
    }
    return figures(lhr);
  } finally {
    currentBrowser = undefined;
    await browser.close();
  }
}

const median = (values: number[]): number => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

function summary(target: Target) {
  const of = (key: keyof Omit<Run, 'accessibilityFailures' | 'runWarnings'>): number =>
    median(target.runs.map((run) => run[key]));
  const performance = of('performance');
  const accessibility = of('accessibility');
  return {
    page: target.page,
    language: target.language,
    url: target.url,
    performance,
    accessibility,
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcpMs: of('fcp'),
    lcpMs: of('lcp'),
    tbtMs: of('tbt'),
    cls: of('cls'),
    speedIndexMs: of('speedIndex'),
    benchmarkIndex: of('benchmarkIndex'),
    performanceRuns: target.runs.map((run) => run.performance),
    belowBar: performance < BARS.performance || accessibility < BARS.accessibility,
    accessibilityFailures: [...new Set(target.runs.flatMap((run) => run.accessibilityFailures))],
  };
}

function printTable(rows: ReturnType<typeof summary>[]): void {
  const header = [
    '',
    'URL',
    'lang',
    'perf',
    'a11y',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'BP',
    'SEO',
    'perf runs',
  ];
  const lines = rows.map((row) => [
    row.belowBar ? 'BELOW' : 'ok',
    row.page,
    row.language,
    `${row.performance}${row.performance < BARS.performance ? '!' : ''}`,
    `${row.accessibility}${row.accessibility < BARS.accessibility ? '!' : ''}`,
    `${(row.fcpMs / 1000).toFixed(1)} s`,
    `${(row.lcpMs / 1000).toFixed(1)} s`,
    `${Math.round(row.tbtMs)} ms`,
    row.cls.toFixed(3),
    String(row.bestPractices),
    String(row.seo),
    row.performanceRuns.join(' '),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: string[]): string =>
    cells
      .map((cell, column) =>
        column <= 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  console.log(
    `\nLighthouse ${lighthouseVersion}, mobile emulation, simulated throttling; median of ${runs} ` +
      `run${runs === 1 ? '' : 's'}. Bars: performance ≥ ${BARS.performance}, accessibility ≥ ` +
      `${BARS.accessibility} (! = below; BP and SEO for information).`,
  );
  console.log(format(header));
  for (const line of lines) console.log(format(line));
  const failures = rows.filter((row) => row.accessibilityFailures.length > 0);
  if (failures.length > 0) {
    console.log('\nAccessibility audits that failed in at least one run:');
    for (const row of failures) {
      console.log(`  ${row.page} (${row.language}): ${row.accessibilityFailures.join(', ')}`);
    }
  }
}

const lighthouseVersion = (
  JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8'),
  ) as { version: string }
).version;

if (!fs.existsSync(chromiumPath)) {
  console.error(`Chromium was not found at ${chromiumPath}: sudo apt-get install -y chromium`);
  process.exit(1);
}

let server: Server | undefined;
let exitCode = 0;
let loadBefore: number[] = [];
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`[lighthouse] ${signal}: stopping`);
    stopping = true;
    void Promise.allSettled([server?.stop(), currentBrowser?.close()]).finally(() =>
      process.exit(130),
    );
  });
}
// Closing the browser under a running audit makes Lighthouse reject promises nobody awaits.
process.on('unhandledRejection', (reason) => {
  if (stopping) return;
  throw reason;
});
try {
  server = args['base-url']
    ? { baseUrl: args['base-url'].replace(/\/$/, ''), stop: async () => undefined }
    : await startServer();
  const baseUrl = server.baseUrl;
  const targets: Target[] = pages.flatMap((page) =>
    LANGUAGES.map((language) => ({
      page,
      language,
      url: urlFor(baseUrl, page, language),
      runs: [],
    })),
  );
  // Each page once in the browser: it warms the server, and checks the language and the path.
  for (const target of targets) await checkPage(target.url, target.language);
  log(`checked ${targets.length} pages in the browser: each shows its language at its own path`);

  if (args.reports) fs.rmSync(reportsDir, { recursive: true, force: true });
  loadBefore = os.loadavg();
  const total = runs * targets.length;
  let done = 0;
  const started = performance.now();
  for (let round = 1; round <= runs; round += 1) {
    for (const target of targets) {
      done += 1;
      const slug = target.page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing';
      const run = await auditWithRetries(
        target.url,
        target.language,
        `${slug}-${target.language}-${round}`,
      );
      target.runs.push(run);
      log(
        `${done}/${total} ${target.page} (${target.language}) run ${round}: performance ` +
          `${run.performance}, accessibility ${run.accessibility}, LCP ` +
          `${(run.lcp / 1000).toFixed(1)} s, TBT ${Math.round(run.tbt)} ms ` +
          `(${Math.round((performance.now() - started) / 1000)} s)`,
      );
    }
  }

  const rows = targets.map(summary);
  printTable(rows);
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, 'results/lighthouse.json'),
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        lighthouse: lighthouseVersion,
        chromium: chromiumPath,
        settings: 'Lighthouse defaults: mobile form factor, simulated throttling',
        runs,
        machine: {
          cpus: os.cpus().length,
          loadAverage1mBefore: loadBefore[0],
          loadAverage1mAfter: os.loadavg()[0],
        },
        bars: BARS,
        rows,
        allRuns: targets,
      },
      null,
      2,
    ),
  );
  const below = rows.filter((row) => row.belowBar).length;
  console.log(
    `\n${below} of ${rows.length} below the bars. Written to bench/results/lighthouse.json. ` +
      `Machine: ${os.cpus().length} cores, load average ${loadBefore[0]?.toFixed(1)} before and ` +
      `${os.loadavg()[0]?.toFixed(1)} after; Lighthouse's benchmark index median ` +
      `${Math.round(median(rows.map((row) => row.benchmarkIndex)))} (TBT and with it the ` +
      'performance score grow when other work shares the cores).',
  );
} catch (error) {
  if (stopping) await new Promise(() => undefined); // the signal handler exits
  console.error(
    `[lighthouse] the run failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  exitCode = 1;
} finally {
  await server?.stop();
}
process.exit(exitCode);
