/**
 * Bundle budget (quality.md, JavaScript row): walks the Vite manifest of packages/web/dist (or of
 * the folder in WEB_DIST_DIR, e.g. a private build in a temporary folder) and measures gzip sizes
 * (level 9) against bench/budgets.json.
 *
 * What is checked, and why:
 * - **Entry** (`index.html` and the chunks it imports statically): the shell every visit loads.
 *   Its JS must stay within `entryJsKiB`, its CSS within `cssKiB`.
 * - **Routes**: a route module is a lazily loaded module under `src/app/routes/` that
 *   router.tsx's SCREENS table loads as a screen (`load:`). Its route loader loads, in parallel,
 *   the screen's data module (`data:`, also under routes/, but not a route of its own) and its
 *   texts (`namespaces:`, one chunk per namespace and language). A route's first load is the
 *   entry + the route module + its data module + its German texts, with the chunks they import
 *   statically, each counted once; its JS must stay within `firstLoadJsKiB`, its CSS (entry CSS
 *   included) within `cssKiB`. The `EN (info)` column is the same in English (the English texts,
 *   English `common` and `errors`, and the German texts i18next loads as its fallback): for
 *   information, not gated. Without a SCREENS table this script understands, every lazily loaded
 *   module under routes/ counts as a route, without data modules and texts (it says so).
 * - **Lazily loaded parts**: every other dynamic import (dialogs, menus, locale files, the
 *   domain's text catalogues, the Markdown of the static pages, components a screen loads on
 *   demand). They never start a
 *   visit: they load after a route has rendered, when the user opens them or switches the
 *   language. Their first-load figure (entry + the part, as if it were loaded alone) is printed
 *   for comparison, but they are gated only on the lazy-chunk budget.
 * - **Lazy chunks**: every JS file outside the entry (route chunks, shared chunks, parts, web
 *   workers) must stay within `lazyChunkKiB`.
 *
 * Exits 1 when any of these is over budget and writes bench/results/bundle.json (only for the
 * project's dist: a build elsewhere is printed, not recorded).
 *
 * `--why <entry|route|part>` (e.g. `--why entry`, `--why login`, `--why booking-form-route.tsx`,
 * `--why confirm-dialog`) also attributes that chunk set's gzip bytes to npm packages and
 * source folders through the build's source maps and prints the top contributors. Without
 * WEB_DIST_DIR it builds the current sources with `vite build --sourcemap` into a temporary
 * folder first (the chunks are byte-identical to a normal build apart from the
 * `sourceMappingURL` comment, which is not counted); with WEB_DIST_DIR that folder must hold
 * such a build. Each chunk's gzip size is split in proportion to the minified bytes that the
 * source map assigns to each source file: an estimate (gzip does not compress every file
 * equally well), good for finding what to cut, not for exact figures.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
};
type Budgets = {
  /** The entry chunk set (index.html and its static imports). */
  entryJsKiB: number;
  /** Entry + route module + their static imports, per route. */
  firstLoadJsKiB: number;
  /** CSS of the entry, and of each route's first load. */
  cssKiB: number;
  /** Any single JS file outside the entry. */
  lazyChunkKiB: number;
};

/** Where `--why` puts bytes that no source map covers. */
const UNMAPPED = '(no source map: bundler glue, JSON modules)';

const { values: args } = parseArgs({
  options: { why: { type: 'string' }, top: { type: 'string', default: '20' } },
});
const root = path.resolve(import.meta.dirname, '..');
const webRoot = path.join(root, 'packages/web');

let dist = process.env['WEB_DIST_DIR']
  ? path.resolve(process.env['WEB_DIST_DIR'])
  : path.join(webRoot, 'dist');
const privateBuild = Boolean(process.env['WEB_DIST_DIR']) || args.why !== undefined;
let temporaryDist: string | undefined;
if (args.why !== undefined && !process.env['WEB_DIST_DIR']) {
  temporaryDist = fs.mkdtempSync(path.join(os.tmpdir(), 'backline-bundle-why-'));
  console.log(`Building the web app with source maps into ${temporaryDist} …`);
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const build = spawnSync(
    process.execPath,
    [
      vite,
      'build',
      '--sourcemap',
      '--outDir',
      temporaryDist,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: webRoot, stdio: 'inherit' },
  );
  if (build.status !== 0) {
    fs.rmSync(temporaryDist, { recursive: true, force: true });
    console.error('The source-map build failed.');
    process.exit(1);
  }
  dist = temporaryDist;
}
process.on('exit', () => {
  if (temporaryDist) fs.rmSync(temporaryDist, { recursive: true, force: true });
});

const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`No Vite manifest in ${dist}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
const budgets = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'),
) as Budgets;

/** A built file's text without the trailing source-map comment of a `--sourcemap` build. */
function builtText(file: string): string {
  return fs
    .readFileSync(path.join(dist, file), 'utf8')
    .replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '')
    .replace(/\n?\/\*# sourceMappingURL=\S+ \*\/\s*$/, '');
}

const gzipCache = new Map<string, number>();
/** gzip size in bytes. */
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(builtText(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}
const kib = (bytes: number): number => bytes / 1024;

/** The chunk keys loaded together with `key`: itself and its static imports, recursively. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

function measure(keys: Iterable<string>): { js: number; css: number } {
  const cssFiles = new Set<string>();
  let js = 0;
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js += gzipBytes(chunk.file);
    for (const css of chunk.css ?? []) cssFiles.add(css);
  }
  let css = 0;
  for (const file of cssFiles) css += gzipBytes(file);
  return { js: kib(js), css: kib(css) };
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk');
const entryClosure = closure(entryKey);

/** What router.tsx loads for one screen, besides the route module: its data module and texts. */
type Companions = { data?: string; namespaces: string[] };

/**
 * Reads router.tsx's SCREENS table (`{ load: () => import('./routes/…'), namespaces: […],
 * data: () => import('./routes/…') }`); undefined when it has no such entries.
 */
function readScreens(): Map<string, Companions> | undefined {
  const file = path.join(webRoot, 'src/app/router.tsx');
  if (!fs.existsSync(file)) return undefined;
  const source = fs.readFileSync(file, 'utf8');
  const screens = new Map<string, Companions>();
  const entry = /\{\s*load:\s*\(\)\s*=>\s*import\('\.\/(routes\/[^']+)'\)([^{}]*)\}/g;
  for (const [, load = '', rest = ''] of source.matchAll(entry)) {
    const data = /data:\s*\(\)\s*=>\s*import\('\.\/(routes\/[^']+)'\)/.exec(rest)?.[1];
    const list = /namespaces:\s*\[([^\]]*)\]/.exec(rest)?.[1] ?? '';
    screens.set(`src/app/${load}`, {
      ...(data ? { data: `src/app/${data}` } : {}),
      namespaces: [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? ''),
    });
  }
  return screens.size > 0 ? screens : undefined;
}
const screens = readScreens();
const dataModules = new Set([...(screens?.values() ?? [])].flatMap((c) => c.data ?? []));
if (!screens) {
  console.log(
    'Note: router.tsx has no SCREENS entries this script understands: every lazily loaded module ' +
      'under src/app/routes/ counts as a route, without data modules and texts.\n',
  );
}

/** The chunks of a namespace's texts in one language: its JSON, or the domain's `*-texts.xx.ts`. */
const textKeys = (namespace: string, language: 'de' | 'en'): string[] =>
  Object.keys(manifest).filter(
    (key) =>
      key === `src/locales/${language}/${namespace}.json` ||
      (key.includes(`/domain/src/${namespace}/`) && key.endsWith(`-texts.${language}.ts`)),
  );
/** English loads its start namespaces; German's are in the entry. */
const englishStart = [...textKeys('common', 'en'), ...textKeys('errors', 'en')];

const isRoute = (key: string): boolean =>
  manifest[key]?.isDynamicEntry === true &&
  key.startsWith('src/app/routes/') &&
  (screens ? screens.has(key) : true);
const shortName = (key: string): string =>
  key.startsWith('src/app/routes/') ? path.basename(key).replace(/-route\.tsx?$/, '') : key;

/** Everything a set of chunk keys loads statically, each counted once. */
const union = (keys: Iterable<string>): Set<string> => {
  const all = new Set<string>();
  for (const key of keys) closure(key, all);
  return all;
};
/**
 * A route's first load: the entry, the route module, its data module and its texts, with their
 * static imports. In English (information) also the English texts; i18next loads the German
 * ones too, as its fallback.
 */
function routeLoad(key: string, language: 'de' | 'en'): Set<string> {
  const companions = screens?.get(key);
  const namespaces = companions?.namespaces ?? [];
  return union([
    entryKey as string,
    key,
    ...(companions?.data ? [companions.data] : []),
    ...namespaces.flatMap((namespace) => textKeys(namespace, 'de')),
    ...(language === 'en'
      ? [...englishStart, ...namespaces.flatMap((namespace) => textKeys(namespace, 'en'))]
      : []),
  ]);
}

type Verdict = 'ok' | 'OVER';
type EntryRow = { name: string; js: number; css: number; enJs: number; verdict: Verdict };
const entryMeasure = measure(entryClosure);
const entryRow: EntryRow = {
  name: '(entry)',
  ...entryMeasure,
  enJs: measure(union([entryKey, ...englishStart])).js,
  verdict:
    entryMeasure.js <= budgets.entryJsKiB && entryMeasure.css <= budgets.cssKiB ? 'ok' : 'OVER',
};

type RouteRow = EntryRow & { src: string; data?: string; namespaces: string[]; adds: number };
type PartRow = {
  name: string;
  firstLoadJs: number;
  adds: number;
  largestChunk: number;
  verdict: Verdict;
};
const routes: RouteRow[] = [];
const parts: PartRow[] = [];
/** The first-load chunk keys of each route, for --why. */
const routeLoads = new Map<string, Set<string>>();
const notInEntry = (keys: Iterable<string>): string[] =>
  [...keys].filter((key) => !entryClosure.has(key));

for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry || dataModules.has(key)) continue;
  if (isRoute(key)) {
    const firstLoad = routeLoad(key, 'de');
    routeLoads.set(key, firstLoad);
    const { js, css } = measure(firstLoad);
    const companions = screens?.get(key);
    routes.push({
      name: shortName(key),
      src: key,
      ...(companions?.data ? { data: companions.data } : {}),
      namespaces: companions?.namespaces ?? [],
      js,
      css,
      adds: measure(notInEntry(firstLoad)).js,
      enJs: measure(routeLoad(key, 'en')).js,
      verdict: js <= budgets.firstLoadJsKiB && css <= budgets.cssKiB ? 'ok' : 'OVER',
    });
  } else {
    const own = notInEntry(closure(key));
    const largestChunk = Math.max(
      0,
      ...own
        .map((k) => manifest[k]?.file ?? '')
        .filter((file) => file.endsWith('.js'))
        .map((file) => kib(gzipBytes(file))),
    );
    parts.push({
      name: key,
      firstLoadJs: measure(union([entryKey, key])).js,
      adds: measure(own).js,
      largestChunk,
      verdict: largestChunk <= budgets.lazyChunkKiB ? 'ok' : 'OVER',
    });
  }
}
routes.sort((a, b) => a.name.localeCompare(b.name));
parts.sort((a, b) => a.name.localeCompare(b.name));

// Every JS file outside the entry: chunks of the manifest and emitted JS assets (web workers).
const entryFiles = new Set([...entryClosure].map((key) => manifest[key]?.file));
const lazyFiles = new Set<string>();
for (const chunk of Object.values(manifest)) {
  if (chunk.file.endsWith('.js') && !entryFiles.has(chunk.file)) lazyFiles.add(chunk.file);
  for (const asset of chunk.assets ?? []) if (asset.endsWith('.js')) lazyFiles.add(asset);
}
const lazyChunks = [...lazyFiles]
  .map((file) => ({ file, kib: kib(gzipBytes(file)) }))
  .sort((a, b) => b.kib - a.kib);
const oversizedChunks = lazyChunks.filter((chunk) => chunk.kib > budgets.lazyChunkKiB);

// --- report ---
const f = (value: number, width = 6): string => value.toFixed(1).padStart(width);
console.log(
  `Budgets, gzip: entry JS ${budgets.entryJsKiB} KiB; first load per route JS ` +
    `${budgets.firstLoadJsKiB} KiB; CSS ${budgets.cssKiB} KiB; each lazy chunk ${budgets.lazyChunkKiB} KiB.`,
);
console.log('\nEntry (index.html and its static imports)');
console.log(
  `${entryRow.verdict.padEnd(4)}  JS ${f(entryRow.js)} KiB  CSS ${f(entryRow.css, 5)} KiB` +
    `   EN ${f(entryRow.enJs)} KiB (info)`,
);

const routePad = Math.max(...routes.map((r) => r.name.length), 5);
console.log(
  `\nRoutes (router.tsx's screens): first load = entry + route module + its data module + its ` +
    `German texts, with their static imports\n` +
    `${''.padEnd(4)}  ${'route'.padEnd(routePad)}  ${'JS'.padStart(10)}  ${'CSS'.padStart(9)}` +
    `  ${'adds'.padStart(10)}  ${'EN (info)'.padStart(10)}`,
);
for (const r of routes) {
  console.log(
    `${r.verdict.padEnd(4)}  ${r.name.padEnd(routePad)}  ${f(r.js)} KiB  ${f(r.css, 5)} KiB` +
      `  ${f(r.adds)} KiB  ${f(r.enJs)} KiB`,
  );
}

const partPad = Math.max(...parts.map((p) => p.name.length), 4);
console.log(
  `\nLazily loaded parts (gated on the lazy-chunk budget only; first load is for comparison)\n` +
    `${''.padEnd(4)}  ${'part'.padEnd(partPad)}  ${'first load'.padStart(10)}  ${'adds'.padStart(10)}` +
    `  ${'largest'.padStart(10)}`,
);
for (const p of parts) {
  console.log(
    `${p.verdict.padEnd(4)}  ${p.name.padEnd(partPad)}  ${f(p.firstLoadJs)} KiB  ${f(p.adds)} KiB` +
      `  ${f(p.largestChunk)} KiB`,
  );
}

const largest = lazyChunks[0];
console.log(
  `\nLazy chunks: ${lazyChunks.length}, largest ${largest ? `${largest.file} ${f(largest.kib, 0)} KiB` : '-'}` +
    ` (budget ${budgets.lazyChunkKiB} KiB each)`,
);
for (const chunk of oversizedChunks) {
  console.log(
    `OVER  lazy chunk ${chunk.file}: ${f(chunk.kib, 0)} KiB > ${budgets.lazyChunkKiB} KiB`,
  );
}

const overRoutes = routes.filter((r) => r.verdict === 'OVER');
const overParts = parts.filter((p) => p.verdict === 'OVER');
const failed =
  entryRow.verdict === 'OVER' ||
  overRoutes.length > 0 ||
  overParts.length > 0 ||
  oversizedChunks.length > 0;

if (!privateBuild) {
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, 'results/bundle.json'),
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        unit: 'KiB gzip (level 9)',
        budgets,
        failed,
        entry: entryRow,
        routes,
        lazyParts: parts,
        lazyChunks,
        oversizedChunks,
      },
      null,
      2,
    ),
  );
}

// --- --why: source-map attribution ---
if (args.why !== undefined) explain(args.why, Number(args.top) || 20);

console.log(
  failed
    ? `\nBundle budget exceeded: ${[
        entryRow.verdict === 'OVER' ? 'the entry' : '',
        overRoutes.length
          ? `${overRoutes.length} of ${routes.length} routes` +
            (overRoutes.length <= 10 ? ` (${overRoutes.map((r) => r.name).join(', ')})` : '')
          : '',
        oversizedChunks.length ? `${oversizedChunks.length} lazy chunks` : '',
      ]
        .filter(Boolean)
        .join('; ')}.`
    : '\nAll within the bundle budget.',
);
process.exit(failed ? 1 : 0);

function resolveTarget(query: string): { label: string; keys: Set<string> } {
  if (query === 'entry' || query === '(entry)' || query === 'index.html') {
    return { label: 'the entry', keys: entryClosure };
  }
  const dynamicEntries = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry);
  const base = (key: string): string => path.basename(key);
  const candidates = [
    (key: string) => key === query,
    (key: string) => isRoute(key) && shortName(key) === query,
    (key: string) => base(key) === query,
    (key: string) => base(key).replace(/\.[^.]+$/, '') === query,
    (key: string) => key.includes(query),
  ];
  for (const matches of candidates) {
    const found = dynamicEntries.filter(matches);
    if (found.length === 1) {
      const key = found[0] as string;
      return {
        label: `${isRoute(key) ? 'the first load of route' : 'lazily loaded part'} ${key}`,
        keys: routeLoads.get(key) ?? union([entryKey as string, key]),
      };
    }
    if (found.length > 1) {
      console.error(`--why ${query} is ambiguous: ${found.join(', ')}`);
      process.exit(2);
    }
  }
  console.error(
    `--why ${query}: no such route or part. Routes: entry, ${routes.map((r) => r.name).join(', ')}`,
  );
  process.exit(2);
}

/** Where a source file counts: its npm package, or its package and folder in this repository. */
function group(source: string): string {
  if (!path.isAbsolute(source)) return source; // virtual modules (bundler runtime, helpers)
  const modules = source.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [first = '', second = ''] = source.slice(modules + 14).split('/');
    return `npm ${first.startsWith('@') ? `${first}/${second}` : first}`;
  }
  const relative = path.relative(root, source);
  const match = /^packages\/([^/]+)\/src\/(.*)$/.exec(relative);
  if (!match) return relative;
  const folders = path
    .dirname(match[2] ?? '')
    .split('/')
    .filter((part) => part !== '.');
  return `${match[1]}: src/${folders.slice(0, 2).join('/')}`.replace(/\/$/, '');
}

/** gzip bytes per source file of one built JS file, split by the source map. */
function attribute(file: string): Map<string, number> {
  const mapFile = path.join(dist, `${file}.map`);
  const result = new Map<string, number>();
  const total = gzipBytes(file);
  if (!fs.existsSync(mapFile)) {
    result.set(`(no source map: ${file})`, total);
    return result;
  }
  const lines = builtText(file).split('\n');
  const consumer = new SourceMapConsumer(fs.readFileSync(mapFile, 'utf8'));
  const raw = new Map<string, number>();
  const add = (source: string, bytes: number): void => {
    if (bytes > 0) raw.set(source, (raw.get(source) ?? 0) + bytes);
  };
  // Mappings come in generated order: each covers the text up to the next mapping, lines
  // without any mapping in between included (the rest of a multi-line string or comment).
  let previous: { line: number; column: number; source: string } | undefined;
  const flush = (toLine: number, toColumn: number): void => {
    if (!previous) return;
    const last = Math.min(toLine, lines.length);
    let bytes = 0;
    for (let line = previous.line; line <= last; line += 1) {
      const text = lines[line - 1] ?? '';
      const start = line === previous.line ? previous.column : 0;
      const end = line === toLine ? toColumn : text.length;
      bytes += Buffer.byteLength(text.slice(start, end)) + (line < toLine ? 1 : 0);
    }
    add(previous.source, bytes);
  };
  let mapped = 0;
  consumer.eachMapping((mapping) => {
    flush(mapping.generatedLine, mapping.generatedColumn);
    const source = mapping.source ? path.resolve(path.dirname(mapFile), mapping.source) : UNMAPPED;
    previous = { line: mapping.generatedLine, column: mapping.generatedColumn, source };
  });
  // The last mapping covers the rest of its line; trailing lines (the export list) are glue.
  if (previous) flush(previous.line, (lines[previous.line - 1] ?? '').length);
  for (const bytes of raw.values()) mapped += bytes;
  const whole = Buffer.byteLength(lines.join('\n'));
  add(UNMAPPED, whole - mapped);
  const rawTotal = Math.max(whole, mapped);
  for (const [source, bytes] of raw) result.set(source, (bytes / rawTotal) * total);
  return result;
}

function explain(query: string, top: number): void {
  const { label, keys } = resolveTarget(query);
  const entryFile = manifest[entryKey as string]?.file ?? '';
  if (!fs.existsSync(path.join(dist, `${entryFile}.map`))) {
    console.error(
      `\n--why needs source maps, and ${dist} has none: leave WEB_DIST_DIR unset (the script ` +
        'then builds with source maps itself) or build into it with `vite build --sourcemap`.',
    );
    process.exit(2);
  }
  const splitEntry = keys !== entryClosure;
  const groups = new Map<string, { total: number; entry: number }>();
  const files = new Map<string, number>();
  let total = 0;
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk?.file.endsWith('.js')) continue;
    const inEntry = entryClosure.has(key);
    for (const [source, bytes] of attribute(chunk.file)) {
      const name = group(source);
      const row = groups.get(name) ?? { total: 0, entry: 0 };
      row.total += bytes;
      if (inEntry) row.entry += bytes;
      groups.set(name, row);
      const fileName = path.isAbsolute(source) ? path.relative(root, source) : source;
      files.set(fileName, (files.get(fileName) ?? 0) + bytes);
      total += bytes;
    }
  }
  const percent = (bytes: number): string => `${((bytes / total) * 100).toFixed(1).padStart(5)} %`;
  console.log(
    `\nWhy: ${label}, ${f(kib(total), 0)} KiB gzip JS, by package and folder (top ${top}; ` +
      'estimated from the source maps)',
  );
  const sorted = [...groups].sort((a, b) => b[1].total - a[1].total);
  const pad = Math.min(60, Math.max(...sorted.slice(0, top).map(([name]) => name.length)));
  console.log(
    `  ${'package / folder'.padEnd(pad)}  ${'KiB'.padStart(6)}  ${'share'.padStart(7)}` +
      (splitEntry ? `  ${'in entry'.padStart(8)}` : ''),
  );
  for (const [name, { total: bytes, entry }] of sorted.slice(0, top)) {
    console.log(
      `  ${name.padEnd(pad)}  ${f(kib(bytes))}  ${percent(bytes)}` +
        (splitEntry ? `  ${f(kib(entry), 8)}` : ''),
    );
  }
  const rest = sorted.slice(top).reduce((sum, [, row]) => sum + row.total, 0);
  if (rest > 0)
    console.log(
      `  ${`(${sorted.length - top} more)`.padEnd(pad)}  ${f(kib(rest))}  ${percent(rest)}`,
    );

  console.log(`\n  Largest source files (top ${top})`);
  const sortedFiles = [...files].sort((a, b) => b[1] - a[1]).slice(0, top);
  const filePad = Math.min(90, Math.max(...sortedFiles.map(([name]) => name.length)));
  for (const [name, bytes] of sortedFiles) {
    console.log(`  ${name.padEnd(filePad)}  ${f(kib(bytes))}  ${percent(bytes)}`);
  }
}
