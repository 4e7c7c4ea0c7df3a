/**
 * Measurement (issue 21, docs/decisions/0026; QUALITY.md "Figures"): the `/e/` redirect beside a bare
 * node:http server answering the same 302, a correctness run of the counting rules, and a kill -9.
 *
 *   npm run bench:measure          (or, in bench/, npm run measure -w @patrocina/bench)
 *
 * Environment:
 *   BENCH_DURATION        seconds of each measured throughput run (default 10)
 *   BENCH_WARMUP          seconds of warm-up before each throughput run (default 2, 0 for none)
 *   BENCH_MEASURE_N       requests of the correctness run (default 3000)
 *   BENCH_MEASURE_PAIRS   (address, user agent) pairs in it (default 60)
 *   BENCH_MEASURE_DAYS    simulated days in it (default 3)
 *   MEASUREMENT_FLUSH_MS  the API's flush interval (default: the API's own, 1000)
 *   DATABASE_URL          a PostgreSQL server (a database bench_<timestamp> is made and dropped);
 *                         without it, PGlite in a fresh temporary directory
 *   BENCH_POOL_SIZE       the API's PostgreSQL pool size
 *
 * The API and the bare server each run in their own child process; the load comes from this one.
 */
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { addDays } from '@patrocina/domain';
import { startChild, stopChild, waitReady } from './lib/children';
import { createRunDatabase } from './lib/database';
import type { MeasureChildMessage, MeasureParentMessage } from './lib/protocol';
import { makeTempDir, maskPassword, numberFromEnv, runScript, SetupError } from './lib/run';
import { table } from './lib/table';

const HOST = '127.0.0.1';
const CONNECTIONS = 100;
const READY_TIMEOUT_MS = 120_000;
const EPISODE = 'cdn.ejemplo.es/audio/episodio-1.mp3';

/** Real players (they count) and agents that never do. */
const PLAYERS = [
  'AppleCoreMedia/1.0.0.20E247 (iPhone; U; CPU OS 16_4 like Mac OS X; es_es)',
  'Spotify/8.8.0 iOS/16.4 (iPhone15,2)',
  'Overcast/3.0 (+http://overcast.fm/; iOS podcast app)',
  'AntennaPod/3.2.0',
  'iVoox/4.6.0 (Android 10)',
  'PodcastAddict/v5 (+https://podcastaddict.com/; Android podcast app)',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
];
const BOTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'curl/8.4.0',
  'python-requests/2.31.0',
  'PocketCasts/1.0 (Pocket Casts Feed Parser; +http://pocketcasts.com/)',
];

// --- the API child ------------------------------------------------------------------------------

interface ApiChild {
  child: ChildProcess;
  port: number;
  ask<T extends MeasureChildMessage['type']>(
    message: MeasureParentMessage,
    answer: T,
  ): Promise<Extract<MeasureChildMessage, { type: T }>>;
}

async function startApi(env: NodeJS.ProcessEnv, name: string): Promise<ApiChild> {
  const child = startChild(new URL('./lib/measure-server.ts', import.meta.url), name, env);
  const { port } = await waitReady(child, name, READY_TIMEOUT_MS);
  return {
    child,
    port,
    ask: (message, answer) =>
      new Promise((resolve, reject) => {
        const onMessage = (reply: MeasureChildMessage) => {
          if (reply.type === 'error') {
            child.off('message', onMessage);
            reject(new SetupError(`${name}: ${reply.message}`));
          } else if (reply.type === answer) {
            child.off('message', onMessage);
            resolve(reply as Extract<MeasureChildMessage, { type: typeof answer }>);
          }
        };
        child.on('message', onMessage);
        child.send(message);
      }),
  };
}

// --- requests -----------------------------------------------------------------------------------

const agent = new Agent({ keepAlive: true, maxSockets: 20 });

function hit(port: number, path: string, method: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: HOST, port, path, method, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Runs `tasks` with at most `width` at a time. */
async function pool<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]!();
      }
    }),
  );
  return results;
}

/** A small deterministic generator, so two runs send the same mix. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

// --- (a) throughput -----------------------------------------------------------------------------

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  redirects: number;
  total: number;
}

async function throughput(port: number, path: string, duration: number, warmup: number): Promise<Measured> {
  const options = {
    url: `http://${HOST}:${port}${path}`,
    connections: CONNECTIONS,
    headers: { 'user-agent': PLAYERS[0]! },
  };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  const result = await autocannon({ ...options, duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    redirects: result['3xx'],
    total: result.requests.total,
  };
}

// --- (b) correctness ----------------------------------------------------------------------------

async function correctness(api: ApiChild, n: number, pairs: number, days: number) {
  const { id, key } = await api.ask({ type: 'podcast' }, 'podcast');
  const next = random(21);
  const listeners = Array.from({ length: pairs }, (_, i) => ({
    ip: `10.${Math.floor(i / 250)}.${i % 250}.${(i * 7) % 250}`,
    ua: PLAYERS[i % PLAYERS.length]!,
  }));
  const episodes = [EPISODE, 'cdn.ejemplo.es/audio/episodio-2.mp3?t=1', 'cdn.ejemplo.es/audio/episodio-3.mp3'];
  const expected = new Set<string>();
  const kinds = { counted: 0, bot: 0, head: 0, probe: 0, range: 0 };
  const firstDay = '2026-06-01';
  const dayList = Array.from({ length: days }, (_, i) => addDays(firstDay, i));
  const perDay = Math.ceil(n / days);
  let answered = 0;
  for (const day of dayList) {
    await api.ask({ type: 'clock', day }, 'clock');
    const tasks = Array.from({ length: perDay }, () => {
      const listener = listeners[Math.floor(next() * listeners.length)]!;
      const episode = episodes[Math.floor(next() * episodes.length)]!;
      const roll = next();
      const headers: Record<string, string> = { 'x-forwarded-for': listener.ip, 'user-agent': listener.ua };
      let method = 'GET';
      if (roll < 0.15) {
        headers['user-agent'] = BOTS[Math.floor(next() * BOTS.length)]!;
        kinds.bot += 1;
      } else if (roll < 0.25) {
        method = 'HEAD';
        kinds.head += 1;
      } else if (roll < 0.35) {
        headers.range = next() < 0.5 ? 'bytes=0-0' : 'bytes=0-1';
        kinds.probe += 1;
      } else {
        if (roll < 0.45) {
          headers.range = 'bytes=0-';
          kinds.range += 1;
        }
        kinds.counted += 1;
        expected.add(`${day}\n${episode.split('?')[0]}\n${listener.ip}\n${listener.ua}`);
      }
      return async () => {
        const status = await hit(api.port, `/e/${key}/${episode}`, method, headers);
        if (status === 302) answered += 1;
      };
    });
    await pool(tasks, 20);
  }
  const counted = await api.ask({ type: 'count', podcastId: id, days: dayList }, 'count');
  return { sent: perDay * days, answered, kinds, expected: expected.size, ...counted };
}

// --- (c) kill -9 --------------------------------------------------------------------------------

async function killMidRun(env: NodeJS.ProcessEnv, flushMs: number) {
  const api = await startApi(env, 'API server (kill -9)');
  const { id, key } = await api.ask({ type: 'podcast' }, 'podcast');
  const today = (await api.ask({ type: 'clock', day: '2026-07-01' }, 'clock')).today;
  const answeredAt: number[] = [];
  let stop = false;
  let sent = 0;
  const killAfterMs = 3_000 + Math.floor(flushMs / 2);
  const started = performance.now();
  const killer = new Promise<number>((resolve) =>
    setTimeout(() => {
      api.child.kill('SIGKILL');
      stop = true;
      resolve(performance.now());
    }, killAfterMs),
  );
  // Every request is a new listener, so each answered one is one download that must be written.
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (!stop) {
        const i = sent++;
        const ip = `172.${16 + Math.floor(i / 65_000)}.${Math.floor(i / 250) % 250}.${i % 250}`;
        try {
          const status = await hit(api.port, `/e/${key}/${EPISODE}`, 'GET', {
            'x-forwarded-for': ip,
            'user-agent': PLAYERS[i % PLAYERS.length]!,
          });
          if (status === 302) answeredAt.push(performance.now());
        } catch {
          break;
        }
      }
    }),
  );
  const killedAt = await killer;
  await new Promise<void>((resolve) =>
    api.child.exitCode !== null || api.child.signalCode !== null ? resolve() : api.child.once('exit', () => resolve()),
  );
  const rate = answeredAt.length / ((killedAt - started) / 1000);
  const lastInterval = answeredAt.filter((at) => at > killedAt - flushMs).length;
  const again = await startApi(env, 'API server (after kill -9)');
  const counted = await again.ask({ type: 'count', podcastId: id, days: [today] }, 'count');
  await stopChild(again.child, 'API server (after kill -9)');
  return { answered: answeredAt.length, counted: counted.rows, rate, lastInterval, killAfterMs };
}

// --- main ---------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const duration = numberFromEnv('BENCH_DURATION', 10, 1);
  const warmup = numberFromEnv('BENCH_WARMUP', 2, 0);
  const n = numberFromEnv('BENCH_MEASURE_N', 3000, 10);
  const pairs = numberFromEnv('BENCH_MEASURE_PAIRS', 60, 1);
  const days = numberFromEnv('BENCH_MEASURE_DAYS', 3, 1);
  const flushMs = numberFromEnv('MEASUREMENT_FLUSH_MS', 1000, 10);
  const adminUrl = process.env.DATABASE_URL || undefined;

  const childEnv: NodeJS.ProcessEnv = { ...process.env, MEASUREMENT_FLUSH_MS: String(flushMs) };
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

  const api = await startApi(childEnv, 'API server');
  const { key } = await api.ask({ type: 'podcast' }, 'podcast');
  const bare = startChild(new URL('./lib/bare-redirect-server.ts', import.meta.url), 'bare server', childEnv);
  const barePort = (await waitReady(bare, 'bare server', READY_TIMEOUT_MS)).port;
  const path = `/e/${key}/${EPISODE}`;
  for (const port of [api.port, barePort]) {
    const status = await hit(port, path, 'GET', { 'user-agent': PLAYERS[0]! });
    if (status !== 302) throw new SetupError(`${path} answered ${status} on port ${port}`);
  }

  console.log('Measurement (issue 21; QUALITY.md "Figures")');
  console.log(`  node        ${process.version} (${process.platform}/${process.arch})`);
  console.log(`  database    ${databaseLabel}`);
  console.log(`  flush       every ${flushMs} ms`);
  console.log(`  load        autocannon, ${CONNECTIONS} connections, ${duration} s after a ${warmup} s warm-up`);
  console.log('');

  process.stderr.write('(a) throughput: bare server… ');
  const bareResult = await throughput(barePort, path, duration, warmup);
  process.stderr.write('API… ');
  const apiResult = await throughput(api.port, path, duration, warmup);
  process.stderr.write('done\n');
  await stopChild(bare, 'bare server');
  const format = (server: string, result: Measured, ratio: string) => [
    server,
    result.rps.toFixed(0),
    result.p50.toFixed(0),
    result.p99.toFixed(0),
    String(result.errors),
    `${result.redirects}/${result.total}`,
    ratio,
  ];
  console.log(`(a) GET ${path.replace(key, '{key}')}, one player's user agent`);
  console.log(
    table(
      ['server', 'req/s', 'p50 ms', 'p99 ms', 'errors', '302s', 'vs bare'],
      [
        format('API', apiResult, bareResult.rps > 0 ? `${(apiResult.rps / bareResult.rps).toFixed(2)}×` : 'n/a'),
        format('bare node:http', bareResult, '1.00×'),
      ],
      new Set([1, 2, 3, 4, 5, 6]),
    ),
  );
  console.log('    target: ≥ 0.5× the bare server, p99 < 20 ms, 0 errors');
  console.log('');

  process.stderr.write('(b) correctness… ');
  const check = await correctness(api, n, pairs, days);
  process.stderr.write('done\n');
  await stopChild(api.child, 'API server');
  console.log(`(b) ${check.sent} requests from ${pairs} (address, agent) pairs over ${days} days, 3 episodes`);
  console.log(
    `    mix: ${check.kinds.counted} countable GETs (${check.kinds.range} with a range bytes=0-), ${check.kinds.bot} bots, ` +
      `${check.kinds.head} HEADs, ${check.kinds.probe} probes (bytes=0-0/0-1); ${check.answered} answered 302`,
  );
  console.log(
    table(
      ['expected downloads', 'rows written', 'rolled up (download_days)', 'equal'],
      [
        [
          String(check.expected),
          String(check.rows),
          String(check.rolledUp),
          check.expected === check.rows && check.rows === check.rolledUp ? 'yes' : 'NO',
        ],
      ],
      new Set([0, 1, 2]),
    ),
  );
  console.log('');

  process.stderr.write('(c) kill -9… ');
  const kill = await killMidRun(childEnv, flushMs);
  process.stderr.write('done\n');
  const lost = kill.answered - kill.counted;
  console.log(`(c) new listeners at full speed, the API killed -9 after ${kill.killAfterMs} ms`);
  console.log(
    table(
      ['answered', 'written', 'lost', 'req/s', `answered in the last ${flushMs} ms (one batch)`, 'lost ≤ batch'],
      [
        [
          String(kill.answered),
          String(kill.counted),
          String(lost),
          kill.rate.toFixed(0),
          String(kill.lastInterval),
          lost <= kill.lastInterval ? 'yes' : 'NO',
        ],
      ],
      new Set([0, 1, 2, 3, 4]),
    ),
  );
  console.log('    target: kill -9 loses at most one batch (what arrived since the last flush)');
}

await runScript(main);
