/**
 * Bundle budget (quality.md): walks the Vite manifest of packages/web/dist (or of the folder in
 * WEB_DIST_DIR, e.g. a private build in /tmp) and reports, per
 * lazily loaded route module, the first-load JavaScript (entry + route chunk + the chunks they
 * import statically, each counted once) and CSS, gzip-compressed, against bench/budgets.json.
 * Exits 1 when a route exceeds the ceiling (or the target when there is no ceiling), the CSS
 * budget or the lazy-chunk budget; a route between target and ceiling is reported as OVER TARGET.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
};
type Budgets = {
  firstLoadJsKiB: number;
  cssKiB: number;
  lazyChunkKiB: number;
  /** A ratchet while the target is out of reach: above it fails, between target and it warns. */
  ceiling?: { firstLoadJsKiB: number };
};

const root = path.resolve(import.meta.dirname, '..');
const dist = process.env['WEB_DIST_DIR']
  ? path.resolve(process.env['WEB_DIST_DIR'])
  : path.join(root, 'packages/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error('No Vite manifest: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
const budgets = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'),
) as Budgets;

const gzipCache = new Map<string, number>();
function gzipKiB(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
    gzipCache.set(file, size);
  }
  return size;
}

/** The chunk keys loaded together with `key`: itself and its static imports, recursively. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

function measure(keys: Set<string>): { js: number; css: number } {
  const cssFiles = new Set<string>();
  let js = 0;
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js += gzipKiB(chunk.file);
    for (const css of chunk.css ?? []) cssFiles.add(css);
  }
  let css = 0;
  for (const file of cssFiles) css += gzipKiB(file);
  return { js, css };
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk');
const entryClosure = closure(entryKey);
const jsLimit = budgets.ceiling?.firstLoadJsKiB ?? budgets.firstLoadJsKiB;
type Row = { route: string; js: number; css: number; ok: boolean; onTarget: boolean };
const row = (route: string, { js, css }: { js: number; css: number }): Row => ({
  route,
  js,
  css,
  ok: js <= jsLimit && css <= budgets.cssKiB,
  onTarget: js <= budgets.firstLoadJsKiB && css <= budgets.cssKiB,
});
const rows: Row[] = [row('(entry)', measure(entryClosure))];

for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  rows.push(row(chunk.src ?? key, measure(new Set([...entryClosure, ...closure(key)]))));
}

const oversizedChunks = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith('.js') && !chunk.isEntry)
  .map((chunk) => ({ file: chunk.file, kib: gzipKiB(chunk.file) }))
  .filter((chunk) => chunk.kib > budgets.lazyChunkKiB);

const pad = Math.max(...rows.map((row) => row.route.length));
console.log(
  `First load per route, gzip (target: JS ${budgets.firstLoadJsKiB} KiB, CSS ${budgets.cssKiB} KiB` +
    `${budgets.ceiling ? `; ceiling JS ${budgets.ceiling.firstLoadJsKiB} KiB` : ''})`,
);
for (const { route, js, css, ok, onTarget } of rows) {
  const verdict = !ok ? 'OVER       ' : onTarget ? 'ok         ' : 'OVER TARGET';
  console.log(
    `${verdict} ${route.padEnd(pad)}  JS ${js.toFixed(1).padStart(6)} KiB  CSS ${css.toFixed(1).padStart(5)} KiB`,
  );
}
for (const chunk of oversizedChunks) {
  console.log(
    `OVER lazy chunk ${chunk.file}: ${chunk.kib.toFixed(1)} KiB > ${budgets.lazyChunkKiB} KiB`,
  );
}

// A private build (WEB_DIST_DIR) is only printed: the recorded result is the project's dist.
if (!process.env['WEB_DIST_DIR']) {
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, 'results/bundle.json'),
    JSON.stringify(
      { measuredAt: new Date().toISOString(), budgets, rows, oversizedChunks },
      null,
      2,
    ),
  );
}
const failed = rows.some((r) => !r.ok) || oversizedChunks.length > 0;
const offTarget = rows.filter((r) => !r.onTarget).length;
console.log(
  failed
    ? 'Bundle budget exceeded.'
    : offTarget > 0
      ? `Within the ceiling; ${offTarget} of ${rows.length} first loads are above the ${budgets.firstLoadJsKiB} KiB target.`
      : 'All routes within the bundle budget.',
);
process.exit(failed ? 1 : 0);
