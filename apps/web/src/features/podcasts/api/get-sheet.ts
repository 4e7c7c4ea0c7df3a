import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { sheetSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { podcastKeys } from './keys';

export const sheetViewSchema = z.object({
  podcast: z.object({ id: z.uuid(), slug: z.string(), title: z.string(), imageUrl: z.string().nullable() }),
  role: z.enum(['owner', 'manager']),
  sheet: sheetSchema,
});
export type SheetView = z.infer<typeof sheetViewSchema>;

/** `GET /private/podcasts/{id}/sheet`. */
export function getSheet(podcastId: string, signal?: AbortSignal): Promise<SheetView> {
  return api.get('/private/podcasts/{id}/sheet', sheetViewSchema, { params: { id: podcastId }, signal });
}

export function getSheetQueryOptions(podcastId: string) {
  return queryOptions({ queryKey: podcastKeys.sheet(podcastId), queryFn: ({ signal }) => getSheet(podcastId, signal) });
}

export function useSheet(podcastId: string) {
  return useQuery(getSheetQueryOptions(podcastId));
}
