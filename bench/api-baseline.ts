/**
 * API baseline (docs QUALITY.md, "Figures"): requests per second and latency of the real API against a
 * bare node:http server answering the same bytes, measured in the same run with autocannon.
 *
 *   npm run api-baseline -w @patrocina/bench        (or, from the root, npm run bench:api)
 *
 * Environment:
 *   BENCH_DURATION   seconds of each measured run (default 5)
 *   BENCH_ROUNDS     measured runs of each server per call, taken in turns (default 4)
 *   BENCH_WARMUP     seconds of the warm-up of each server before a call's first round (default 2, 0 for none)
 *   DATABASE_URL     a PostgreSQL server: a database bench_<timestamp> is created on it for the run and
 *                    dropped afterwards. Without it the API uses PGlite in a fresh temporary directory.
 *   BENCH_POOL_SIZE  the API's PostgreSQL pool size (default: the API's own default)
 *
 * The two servers are measured in turns (bare, API, API, bare, bare, API…), several short rounds each,
 * and the ratio is that of their totals: the host's own speed drifts by tens of percent within a
 * minute on a shared machine, and one long run of each would put the drift into the ratio.
 *
 * The API and the bare server each run in their own child process; autocannon runs here. Everything
 * listens on 127.0.0.1 only. The numbers are targets, not a pass/fail check: the exit code is non-zero
 * only when the setup fails.
 */
import autocannon from 'autocannon';
import type { OutgoingHttpHeaders } from 'node:http';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed';
import { startChild, waitReady } from './lib/children';
import { createRunDatabase } from './lib/database';
import { requestRaw } from './lib/http';
import type { CannedResponse, ParentMessage } from './lib/protocol';
import { makeTempDir, maskPassword, numberFromEnv, runScript, SetupError } from './lib/run';
import { table } from './lib/table';

const HOST = '127.0.0.1';
const CONNECTIONS = 100;
/** The demo advertiser: the campaign list and the badges of someone with campaigns, threads and answers. */
const DEMO_EMAIL = 'anunciante@example.com';
const HEALTH_PATH = '/api/v1/sys/health';
const ME_PATH = '/api/v1/private/users/me';
const CAMPAIGNS_PATH = '/api/v1/private/campaigns';
const LOGIN_PATH = '/api/v1/authentication/login';
const READY_TIMEOUT_MS = 120_000;

// --- HTTP ---------------------------------------------------------------------------------------

interface Captured {
  status: number;
  contentType: string;
  /** Bytes of the status line and headers, as received. */
  headerBytes: number;
  body: Buffer;
}

async function fetchRaw(
  port: number,
  method: string,
  urlPath: string,
  headers: OutgoingHttpHeaders = {},
  body?: string,
): Promise<Captured> {
  const response = await requestRaw(`http://${HOST}:${port}${urlPath}`, {
    method,
    headers,
    body,
    label: `${method} ${urlPath}`,
  });
  return { ...response, contentType: String(response.headers['content-type'] ?? '') };
}

// --- measuring ----------------------------------------------------------------------------------

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  /** Of several rounds, the worst round's p99 (p99 is then the median round's). */
  p99Worst?: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  total: number;
}

async function measureOnce(
  port: number,
  urlPath: string,
  headers: Record<string, string>,
  duration: number,
): Promise<Measured> {
  const result = await autocannon({
    url: `http://${HOST}:${port}${urlPath}`,
    connections: CONNECTIONS,
    headers,
    duration,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

async function warmUp(port: number, urlPath: string, headers: Record<string, string>, seconds: number) {
  if (seconds > 0)
    await autocannon({ url: `http://${HOST}:${port}${urlPath}`, connections: CONNECTIONS, headers, duration: seconds });
}

/** Rounds of one server, as one figure: mean req/s, median p50 and p99, worst p99, errors summed. */
function combine(rounds: Measured[]): Measured {
  const sum = (pick: (m: Measured) => number) => rounds.reduce((total, m) => total + pick(m), 0);
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  return {
    rps: sum((m) => m.rps) / rounds.length,
    p50: median(rounds.map((m) => m.p50)),
    p99: median(rounds.map((m) => m.p99)),
    p99Worst: Math.max(...rounds.map((m) => m.p99)),
    errors: sum((m) => m.errors),
    timeouts: sum((m) => m.timeouts),
    non2xx: sum((m) => m.non2xx),
    total: sum((m) => m.total),
  };
}

// --- main ---------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const duration = numberFromEnv('BENCH_DURATION', 5, 1);
  const rounds = numberFromEnv('BENCH_ROUNDS', 4, 1);
  const warmup = numberFromEnv('BENCH_WARMUP', 2, 0);
  const adminUrl = process.env.DATABASE_URL || undefined;

  // The database: a dedicated one on the PostgreSQL server, or PGlite in a fresh temporary directory.
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  delete childEnv.DATABASE_URL;
  let databaseLabel: string;
  if (adminUrl) {
    const name = `bench_${Date.now()}`;
    childEnv.BENCH_DATABASE_URL = await createRunDatabase(adminUrl, name);
    databaseLabel = `PostgreSQL server, database ${name} on ${maskPassword(adminUrl)} (created for this run, dropped after)`;
  } else {
    const dataDir = await makeTempDir('patrocina-bench-');
    childEnv.BENCH_DATA_DIR = dataDir;
    databaseLabel = `PGlite (embedded, fresh data directory ${dataDir}, deleted after)`;
  }

  // The real API.
  const api = startChild(new URL('./lib/api-server.ts', import.meta.url), 'API server', childEnv);
  const apiReady = await waitReady(api, 'API server', READY_TIMEOUT_MS);
  const apiPort = apiReady.port;
  if (apiReady.database === 'postgres') databaseLabel += `, API ${apiReady.detail ?? ''}`.trimEnd();

  // A session, then the two responses to reproduce.
  const login = await fetchRaw(
    apiPort,
    'POST',
    LOGIN_PATH,
    { 'content-type': 'application/json' },
    JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  );
  if (login.status !== 200)
    throw new SetupError(
      `login as ${DEMO_EMAIL} answered ${login.status}: ${login.body.toString('utf8').slice(0, 300)}`,
    );
  const token = (JSON.parse(login.body.toString('utf8')) as { data?: { token?: string } }).data?.token;
  if (!token) throw new SetupError(`login answered no token: ${login.body.toString('utf8').slice(0, 300)}`);
  const authHeaders = { authorization: `Bearer ${token}` };

  const calls = [
    { label: `GET ${HEALTH_PATH}`, path: HEALTH_PATH, headers: {} as Record<string, string> },
    { label: `GET ${ME_PATH} (bearer)`, path: ME_PATH, headers: authHeaders },
    { label: `GET ${CAMPAIGNS_PATH} (bearer)`, path: CAMPAIGNS_PATH, headers: authHeaders },
  ];
  const captured = new Map<string, Captured>();
  for (const call of calls) {
    const response = await fetchRaw(apiPort, 'GET', call.path, call.headers);
    if (response.status < 200 || response.status >= 300) {
      throw new SetupError(
        `${call.label} answered ${response.status}: ${response.body.toString('utf8').slice(0, 300)}`,
      );
    }
    captured.set(call.path, response);
  }

  // The bare server, answering the same bytes.
  const bare = startChild(new URL('./lib/bare-server.ts', import.meta.url), 'bare server', childEnv);
  const bareReadyPromise = waitReady(bare, 'bare server', READY_TIMEOUT_MS);
  const routes: CannedResponse[] = [...captured].map(([routePath, response]) => ({
    path: routePath,
    status: response.status,
    contentType: response.contentType,
    bodyBase64: response.body.toString('base64'),
  }));
  bare.send({ type: 'routes', routes } satisfies ParentMessage);
  const barePort = (await bareReadyPromise).port;
  const bareHeaderBytes = new Map<string, number>();
  for (const call of calls) {
    const real = captured.get(call.path)!;
    const copy = await fetchRaw(barePort, 'GET', call.path, call.headers);
    if (copy.status !== real.status || copy.contentType !== real.contentType || !copy.body.equals(real.body)) {
      throw new SetupError(`the bare server does not reproduce ${call.label}`);
    }
    bareHeaderBytes.set(call.path, copy.headerBytes);
  }

  console.log('API baseline (docs QUALITY.md, "Figures")');
  console.log(`  node        ${process.version} (${process.platform}/${process.arch})`);
  console.log(`  database    ${databaseLabel}`);
  console.log(
    `  load        autocannon, ${CONNECTIONS} connections, ${rounds} rounds of ${duration} s per server and call, ` +
      `taken in turns after a ${warmup} s warm-up of each, ${HOST} only`,
  );
  console.log('  processes   API, bare node:http server and autocannon each in their own process');
  for (const call of calls) {
    const real = captured.get(call.path)!;
    console.log(
      `  ${call.label}: ${real.status} ${real.contentType}, body ${real.body.length} B; ` +
        `headers ${real.headerBytes} B from the API, ${bareHeaderBytes.get(call.path)} B from the bare server`,
    );
  }
  console.log('');

  const rows: string[][] = [];
  for (const call of calls) {
    process.stderr.write(`measuring ${call.label}: warm-up… `);
    await warmUp(barePort, call.path, call.headers, warmup);
    await warmUp(apiPort, call.path, call.headers, warmup);
    const bareRounds: Measured[] = [];
    const apiRounds: Measured[] = [];
    for (let round = 0; round < rounds; round++) {
      process.stderr.write(`round ${round + 1}/${rounds}… `);
      // bare, API | API, bare | bare, API…: neither server always runs on the fresher or the staler host.
      const order = round % 2 === 0 ? (['bare', 'api'] as const) : (['api', 'bare'] as const);
      for (const server of order) {
        const port = server === 'bare' ? barePort : apiPort;
        (server === 'bare' ? bareRounds : apiRounds).push(await measureOnce(port, call.path, call.headers, duration));
      }
    }
    process.stderr.write('done\n');
    const bareResult = combine(bareRounds);
    const apiResult = combine(apiRounds);
    const roundRatios = apiRounds.map((m, index) => m.rps / Math.max(bareRounds[index]!.rps, 1));
    const spread = `${Math.min(...roundRatios).toFixed(2)}–${Math.max(...roundRatios).toFixed(2)}`;
    const format = (server: string, result: Measured, ratio: string) => [
      call.label,
      server,
      result.rps.toFixed(0),
      result.p50.toFixed(0),
      `${result.p99.toFixed(0)} / ${(result.p99Worst ?? result.p99).toFixed(0)}`,
      result.timeouts > 0 ? `${result.errors} (${result.timeouts} timeouts)` : String(result.errors),
      String(result.non2xx),
      ratio,
    ];
    const ratio = bareResult.rps > 0 ? `${(apiResult.rps / bareResult.rps).toFixed(2)}× (rounds ${spread})` : 'n/a';
    rows.push(format('API', apiResult, ratio));
    rows.push(format('bare node:http', bareResult, '1.00×'));
  }

  console.log('');
  console.log(
    table(
      ['call', 'server', 'req/s (mean)', 'p50 ms (median)', 'p99 ms (median / worst)', 'errors', 'non-2xx', 'vs bare'],
      rows,
      new Set([2, 3, 4, 5, 6, 7]),
    ),
  );
  console.log('');
  console.log(
    'Targets (QUALITY.md, issue 22): health ≥ 0.5× the bare server; /users/me and the campaign list ≥ 0.2× with p99 < 50 ms and 0 errors, on PGlite and on the PostgreSQL server.',
  );
}

await runScript(main);
