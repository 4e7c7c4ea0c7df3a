import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMe } from '@/features/auth';
import { safeRedirect } from '@/lib/safe-redirect';

/**
 * SPEC §2: a `?redirect=` on any page is followed once the visitor logs in, and only when it is a
 * safe internal path. Only the change from visitor to user counts, so a logged-in user who opens a
 * link carrying `redirect` stays where the link says.
 */
export function useRedirectAfterLogin(): void {
  const me = useMe();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const wasVisitor = useRef(false);
  const isVisitor = me.isSuccess && me.data === null;
  const isUser = Boolean(me.data);
  const redirectTo = safeRedirect(searchParams.get('redirect'));

  useEffect(() => {
    if (isVisitor) {
      wasVisitor.current = true;
      return;
    }
    if (isUser && wasVisitor.current) {
      wasVisitor.current = false;
      if (redirectTo) void navigate(redirectTo, { replace: true });
    }
  }, [isVisitor, isUser, redirectTo, navigate]);
}
