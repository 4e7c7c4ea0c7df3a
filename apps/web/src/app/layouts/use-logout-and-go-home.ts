import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';

/** Cerrar sesión: end the session, then back to `/` (SPEC §2), whatever the server answered. */
export function useLogoutAndGoHome() {
  const navigate = useNavigate();
  // Home before the user is forgotten: on a private page, forgetting first would open the login modal.
  const logout = useLogout({ leave: () => navigate('/') });
  return {
    isPending: logout.isPending,
    logOut: () => logout.mutate(),
  };
}
