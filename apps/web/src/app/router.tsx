import {
  createBrowserRouter,
  RouterProvider,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { PageSkeleton } from '@/components/page-skeleton';
import { DefaultLayout } from './layouts/default-layout';
import { EmptyLayout } from './layouts/empty-layout';
import { NoHeaderLayout } from './layouts/no-header-layout';
import { RootRoute } from './layouts/root-route';
import type * as LaterRoutes from './later-routes';
import { AccessGate } from './routes/access-gate';
import { NotFoundPage } from '@/components/not-found-page';
import type { RouteHandle } from './routes/route-handle';
import { RouteErrorPage } from './routes/route-error-page';

/*
 * SPEC §2 route table, in history mode with base `/`. Every page loads lazily so the first screen
 * only downloads its own code; the layouts, the not-found page and the error page stay in the main
 * chunk because they must work when a chunk cannot be fetched. Routes are private unless their
 * handle says `isPublic`; AccessGate enforces it.
 *
 * The main chunk only lists the landing pages a first visit opens and the catch-alls; the rest of the
 * table (later-routes.tsx) is a chunk of its own that `patchLaterRoutes` adds on the first navigation
 * it is needed for (decision 0002). An address the table does not know yet matches a catch-all, and
 * React Router asks for more routes whenever a match has a parameter, so every page is still found.
 */

/** The layouts' pages, by the id the later routes are added to. */
const DEFAULT_PAGES = 'paginas';
const NO_HEADER_PAGES = 'paginas-sin-cabecera';
const EMPTY_PAGES = 'paginas-vacias';

const landingPages: RouteObject[] = [
  {
    index: true,
    handle: { title: 'Anunciantes', isPublic: true } satisfies RouteHandle,
    lazy: async () => {
      const { HomePage } = await import('@/features/marketing/home-page');
      return { Component: HomePage };
    },
  },
  {
    // Issue 23: the catalogue. Named here, before the single-segment `/{slug}` catch-all.
    path: 'podcasts',
    handle: { title: 'Catálogo de podcasts', isPublic: true } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('@/features/podcasts/pages/catalogue-page')).CataloguePage }),
  },
  {
    path: 'podcasters',
    handle: { title: 'Podcasters', isPublic: true } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('@/features/marketing/podcasters-page')).PodcastersPage }),
  },
  { path: 'notFound404', handle: { title: 'Página no encontrada', isPublic: true }, element: <NotFoundPage /> },
  {
    // SPEC §2 single-segment catch-all: a podcast's public page by its slug (DOMAIN.md), else not found.
    path: ':slug',
    handle: { title: 'Podcast', isPublic: true } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('@/features/podcasts/pages/public-podcast-page')).PodcastBySlugPage,
    }),
  },
  { path: '*', handle: { title: 'Página no encontrada', isPublic: true }, element: <NotFoundPage /> },
];

/** Errors inside a page render within its layout, so the header and footer stay usable. */
function gated(id: string, children: RouteObject[]): RouteObject[] {
  return [{ id, element: <AccessGate />, errorElement: <RouteErrorPage />, children }];
}

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageSkeleton,
    children: [
      { element: <NoHeaderLayout />, children: gated(NO_HEADER_PAGES, []) },
      { element: <EmptyLayout />, children: gated(EMPTY_PAGES, []) },
      { element: <DefaultLayout />, children: gated(DEFAULT_PAGES, landingPages) },
    ],
  },
];

let laterRoutes: Promise<typeof LaterRoutes> | undefined;

/** The later pages' chunk, fetched once; a failed fetch is not kept, so the next call tries again. */
function loadLaterRoutes() {
  laterRoutes ??= import('./later-routes').catch((error: unknown) => {
    laterRoutes = undefined;
    throw error;
  });
  return laterRoutes;
}

/**
 * Adds the later pages to a router's table. React Router calls this on every navigation whose match
 * has a parameter, and leaves out the routes it already has.
 */
export const patchLaterRoutes: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  const { laterDefaultLayoutPages, noHeaderPages, emptyPages } = await loadLaterRoutes();
  patch(DEFAULT_PAGES, laterDefaultLayoutPages);
  patch(NO_HEADER_PAGES, noHeaderPages);
  patch(EMPTY_PAGES, emptyPages);
};

const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * A pointer over a link or a button, or focus on one, says a navigation may follow: the later pages'
 * chunk is fetched then, so the click does not wait for it as well as for its page. A visitor who only
 * reads the landing page never downloads it.
 */
function prefetchLaterRoutesOnIntent() {
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('a[href], button')) return;
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    // A failure here is met again, and shown, by the navigation that needs the chunk.
    loadLaterRoutes().catch(() => undefined);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
}

/**
 * The app's router, for main.tsx. Creating it matches the address against the route table and starts
 * fetching the page's chunks, so main.tsx does it in a task of its own before React's first render.
 */
export function createAppRouter() {
  prefetchLaterRoutesOnIntent();
  return createBrowserRouter(routes, { patchRoutesOnNavigation: patchLaterRoutes });
}

export function AppRouter({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return <RouterProvider router={router} />;
}
