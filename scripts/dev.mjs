// `npm run dev`: hot reload. The API runs under `tsx watch` on port 3001 (restarted on every change)
// and Vite serves the web app on http://localhost:5173, proxying /api to it. Both use ./data at the
// repository root, like `npm start` (so stop one before starting the other: the folder has a lock).
// Each output line is prefixed with [api] or [web]; Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const ROOT = path.resolve(import.meta.dirname, '..');
const API_PORT = '3001';
const WEB_URL = 'http://localhost:5173';
const STOP_GRACE_MS = 5000;

const color = process.stdout.isTTY && !process.env.NO_COLOR;
/**
 * @param {string} code
 * @param {string} text
 */
const paint = (code, text) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);

/** @type {NodeJS.ProcessEnv} */
const childEnv = {
  ...process.env,
  // The children write into pipes; let them keep their colours when this terminal shows colours.
  ...(color && !process.env.FORCE_COLOR ? { FORCE_COLOR: '1' } : {}),
};

const services = [
  {
    name: 'api',
    prefix: paint('36', '[api]'),
    args: ['run', 'dev', '-w', '@patrocina/api'],
    env: {
      ...childEnv,
      PORT: API_PORT,
      // The API's working directory is apps/api under npm -w: an absolute path keeps ./data shared.
      DATA_DIR: path.resolve(ROOT, process.env.DATA_DIR || 'data'),
      PUBLIC_URL: process.env.PUBLIC_URL || WEB_URL,
    },
  },
  {
    name: 'web',
    prefix: paint('35', '[web]'),
    args: ['run', 'dev', '-w', '@patrocina/web'],
    env: childEnv,
  },
];

/** @type {Map<string, import('node:child_process').ChildProcess>} */
const running = new Map();
let stopping = false;
let exitCode = 0;

/**
 * @param {import('node:stream').Readable | null} stream
 * @param {string} prefix
 * @param {NodeJS.WriteStream} out
 */
function prefixLines(stream, prefix, out) {
  if (!stream) return;
  readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
    out.write(`${prefix} ${line}\n`);
  });
}

/**
 * Signals a child's whole process group (npm, its shell, tsx or Vite, and the server under tsx).
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
function signalGroup(child, signal) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** @param {number} code */
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  for (const child of running.values()) signalGroup(child, 'SIGTERM');
  setTimeout(() => {
    for (const child of running.values()) signalGroup(child, 'SIGKILL');
  }, STOP_GRACE_MS).unref();
}

for (const service of services) {
  const child = spawn('npm', service.args, {
    cwd: ROOT,
    env: service.env,
    // Own process group, so a stop reaches everything below npm. stdin stays an open pipe: Vite
    // exits when its stdin ends.
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  running.set(service.name, child);
  prefixLines(child.stdout, service.prefix, process.stdout);
  prefixLines(child.stderr, service.prefix, process.stderr);
  child.on('error', (error) => {
    process.stderr.write(`${service.prefix} could not start: ${error.message}\n`);
    running.delete(service.name);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      process.stderr.write(`${service.prefix} stopped (${signal ?? `exit code ${code}`}); stopping the other one\n`);
      stopAll(code || 1);
    }
  });
  // 'close' comes once nothing in the group holds the output pipes any more: every line is printed.
  child.on('close', () => {
    running.delete(service.name);
    if (running.size === 0) process.exit(exitCode);
  });
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
process.on('SIGHUP', () => stopAll(0));
// A SIGTERM sent to `npm run dev` ends npm and its shell but does not reach this process: when the
// parent goes away, stop both servers as if it had.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stopAll(0);
}, 500).unref();
// If this process dies anyway, do not leave the servers running.
process.on('exit', () => {
  for (const child of running.values()) signalGroup(child, 'SIGKILL');
});

const dataDir = services[0]?.env.DATA_DIR ?? '';
const shownDataDir = path.relative(ROOT, dataDir).startsWith('..') ? dataDir : `./${path.relative(ROOT, dataDir)}`;
console.log(
  `${paint('1', `Open ${WEB_URL}`)} (Vite, hot reload; /api goes to the API on http://localhost:${API_PORT}, ` +
    `restarted on every change; data in ${shownDataDir}). Ctrl-C stops both.`,
);
