import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoadBar } from '@/components/page-load-bar';
import { recordNavigation } from '@/lib/route-pile';
import { useScrollRestoration } from './use-scroll-restoration';

/** What every layout shares: the load bar, the route pile and the scrolling on navigation. */
export function RootRoute() {
  const { pathname } = useLocation();
  useEffect(() => recordNavigation(pathname), [pathname]);
  useScrollRestoration();
  return (
    <>
      <PageLoadBar />
      <Outlet />
    </>
  );
}
