import { randomBytes } from 'node:crypto';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSignup, createTestApp, openTestDatabase, uniqueEmail, type TestApp } from '../../test/app';
import type { DatabaseHandle } from '../db/client';
import { users } from '../db/schema';
import { REDACTED, redactUrl, serializeError } from './log-options';

const secret = () => `secret${randomBytes(8).toString('hex')}`;

describe('the address logged for a request', () => {
  it.each([
    ['/login/verify?token=abc', `/login/verify?token=${REDACTED}`],
    ['/login/reset-password?token=abc', `/login/reset-password?token=${REDACTED}`],
    ['/login/impersonate?token=abc', `/login/impersonate?token=${REDACTED}`],
    ['/me/alternative-email?token=abc', `/me/alternative-email?token=${REDACTED}`],
    [
      '/podcast/manager-representation-accepted?token=abc',
      `/podcast/manager-representation-accepted?token=${REDACTED}`,
    ],
    [
      '/podcast/manager-representation-rejected?token=abc',
      `/podcast/manager-representation-rejected?token=${REDACTED}`,
    ],
    ['/proposal/token/abc', `/proposal/token/${REDACTED}`],
    ['/proposal/token/abc?from=mail', `/proposal/token/${REDACTED}?from=${REDACTED}`],
    ['/api/v1/public/campaign/by-token/abc', `/api/v1/public/campaign/by-token/${REDACTED}`],
    ['/escuchas/abc', `/escuchas/${REDACTED}`],
    ['/api/v1/public/downloads/abc', `/api/v1/public/downloads/${REDACTED}`],
  ])('keeps the path of %s but not its token', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('keeps the names of the query but none of its values, which may be personal data', () => {
    expect(redactUrl('/api/v1/private/backoffice/users?q=ana@example.com&page=2&abc')).toBe(
      `/api/v1/private/backoffice/users?q=${REDACTED}&page=${REDACTED}&${REDACTED}`,
    );
  });

  it('leaves an address without a query or a token as it is', () => {
    expect(redactUrl('/api/v1/public/campaign/una-campana')).toBe('/api/v1/public/campaign/una-campana');
  });
});

describe('a logged error', () => {
  const databaseError = (fields: Record<string, unknown>) => Object.assign(new Error(String(fields.message)), fields);

  it('keeps the failed SQL and the database’s complaint, but not the parameters or the values it quotes', () => {
    const value = secret();
    const cause = databaseError({
      message: 'duplicate key value violates unique constraint "users_email_key"',
      code: '23505',
      detail: `Key (email)=(${value}@example.com) already exists.`,
      where: `unnamed portal parameter $1 = '${value}'`,
      params: [value],
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      [`${value}@example.com`, `scrypt$15$${value}`],
      cause,
    );

    const logged = serializeError(error);

    const text = JSON.stringify(logged);
    expect(text).not.toContain(value);
    expect(logged.type).toBe('DrizzleQueryError');
    expect(logged.message).toBe(
      `Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: ${REDACTED}: duplicate key value violates unique constraint "users_email_key"`,
    );
    expect(logged.params).toBe(REDACTED);
    expect(logged.stack).toContain('caused by: Error: duplicate key value');
    expect(logged.stack).toMatch(/\n\s+at /);
  });

  it('keeps the columns of a duplicate key and drops a failing row entirely', () => {
    const duplicate = serializeError(
      databaseError({
        message: 'duplicate',
        code: '23505',
        detail: 'Key (lower(email))=(ana@example.com) already exists.',
      }),
    );
    expect(duplicate.detail).toBe(`Key (lower(email))=(${REDACTED}) already exists.`);
    const row = serializeError(
      databaseError({
        message: 'check',
        code: '23514',
        detail: 'Failing row contains (1, ana@example.com, scrypt$15$abc).',
      }),
    );
    expect(row.detail).toBe(REDACTED);
  });

  it('drops the value a data exception quotes back', () => {
    const value = secret();
    const logged = serializeError(
      databaseError({ message: `invalid input syntax for type uuid: "${value}"`, code: '22P02' }),
    );
    expect(JSON.stringify(logged)).not.toContain(value);
    expect(logged.message).toBe(`invalid input syntax for type uuid: "${REDACTED}"`);
  });

  it('drops a token from an address quoted in the message', () => {
    const value = secret();
    const logged = serializeError(
      new Error(`'/proposal/token/${value}%' is not a valid url component; also /x?token=${value}`),
    );
    expect(JSON.stringify(logged)).not.toContain(value);
  });
});

describe('the application’s log', () => {
  const logLines: string[] = [];
  let database: DatabaseHandle;
  let t: TestApp;
  let existingEmail: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    t = await createTestApp({
      database,
      logLines,
      extend: (app) => {
        // Failing queries with a secret among their parameters, the way a service would send them.
        app.post<{ Body: { email: string; secret: string } }>('/test/duplicate-user', async (request) => {
          await database.db.insert(users).values({
            email: request.body.email,
            username: 'Ana',
            passwordHash: `scrypt$15$${request.body.secret}`,
            phone: request.body.secret,
          });
          return { data: null };
        });
        app.post<{ Body: { email: string; secret: string } }>('/test/duplicate-user-raw', async (request) => {
          await database.executeSql('insert into users (email, username, phone) values ($1, $2, $3)', [
            request.body.email,
            'Ana',
            request.body.secret,
          ]);
          return { data: null };
        });
        app.post<{ Body: { secret: string } }>('/test/unreadable-value', async (request) => {
          await database.db.execute(sql`select ${request.body.secret}::uuid`);
          return { data: null };
        });
      },
    });
    existingEmail = uniqueEmail('taken');
    await database.db.insert(users).values({ email: existingEmail, username: 'Ana' });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });
  beforeEach(() => {
    logLines.length = 0;
  });

  const entries = () =>
    logLines.map(
      (line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string; detail?: string } },
    );
  const loggedErrors = () => entries().filter((entry) => entry.level >= 40 && entry.err);
  /** Calls one of the failing routes above with the taken e-mail and `value` among its parameters. */
  const failOn = (url: string, value = secret()) =>
    t.app.inject({ method: 'POST', url, payload: { email: existingEmail, secret: value } });

  it.each(['/test/duplicate-user', '/test/duplicate-user-raw', '/test/unreadable-value'])(
    'logs the database error of %s without the secret among its parameters',
    async (url) => {
      const value = secret();
      const response = await failOn(url, value);

      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain(value);
      expect(loggedErrors()).toHaveLength(1);
      expect(logLines.join('\n')).not.toContain(value);
    },
  );

  it('keeps what the database said about a duplicate key, without the key', async () => {
    await failOn('/test/duplicate-user-raw');

    const [error] = loggedErrors();
    expect(error?.err?.message).toContain('duplicate key value violates unique constraint "users_email_key"');
    expect(error?.err?.detail).toBe(`Key (email)=(${REDACTED}) already exists.`);
    expect(logLines.join('\n')).not.toContain(existingEmail);
  });

  it('keeps the SQL of a failed Drizzle query, without its parameters', async () => {
    await failOn('/test/duplicate-user');

    const [error] = loggedErrors();
    expect(error?.err?.message).toMatch(/^Failed query: insert into "users"/);
    expect(error?.err?.message).toContain(`params: ${REDACTED}`);
  });

  it('logs a sign-up the database refuses without the e-mail, the phone or the password hash', async () => {
    // A trigger stands in for any failure of the insert; its detail quotes the row, as PostgreSQL's own do.
    await database.executeSql(`
      create function test_refuse_signup() returns trigger language plpgsql as $$
      begin
        raise exception 'sign-up refused by the test' using detail = format('Failing row contains (%s, %s, %s).', new.email, new.password_hash, new.phone);
      end $$;
      create trigger test_refuse_signup before insert on users for each row execute function test_refuse_signup();
    `);
    try {
      // Fifteen random digits: never a substring of a timestamp in the log by chance.
      const phone = Array.from(randomBytes(15), (byte) => String(byte % 10)).join('');
      const signup = buildSignup({ phone, prefix: '+34' });
      const response = await t.call('POST', '/authentication/signup', undefined, signup);

      expect(response.statusCode).toBe(500);
      const log = logLines.join('\n');
      expect(loggedErrors()[0]?.err?.message).toMatch(
        /^Failed query: insert into "users".*sign-up refused by the test/s,
      );
      for (const value of [signup.email, phone, signup.password, 'scrypt$']) expect(log).not.toContain(value);
    } finally {
      await database.executeSql('drop trigger test_refuse_signup on users; drop function test_refuse_signup();');
    }
  });

  it.each([
    '/api/v1/sys/health?token=SECRET',
    '/api/v1/public/campaign/by-token/SECRET',
    '/login/verify?token=SECRET',
    '/login/reset-password?token=SECRET',
    '/login/impersonate?token=SECRET',
    '/me/alternative-email?token=SECRET',
    '/podcast/manager-representation-accepted?token=SECRET',
    '/proposal/token/SECRET',
  ])('logs the request for %s without its token', async (url) => {
    const value = secret();
    await t.app.inject({ method: 'GET', url: url.replace('SECRET', value) });

    const incoming = entries().find((entry) => entry.msg === 'incoming request') as
      { req?: { url: string } } | undefined;
    expect(incoming?.req?.url).toBe(url.replace('SECRET', REDACTED));
    expect(logLines.join('\n')).not.toContain(value);
  });
});
