import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository names no absolute path of a particular machine (a checkout folder, a home or
 * root folder, a file in a temporary folder): documentation, scripts and code point at files by
 * repository-relative paths, temporary files go through `os.tmpdir()`. Debian's
 * `/usr/bin/chromium` is a documented location, not a machine's, and is not matched.
 */
const THIS_FILE = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(THIS_FILE), '../../../..');

/** Folders that are built, installed or local data, not the project's files. */
const SKIPPED_FOLDERS = new Set([
  '.git',
  'node_modules',
  'dist',
  'dist-ssr',
  'data',
  'coverage',
  'test-results',
  '.outbox',
  'results',
]);
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|json|md|ya?ml|sh|html|css|txt)$|^(?:run|\.[a-z]+rc)$/;

/** Absolute paths of one machine; `/home/x` alone is the app's route, a home folder has more. */
const MACHINE_PATH = new RegExp(
  [
    String.raw`(?<![\w.~-])/(?:work|root|Users)/[\w.-]`,
    String.raw`(?<![\w.~-])/tmp/[\w.-]`,
    String.raw`(?<![\w.~-])/home/[\w.-]+/`,
  ].join('|'),
);

function projectFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : projectFiles(file);
    return entry.isFile() && TEXT_FILE.test(entry.name) ? [file] : [];
  });
}

describe('the repository', () => {
  it('names no absolute path of a particular machine', () => {
    const files = projectFiles(ROOT);
    // The walk really sees the repository (docs, benchmarks, all packages).
    for (const known of ['README.md', 'bench/README.md', 'docs/decisions.md', 'e2e/package.json']) {
      expect(files).toContain(path.join(ROOT, known));
    }
    // This file spells machine paths out as examples.
    const found = files
      .filter((file) => file !== THIS_FILE)
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            MACHINE_PATH.test(line)
              ? [`${path.relative(ROOT, file)}:${index + 1}: ${line.trim()}`]
              : [],
          ),
      );
    expect(found).toEqual([]);
  });

  it('matches machine paths but not routes, Debian locations or temporary-folder calls', () => {
    for (const line of [
      'see `/work/shared/quality.md`',
      'cd /root/app',
      'a build in /tmp/h/dist',
      'open /home/lena/backline/README.md',
      'on a Mac: /Users/lena/backline',
    ]) {
      expect(MACHINE_PATH.test(line), line).toBe(true);
    }
    for (const line of [
      "'/home/x'",
      '`/home/` and `/home//` are `/home`',
      'executablePath: /usr/bin/chromium',
      "path.join(os.tmpdir(), 'backline-media-')",
      'https://example.com/work/with/us',
      'the uploads folder DATA_DIR/uploads',
    ]) {
      expect(MACHINE_PATH.test(line), line).toBe(false);
    }
  });
});
