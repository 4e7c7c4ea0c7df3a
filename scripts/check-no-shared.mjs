#!/usr/bin/env node
// Fails when anything `npm test` runs refers to the team's `shared/` folder beside the repository: a fresh
// clone has nothing beside it, so such a test would fail there (ENOENT). The real-feed corpus check
// (apps/api/feed-corpus, run by name with `npm run test:feed-corpus`) is the one allowed exception.
// Cheap on purpose: it reads text, resolves relative paths, and runs before `npm ci` in CI.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** What the test projects and the browser journeys read: the workspaces, the tooling and the root configs. */
const SCANNED = ['apps', 'packages', 'e2e', 'eslint', 'scripts', 'bench', 'package.json', 'vitest.config.ts'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'coverage', 'playwright-report', 'test-results']);
const ALLOWED = [path.join('apps', 'api', 'feed-corpus') + path.sep, path.join('scripts', 'check-no-shared.mjs')];

/** Always wrong, wherever they appear. */
const ALWAYS = [/\/work\/shared\b/, /\bshared\/fixtures\b/, /['"]\.\.['"]\s*,\s*['"]shared['"]/];
/** A relative path to a folder named shared: wrong only when it climbs out of the repository. */
const RELATIVE = /(?:\.\.\/)+shared\b/g;

/**
 * @param {string} relative
 * @returns {Generator<string>}
 */
function* filesUnder(relative) {
  const absolute = path.join(root, relative);
  let entries;
  try {
    entries = readdirSync(absolute, { withFileTypes: true });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOTDIR') {
      yield relative;
      return;
    }
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    if (entry.isDirectory() && SKIPPED_DIRS.has(entry.name)) continue;
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) yield* filesUnder(child);
    else if (entry.isFile()) yield child;
  }
}

/** @type {string[]} */
const offences = [];
let checked = 0;
for (const top of SCANNED) {
  for (const file of filesUnder(top)) {
    if (file.endsWith('.md') || ALLOWED.some((allowed) => file === allowed || file.startsWith(allowed))) continue;
    const bytes = readFileSync(path.join(root, file));
    if (bytes.subarray(0, 8000).includes(0)) continue; // binary (audio, images, UTF-16 fixtures)
    checked += 1;
    bytes
      .toString('utf8')
      .split('\n')
      .forEach((line, index) => {
        const outside = [...line.matchAll(RELATIVE)].some((match) => {
          const target = path.resolve(path.dirname(path.join(root, file)), match[0]);
          return path.relative(root, target).startsWith('..');
        });
        if (outside || ALWAYS.some((pattern) => pattern.test(line))) {
          offences.push(`${file}:${index + 1}: ${line.trim().slice(0, 160)}`);
        }
      });
  }
}

if (offences.length > 0) {
  console.error(
    'These files refer to ../shared, which a fresh clone does not have; use fixtures committed in the' +
      ' repository (real feeds belong in the corpus check, apps/api/feed-corpus):',
  );
  for (const offence of offences) console.error(`  ${offence}`);
  process.exit(1);
}
console.log(`No file that npm test runs refers to ../shared (${checked} files read).`);
