import { spawn, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The newest modification time below a folder (files only), skipping build output. */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const webDist = path.join(repoRoot, 'packages/web/dist/index.html');
const webSources = [
  'packages/web/src',
  'packages/web/index.html',
  'packages/web/public',
  'packages/web/vite.config.ts',
  'packages/web/package.json',
  'packages/domain/src',
  'scripts/prerender.ts',
  'package-lock.json',
];

/** True when the web build is missing or older than its sources. */
export function webBuildIsStale(): boolean {
  if (!fs.existsSync(webDist)) return true;
  const built = fs.statSync(webDist).mtimeMs;
  return webSources.some((source) => {
    const full = path.join(repoRoot, source);
    if (!fs.existsSync(full)) return false;
    const stat = fs.statSync(full);
    return (stat.isDirectory() ? newestMtime(full) : stat.mtimeMs) > built;
  });
}

/**
 * Builds the web app unless packages/web/dist is newer than its sources (e.g. CI built it a step
 * before); resolves with the build's exit code (0 when the build was fresh already).
 */
export async function buildWebUnlessFresh(): Promise<number> {
  if (!webBuildIsStale()) {
    console.log('[backline] packages/web/dist is newer than its sources: using that build');
    return 0;
  }
  console.log('[backline] building the web app (packages/web/dist is missing or out of date) …');
  const code = await run('npm', ['run', 'build']);
  if (code !== 0) console.error('[backline] the web build failed');
  return code;
}

/** `buildWebUnlessFresh`, ending the process when the build fails. */
export async function buildWebIfStale(): Promise<void> {
  const code = await buildWebUnlessFresh();
  if (code !== 0) process.exit(code);
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The Chromium switches of every browser run here (the e2e journeys, Lighthouse): no sandbox (CI
 * runs as root), no GPU, no QUIC, and nothing fetched or synced in the background.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
