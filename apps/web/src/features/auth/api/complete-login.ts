import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@patrocina/domain';
import { acceptAllIfImplicit } from '@/lib/consent';
import { safeRedirect } from '@/lib/safe-redirect';
import { toast } from '@/lib/toast';
import { hasPendingAgency, setPendingAgency } from '../lib/client-state';
import { reportAuthError } from '../lib/report';
import { getMeQueryOptions, meQueryKey } from './get-me';
import { logout } from './logout';
import { updateMe } from './update-me';

/**
 * What follows every successful login (password, e-mail link, new password): load the user afresh,
 * apply the agency answer given at sign-up, accept the cookies if the notice was left unanswered
 * (SPEC §4), then go where the visitor was heading.
 * SPEC §8 post-login failure: the generic error and a logout, so no half-open session stays.
 */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(
    async ({ redirectTo }: { redirectTo?: string | undefined } = {}): Promise<boolean> => {
      try {
        // A /users/me still on its way left before the session cookie existed (the verification page
        // asks for the user while it confirms the link) and would answer "visitor"; fetchQuery would
        // join it rather than ask again. Cancel it, then ask afresh.
        await queryClient.cancelQueries({ queryKey: meQueryKey });
        await queryClient.invalidateQueries({ queryKey: meQueryKey, refetchType: 'none' });
        const me = await queryClient.fetchQuery(getMeQueryOptions());
        if (!me) throw new Error('Login answered but the session cookie was not accepted');

        // Sign-up does not log in, so "¿Eres una agencia?" could not be saved then (see agency-dialog.tsx).
        if (hasPendingAgency()) {
          setPendingAgency(false);
          if (!me.isAgency) {
            try {
              queryClient.setQueryData(meQueryKey, await updateMe({ isAgency: true }));
            } catch (error) {
              // The account works without the flag; it can be set again from Mi cuenta.
              reportAuthError(error, 'PendingAgency');
            }
          }
        }
      } catch (error) {
        reportAuthError(error, 'CompleteLogin');
        toast.error(MESSAGES.genericError);
        await logout().catch(() => undefined);
        queryClient.setQueryData(meQueryKey, null);
        return false;
      }
      acceptAllIfImplicit();
      const target = safeRedirect(redirectTo);
      if (target) await navigate(target);
      return true;
    },
    [navigate, queryClient],
  );
}
