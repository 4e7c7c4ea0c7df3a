/**
 * Web figures (docs QUALITY.md, "Figures"): the JavaScript and CSS the browser downloads for the first
 * screen of `/` and of the catalogue `/podcasts` (issue 23), and Lighthouse's performance and
 * accessibility scores of `/`, `/podcasters` and `/podcasts`.
 *
 *   npm run bench:web                                    (or, in bench/, npm run web)
 *   BENCH_WEB_URL=http://127.0.0.1:3000 npm run bench:web   measure a server that is already running
 *
 * Without BENCH_WEB_URL the script runs `npm start` itself (scripts/start.mjs: it builds first when
 * the build is missing or older than its sources) on 127.0.0.1:BENCH_WEB_PORT with a fresh temporary
 * DATA_DIR and the demo accounts, and stops it at the end.
 *
 * Environment:
 *   BENCH_WEB_URL         a running server to measure; nothing is built or started
 *   BENCH_WEB_PORT        port of the server this script starts (default 3200)
 *   BENCH_WEB_REBUILD     1: pass --rebuild to npm start (always build first)
 *   BENCH_LH_RUNS         Lighthouse runs per page; the median is reported (default 3, 0 skips Lighthouse)
 *   BENCH_LH_FORM_FACTOR  mobile (Lighthouse's default: Moto G Power, slow 4G, 4× CPU slowdown) or desktop
 *   BENCH_LH_REPORT_DIR   writes every Lighthouse report there as JSON, for a closer look
 *   BENCH_LH_PATHS        comma-separated pages for Lighthouse (default /,/podcasters,/podcasts), e.g. an
 *                         A/B of one page with more runs
 *   CHROMIUM_PATH         the browser (default /usr/bin/chromium, Debian's)
 *
 * How the first screen is measured: a fresh Chromium profile opens `/` and waits for the network to be
 * idle (no request for 500 ms) and for the page's h1. Every JavaScript and CSS response it received is
 * then requested again from the server with `Accept-Encoding: gzip`, and with `br`, to get the bytes a
 * gzip-only and a brotli browser download (the server sends the precompressed files the build wrote;
 * files too small to be worth compressing come uncompressed, and count as such). Chromium's own count of
 * transferred body bytes is printed beside them. 1 kB = 1000 bytes, as Vite prints it.
 *
 * The numbers are targets, not a pass/fail check: the exit code is non-zero only when the setup fails.
 */
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed';
import { stopChild } from './lib/children';
import { requestRaw } from './lib/http';
import { makeTempDir, numberFromEnv, onCleanup, runScript, SetupError } from './lib/run';
import { table } from './lib/table';

const ROOT = path.resolve(import.meta.dirname, '..');
const HOST = '127.0.0.1';
const HEALTH_PATH = '/api/v1/sys/health';
const LOGIN_PATH = '/api/v1/authentication/login';
const DEMO_EMAIL = 'anunciante@example.com';
const READY_TIMEOUT_MS = 300_000;
const LIGHTHOUSE_PATHS = (process.env.BENCH_LH_PATHS || '/,/podcasters,/podcasts').split(',');
const JS_TARGET_BYTES = 120_000;
const PERFORMANCE_TARGET = 95;
const ACCESSIBILITY_TARGET = 100;
/** STACK.md pitfall 8, plus headless. */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A Lighthouse run that failed in a way a second try usually fixes (e.g. NO_NAVSTART on a busy machine). */
class LighthouseRunError extends Error {}
const LIGHTHOUSE_ATTEMPTS = 3;

// --- the server ---------------------------------------------------------------------------------

async function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  // Not fetch: fetch would decompress the body, and these bytes are what is measured.
  const { status, headers: received, body } = await requestRaw(url, { headers });
  return { status, headers: received, body };
}

async function isHealthy(baseUrl: string): Promise<boolean> {
  try {
    return (await get(`${baseUrl}${HEALTH_PATH}`)).status === 200;
  } catch {
    return false;
  }
}

/** Runs `npm start` (scripts/start.mjs) on a fresh data folder; resolves with its address once healthy. */
async function startServer(port: number): Promise<string> {
  const baseUrl = `http://${HOST}:${port}`;
  if (await isHealthy(baseUrl))
    throw new SetupError(`something already answers on ${baseUrl}; set BENCH_WEB_PORT or BENCH_WEB_URL`);
  const dataDir = await makeTempDir('patrocina-bench-web-');
  const args = [path.join(ROOT, 'scripts/start.mjs'), ...(process.env.BENCH_WEB_REBUILD === '1' ? ['--rebuild'] : [])];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    // The build's output tells why a first run takes a while; the server itself only logs warnings.
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // scripts/start.mjs passes SIGTERM to the server, which drains and releases its data folder.
  onCleanup(() => stopChild(child, 'npm start', 15_000));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new SetupError(`npm start exited before it answered (${child.signalCode ?? `code ${child.exitCode}`})`);
    }
    if (await isHealthy(baseUrl)) return baseUrl;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new SetupError(`npm start did not answer ${HEALTH_PATH} within ${READY_TIMEOUT_MS / 1000} s`);
}

// --- the first screen ---------------------------------------------------------------------------

interface Asset {
  url: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
  brotli: number;
  /** Chromium's count of body bytes received (it asks for br). */
  transferred: number;
  cacheControl: string;
}

interface FirstScreen {
  label: string;
  assets: Asset[];
  /** Every other request of the page, for the record (the HTML, the API calls, the icon). */
  others: string[];
  /** The page measured: `/` or `/podcasts`. */
  path: string;
}

async function bytesWith(url: string, encoding: string): Promise<{ bytes: number; cacheControl: string }> {
  const answer = await get(url, { 'accept-encoding': encoding });
  if (answer.status !== 200) throw new SetupError(`GET ${url} (${encoding}) answered ${answer.status}`);
  return { bytes: answer.body.length, cacheControl: String(answer.headers['cache-control'] ?? '') };
}

async function measureFirstScreen(
  browser: Browser,
  baseUrl: string,
  label: string,
  signIn: boolean,
  pagePath = '/',
): Promise<FirstScreen | string> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    if (signIn) {
      // The context's request API shares its cookies with the pages: this is the session cookie.
      const login = await context.request.post(`${baseUrl}${LOGIN_PATH}`, {
        data: { email: DEMO_EMAIL, password: DEMO_PASSWORD, method: 'LOGIN' },
        headers: { 'x-requested-with': 'patrocina-web' },
      });
      if (!login.ok()) return `login as ${DEMO_EMAIL} answered ${login.status()}`;
    }
    const page = await context.newPage();
    const seen: Promise<{ url: string; contentType: string; transferred: number } | null>[] = [];
    page.on('requestfinished', (request) => {
      seen.push(
        (async () => {
          const response = await request.response();
          if (!response) return null;
          const sizes = await request.sizes();
          return {
            url: request.url(),
            contentType: (await response.allHeaders())['content-type'] ?? '',
            transferred: sizes.responseBodySize,
          };
        })(),
      );
    });
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    if (signIn) await page.getByRole('button', { name: /Lucía/ }).waitFor();
    const finished = (await Promise.all(seen)).filter((entry) => entry !== null);

    const assets: Asset[] = [];
    const others: string[] = [];
    for (const entry of finished) {
      const kind = /javascript/.test(entry.contentType) ? 'js' : /text\/css/.test(entry.contentType) ? 'css' : null;
      const shown = entry.url.startsWith(baseUrl) ? entry.url.slice(baseUrl.length) : entry.url;
      if (!kind) {
        others.push(shown);
        continue;
      }
      const [raw, gzip, brotli] = await Promise.all([
        bytesWith(entry.url, 'identity'),
        bytesWith(entry.url, 'gzip'),
        bytesWith(entry.url, 'br'),
      ]);
      assets.push({
        url: shown,
        kind,
        raw: raw.bytes,
        gzip: gzip.bytes,
        brotli: brotli.bytes,
        transferred: entry.transferred,
        cacheControl: gzip.cacheControl,
      });
    }
    assets.sort((a, b) => a.kind.localeCompare(b.kind) || b.gzip - a.gzip);
    return { label, assets, others, path: pagePath };
  } finally {
    await context.close();
  }
}

// --- Lighthouse ---------------------------------------------------------------------------------

interface LighthouseRun {
  performance: number;
  accessibility: number;
  metrics: Record<string, number>;
  /** Accessibility audits that failed, and performance audits below 0.9, with their titles. */
  problems: string[];
}

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

async function runLighthouse(
  url: string,
  chromePath: string,
  formFactor: 'mobile' | 'desktop',
  reportPath: string | null,
): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new LighthouseRunError(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    if (reportPath) await writeFile(reportPath, JSON.stringify(lhr, null, 1));
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metrics: Record<string, number> = {};
    for (const [id, short] of METRICS) metrics[short] = lhr.audits[id]?.numericValue ?? Number.NaN;
    const problems: string[] = [];
    for (const [category, threshold] of [
      ['accessibility', 1],
      ['performance', 0.9],
    ] as const) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || audit.score === null || audit.score >= threshold) continue;
        if (category === 'performance' && ref.weight === 0 && audit.scoreDisplayMode !== 'metricSavings') continue;
        problems.push(`${category}: ${ref.id} (${audit.title})${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
      }
    }
    return { performance: score('performance'), accessibility: score('accessibility'), metrics, problems };
  } finally {
    chrome.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

// --- output -------------------------------------------------------------------------------------

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const sum = (assets: Asset[], key: 'raw' | 'gzip' | 'brotli' | 'transferred') =>
  assets.reduce((total, asset) => total + asset[key], 0);
const mark = (isMet: boolean) => (isMet ? 'met' : 'NOT met');

function printFirstScreen(screen: FirstScreen): void {
  console.log(
    `\nFirst screen of ${screen.path} (${screen.label}): every JavaScript and CSS response until the network was idle`,
  );
  const rows = screen.assets.map((asset) => [
    asset.kind,
    asset.url,
    kB(asset.raw),
    kB(asset.gzip),
    kB(asset.brotli),
    kB(asset.transferred),
  ]);
  for (const kind of ['js', 'css'] as const) {
    const of = screen.assets.filter((asset) => asset.kind === kind);
    rows.push([
      kind,
      `total (${of.length} files)`,
      kB(sum(of, 'raw')),
      kB(sum(of, 'gzip')),
      kB(sum(of, 'brotli')),
      kB(sum(of, 'transferred')),
    ]);
  }
  console.log(table(['type', 'file', 'raw', 'gzip', 'brotli', 'Chromium received'], rows, new Set([2, 3, 4, 5])));
  console.log(`other requests: ${screen.others.join(', ') || 'none'}`);
  const hashed = screen.assets.filter((asset) => asset.url.startsWith('/assets/'));
  const immutable = hashed.filter(
    (asset) => /immutable/.test(asset.cacheControl) && /max-age=31536000/.test(asset.cacheControl),
  );
  console.log(
    `cache-control of the hashed assets: ${immutable.length} of ${hashed.length} are "public, max-age=31536000, immutable"` +
      (immutable.length < hashed.length
        ? ` (others: ${[...new Set(hashed.filter((a) => !immutable.includes(a)).map((a) => a.cacheControl))].join('; ')})`
        : ''),
  );
}

// --- main ---------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const runs = numberFromEnv('BENCH_LH_RUNS', 3, 0, { integer: true });
  const formFactor = process.env.BENCH_LH_FORM_FACTOR || 'mobile';
  if (formFactor !== 'mobile' && formFactor !== 'desktop')
    throw new SetupError(`BENCH_LH_FORM_FACTOR must be mobile or desktop (got "${formFactor}")`);
  const reportDir = process.env.BENCH_LH_REPORT_DIR || null;
  if (reportDir) await mkdir(reportDir, { recursive: true });

  const givenUrl = process.env.BENCH_WEB_URL?.replace(/\/+$/, '');
  const baseUrl = givenUrl || (await startServer(numberFromEnv('BENCH_WEB_PORT', 3200, 1, { integer: true })));
  if (givenUrl && !(await isHealthy(givenUrl))) throw new SetupError(`${givenUrl}${HEALTH_PATH} does not answer 200`);

  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'),
  });
  onCleanup(() => browser.close());
  const visitor = await measureFirstScreen(browser, baseUrl, 'a visitor, fresh profile', false);
  if (typeof visitor === 'string') throw new SetupError(visitor);
  const signedIn = await measureFirstScreen(browser, baseUrl, `signed in as ${DEMO_EMAIL}, fresh cache`, true);
  const catalogue = await measureFirstScreen(
    browser,
    baseUrl,
    'the catalogue /podcasts, a visitor',
    false,
    '/podcasts',
  );
  if (typeof catalogue === 'string') throw new SetupError(catalogue);
  const version = browser.version();
  await browser.close();

  console.log('Web figures (docs QUALITY.md, "Figures")');
  console.log(
    `  server      ${baseUrl} (${givenUrl ? 'given with BENCH_WEB_URL' : 'npm start, fresh temporary DATA_DIR, demo accounts'})`,
  );
  console.log(`  browser     ${chromePath} (Chromium ${version}), ${CHROMIUM_FLAGS.join(' ')}`);
  console.log(`  node        ${process.version}`);
  printFirstScreen(visitor);
  if (typeof signedIn === 'string') console.log(`\nFirst screen of / signed in: skipped (${signedIn})`);
  else printFirstScreen(signedIn);
  printFirstScreen(catalogue);

  const lighthouseRows: string[][] = [];
  let retries = 0;
  const problems = new Map<string, Set<string>>();
  if (runs > 0) {
    console.log(
      `\nLighthouse ${formFactor} (${formFactor === 'mobile' ? 'default config: simulated slow 4G and 4× CPU slowdown' : 'desktop config'}), ${runs} run(s) per page, median:`,
    );
    for (const pagePath of LIGHTHOUSE_PATHS) {
      const results: LighthouseRun[] = [];
      for (let run = 1; run <= runs; run += 1) {
        process.stderr.write(`lighthouse ${pagePath} run ${run}/${runs}… `);
        const reportPath = reportDir
          ? path.join(reportDir, `lighthouse${pagePath.replace(/\//g, '_')}-${run}.json`)
          : null;
        let result: LighthouseRun | undefined;
        for (let attempt = 1; !result; attempt += 1) {
          try {
            result = await runLighthouse(`${baseUrl}${pagePath}`, chromePath, formFactor, reportPath);
          } catch (error) {
            if (!(error instanceof LighthouseRunError) || attempt >= LIGHTHOUSE_ATTEMPTS)
              throw new SetupError(String(error instanceof Error ? error.message : error));
            process.stderr.write(`failed (${error.message}), trying again… `);
            retries += 1;
          }
        }
        process.stderr.write(`performance ${result.performance}, accessibility ${result.accessibility}\n`);
        results.push(result);
        for (const problem of result.problems) {
          const key = `${pagePath} ${problem}`;
          problems.set(key, (problems.get(key) ?? new Set()).add(String(run)));
        }
      }
      const performance = median(results.map((r) => r.performance));
      const accessibility = median(results.map((r) => r.accessibility));
      const metric = (short: string) => median(results.map((r) => r.metrics[short] ?? Number.NaN));
      lighthouseRows.push([
        pagePath,
        `${performance} (${results.map((r) => r.performance).join(', ')})`,
        `${accessibility} (${results.map((r) => r.accessibility).join(', ')})`,
        `${(metric('FCP') / 1000).toFixed(2)} s`,
        `${(metric('LCP') / 1000).toFixed(2)} s`,
        `${metric('TBT').toFixed(0)} ms`,
        metric('CLS').toFixed(3),
        `${(metric('SI') / 1000).toFixed(2)} s`,
      ]);
    }
    console.log(
      table(
        ['page', 'performance (runs)', 'accessibility (runs)', 'FCP', 'LCP', 'TBT', 'CLS', 'SI'],
        lighthouseRows,
        new Set([1, 2, 3, 4, 5, 6, 7]),
      ),
    );
    if (retries > 0)
      console.log(`(${retries} run(s) failed to record a trace and were run again; only complete runs count.)`);
    if (problems.size > 0) {
      console.log('Audits that did not pass (page, category, audit; in which runs):');
      for (const [problem, inRuns] of problems) console.log(`  ${problem} [run ${[...inRuns].join(', ')}]`);
    }
  }

  const visitorJs = sum(
    visitor.assets.filter((asset) => asset.kind === 'js'),
    'gzip',
  );
  const visitorCss = sum(
    visitor.assets.filter((asset) => asset.kind === 'css'),
    'gzip',
  );
  console.log('\nSummary against the targets of QUALITY.md');
  const summary: string[][] = [
    [
      'JavaScript for the first screen of / (visitor, gzip)',
      kB(visitorJs),
      `< ${kB(JS_TARGET_BYTES)}`,
      mark(visitorJs < JS_TARGET_BYTES),
    ],
    ['CSS for the first screen of / (visitor, gzip)', kB(visitorCss), 'no target', ''],
  ];
  const catalogueJs = sum(
    catalogue.assets.filter((asset) => asset.kind === 'js'),
    'gzip',
  );
  summary.push([
    'JavaScript for the first screen of /podcasts (visitor, gzip)',
    kB(catalogueJs),
    `< ${kB(JS_TARGET_BYTES)}`,
    mark(catalogueJs < JS_TARGET_BYTES),
  ]);
  if (typeof signedIn !== 'string') {
    summary.push([
      'JavaScript for the first screen of / (signed in, gzip)',
      kB(
        sum(
          signedIn.assets.filter((a) => a.kind === 'js'),
          'gzip',
        ),
      ),
      'no target',
      '',
    ]);
  }
  for (const row of lighthouseRows) {
    const performance = Number(row[1]!.split(' ')[0]);
    const accessibility = Number(row[2]!.split(' ')[0]);
    summary.push([
      `Lighthouse ${formFactor} performance, ${row[0]} (median)`,
      String(performance),
      `≥ ${PERFORMANCE_TARGET}`,
      mark(performance >= PERFORMANCE_TARGET),
    ]);
    summary.push([
      `Lighthouse ${formFactor} accessibility, ${row[0]} (median)`,
      String(accessibility),
      `≥ ${ACCESSIBILITY_TARGET}`,
      mark(accessibility >= ACCESSIBILITY_TARGET),
    ]);
  }
  console.log(table(['figure', 'measured', 'target', ''], summary, new Set([1])));
}

await runScript(main);
