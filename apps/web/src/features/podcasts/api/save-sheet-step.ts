import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sheetSchema, type SheetAudience, type SheetBranding, type SheetProfile } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { podcastKeys } from './keys';
import type { SheetView } from './get-sheet';

export type SheetStepInput =
  | { step: 'profile'; value: SheetProfile }
  | { step: 'audience'; value: SheetAudience }
  | { step: 'branding'; value: SheetBranding };

/** `PUT /private/podcasts/{id}/sheet/{step}`. */
export function saveSheetStep(podcastId: string, input: SheetStepInput) {
  return api.put(`/private/podcasts/${podcastId}/sheet/${input.step}`, sheetSchema, { body: input.value });
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
