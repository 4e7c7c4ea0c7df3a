// `npm run test:e2e`: the browser journeys (e2e/) in Debian's Chromium against the freshly built app.
//
//   npm run test:e2e                      build, then every journey
//   npm run test:e2e -- smoke --headed    arguments after -- go to `playwright test`
//   npm run test:e2e -- --no-build        skip the build (only when the build is known to be current)
//
// CHROMIUM_PATH=/path/to/chromium picks another browser binary; E2E_PORT=3201 another port for the
// server (default 3100), when another worktree's journeys are using that one. The server's e-mails go
// to a catcher on E2E_PORT + 10000 (E2E_SMTP_PORT), started by e2e/support/global-setup.ts.
// Without Chromium the layer is skipped with a loud warning, or fails when E2E_REQUIRED=1 (CI).
import { spawn } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const required = ['1', 'true', 'yes'].includes(process.env.E2E_REQUIRED ?? '');

/** @param {string} file */
function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * CHROMIUM_PATH, when set, is the only browser tried; otherwise Debian's, then `chromium` on PATH.
 * @returns {string | undefined}
 */
function findChromium() {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) return isExecutable(chosen) ? chosen : undefined;
  if (isExecutable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, 'chromium');
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

function where() {
  return process.env.CHROMIUM_PATH
    ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH}`
    : `${DEBIAN_CHROMIUM}, or \`chromium\` on PATH`;
}

/** @param {string[]} lines */
function banner(lines) {
  const rule = '!'.repeat(78);
  return ['', rule, ...lines.map((line) => `!!  ${line}`), rule, ''].join('\n');
}

/** @type {import('node:child_process').ChildProcess | undefined} */
let current;
let interrupted = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    interrupted = true;
    // Playwright stops its web server and browsers on the signal; wait for it rather than exit now.
    if (current && current.exitCode === null) current.kill(signal);
    else process.exit(130);
  });
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<number>}
 */
function run(command, args, env = process.env) {
  console.log(`[e2e] ${[command, ...args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    current = child;
    child.on('error', (error) => {
      console.error(`[e2e] could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code) => {
      current = undefined;
      resolve(code ?? 1);
    });
  });
}

async function main() {
  const chromium = findChromium();
  if (!chromium) {
    if (required) {
      console.error(
        banner([
          `ERROR: E2E_REQUIRED=1 but no Chromium was found (${where()}).`,
          'The browser journeys (e2e/) cannot run. Install it with:',
          '    apt-get update && apt-get install -y chromium',
          '(never `npx playwright install`).',
        ]),
      );
      return 1;
    }
    console.warn(
      banner([
        'WARNING: the browser layer was SKIPPED: no Chromium found',
        `(${where()}).`,
        'None of the journeys in e2e/ ran, so this run proves nothing about the app in a browser.',
        'Install it with `apt-get update && apt-get install -y chromium` and run `npm run test:e2e`;',
        'set E2E_REQUIRED=1 to make a missing browser fail the run (CI does).',
      ]),
    );
    return 0;
  }

  const args = process.argv.slice(2);
  const skipBuild = args.includes('--no-build');
  const playwrightArgs = args.filter((arg) => arg !== '--no-build');

  if (!skipBuild) {
    // Always: the journeys must test the code as it is now, not an older build.
    const code = await run('npm', ['run', 'build']);
    if (interrupted) return 130;
    if (code !== 0) {
      console.error(`[e2e] the build failed (exit code ${code}); no journey ran.`);
      return code;
    }
  }

  // One fresh embedded database for this run, removed afterwards (the config reads E2E_DATA_DIR).
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'patrocina-e2e-'));
  try {
    const playwright = path.join(ROOT, 'node_modules', '.bin', 'playwright');
    return await run(playwright, ['test', '-c', 'e2e/playwright.config.ts', ...playwrightArgs], {
      ...process.env,
      CHROMIUM_PATH: chromium,
      E2E_DATA_DIR: dataDir,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
