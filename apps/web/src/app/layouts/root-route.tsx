import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoadBar } from '@/components/page-load-bar';
import { useFocusRecovery } from '@/lib/focus';
import { recordNavigation } from '@/lib/route-pile';
import { useScrollRestoration } from './use-scroll-restoration';

/**
 * What every layout shares: the load bar, the route pile, the scrolling on navigation, and focus kept
 * off the page's body when what had it goes away (lib/focus.ts).
 */
export function RootRoute() {
  const { pathname } = useLocation();
  useEffect(() => recordNavigation(pathname), [pathname]);
  useScrollRestoration();
  useFocusRecovery();
  return (
    <>
      <PageLoadBar />
      <Outlet />
    </>
  );
}
