import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meSchema, type Me } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/query-keys';

/**
 * `PUT /private/users/me/avatar` (multipart `file`): the server checks the image by its content and
 * keeps a square copy; the answer is the whole user, with the avatar's new address.
 */
export async function uploadAvatar(file: File): Promise<Me> {
  const body = new FormData();
  body.append('file', file);
  return api.put('/private/users/me/avatar', meSchema, { body });
}

/** `DELETE /private/users/me/avatar`: back to the fallback image. */
export async function removeAvatar(): Promise<Me> {
  return api.delete('/private/users/me/avatar', meSchema);
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    // The header's avatar changes at once, without another call.
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
