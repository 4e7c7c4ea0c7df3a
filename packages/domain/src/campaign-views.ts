import { z } from 'zod';
import { AGENCY_BRAND_MESSAGES } from './agency';
import { CAMPAIGN_STATUSES, CAMPAIGN_SUBSTATUSES, type CampaignSubstatus } from './campaign-lifecycle';
import {
  APPROXIMATE_DATES,
  BRANDING_ACTIONS,
  CAMPAIGN_GENDERS,
  CAMPAIGN_MESSAGES,
  COVERAGE_ACTIONS,
  PODCAST_TYPES,
} from './campaigns';
import { AUDIENCE_FLAGS } from './catalog';
import { wholeNumbersSchema } from './formats';
import { ANSWER_MESSAGES, campaignProposalSchema } from './proposals';

/**
 * A campaign as the product shows it (SPEC §3 "Campaign", §7): the words of each substatus, and the
 * shapes the campaign routes take and answer (params, the dashboard, the campaign, the public proposal).
 */

/**
 * DESIGN.md's labels, which speak to the advertiser («tu propuesta»), the same state as the team and the
 * podcasters read it (`others`), and the line that tells the advertiser what is happening and what to do.
 */
export const SUBSTATUS_TEXTS: Record<CampaignSubstatus, { label: string; others: string; advertiser: string }> = {
  PENDING_REVIEW: {
    label: 'Preparando tu propuesta',
    others: 'Propuesta por preparar',
    advertiser:
      'Estamos eligiendo los podcasts que mejor encajan con tu campaña. Te avisaremos por correo cuando la propuesta esté lista.',
  },
  PENDING_RESPONSE: {
    label: 'Esperando a los podcasters',
    others: 'Esperando a los podcasters',
    advertiser: 'Hemos enviado la propuesta a los podcasters. Cuando respondan, podrás revisarla y elegir.',
  },
  PENDING_ACCEPT: {
    label: 'Revisa tu propuesta',
    others: 'El anunciante revisa la propuesta',
    advertiser: 'Los podcasters han respondido. Revisa la propuesta, elige los podcasts que quieras y confírmala.',
  },
  PENDING_PAYMENT: {
    label: 'Pendiente de pago',
    others: 'Pendiente de pago',
    advertiser: 'Te hemos enviado la orden de pago por correo. La campaña se pone en marcha cuando recibamos el pago.',
  },
  PENDING_DATES: {
    label: 'Pendiente de fechas',
    others: 'Pendiente de fechas',
    advertiser: 'Los podcasters están planificando las fechas de sus acciones.',
  },
  IN_PROGRESS: {
    label: 'En curso',
    others: 'En curso',
    advertiser: 'Las acciones se están emitiendo. Verás cada episodio publicado y sus escuchas en el informe.',
  },
  FINISHED: {
    label: 'Finalizada',
    others: 'Finalizada',
    advertiser: 'La campaña ha terminado. Consulta el informe con las escuchas de cada acción.',
  },
};

/** Who reads a campaign's state: the advertiser, or the team and the podcasters. */
export type SubstatusReader = 'advertiser' | 'others';

export function substatusLabel(substatus: CampaignSubstatus, reader: SubstatusReader): string {
  return reader === 'advertiser' ? SUBSTATUS_TEXTS[substatus].label : SUBSTATUS_TEXTS[substatus].others;
}

export const CHAT_PENDING_LABEL = 'Conversación pendiente';

export const campaignIdParamsSchema = z.object({ id: z.uuid({ error: CAMPAIGN_MESSAGES.notFound }) });
/** One podcast of a campaign's proposal: `/campaigns/{id}/podcasts/{podcastId}/...`. */
export const campaignPodcastParamsSchema = campaignIdParamsSchema.extend({
  podcastId: z.uuid({ error: ANSWER_MESSAGES.notYourProposal }),
});
export const campaignSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
export const campaignTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** The dashboard's filters: a tab, and for agencies one brand. */
export const campaignListQuerySchema = z
  .object({
    status: z.enum(CAMPAIGN_STATUSES).optional(),
    brand: z.string().trim().min(1).max(80).optional(),
    /** An agency's brand: only its campaigns; an id that is not one of the user's brands lists none. */
    brandId: z.uuid({ error: AGENCY_BRAND_MESSAGES.brandNotFound }).optional(),
  })
  .strict();
export type CampaignListQuery = z.infer<typeof campaignListQuerySchema>;

/** Who advertises what, as podcasters and anyone with the proposal's link read it. */
export const campaignPitchSchema = z.object({
  slug: z.string(),
  brand: z.string(),
  name: z.string(),
  url: z.string(),
  briefing: z.string(),
});

/** When the advertiser wants the campaign to run: a rough date, or the days they chose. */
export const campaignDatesSchema = z.object({
  approximateDate: z.enum(APPROXIMATE_DATES),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
});

/** How many campaigns each dashboard tab holds. */
export const campaignTabCountsSchema = wholeNumbersSchema(CAMPAIGN_STATUSES);

const pauseStateSchema = z.object({
  paused: z.boolean(),
  pauseReason: z.string().nullable(),
  unpauseRequestedAt: z.string().nullable(),
});

/** A campaign as its owner and its agent see it: the brief as the wizard takes it, plus its state. */
export const campaignSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  substatus: z.enum(CAMPAIGN_SUBSTATUSES),
  role: z.enum(['owner', 'agent']),
  /**
   * Whether the user may change it (buy, answer, edit, pause, delete): false for a colleague of the
   * owner's agency with «Puede ver», who only reads (docs/decisions/0034).
   */
  canChange: z.boolean(),
  managedByAgent: z.boolean(),
  what: z.object({
    brand: z.string(),
    name: z.string(),
    url: z.string(),
    briefing: z.string(),
    briefingFileId: z.uuid().nullable(),
    brandId: z.uuid().nullable(),
  }),
  whom: z.object({
    audiences: z.array(z.enum(AUDIENCE_FLAGS)),
    tags: z.array(z.string()),
    country: z.string(),
    provinces: z.array(z.string()),
    gender: z.enum(CAMPAIGN_GENDERS),
    ages: z.array(z.union([z.literal(0), z.literal(25), z.literal(45)])),
  }),
  how: z.object({
    coverageAction: z.enum(COVERAGE_ACTIONS),
    brandingActions: z.array(z.enum(BRANDING_ACTIONS)),
    podcastType: z.enum(PODCAST_TYPES),
    podcastsSelected: z.array(z.uuid()),
    /** Whole euros (stored in cents). */
    budget: z.number().int(),
    ...campaignDatesSchema.shape,
    spotFileId: z.uuid().nullable(),
    prerollText: z.string(),
    bannerFileId: z.uuid().nullable(),
    bannerUrl: z.string().nullable(),
    noReadApproval: z.boolean(),
  }),
  generalist: z.boolean(),
  optimum: z.boolean(),
  isDeletable: z.boolean(),
  isEditable: z.boolean(),
  ...pauseStateSchema.shape,
  /** Created by an account whose e-mail is not confirmed: it waits for the confirmation (issue 18). */
  awaitingEmailConfirmation: z.boolean(),
  /**
   * The published proposal (podcasts, pre-roll, total); null until the team publishes it. Defaults to
   * null when absent, so answers written before the field existed still parse.
   */
  proposal: campaignProposalSchema.nullable().default(null),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** One row of the dashboard. */
export const campaignSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  brand: z.string(),
  /** The agency's brand it is for, if any (the dashboard's «Marca» filter). */
  brandId: z.uuid().nullable(),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  substatus: z.enum(CAMPAIGN_SUBSTATUSES),
  role: z.enum(['owner', 'agent']),
  /** As `Campaign.canChange`: false for a «Puede ver» colleague of the owner's agency. */
  canChange: z.boolean(),
  /** A campaign manager runs it: the workroom chat exists (SPEC §2). */
  managedByAgent: z.boolean(),
  budget: z.number().int(),
  ...campaignDatesSchema.shape,
  paused: z.boolean(),
  /** Set while a request to resume waits for the team. */
  unpauseRequestedAt: z.string().nullable(),
  /** It waits until its owner confirms their e-mail: «pendiente de confirmar tu correo». */
  awaitingEmailConfirmation: z.boolean(),
  isDeletable: z.boolean(),
  createdAt: z.string(),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

/** A dashboard list, with the count of each tab (before the status filter, after the brand filter). */
export const campaignListSchema = z.object({
  campaigns: z.array(campaignSummarySchema),
  counts: campaignTabCountsSchema,
});
export type CampaignList = z.infer<typeof campaignListSchema>;

export const pendingActionsSchema = z.object({ pending: z.number().int() });

/**
 * `/proposal/{slug}` and `/proposal/token/{token}`: what anyone with the link may read. Nothing
 * private: no budget, no owner or agent, no files, no token, no pause reason.
 */
export const publicCampaignSchema = z
  .object({
    ...campaignPitchSchema.shape,
    status: z.enum(CAMPAIGN_STATUSES),
    substatus: z.enum(CAMPAIGN_SUBSTATUSES),
    audiences: z.array(z.enum(AUDIENCE_FLAGS)),
    country: z.string(),
    provinces: z.array(z.string()),
    gender: z.enum(CAMPAIGN_GENDERS),
    ages: z.array(z.union([z.literal(0), z.literal(25), z.literal(45)])),
    coverageAction: z.enum(COVERAGE_ACTIONS),
    brandingActions: z.array(z.enum(BRANDING_ACTIONS)),
    ...campaignDatesSchema.shape,
  })
  .strict();
export type PublicCampaign = z.infer<typeof publicCampaignSchema>;
