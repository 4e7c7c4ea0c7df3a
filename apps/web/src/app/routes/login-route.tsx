import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMe } from '@/features/auth';
import { HomePage } from '@/features/marketing/home-page';
import { openModal } from '@/lib/modal-store';
import { safeRedirect } from '@/lib/safe-redirect';

/**
 * `/login`: a visitor sees the home page with the login modal open (the safe `redirect` travels in
 * the modal, never on screen); a logged-in user goes to that redirect or home.
 */
export function LoginRoute() {
  const me = useMe();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get('redirect'));

  useEffect(() => {
    if (!me.isSuccess) return;
    if (me.data) void navigate(redirectTo ?? '/', { replace: true });
    else openModal('login', { redirectTo: redirectTo ?? undefined });
  }, [me.isSuccess, me.data, redirectTo, navigate]);

  return <HomePage />;
}
