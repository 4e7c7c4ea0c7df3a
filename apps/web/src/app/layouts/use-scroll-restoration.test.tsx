import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_STORAGE_KEY, useScrollRestoration } from './use-scroll-restoration';

function renderPages(useRestoration: () => void = useScrollRestoration, initialEntry = '/') {
  function Root() {
    useRestoration();
    return <Outlet />;
  }

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
    { initialEntries: [initialEntry] },
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

  describe('when a whole document is loaded', () => {
    /** A fresh copy of the hook, as a new document runs it, with what this tab saved before. */
    async function freshHook(saved: Record<string, number>) {
      sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(saved));
      vi.resetModules();
      return (await import('./use-scroll-restoration')).useScrollRestoration;
    }
    function loadedBy(type: NavigationTimingType) {
      vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as unknown as PerformanceEntry]);
    }
    afterEach(() => vi.restoreAllMocks());

    it('opens a page reached by a link at the top, not where the previous page was left', async () => {
      // The previous document, also loaded in full, was left 900 px down; so was this very address.
      const hook = await freshHook({ 'default:/': 900, 'default:/legal': 400, default: 900 });
      loadedBy('navigate');
      renderPages(hook, '/legal');

      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Legal');
      expect(windowScrollTo).not.toHaveBeenCalled();
    });

    it('returns to where the reader was when the page is reloaded', async () => {
      const hook = await freshHook({ 'default:/': 900, 'default:/legal': 400 });
      loadedBy('reload');
      renderPages(hook, '/legal');

      expect(windowScrollTo).toHaveBeenLastCalledWith(0, 400);
    });
  });
});
