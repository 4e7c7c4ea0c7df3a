import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@patrocina/domain';
import { buildApp } from '../src/app';
import { createClock, type AdjustableClock } from '../src/lib/clock';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { mailOutbox } from '../src/db/schema';
import type { HostingPartner } from '../src/hosting';
import type { MailDispatcher } from '../src/jobs/mail-delivery';
import { withDatabase } from './global-setup';

/** Where every API route is mounted. */
export const API = '/api/v1';

/** The envelope of every refusal (SPEC §7): a code, the Spanish message and, for a form, its fields. */
export type ErrorBody = { error: { code: string; message: string; fields?: { path: string; message: string }[] } };

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  /**
   * A call as the web app's API client makes it: `url` below /api/v1, the session (if any) as a
   * bearer token, the payload (if any) as JSON.
   */
  call(method: HTTPMethods, url: string, session?: string, payload?: object): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Settings for tests: a cheap password hash and generous limits, unless a test asks otherwise. */
/** A company's own legal data, as a real deployment sets it (loadConfig refuses the example company's there). */
export const OWN_COMPANY = {
  COMPANY_LEGAL_NAME: 'Ondas del Norte, S.L.',
  COMPANY_TAX_ID: 'B95000000',
  COMPANY_ADDRESS: 'Gran Vía 1, 48001 Bilbao, España',
  COMPANY_REGISTRY: 'Inscrita en el Registro Mercantil de Bizkaia, tomo 2, folio 3, hoja BI-4',
  COMPANY_IBAN: 'ES7921000813610123456789',
  COMPANY_BIC: 'BBVAESMMXXX',
  COMPANY_BENEFICIARY: 'Ondas del Norte, S.L.',
};

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    PASSWORD_SCRYPT_LOG_N: '10',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '10000',
    ...overrides,
  });
}

/** A fresh, migrated database for one test file: a PGlite copy, or a server database from the template. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('templateDatabase');
  const url = process.env.DATABASE_URL;
  if (template && url) {
    const name = `patrocina_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const handle = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 5 });
    return {
      ...handle,
      async close() {
        await handle.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dump = inject('pgliteDump');
  if (!dump) throw new Error('The global set-up did not prepare a database');
  const pglite = new PGlite({ loadDataDir: new Blob([readFileSync(dump)]) });
  return openDatabase({ pglite });
}

/**
 * Something one test file shares, made before its first test and closed after its last. The answer
 * finds it when a test (or a later hook) uses it, so it can be named at the top of the file.
 */
function sharedByTestFile<T extends { close(): Promise<void> }>(what: string, make: () => Promise<T>): () => T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await make();
  });
  afterAll(async () => {
    await current?.close();
  });
  return () => {
    if (!current) throw new Error(`The ${what} is made in beforeAll: use it from a test or a later hook`);
    return current;
  };
}

/** A fresh database for the whole test file, for tests that need no app (see sharedByTestFile). */
export function useTestDatabase(): DatabaseHandle {
  const open = sharedByTestFile('test database', openTestDatabase);
  return {
    get kind() {
      return open().kind;
    },
    get db() {
      return open().db;
    },
    executeSql: (...args) => open().executeSql(...args),
    listen: (...args) => open().listen(...args),
    migrate: () => open().migrate(),
    close: () => open().close(),
  };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  mail?: MailDispatcher;
  database?: DatabaseHandle;
  /** Adds test-only routes before the app is sealed. */
  extend?: (app: FastifyInstance) => void;
  /** Where the app's log lines go, for a test that checks what is logged. */
  logLines?: string[];
  /** The business clock (clockAt): tests of dated rules never depend on the day they run. */
  clock?: AdjustableClock;
  /** A test double of the hosting platform; the demo partner (no HOSTING_PARTNER_URL) otherwise. */
  hostingPartner?: HostingPartner;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // Each test app keeps its uploads in a folder of its own, removed on close.
  const filesDir = options.env?.FILES_DIR ? undefined : mkdtempSync(path.join(tmpdir(), 'patrocina-files-'));
  const config = testConfig({ ...(filesDir ? { FILES_DIR: filesDir } : {}), ...options.env });
  const database = options.database ?? (await openTestDatabase());
  const lines = options.logLines;
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    ...(options.mail ? { mail: options.mail } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.hostingPartner ? { hostingPartner: options.hostingPartner } : {}),
    ...(lines ? { logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } } : {}),
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    call: (method, url, session, payload) =>
      app.inject({
        method,
        url: `${API}${url}`,
        ...(session ? { headers: bearer(session) } : {}),
        ...(payload === undefined ? {} : { payload }),
      }),
    async close() {
      await app.close();
      if (!options.database) await database.close();
      if (filesDir) rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * One test app for the whole test file, made before its first test and closed after its last. The
 * answer can be named at the top of the file (`const t = useTestApp()`): its parts are looked up when
 * a test uses them. Options that depend on other set-up (a server's port) can be given as a function.
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}): TestApp {
  const open = sharedByTestFile('test app', () => createTestApp(typeof options === 'function' ? options() : options));
  return {
    get app() {
      return open().app;
    },
    get config() {
      return open().config;
    },
    get database() {
      return open().database;
    },
    call: (...args) => open().call(...args),
    close: () => open().close(),
  };
}

/** Another app for one test (other limits or settings), closed once the test is done with it. */
export async function withTestApp<T>(options: TestAppOptions, use: (other: TestApp) => Promise<T>): Promise<T> {
  const other = await createTestApp(options);
  try {
    return await use(other);
  } finally {
    await other.close();
  }
}

let counter = 0;
/** A unique e-mail, so no test depends on another's data. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}${randomBytes(3).toString('hex')}@example.com`;
}

export function buildSignup(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    password: 'una contraseña larga',
    username: 'Ana Oyente',
    newsletter: false,
    terms: true,
    ...overrides,
  };
}

export function json<T = unknown>(response: LightMyRequestResponse): T {
  return response.json<T>();
}

/**
 * Fails when a response body leaks any of the secrets: strings as substrings, numbers as a JSON number
 * value (matching digits inside a random id or slug would fail one run in a few thousand).
 */
export function expectNoSecrets(body: string, secrets: readonly (string | number)[]): void {
  const numbers = new Set<number>();
  JSON.parse(body, (_key, value: unknown) => {
    if (typeof value === 'number') numbers.add(value);
    return value;
  });
  for (const secret of secrets) {
    if (typeof secret === 'number') expect(numbers.has(secret), `the body holds the number ${secret}`).toBe(false);
    else expect(body).not.toContain(secret);
  }
}

/** The newest e-mail the outbox holds for an address. */
export async function lastMailTo(database: DatabaseHandle, to: string) {
  const [row] = await database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row;
}

/**
 * The e-mails an address was sent, oldest first, leaving out the sign-up's verification (every
 * signed-in user of the factories got one); only those of `template` when it is given.
 */
export async function mailsTo(database: DatabaseHandle, address: string, template?: string) {
  return database.db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.toAddress, address),
        template ? eq(mailOutbox.template, template) : ne(mailOutbox.template, 'verify-email'),
      ),
    )
    .orderBy(asc(mailOutbox.createdAt));
}

/** Pulls the `token` query parameter out of the first link to `path` in an e-mail's text. */
export function tokenFromMail(text: string, path: string): string {
  const match = new RegExp(`https?://\\S+${path.replaceAll('/', '\\/')}\\?token=([\\w-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`No ${path} link in the e-mail:\n${text}`);
  return decodeURIComponent(match[1]);
}

/** The token of the link to `path` in the newest e-mail to `address`: how a test follows an e-mailed link. */
export async function tokenMailedTo(database: DatabaseHandle, address: string, path: string): Promise<string> {
  const mail = await lastMailTo(database, address);
  if (!mail) throw new Error(`No e-mail to ${address}`);
  return tokenFromMail(mail.text, path);
}

/** Signs up, verifies through the e-mailed link, and returns the session token. */
export async function signUpAndVerify(
  app: FastifyInstance,
  database: DatabaseHandle,
  overrides: Record<string, unknown> = {},
) {
  const body = buildSignup(overrides);
  const signup = await app.inject({ method: 'POST', url: '/api/v1/authentication/signup', payload: body });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const token = await tokenMailedTo(database, body.email, '/login/verify');
  const verify = await app.inject({ method: 'POST', url: '/api/v1/authentication/verify', payload: { token } });
  const session = json<{ data: { token: string } }>(verify).data.token;
  return { ...body, session };
}

export const webHeaders = { [CLIENT_HEADER]: CLIENT_HEADER_VALUE };

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** A business clock whose today (Madrid) is `day`, at noon, and which can be moved on with `moveTo`. */
export function clockAt(day: string): AdjustableClock & { moveTo(day: string): void } {
  const clock = createClock();
  const moveTo = (to: string) => clock.setOffsetMs(Date.parse(`${to}T12:00:00+01:00`) - Date.now());
  moveTo(day);
  return { ...clock, moveTo };
}
