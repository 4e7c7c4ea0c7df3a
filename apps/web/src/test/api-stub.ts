import { vi } from 'vitest';
import { jsonResponse } from './fixtures';

/** A fake API for component tests: fetch answers like the real API, per "METHOD /path" under /api/v1. */

export interface ApiCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

type Handler = (call: ApiCall, count: number) => Response | Promise<Response>;

/** Stubs fetch; `handlers` are keyed by "METHOD /path" under /api/v1. Unknown calls answer 404. */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const counts = new Map<string, number>();
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1/, '');
    let body: unknown = init?.body;
    if (typeof body === 'string') body = JSON.parse(body) as unknown;
    const call = { method, path, search: url.search, body };
    calls.push(call);
    const key = `${method} ${path}`;
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    const handler = handlers[key];
    if (!handler) return jsonResponse({ error: { code: 'NOT_FOUND', message: 'No encontrado' } }, 404);
    return handler(call, count);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

export const apiError = (status: number, code: string, message: string) => () =>
  jsonResponse({ error: { code, message } }, status);

export const data =
  (value: unknown, status = 200) =>
  () =>
    jsonResponse({ data: value }, status);

export const visitor = apiError(401, 'UNAUTHENTICATED', 'Tienes que iniciar sesión para continuar.');
