import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';

/** Cerrar sesión: end the session, then back to `/` (SPEC §2), whatever the server answered. */
export function useLogoutAndGoHome() {
  const logout = useLogout();
  const navigate = useNavigate();
  return {
    isPending: logout.isPending,
    logOut: () => logout.mutate(undefined, { onSettled: () => void navigate('/') }),
  };
}
