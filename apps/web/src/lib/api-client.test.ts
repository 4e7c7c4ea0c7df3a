import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  API_TIMEOUT_MS,
  CLIENT_HEADER,
  CLIENT_HEADER_VALUE,
  MESSAGES,
  errorEnvelope,
  meSchema,
} from '@patrocina/domain';
import { buildMe, jsonResponse } from '@/test/fixtures';
import { ApiError, api, pathFor, readErrorEnvelope, reportClientError, shouldReportError } from './api-client';

type FetchArgs = Parameters<typeof fetch>;

function stubFetch(answer: (...args: FetchArgs) => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function lastCall(fetchMock: ReturnType<typeof stubFetch>): { url: string; init: RequestInit } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [input, init] = call;
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return { url, init: init ?? {} };
}

async function catchError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('api client', () => {
  it('unwraps { data } and returns it parsed by the caller’s schema', async () => {
    const me = buildMe({ username: 'marta' });
    const fetchMock = stubFetch(() => Promise.resolve(jsonResponse({ data: me })));

    await expect(api.get('/private/users/me', meSchema)).resolves.toEqual(me);
    const { url, init } = lastCall(fetchMock);
    expect(url).toBe('/api/v1/private/users/me');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
  });

  it('sends Accept-Language es and the client header on every request', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(jsonResponse({ data: null })));

    await api.get('/public/podcasts/featured', z.null());
    await api.post('/authentication/logout', z.null());

    for (const [, init] of fetchMock.mock.calls) {
      const headers = new Headers(init?.headers);
      expect(headers.get('accept-language')).toBe('es');
      expect(headers.get(CLIENT_HEADER)).toBe(CLIENT_HEADER_VALUE);
      expect(headers.get('authorization')).toBeNull();
    }
  });

  it('sends a JSON body and the query string', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(jsonResponse({ data: true })));

    await api.get('/private/backoffice/users', z.boolean(), { query: { q: 'ana@ejemplo.es', scope: undefined } });
    expect(lastCall(fetchMock).url).toBe('/api/v1/private/backoffice/users?q=ana%40ejemplo.es');

    await api.patch('/private/users/me', z.boolean(), { body: { username: 'Otoño' } });
    const { init } = lastCall(fetchMock);
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(init.body).toBe('{"username":"Otoño"}');
  });

  it('fills a path template with its parameters, encoded', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(jsonResponse({ data: true })));

    await api.get('/private/campaigns/{id}/podcasts/{podcastId}/messages', z.boolean(), {
      params: { id: 'c 1', podcastId: 'p/2' },
    });
    expect(lastCall(fetchMock).url).toBe('/api/v1/private/campaigns/c%201/podcasts/p%2F2/messages');
  });

  it('rejects an answer that breaks the schema instead of passing it on', async () => {
    stubFetch(() => Promise.resolve(jsonResponse({ data: { ...buildMe(), scope: 'emperor' } })));

    const error = await catchError(api.get('/private/users/me', meSchema));
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.status).toBe(200);
    expect(error.message).toBe(MESSAGES.genericError);
    expect(error.cause).toBeInstanceOf(z.ZodError);
  });

  it('turns the error envelope into an ApiError with the Spanish message', async () => {
    stubFetch(() =>
      Promise.resolve(
        jsonResponse(
          {
            error: {
              code: 'VALIDATION_ERROR',
              message: MESSAGES.invalidBody,
              fields: [{ path: 'email', message: MESSAGES.invalidEmail }],
            },
          },
          400,
        ),
      ),
    );

    const error = await catchError(api.post('/authentication/lost-password', z.null(), { body: { email: 'x' } }));
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: MESSAGES.invalidBody,
      fields: [{ path: 'email', message: MESSAGES.invalidEmail }],
    });
  });

  it('loads a lazy schema only when there is an answer to check', async () => {
    const loadSchema = vi.fn(() => Promise.resolve(meSchema));
    const me = buildMe();
    stubFetch(() =>
      Promise.resolve(jsonResponse({ error: { code: 'UNAUTHENTICATED', message: MESSAGES.unauthenticated } }, 401)),
    );

    expect(await catchError(api.get('/private/users/me', loadSchema))).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    expect(loadSchema).not.toHaveBeenCalled();

    stubFetch(() => Promise.resolve(jsonResponse({ data: me })));
    await expect(api.get('/private/users/me', loadSchema)).resolves.toEqual(me);
    stubFetch(() => Promise.resolve(jsonResponse({ data: { ...me, scope: 'emperor' } })));
    expect(await catchError(api.get('/private/users/me', loadSchema))).toMatchObject({ code: 'INVALID_RESPONSE' });
    expect(loadSchema).toHaveBeenCalledTimes(2);
  });

  it('shows the generic message for a 5xx without the error envelope', async () => {
    stubFetch(() => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })));

    const error = await catchError(api.get('/private/campaigns', z.array(z.unknown())));
    expect(error).toMatchObject({ status: 502, code: 'UNKNOWN_ERROR', message: MESSAGES.genericError });
  });

  it('reports a network failure as status 0 with the generic message', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    const error = await catchError(api.get('/private/campaigns', z.array(z.unknown())));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: MESSAGES.genericError });
  });

  it(`gives up after ${API_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    stubFetch(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );

    const pending = catchError(api.get('/private/campaigns', z.array(z.unknown())));
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    expect(await pending).toMatchObject({ status: 0, code: 'TIMEOUT', message: MESSAGES.genericError });
  });

  it('stops when the caller aborts', async () => {
    stubFetch(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();

    const pending = catchError(api.get('/private/campaigns', z.array(z.unknown()), { signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({ status: 0, code: 'ABORTED' });
  });
});

describe('readErrorEnvelope', () => {
  // The client reads error answers without zod; these cases hold it to the shared schema's verdict.
  const payloads: unknown[] = [
    { error: { code: 'NOT_FOUND', message: 'No encontrado' } },
    { error: { code: 'VALIDATION_ERROR', message: 'Mal', fields: [{ path: 'email', message: 'Mal' }] } },
    { error: { code: 'VALIDATION_ERROR', message: 'Mal', fields: [] } },
    { error: { code: 'X', message: 'Y', fields: undefined, extra: true }, other: 1 },
    { error: { code: 'X', message: 'Y', fields: [{ path: 'a', message: 'b', extra: 1 }] } },
    { error: { code: 'X', message: 'Y', fields: [{ path: 'a' }] } },
    { error: { code: 'X', message: 'Y', fields: [{ path: 1, message: 'b' }] } },
    { error: { code: 'X', message: 'Y', fields: [null] } },
    { error: { code: 'X', message: 'Y', fields: {} } },
    { error: { code: 'X', message: 'Y', fields: null } },
    { error: { code: 1, message: 'Y' } },
    { error: { code: 'X' } },
    { error: { message: 'Y' } },
    { error: 'X' },
    { error: null },
    { error: [] },
    { data: null },
    [],
    'Bad gateway',
    null,
    undefined,
  ];

  it.each(payloads.map((payload) => [JSON.stringify(payload) ?? 'undefined', payload]))(
    'agrees with errorEnvelope on %s',
    (_label, payload) => {
      const parsed = errorEnvelope.safeParse(payload);
      expect(readErrorEnvelope(payload)).toEqual(parsed.success ? parsed.data.error : null);
    },
  );
});

describe('shouldReportError', () => {
  it('ignores 401, network errors and aborted requests (SPEC §7)', () => {
    expect(
      shouldReportError(new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: MESSAGES.unauthenticated })),
    ).toBe(false);
    expect(shouldReportError(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: MESSAGES.genericError }))).toBe(
      false,
    );
    expect(shouldReportError(new ApiError({ status: 0, code: 'ABORTED', message: MESSAGES.genericError }))).toBe(false);
    expect(shouldReportError(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(shouldReportError(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('reports server errors and bugs', () => {
    expect(
      shouldReportError(new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: MESSAGES.genericError })),
    ).toBe(true);
    expect(shouldReportError(new TypeError('Cannot read properties of undefined'))).toBe(true);
  });
});

describe('reportClientError', () => {
  it('posts a form with the message, component, four stack lines and the browser', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(jsonResponse({ data: null })));
    const stack = [
      'TypeError: x is undefined',
      '  at a (a.js:1:1)',
      '  at b (b.js:2:2)',
      '  at c (c.js:3:3)',
      '  at d (d.js:4:4)',
      '  at e (e.js:5:5)',
    ].join('\n');

    await reportClientError({
      message: 'x is undefined',
      component: 'CampaignForm',
      stack,
      browser: 'Chromium de prueba',
    });

    const { url, init } = lastCall(fetchMock);
    expect(url).toBe('/api/v1/sys/log');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(new Headers(init.headers).get(CLIENT_HEADER)).toBe(CLIENT_HEADER_VALUE);
    const form = new URLSearchParams(init.body as string);
    expect(form.get('message')).toBe('x is undefined');
    expect(form.get('component')).toBe('CampaignForm');
    expect(form.getAll('stack')).toEqual([
      'TypeError: x is undefined',
      'at a (a.js:1:1)',
      'at b (b.js:2:2)',
      'at c (c.js:3:3)',
    ]);
    expect(form.get('browser')).toBe('Chromium de prueba');
  });

  it('sends navigator.userAgent as the browser by default', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(jsonResponse({ data: null })));

    await reportClientError({ message: 'fallo' });

    expect(new URLSearchParams(lastCall(fetchMock).init.body as string).get('browser')).toBe(navigator.userAgent);
  });

  it('swallows its own failures', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    await expect(reportClientError({ message: 'fallo' })).resolves.toBeUndefined();
  });
});

describe('pathFor', () => {
  it('puts each parameter in its place, encoded, so a slug or token cannot change the path', () => {
    expect(pathFor('/public/podcasts/by-slug/{slug}', { slug: 'café con leche/2' })).toBe(
      '/public/podcasts/by-slug/caf%C3%A9%20con%20leche%2F2',
    );
    expect(pathFor('/private/campaigns/{id}/podcasts/{podcastId}', { id: 12, podcastId: 'a?b#c' })).toBe(
      '/private/campaigns/12/podcasts/a%3Fb%23c',
    );
  });

  it('leaves the template alone without parameters, and a missing one as it is', () => {
    expect(pathFor('/private/users/me', undefined)).toBe('/private/users/me');
    expect(pathFor('/public/campaign/{slug}', {})).toBe('/public/campaign/{slug}');
  });
});
