import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageLoadBar } from '@/components/page-load-bar';
import { recordNavigation } from '@/lib/route-pile';

/** What every layout shares: the load bar, the route pile and the scroll restoration. */
export function RootRoute() {
  const { pathname } = useLocation();
  useEffect(() => recordNavigation(pathname), [pathname]);
  return (
    <>
      <PageLoadBar />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
