import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageLoadBar } from './page-load-bar';

describe('PageLoadBar', () => {
  it('runs while a page loads, reaches 100 when it is ready and hides 500 ms later', async () => {
    let finishLoading: () => void = () => undefined;
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <PageLoadBar />
              <Outlet />
            </>
          ),
          children: [
            { path: '/', element: <p>Inicio</p> },
            {
              path: '/lenta',
              loader: () => new Promise<null>((resolve) => (finishLoading = () => resolve(null))),
              element: <p>Página lenta</p>,
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => {
      void router.navigate('/lenta');
    });
    const bar = await screen.findByRole('progressbar', { name: 'Cargando la página' });
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0));
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(100);

    act(() => finishLoading());
    expect(await screen.findByText('Página lenta')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100'));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });
});
