import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '@/components/page-skeleton';
import { useMe } from '@/features/auth';
import { openModal } from '@/lib/modal-store';
import { useRouteHandle } from './route-handle';

const SignInRequired = lazy(() => import('./sign-in-required').then((module) => ({ default: module.SignInRequired })));

/**
 * SPEC §2: pages not marked public need a session. A visitor who comes to one sees the page's title,
 * a short note and the login modal; once logged in (useMe turns into a user) the page renders in place, so no
 * redirect target ever needs to be shown or carried in the address.
 */
export function AccessGate() {
  const handle = useRouteHandle();
  const isPublic = handle?.isPublic === true;
  const location = useLocation();
  const me = useMe();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const isVisitor = !isPublic && me.isSuccess && me.data === null;
  // Where a user was last seen: a user who becomes a visitor there (logging out, which goes home
  // anyway) has not come to a private page, and gets no login modal popping up.
  const userSeenAt = useRef<string | null>(null);

  useEffect(() => {
    if (me.data) userSeenAt.current = here;
  }, [me.data, here]);

  useEffect(() => {
    if (isVisitor && userSeenAt.current !== here) openModal('login', { redirectTo: here });
  }, [isVisitor, here]);

  if (isPublic) return <Outlet />;
  if (me.data) return <Outlet />;
  if (me.isPending) return <PageSkeleton />;

  return (
    <Suspense fallback={<PageSkeleton />}>
      <SignInRequired
        title={handle?.title ?? 'Patrocina'}
        redirectTo={here}
        hasFailed={me.isError}
        onRetry={() => void me.refetch()}
      />
    </Suspense>
  );
}
