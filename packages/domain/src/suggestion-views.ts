import { z } from 'zod';
import { campaignIdParamsSchema } from './campaign-views';
import { SUGGESTION_REASONS } from './matching-suggestions';
import { campaignSuggestionSchema } from './proposals';

/**
 * What the advertiser suggested, as the team and the advertiser read it (docs/decisions/0021): the
 * «Sugerir un cambio» requests with whether the team handled them, and the podcasts of the brief with
 * whether they are in the proposal or why not.
 */

export const CHANGE_REQUEST_MESSAGES = {
  notFound: 'Esa sugerencia no es de esta campaña.',
} as const;

/** `GET /private/campaigns/{id}/change-requests`: newest first. */
export const campaignSuggestionListSchema = z.array(campaignSuggestionSchema);
export type CampaignSuggestionList = z.infer<typeof campaignSuggestionListSchema>;

/** `/private/backoffice/campaigns/{id}/change-requests/{requestId}/handled`. */
export const changeRequestParamsSchema = campaignIdParamsSchema.extend({
  requestId: z.uuid({ error: CHANGE_REQUEST_MESSAGES.notFound }),
});

/** `GET /private/campaigns/{id}/suggested-podcasts`: each podcast the brief suggested, in its order. */
export const suggestionNoteSchema = z.object({
  podcastId: z.string(),
  title: z.string().nullable(),
  inProposal: z.boolean(),
  reason: z.enum(SUGGESTION_REASONS).nullable(),
  /** Follows «Sugeriste X: », such as «no ofrece cuña de audio»; null when it is in the proposal. */
  message: z.string().nullable(),
});
export const suggestionNoteListSchema = z.array(suggestionNoteSchema);
export type SuggestionNoteList = z.infer<typeof suggestionNoteListSchema>;
