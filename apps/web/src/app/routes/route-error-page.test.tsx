import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@patrocina/domain';
import { ApiError } from '@/lib/api-client';
import { jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { RouteErrorPage } from './route-error-page';

function renderFailingRoute(error: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        loader: () => {
          throw error;
        },
        element: <p>nunca</p>,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/'] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

describe('RouteErrorPage', () => {
  it('shows the generic error with a link home and reports the error', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse({ data: null })));
    vi.stubGlobal('fetch', fetchMock);

    renderFailingRoute(new TypeError('campaign is undefined'));

    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.genericError })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/sys/log');
    const form = new URLSearchParams(init?.body as string);
    expect(form.get('message')).toBe('campaign is undefined');
    expect(form.get('component')).toBe('RouteErrorPage');
  });

  it('does not report a 401', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse({ data: null })));
    vi.stubGlobal('fetch', fetchMock);

    renderFailingRoute(new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: MESSAGES.unauthenticated }));

    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.genericError })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
