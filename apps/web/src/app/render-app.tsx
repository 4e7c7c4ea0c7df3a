import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Me } from '@patrocina/domain';
import { MESSAGES } from '@patrocina/domain';
import { jsonResponse } from '@/test/fixtures';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { patchLaterRoutes, routes } from './router';

/** What GET /private/users/me answers in a test: a user, a visitor (401) or a failure (503). */
export type MeAnswer = Me | null | 'error';

/**
 * Stubs fetch as the API would answer the shell's calls, and returns the mock so a test can read
 * the calls. Unknown calls answer 404, which a test will notice.
 */
export function stubApi(me: MeAnswer) {
  let current = me;
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/private/users/me')) {
      if (current === 'error') return Promise.resolve(new Response('', { status: 503 }));
      if (current === null) {
        return Promise.resolve(
          jsonResponse({ error: { code: 'UNAUTHENTICATED', message: MESSAGES.unauthenticated } }, 401),
        );
      }
      return Promise.resolve(jsonResponse({ data: current }));
    }
    if (url.endsWith('/authentication/logout')) {
      current = null;
      return Promise.resolve(jsonResponse({ data: null }));
    }
    return Promise.resolve(jsonResponse({ error: { code: 'NOT_FOUND', message: 'No encontrado' } }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** What the next /users/me call answers (a login or logout happening elsewhere). */
    setMe: (next: MeAnswer) => {
      current = next;
    },
  };
}

export function renderApp(path: string, queryClient = createTestQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: patchLaterRoutes });
  return { router, ...renderWithProviders(<RouterProvider router={router} />, queryClient) };
}
