import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryKey } from './get-me';

// The header's menu holds Cerrar sesión, so this module is in the first screen's JavaScript: zod
// loads when the answer arrives, not with the page.
const loadNullSchema = () => import('@patrocina/domain').then((domain) => domain.nullDataSchema);

export function logout(): Promise<null> {
  return api.post('/authentication/logout', loadNullSchema);
}

/**
 * Ends the session on the server and, whatever it answered, runs `leave` (going somewhere public),
 * then forgets every cached answer of the user. In that order: a private page that saw its user turn
 * into a visitor would ask them to log in again.
 */
export function useLogout({ leave }: { leave?: () => Promise<void> | void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      try {
        await leave?.();
      } finally {
        queryClient.setQueryData(meQueryKey, null);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      }
    },
  });
}
