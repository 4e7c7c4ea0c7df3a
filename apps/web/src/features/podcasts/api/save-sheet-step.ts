import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sheetSchema, type SheetAudience, type SheetBranding, type SheetProfile } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { podcastKeys } from './keys';
import type { SheetView } from './get-sheet';

export type SheetStepInput =
  | { step: 'profile'; value: SheetProfile }
  | { step: 'audience'; value: SheetAudience }
  | { step: 'branding'; value: SheetBranding };

/** `PUT /private/podcasts/{id}/sheet/{step}`: one call per step, so each body is typed by its own route. */
export function saveSheetStep(podcastId: string, input: SheetStepInput) {
  const params = { id: podcastId };
  switch (input.step) {
    case 'profile':
      return api.put('/private/podcasts/{id}/sheet/profile', sheetSchema, { params, body: input.value });
    case 'audience':
      return api.put('/private/podcasts/{id}/sheet/audience', sheetSchema, { params, body: input.value });
    case 'branding':
      return api.put('/private/podcasts/{id}/sheet/branding', sheetSchema, { params, body: input.value });
  }
}

export function useSaveSheetStep(podcastId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SheetStepInput) => saveSheetStep(podcastId, input),
    onSuccess: (sheet) => {
      queryClient.setQueryData<SheetView>(podcastKeys.sheet(podcastId), (view) => (view ? { ...view, sheet } : view));
      return queryClient.invalidateQueries({ queryKey: podcastKeys.mine() });
    },
  });
}
