// `npm start`: serves the built web app and the API on one port, building first when needed.
//
//   npm start                 build if a build is missing or older than its sources, then serve
//   npm start -- --rebuild    always build first
//
// Meant for a fresh clone and demos: unless already set, NODE_ENV=production, SEED_DEMO=1 (the demo
// accounts are loaded on an empty database and printed), DATA_DIR=./data and PUBLIC_URL follows PORT.
// SIGINT/SIGTERM go to the server, which drains its requests; this process exits with its code.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = path.join(ROOT, 'apps/api/dist/server.js');
const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');

const DOMAIN_INPUTS = ['packages/domain/src', 'packages/domain/package.json', 'package-lock.json'];
const TARGETS = [
  {
    workspace: '@patrocina/web',
    output: WEB_INDEX,
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'scripts/precompress.mjs',
      ...DOMAIN_INPUTS,
    ],
  },
  {
    workspace: '@patrocina/api',
    output: SERVER,
    inputs: ['apps/api/src', 'apps/api/tsup.config.ts', 'apps/api/package.json', ...DOMAIN_INPUTS],
  },
];

const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
const TEST_DIRS = new Set(['test', '__tests__', 'node_modules']);

/**
 * Newest modification time among the files under `target` (tests excluded), or 0 if it is missing.
 * @param {string} target
 * @returns {number}
 */
function newestMtime(target) {
  let stats;
  try {
    stats = statSync(target);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return TEST_FILE.test(target) ? 0 : stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.isDirectory() && TEST_DIRS.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/**
 * Why `target` needs building, or null when its output is newer than every input.
 * @param {(typeof TARGETS)[number]} target
 * @returns {string | null}
 */
function staleReason(target) {
  if (!existsSync(target.output)) return `${path.relative(ROOT, target.output)} is missing`;
  const built = statSync(target.output).mtimeMs;
  for (const input of target.inputs) {
    if (newestMtime(path.join(ROOT, input)) > built) return `${input} changed since the last build`;
  }
  return null;
}

/** @type {import('node:child_process').ChildProcess | undefined} */
let current;

/**
 * Runs a command in the repository root with the terminal attached; resolves with its exit code.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<number>}
 */
function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    current = child;
    child.on('error', (error) => {
      console.error(`[start] could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      current = undefined;
      // A child ended by a signal reports it the shell's way: 128 + the signal's number.
      resolve(code ?? 128 + (signal ? (OS_SIGNALS[signal] ?? 1) : 1));
    });
  });
}

/** @type {Record<string, number>} */
const OS_SIGNALS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15, SIGKILL: 9 };

let stopping = false;
/** @param {'SIGINT' | 'SIGTERM' | 'SIGHUP'} signal */
function stop(signal) {
  if (current && current.exitCode === null) {
    // A Ctrl-C reaches the whole process group already; a signal sent to this process alone does not.
    current.kill(signal);
  } else if (!stopping) {
    process.exit(128 + (OS_SIGNALS[signal] ?? 1));
  }
  stopping = true;
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => stop(signal));
}
// A SIGTERM sent to `npm start` ends npm and its shell but is not passed down to this process: when
// the parent goes away, stop as if the signal had arrived here.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent && !stopping) stop('SIGTERM');
}, 500).unref();

async function main() {
  const rebuild = process.argv.includes('--rebuild');
  const unknown = process.argv.slice(2).filter((arg) => arg !== '--rebuild');
  if (unknown.length > 0) {
    console.error(`[start] unknown argument ${unknown.join(' ')}; usage: npm start [-- --rebuild]`);
    return 2;
  }

  const toBuild = TARGETS.flatMap((target) => {
    const reason = rebuild ? 'asked with --rebuild' : staleReason(target);
    return reason ? [{ ...target, reason }] : [];
  });
  for (const target of toBuild) {
    console.log(`[start] building ${target.workspace} (${target.reason})`);
    const code = await run('npm', ['run', 'build', '-w', target.workspace]);
    if (stopping) return code || 130;
    if (code !== 0) {
      console.error(`[start] the build of ${target.workspace} failed (exit code ${code}); nothing started.`);
      return code;
    }
  }

  const port = process.env.PORT || '3000';
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV || 'production',
    SEED_DEMO: process.env.SEED_DEMO || '1',
    DATA_DIR: process.env.DATA_DIR || './data',
    PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${port}`,
  };
  const where = env.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : `embedded database in ${env.DATA_DIR}`;
  console.log(`[start] Patrocina on http://localhost:${port} (${env.NODE_ENV}, ${where}); Ctrl-C stops it.`);
  return run(process.execPath, [SERVER], env);
}

process.exitCode = await main();
