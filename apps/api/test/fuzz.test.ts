import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@patrocina/domain';
import { users } from '../src/db/schema';
import { bearer, createTestApp, type TestApp } from './app';
import { createPodcast, createSignedInUser } from './factories';

/**
 * Bad input of any kind gets a 4xx in the Spanish error envelope, never a 5xx (QUALITY.md,
 * Reliability). Every operation the API describes in its own OpenAPI document gets a NUL byte in each
 * place text comes in, impossible dates, 1 MB strings and broken percent-encoding, from a visitor, a
 * signed-in user and an admin (who reaches the back office's handlers).
 *
 * inject() goes around Node's HTTP parser: what it refuses (headers too large, a malformed request)
 * is tested against a listening server in framework-errors.test.ts.
 */

/**
 * Operations fuzzed differently, and why. None is skipped.
 * - The live stream never ends once its handler runs for a signed-in user. Every case it gets is one
 *   that must be refused before the handler (a NUL, a `lastEventId` that is no number, a path that
 *   does not decode); one that got through would hang, so every call has a time limit and a call
 *   that reaches it is reported as a failure.
 * - Logging out ends the session it is sent with, and a 1 MB query does not stop it: each signed-in
 *   case gets a session of its own, so the shared ones stay valid (checked after every run).
 */
const SPECIAL: Record<string, { kind: 'stream' | 'ends-session'; why: string }> = {
  'GET /api/v1/private/events': {
    kind: 'stream',
    why: 'Server-Sent Events: answered requests never end for a signed-in user',
  },
  'POST /api/v1/authentication/logout': { kind: 'ends-session', why: 'ends the session that calls it' },
};

/**
 * Bodies the document cannot describe, given here so they are fuzzed too. The period's rules depend
 * on today in Madrid, so the route declares `body: z.unknown()` and its handler checks it; only who
 * runs the podcast gets that far (the admin gets its 403 first), so {id} is the user's own podcast.
 */
const UNDESCRIBED_BODIES: Record<string, { body: JsonSchema; reachedBy: Identity[] }> = {
  'POST /api/v1/private/podcasts/{id}/availability': {
    body: { type: 'object', properties: { startsOn: { type: 'string' }, endsOn: { type: 'string' } } },
    reachedBy: ['user'],
  },
};

/**
 * Multipart uploads: fuzzed with JSON like the rest (they answer 415, or a NUL's 400 first) and with
 * a multipart form whose field and file name carry a NUL (the kind is refused; names are cleaned).
 */
const MULTIPART = new Set(['POST /api/v1/private/files', 'PUT /api/v1/private/users/me/avatar']);

/**
 * A JSON body nested 100,000 deep costs some 80 ms to parse and walk, the same on every route (one
 * parser, one NUL check): it is sent to a public route, a private one and an upload scope only.
 */
const DEEP_BODY_PROBES = new Set([
  'POST /api/v1/public/contact',
  'POST /api/v1/private/campaigns',
  'POST /api/v1/private/files',
]);

const NUL = 'a\u0000b';
const IMPOSSIBLE_DAYS = ['2027-02-30', '2027-13-45', '0000-00-00'];
const ONE_MB = 'x'.repeat(1024 * 1024);
/** Just under the test app's body limit (256 KB), so that it reaches the schemas and the handlers. */
const BIG_TEXT = 'x'.repeat(200 * 1024);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const BAD_ENCODING = '%E0%A4%A';
/** Words of the framework's or zod's English messages that no Spanish message has. */
const ENGLISH =
  /\b(the|invalid|not found|bad request|must|expected|unexpected|required|too large|unavailable|exceeded)\b/i;
const CALL_TIME_LIMIT_MS = 10_000;
const BATCH = 8;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}

interface Operation {
  key: string;
  /** Who gets past the session and access checks to where the input is read. */
  reachedBy: Identity[];
  /** Path parameters that reach the handler (the user's own podcast); the rest are made up. */
  knownParams: Record<string, string>;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: JsonSchema | undefined;
}

type Identity = 'visitor' | 'user' | 'admin';

interface Case {
  operation: Operation;
  label: string;
  request: InjectOptions;
  /** For a signed-in caller: the answer must be a 400 naming this field with this message. */
  refusal?: { field: string; message: string };
}

let t: TestApp;
let operations: Operation[];
const sessions = new Map<Identity, string>();
const credentials = new Map<Identity, { email: string; password: string }>();

beforeAll(async () => {
  t = await createTestApp({
    env: {
      CHAT_RATE_LIMIT_PER_MINUTE: '10000',
      CONTACT_RATE_LIMIT_PER_HOUR: '10000',
      CLIENT_LOG_RATE_LIMIT_PER_MINUTE: '10000',
      PODCAST_ADD_RATE_LIMIT_PER_HOUR: '10000',
    },
  });
  const user = await createSignedInUser(t.app, t.database);
  const admin = await createSignedInUser(t.app, t.database);
  await t.database.db.update(users).set({ scope: 'admin' }).where(eq(users.id, admin.id));
  for (const [identity, account] of [
    ['user', user],
    ['admin', admin],
  ] as const) {
    sessions.set(identity, account.session);
    credentials.set(identity, { email: account.email, password: account.password });
  }
  const podcast = await createPodcast(t.database.db, { ownerId: user.id });

  const document = (await t.call('GET', '/openapi.json')).json<{
    paths: Record<
      string,
      Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
    >;
  }>();
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const key = `${method.toUpperCase()} ${path}`;
      const undescribed = UNDESCRIBED_BODIES[key];
      const knownParams: Record<string, string> = undescribed ? { id: podcast.id } : {};
      return {
        key,
        reachedBy: undescribed?.reachedBy ?? ['user', 'admin'],
        knownParams,
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: (operation.parameters ?? []).filter((parameter) => parameter.in === 'path'),
        queryParams: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query'),
        body: undescribed?.body ?? operation.requestBody?.content?.['application/json']?.schema,
      };
    }),
  );
});

afterAll(async () => {
  await t?.close();
});

/** A plausible value for a path parameter, so that only the one under test is wrong. */
function plainParam(parameter: Parameter): string {
  const schema = parameter.schema ?? {};
  if (schema.format === 'uuid') return UNKNOWN_ID;
  if (schema.type === 'number' || schema.type === 'integer') return '7';
  if (parameter.name === 'milestone') return '7';
  return 'texto';
}

function urlOf(operation: Operation, params: Record<string, string> = {}, query = ''): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const parameter = operation.pathParams.find((candidate) => candidate.name === name);
    return (
      params[name] ??
      operation.knownParams[name] ??
      (parameter ? encodeURIComponent(plainParam(parameter)) : UNKNOWN_ID)
    );
  });
  return query ? `${path}?${query}` : path;
}

function isDateField(name: string, schema: JsonSchema): boolean {
  return /(Date|On)$/.test(name) || schema.format === 'date' || (schema.pattern ?? '').includes('\\d{4}-\\d{2}-\\d{2}');
}

function typesOf(schema: JsonSchema): string[] {
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

/**
 * A value the schema describes, with `text(name, schema)` for each free string. Unions take their
 * first non-null choice, so the value is as full as the schema allows.
 */
function sample(schema: JsonSchema, text: (name: string, schema: JsonSchema) => string, name = '', depth = 0): unknown {
  if (depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    const choice =
      choices.find((option) => !typesOf(option).includes('null') || typesOf(option).length > 1) ?? choices[0]!;
    return sample(choice, text, name, depth + 1);
  }
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sample(part, text, name, depth + 1)));
  const type = typesOf(schema).find((candidate) => candidate !== 'null') ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sample(property, text, key, depth + 1)]),
      );
    case 'array': {
      const items =
        schema.prefixItems ?? (Array.isArray(schema.items) ? schema.items : schema.items ? [schema.items] : []);
      return items.map((item) => sample(item, text, name, depth + 1));
    }
    case 'string':
      return text(name, schema);
    case 'integer':
    case 'number':
      return schema.minimum !== undefined && schema.minimum > 1 ? schema.minimum : 1;
    case 'boolean':
      return true;
    default:
      return text(name, schema);
  }
}

/** Candidates for a string with a pattern: the first one it matches is used. */
const PATTERNED = ['ES', '+34', '600000000', '123456', '12:30', '2:30', 'texto-de-prueba', 'texto de prueba'];

/** A plausible value for a string field, so that a body fails only on the field under test. */
function plainText(name: string, schema: JsonSchema): string {
  if (schema.format === 'uuid') return UNKNOWN_ID;
  if (schema.format === 'email' || /email/i.test(name)) return 'fuzz@example.com';
  if (schema.format === 'uri' || /url/i.test(name)) return 'https://example.com/fuzz';
  if (/phone/i.test(name)) return '600000000';
  if (isDateField(name, schema)) return '2027-03-01';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    return PATTERNED.find((candidate) => pattern.test(candidate)) ?? 'texto de prueba';
  }
  return 'texto de prueba';
}

/** Paths (a.b.0.c) of the free strings in a sample of the schema, with whether each is a date. */
function stringPaths(
  schema: JsonSchema,
  prefix: string[] = [],
  name = '',
  depth = 0,
): { path: string; isDate: boolean }[] {
  if (depth > 8 || schema.enum || schema.const !== undefined) return [];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices)
    return stringPaths(
      choices.find((option) => !typesOf(option).includes('null') || typesOf(option).length > 1) ?? choices[0]!,
      prefix,
      name,
      depth + 1,
    );
  if (schema.properties)
    return Object.entries(schema.properties).flatMap(([key, property]) =>
      stringPaths(property, [...prefix, key], key, depth + 1),
    );
  if (typesOf(schema).includes('array')) {
    const items =
      schema.prefixItems ?? (Array.isArray(schema.items) ? schema.items : schema.items ? [schema.items] : []);
    return items.flatMap((item, index) => stringPaths(item, [...prefix, String(index)], name, depth + 1));
  }
  return typesOf(schema).includes('string') ? [{ path: prefix.join('.'), isDate: isDateField(name, schema) }] : [];
}

/** A plausible body with `value` at one path. */
function bodyWith(schema: JsonSchema, path: string, value: string): unknown {
  const body = sample(schema, plainText);
  const keys = path.split('.');
  let target = body as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return body;
}

/** A multipart form whose text field and file name carry a NUL: busboy hands both over as they are. */
function multipartWithNul(): Pick<InjectOptions, 'payload' | 'headers'> {
  const boundary = 'fuzzboundary';
  const payload = [
    `--${boundary}`,
    'content-disposition: form-data; name="kind"',
    '',
    NUL,
    `--${boundary}`,
    `content-disposition: form-data; name="file"; filename="${NUL}.png"`,
    'content-type: image/png',
    '',
    'not really a png',
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function withBody(operation: Operation, payload: unknown): Pick<InjectOptions, 'payload' | 'headers'> {
  return { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } };
}

function casesFor(operation: Operation): Case[] {
  const base = { method: operation.method };
  const cases: Case[] = [];
  const add = (label: string, request: InjectOptions, refusal?: Case['refusal']) =>
    cases.push({ operation, label, request: { ...base, ...request }, ...(refusal ? { refusal } : {}) });
  const nul = (field: string) => ({ field, message: MESSAGES.invalidText });

  // NUL bytes.
  for (const parameter of operation.pathParams) {
    add(
      `NUL in path parameter ${parameter.name}`,
      { url: urlOf(operation, { [parameter.name]: encodeURIComponent(NUL) }) },
      nul(parameter.name),
    );
  }
  for (const parameter of operation.queryParams) {
    add(
      `NUL in query parameter ${parameter.name}`,
      { url: urlOf(operation, {}, `${parameter.name}=${encodeURIComponent(NUL)}`) },
      nul(parameter.name),
    );
  }
  add('NUL in an unknown query parameter', { url: urlOf(operation, {}, `x=${encodeURIComponent(NUL)}`) }, nul('x'));
  if (operation.method !== 'GET') {
    add('NUL in a stray body field', { url: urlOf(operation), ...withBody(operation, { x: NUL }) }, nul('x'));
    add('NUL in a body key', { url: urlOf(operation), ...withBody(operation, { [NUL]: 'x' }) }, nul(''));
    if (operation.body)
      add('NUL in every string of the body', {
        url: urlOf(operation),
        ...withBody(
          operation,
          sample(operation.body, () => NUL),
        ),
      });
  }
  const strings = operation.body ? stringPaths(operation.body) : [];
  for (const { path } of strings) {
    add(
      `NUL in body field ${path} of an otherwise plausible body`,
      { url: urlOf(operation), ...withBody(operation, bodyWith(operation.body!, path, NUL)) },
      nul(path),
    );
  }
  if (DEEP_BODY_PROBES.has(operation.key)) {
    const depth = 100_000;
    add('NUL in a body nested 100,000 deep', {
      url: urlOf(operation),
      payload: `${'['.repeat(depth)}"a\\u0000b"${']'.repeat(depth)}`,
      headers: { 'content-type': 'application/json' },
    });
  }
  if (MULTIPART.has(operation.key)) {
    add('NUL in the kind field and the file name of a multipart form', {
      url: urlOf(operation),
      ...multipartWithNul(),
    });
  }

  // Impossible dates, where a date comes in: each date field in turn, the rest of the body plausible.
  for (const { path } of strings.filter((entry) => entry.isDate)) {
    for (const day of IMPOSSIBLE_DAYS) {
      add(
        `impossible date ${day} in body field ${path}`,
        { url: urlOf(operation), ...withBody(operation, bodyWith(operation.body!, path, day)) },
        { field: path, message: MESSAGES.invalidDate },
      );
    }
  }
  for (const parameter of operation.queryParams.filter((candidate) =>
    isDateField(candidate.name, candidate.schema ?? {}),
  )) {
    add(
      `impossible date in query parameter ${parameter.name}`,
      { url: urlOf(operation, {}, `${parameter.name}=2027-02-30`) },
      { field: parameter.name, message: MESSAGES.invalidDate },
    );
  }

  // 1 MB strings, and a path parameter over the router's 100 characters.
  for (const parameter of operation.pathParams) {
    add(`a 1 MB path parameter ${parameter.name}`, { url: urlOf(operation, { [parameter.name]: ONE_MB }) });
    add(`a 101-character path parameter ${parameter.name}`, {
      url: urlOf(operation, { [parameter.name]: 'x'.repeat(101) }),
    });
  }
  const bigQuery = (operation.queryParams.length > 0 ? operation.queryParams.map((parameter) => parameter.name) : ['x'])
    .map((name) => `${name}=${ONE_MB}`)
    .join('&');
  add('a 1 MB query parameter', { url: urlOf(operation, {}, bigQuery) });
  if (operation.method !== 'GET') {
    add('a 1 MB body field', {
      url: urlOf(operation),
      ...withBody(operation, operation.body ? sample(operation.body, () => ONE_MB) : { x: ONE_MB }),
    });
  }
  for (const { path } of strings) {
    add(`a 200 KB string in body field ${path} of an otherwise plausible body`, {
      url: urlOf(operation),
      ...withBody(operation, bodyWith(operation.body!, path, BIG_TEXT)),
    });
  }

  // Broken percent-encoding.
  for (const parameter of operation.pathParams) {
    add(`bad percent-encoding in path parameter ${parameter.name}`, {
      url: urlOf(operation, { [parameter.name]: BAD_ENCODING }),
    });
  }
  add('bad percent-encoding at the end of the path', { url: `${urlOf(operation)}%zz` });
  for (const name of operation.queryParams.length > 0
    ? operation.queryParams.map((parameter) => parameter.name)
    : ['x']) {
    add(`bad percent-encoding in query parameter ${name}`, { url: urlOf(operation, {}, `${name}=${BAD_ENCODING}`) });
  }

  return cases;
}

async function sessionFor(identity: Identity, operation: Operation): Promise<string | undefined> {
  if (identity === 'visitor') return undefined;
  if (SPECIAL[operation.key]?.kind === 'ends-session') {
    const login = await t.call('POST', '/authentication/login', undefined, credentials.get(identity));
    return login.json<{ data: { token: string } }>().data.token;
  }
  return sessions.get(identity);
}

/** What is wrong with an answer, or null when it is a proper Spanish answer. */
function problemWith(response: LightMyRequestResponse, refusal: Case['refusal']): string | null {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400) return null;
  let body: { error?: { code?: unknown; message?: unknown; fields?: { path: string; message: string }[] } };
  try {
    body = response.json();
  } catch {
    return `${response.statusCode} not JSON: ${response.body.slice(0, 200)}`;
  }
  const error = body.error;
  if (typeof error?.code !== 'string' || typeof error.message !== 'string')
    return `${response.statusCode} outside the envelope: ${response.body.slice(0, 200)}`;
  const messages = [error.message, ...(error.fields ?? []).map((entry) => entry.message)];
  const english = messages.find((message) => ENGLISH.test(message));
  if (english) return `${response.statusCode} in English: ${english}`;
  // A rate limit that runs before the input is read (verification e-mails: 5 a minute) is fine too.
  if (
    refusal &&
    response.statusCode !== 429 &&
    (response.statusCode !== 400 ||
      !error.fields?.some((entry) => entry.path === refusal.field && entry.message === refusal.message))
  ) {
    return `${response.statusCode} instead of a 400 on ${refusal.field || 'the body'} with «${refusal.message}»: ${response.body.slice(0, 300)}`;
  }
  return null;
}

async function injectWithin(request: InjectOptions): Promise<LightMyRequestResponse | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), CALL_TIME_LIMIT_MS);
  });
  try {
    return await Promise.race([t.app.inject(request), limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs every case as each identity, a few at a time; returns one line per bad answer. */
async function run(cases: Case[]): Promise<string[]> {
  const problems: string[] = [];
  const jobs = cases.flatMap((entry) =>
    (['visitor', 'user', 'admin'] as const).map((identity) => ({ entry, identity })),
  );
  for (let start = 0; start < jobs.length; start += BATCH) {
    await Promise.all(
      jobs.slice(start, start + BATCH).map(async ({ entry, identity }) => {
        const token = await sessionFor(identity, entry.operation);
        const headers = {
          ...(entry.request.headers as Record<string, string> | undefined),
          ...(token ? bearer(token) : {}),
        };
        const response = await injectWithin({ ...entry.request, headers });
        const problem =
          response === 'timeout'
            ? `no answer in ${CALL_TIME_LIMIT_MS / 1000} s`
            : problemWith(response, entry.operation.reachedBy.includes(identity) ? entry.refusal : undefined);
        if (problem) problems.push(`${entry.operation.key} (${identity}, ${entry.label}): ${problem}`);
      }),
    );
  }
  // A case that ended a shared session would turn every later one into a harmless 401.
  for (const identity of ['user', 'admin'] as const) {
    const me = await t.call('GET', '/private/users/me', sessions.get(identity));
    if (me.statusCode !== 200) problems.push(`the ${identity}'s session ended during the run (${me.statusCode})`);
  }
  return problems.sort();
}

function casesOfKind(pattern: RegExp): Case[] {
  return operations.flatMap(casesFor).filter((entry) => pattern.test(entry.label));
}

describe('every operation, fuzzed', () => {
  it('reads the operations from the API’s own description, special ones included', () => {
    expect(operations.length).toBeGreaterThan(100);
    const keys = operations.map((operation) => operation.key);
    for (const special of [
      ...Object.keys(SPECIAL),
      ...MULTIPART,
      ...Object.keys(UNDESCRIBED_BODIES),
      ...DEEP_BODY_PROBES,
    ])
      expect(keys).toContain(special);
    // The bodies are built from inline schemas; a shared one ($ref) would be built as plain text.
    expect(JSON.stringify(operations.map((operation) => operation.body))).not.toContain('$ref');
  });

  it('finds every field that takes a day', () => {
    const dated = operations.flatMap((operation) =>
      (operation.body ? stringPaths(operation.body) : [])
        .filter((entry) => entry.isDate)
        .map((entry) => `${operation.key} ${entry.path}`),
    );
    expect(dated).toEqual([
      'POST /api/v1/private/podcasts/{id}/availability startsOn',
      'POST /api/v1/private/podcasts/{id}/availability endsOn',
      'POST /api/v1/private/campaigns how.fromDate',
      'POST /api/v1/private/campaigns how.toDate',
      'PATCH /api/v1/private/campaigns/{id} how.fromDate',
      'PATCH /api/v1/private/campaigns/{id} how.toDate',
      'PUT /api/v1/private/campaigns/{id}/podcasts/{podcastId}/action-dates dates.0.plannedOn',
    ]);
  });

  it('refuses a NUL byte in a path parameter, a query parameter or a JSON body with a Spanish 400', async () => {
    expect(await run(casesOfKind(/^NUL/))).toEqual([]);
  });

  it('refuses a day that does not exist on its own field', async () => {
    expect(await run(casesOfKind(/^impossible date/))).toEqual([]);
  });

  it('answers 1 MB strings in the query or the body, and long text in each field, with a Spanish 4xx', async () => {
    expect(await run(casesOfKind(/1 MB|200 KB|101-character/))).toEqual([]);
  });

  it('answers broken percent-encoding in the path or the query with a Spanish 4xx', async () => {
    expect(await run(casesOfKind(/percent-encoding/))).toEqual([]);
  });
});
