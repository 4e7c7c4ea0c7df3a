import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_STORAGE_KEY, useScrollRestoration } from './use-scroll-restoration';

function Root() {
  useScrollRestoration();
  return <Outlet />;
}

function renderPages() {
  const router = createMemoryRouter(
    [
      {
        element: <Root />,
        children: [
          { path: '/', element: <h1>Portada</h1> },
          {
            path: '/legal',
            element: (
              <>
                <h1>Legal</h1>
                <h2 id="cookies">Cookies</h2>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The reader scrolls to `y`: the browser moves and says so. */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

let scrollIntoView: ReturnType<typeof vi.fn>;
let windowScrollTo: ReturnType<typeof stubScrollTo>;
// Already stubbed by test/setup.ts: this returns the same spy.
const stubScrollTo = () => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
beforeEach(() => {
  windowScrollTo = stubScrollTo();
  scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
  sessionStorage.clear();
});
afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('scrolling on navigation', () => {
  it('starts a new page at the top and returns to where the reader was on back', async () => {
    const router = renderPages();
    expect(windowScrollTo).not.toHaveBeenCalled();
    scrollTo(640);

    await act(() => router.navigate('/legal'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Legal');
    expect(windowScrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollTo(120);

    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Portada');
    expect(windowScrollTo).toHaveBeenLastCalledWith(0, 640);

    await act(() => router.navigate(1));
    expect(windowScrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('goes to the #fragment of a new page', async () => {
    const router = renderPages();
    await act(() => router.navigate('/legal#cookies'));

    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Cookies' }));
  });

  it('keeps the positions for a reload when the page is hidden', async () => {
    const router = renderPages();
    scrollTo(300);
    await act(() => router.navigate('/legal'));
    window.dispatchEvent(new Event('pagehide'));

    expect(
      Object.values(JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Record<string, number>),
    ).toContain(300);
  });
});
