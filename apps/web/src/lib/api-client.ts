import type { ErrorEnvelope } from '@patrocina/domain';
import { API_TIMEOUT_MS, CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@patrocina/domain/constants';
import { GENERIC_ERROR } from '@patrocina/domain/generic-error';
import type { paths } from './api-schema.gen';

/**
 * The one place for the request rules of SPEC §7. The session travels as the API's HttpOnly cookie,
 * so no token is ever read or stored here; the client header is what lets the API accept
 * cookie-authenticated writes (CSRF). Errors are thrown, never shown: the caller decides.
 */
export const API_BASE = '/api/v1';

/** Failures that happen in the browser, before or instead of an answer from the API. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'ABORTED' | 'INVALID_RESPONSE' | 'UNKNOWN_ERROR';

export interface ApiFieldError {
  path: string;
  message: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived (network failure, time-out, aborted). */
  readonly status: number;
  /** One of ERROR_CODES from the API or a ClientErrorCode; kept open so a newer API code still fits. */
  readonly code: string;
  readonly fields: readonly ApiFieldError[];

  constructor(options: {
    status: number;
    code: string;
    message: string;
    fields?: readonly ApiFieldError[];
    cause?: unknown;
  }) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields ?? [];
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: QueryParams;
  /** Aborting it (React Query does on unmount) rejects with an ApiError of code ABORTED. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
}

export interface RequestWithBodyOptions extends RequestOptions {
  /** Sent as JSON, except FormData and URLSearchParams, which the browser encodes itself. */
  body?: unknown;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What the client asks of the answer's check: zod's `safeParse`. A zod schema is one; a screen that
 * must stay free of zod on its first screen passes a hand-written check of the same shape, held to
 * the shared schema by a test (docs/decisions/0002).
 */
export interface AnswerCheck<T = unknown> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/** The value a check lets through: zod's output for a schema. */
export type Checked<S> = S extends AnswerCheck<infer T> ? T : never;

/**
 * The check of the answer's `data`, or a function that loads it. This module is in every first
 * screen, and a call made there (the header's /users/me) passes a loader: zod and the shared
 * schemas then download only when there is an answer to check, never for a visitor's 401.
 */
export type SchemaSource<S extends AnswerCheck> = S | (() => Promise<S>);

function buildUrl(path: string, query: QueryParams | undefined): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function baseHeaders(): Record<string, string> {
  return {
    Accept: 'application/json',
    // SPEC §7: every request carries the locale; Spanish is the only one.
    'Accept-Language': 'es',
    [CLIENT_HEADER]: CLIENT_HEADER_VALUE,
  };
}

function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof URLSearchParams) return body;
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The `error` of the API's error answer, when the payload is one: the same rules as `errorEnvelope`
 * of @patrocina/domain, written out because a visitor's first screen reads one (the 401 of
 * /users/me) and the schema would bring zod along. api-client.test.ts holds the two in agreement.
 */
export function readErrorEnvelope(payload: unknown): ErrorEnvelope['error'] | null {
  if (!isRecord(payload) || !isRecord(payload.error)) return null;
  const { code, message, fields } = payload.error;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  if (fields === undefined) return { code, message };
  if (!Array.isArray(fields)) return null;
  const checked: ApiFieldError[] = [];
  for (const field of fields as unknown[]) {
    if (!isRecord(field) || typeof field.path !== 'string' || typeof field.message !== 'string') return null;
    checked.push({ path: field.path, message: field.message });
  }
  return { code, message, fields: checked };
}

function errorFromAnswer(status: number, payload: unknown): ApiError {
  const envelope = readErrorEnvelope(payload);
  if (envelope) {
    const { code, message, fields } = envelope;
    return new ApiError({ status, code, message, fields: fields ?? [] });
  }
  // A proxy's HTML page or an empty 502: the body says nothing the user can act on.
  return new ApiError({ status, code: 'UNKNOWN_ERROR', message: GENERIC_ERROR });
}

async function request<S extends AnswerCheck>(
  method: Method,
  path: string,
  schemaSource: SchemaSource<S>,
  options: RequestWithBodyOptions = {},
): Promise<Checked<S>> {
  const headers = { ...baseHeaders(), ...options.headers };
  const body = encodeBody(options.body, headers);

  // One controller for both the time-out and the caller's signal, so fetch needs no AbortSignal.any.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_TIMEOUT_MS);
  const callerSignal = options.signal;
  const abortFromCaller = () => controller.abort();
  if (callerSignal?.aborted) controller.abort();
  callerSignal?.addEventListener('abort', abortFromCaller, { once: true });

  let response: Response;
  let text: string;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: controller.signal,
    });
    // Read inside the try so the time-out also covers a body that stalls.
    text = await response.text();
  } catch (error) {
    if (controller.signal.aborted) {
      throw new ApiError({
        status: 0,
        code: timedOut ? 'TIMEOUT' : 'ABORTED',
        message: GENERIC_ERROR,
        cause: error,
      });
    }
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: GENERIC_ERROR, cause: error });
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', abortFromCaller);
  }

  const payload = parseJson(text);
  if (!response.ok) throw errorFromAnswer(response.status, payload);

  const data: unknown = typeof payload === 'object' && payload !== null && 'data' in payload ? payload.data : undefined;
  const schema = typeof schemaSource === 'function' ? await schemaSource() : schemaSource;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    // The API and the web app disagree on a shared schema: a bug to report, not a user mistake.
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: GENERIC_ERROR,
      cause: parsed.error,
    });
  }
  // S is the check that produced it; TypeScript cannot follow a generic bound through safeParse.
  return parsed.data as Checked<S>;
}

type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The API's paths (as its OpenAPI document names them, below API_BASE) that answer `method`. */
export type ApiPath<M extends HttpMethod> = {
  [P in keyof paths]: paths[P] extends { [K in M]: object } ? P : never;
}[keyof paths];

type Operation<M extends HttpMethod, P extends ApiPath<M>> = paths[P][M];
type PathParams<M extends HttpMethod, P extends ApiPath<M>> =
  Operation<M, P> extends { parameters: { path: infer Params extends object } } ? Params : never;
type QueryOf<M extends HttpMethod, P extends ApiPath<M>> =
  Operation<M, P> extends { parameters: { query?: infer Query extends object } } ? Query : never;
type JsonBody<M extends HttpMethod, P extends ApiPath<M>> =
  Operation<M, P> extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;

/**
 * What a call to `path` takes: its path parameters (required when the path has any), its query and its
 * JSON body as the API's document types them. A multipart upload has no JSON body in the document and
 * sends FormData.
 */
export type CallOptions<M extends HttpMethod, P extends ApiPath<M>> = Omit<RequestOptions, 'query'> & {
  query?: [QueryOf<M, P>] extends [never] ? never : QueryOf<M, P>;
  body?: [JsonBody<M, P>] extends [never] ? FormData | URLSearchParams : JsonBody<M, P>;
} & ([PathParams<M, P>] extends [never] ? { params?: never } : { params: PathParams<M, P> });

type CallArgs<M extends HttpMethod, P extends ApiPath<M>> = [PathParams<M, P>] extends [never]
  ? [options?: CallOptions<M, P>]
  : [options: CallOptions<M, P>];

/**
 * The concrete path: each `{name}` of the template replaced by its parameter, encoded. The API's path
 * parameters are ids, slugs and tokens, so one simple rule covers them (openapi-fetch's serializer,
 * used before, weighed 0.7 kB gzip on the first screen for styles no path of ours has).
 */
export function pathFor(template: string, params: object | undefined): string {
  if (!params) return template;
  const values = params as Record<string, unknown>;
  return template.replace(/\{([^}]+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    return typeof value === 'string' || typeof value === 'number' ? encodeURIComponent(value) : placeholder;
  });
}

function caller<M extends HttpMethod>(method: M) {
  return <P extends ApiPath<M>, S extends AnswerCheck>(
    path: P,
    schema: SchemaSource<S>,
    ...[options]: CallArgs<M, P>
  ): Promise<Checked<S>> => {
    const { params, query, ...rest } = (options ?? {}) as RequestWithBodyOptions & { params?: object };
    return request(method.toUpperCase() as Method, pathFor(path, params), schema, {
      ...rest,
      ...(query ? { query } : {}),
    });
  };
}

/**
 * The API's calls, typed by its own OpenAPI document (`api-schema.gen.ts`, written by `npm run
 * api:types`): a path the API does not serve, a missing path parameter or a body of the wrong shape
 * fails the typecheck. The answer is still checked at run time by the caller's zod schema.
 */
export const api = {
  get: caller('get'),
  post: caller('post'),
  put: caller('put'),
  patch: caller('patch'),
  delete: caller('delete'),
};

/** SPEC §7: ignored reports are HTTP 401, network errors and aborted requests. */
export function shouldReportError(error: unknown): boolean {
  if (error instanceof ApiError) {
    return error.status !== 401 && error.status !== 0;
  }
  if (error instanceof Error || error instanceof DOMException) {
    if (error.name === 'AbortError' || error.name === 'TimeoutError') return false;
    // React Query's cancellation of a query whose component went away.
    if (error.name === 'CancelledError') return false;
    // What fetch throws when the network is down, in Chromium, Firefox and Safari.
    if (
      error instanceof TypeError &&
      /failed to fetch|networkerror|load failed|network request failed/i.test(error.message)
    ) {
      return false;
    }
  }
  return true;
}

export interface ClientErrorReport {
  message: string;
  component?: string;
  /** A whole `Error.stack`, or its lines; only the first four are sent. */
  stack?: string | readonly string[];
  /** Defaults to navigator.userAgent. */
  browser?: string;
}

const STACK_LINES = 4;

// Mirrors the API's clientLogSchema limits, so a long report is cut rather than refused.
function cut(value: string, max: number): string {
  return value.length > max ? value.slice(0, max) : value;
}

/**
 * SPEC §7: UI errors go to the log endpoint as a form post. It never throws: a report that fails
 * must not become a second error to report.
 */
export async function reportClientError(report: ClientErrorReport): Promise<void> {
  try {
    const form = new URLSearchParams();
    form.append('message', cut(report.message.trim() || 'Error sin mensaje', 2000));
    if (report.component) form.append('component', cut(report.component, 200));
    const lines = typeof report.stack === 'string' ? report.stack.split('\n') : (report.stack ?? []);
    for (const line of lines
      .map((entry) => entry.trim())
      .filter(Boolean)
      .slice(0, STACK_LINES)) {
      form.append('stack', cut(line, 500));
    }
    const browser = report.browser ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);
    if (browser) form.append('browser', cut(browser, 500));

    await fetch(`${API_BASE}/sys/log`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Accept-Language': 'es',
        [CLIENT_HEADER]: CLIENT_HEADER_VALUE,
      },
      body: form,
      credentials: 'same-origin',
      // The report still leaves when the error is followed by a navigation or a closed tab.
      keepalive: true,
    });
  } catch {
    // Swallowed on purpose (see above).
  }
}
