import { z } from 'zod';
import { CAMPAIGN_STATUSES, CAMPAIGN_SUBSTATUSES } from './campaign-lifecycle';
import { campaignDatesSchema, campaignSchema } from './campaign-views';
import {
  actionCountsSchema,
  actionRatesSchema,
  answerDetailsSchema,
  PROPOSAL_ACTION_LABELS,
  PROPOSAL_ACTIONS,
  PROPOSAL_PODCAST_STATUSES,
  PROPOSAL_STATUS_REASONS,
  proposedPodcastNameSchema,
  totalActions,
  type ProposalAction,
} from './proposals';
import { groupThousands, refineEachOnce, wholeNumbersSchema } from './formats';

/**
 * The back office (issue 6, DOMAIN.md "Who is who": agents and admins): the queue of campaigns, the
 * proposal draft the team builds and publishes, payment confirmation and agent assignment. Money in
 * whole euros, as everywhere the API answers (docs/decisions/0005).
 */

export const BACKOFFICE_MESSAGES = {
  adminOnly: 'Solo un administrador puede hacer esto.',
  notAnAgent: 'Esa persona no es gestora de campañas.',
  agentTakesOnlyForThemself: 'Solo puedes asignarte a ti una campaña que no gestiona nadie.',
  podcastNotProposable: 'Ese podcast no se puede proponer: no existe o no tiene dueño.',
  sheetIncomplete: 'Ese podcast aún no ha completado su hoja de patrocinio.',
  hasConversation: 'Ese podcast ya tiene una conversación en el Workroom: no se puede quitar de la propuesta.',
  actionNotOffered: 'Este podcast no ofrece ese tipo de acción.',
  rateRequired: 'Indica la tarifa de cada acción que propones',
  noActions: 'Propón al menos una acción para cada podcast',
  duplicatePodcast: 'Ese podcast ya está en la propuesta',
  overBudget: 'El total de la propuesta supera el presupuesto de la campaña.',
  proposalLocked: 'La propuesta ya no se puede cambiar: el anunciante la ha confirmado.',
  publishedNeedsPodcasts: 'Una propuesta publicada no puede quedarse sin podcasts.',
  emptyDraft: 'Añade al menos un podcast a la propuesta antes de publicarla.',
  alreadyPublished: 'Esta propuesta ya está publicada.',
  notPendingPayment: 'Solo puedes confirmar el pago de una campaña pendiente de pago.',
  ownerDeleted: 'El anunciante de esta campaña ha eliminado su cuenta: no se puede confirmar el pago.',
} as const;

/** "La tarifa de mención no puede ser menor que el mínimo del podcast (150 €)". */
export function rateBelowMinimumMessage(action: ProposalAction, minimumEuros: number): string {
  return `La tarifa de ${PROPOSAL_ACTION_LABELS[action].one} no puede ser menor que el mínimo del podcast (${minimumEuros} €)`;
}

/** DOMAIN.md "the agreed price": the team may re-price an answered podcast, never below what its podcaster asked. */
export function belowCounterPriceMessage(title: string, counterEuros: number): string {
  return `El precio de «${title}» no puede ser menor que el que pide el podcaster (${groupThousands(counterEuros)} €)`;
}

/** How many podcasts one proposal may hold, and the longest pre-roll title. */
export const MAX_PROPOSAL_PODCASTS = 100;
export const PREROLL_TITLE_MAX_LENGTH = 200;
export const MAX_PREROLL_QUANTITY = 10_000_000;

/** Euros per action of each kind, as the team types them: whole euros, null where the kind is not asked. */
const rateEurosSchema = z
  .number({ error: BACKOFFICE_MESSAGES.rateRequired })
  .int('Indica la tarifa en euros, sin decimales')
  .min(1, BACKOFFICE_MESSAGES.rateRequired)
  .max(1_000_000, 'Esa tarifa es demasiado alta');
const draftRatesSchema = z
  .object(
    Object.fromEntries(PROPOSAL_ACTIONS.map((action) => [action, rateEurosSchema.nullable()])) as Record<
      ProposalAction,
      z.ZodNullable<typeof rateEurosSchema>
    >,
  )
  .strict();
const draftCountsSchema = z
  .object(
    Object.fromEntries(
      PROPOSAL_ACTIONS.map((action) => [action, z.number().int('Usa números enteros').min(0).max(1_000)]),
    ) as Record<ProposalAction, z.ZodNumber>,
  )
  .strict();

export const proposalDraftPodcastInputSchema = z
  .object({
    podcastId: z.uuid({ error: BACKOFFICE_MESSAGES.podcastNotProposable }),
    counts: draftCountsSchema,
    advertiserRates: draftRatesSchema,
  })
  .strict()
  .superRefine((value, context) => {
    if (totalActions(value.counts) === 0)
      context.addIssue({ code: 'custom', path: ['counts'], message: BACKOFFICE_MESSAGES.noActions });
    for (const action of PROPOSAL_ACTIONS) {
      if (value.counts[action] > 0 && value.advertiserRates[action] === null) {
        context.addIssue({
          code: 'custom',
          path: ['advertiserRates', action],
          message: BACKOFFICE_MESSAGES.rateRequired,
        });
      }
    }
  });
export type ProposalDraftPodcastInput = z.infer<typeof proposalDraftPodcastInputSchema>;

export const prerollSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Indica el título del pre-roll')
      .max(PREROLL_TITLE_MAX_LENGTH, `El título no puede tener más de ${PREROLL_TITLE_MAX_LENGTH} caracteres`),
    quantity: z
      .number()
      .int('Usa números enteros')
      .min(1, 'Indica cuántos pre-rolls se emiten')
      .max(MAX_PREROLL_QUANTITY),
  })
  .strict();

/**
 * `PUT /private/backoffice/campaigns/{id}/proposal`: the whole draft, replacing the one stored. Rates
 * where no action is asked are ignored (stored as null); the server checks each podcast, its
 * minimum rates and the budget.
 */
export const proposalDraftInputSchema = z
  .object({
    podcasts: z
      .array(proposalDraftPodcastInputSchema)
      .max(MAX_PROPOSAL_PODCASTS, `Una propuesta puede tener hasta ${MAX_PROPOSAL_PODCASTS} podcasts`),
    preroll: prerollSchema.nullable(),
  })
  .strict()
  .superRefine((value, context) =>
    refineEachOnce(
      context,
      { name: 'podcasts', items: value.podcasts },
      'podcastId',
      BACKOFFICE_MESSAGES.duplicatePodcast,
    ),
  );
export type ProposalDraftInput = z.infer<typeof proposalDraftInputSchema>;

/** `PUT /private/backoffice/campaigns/{id}/agent`: who manages the campaign; null leaves it unassigned. */
export const assignAgentSchema = z
  .object({ agentId: z.uuid({ error: BACKOFFICE_MESSAGES.notAnAgent }).nullable() })
  .strict();
export type AssignAgentInput = z.infer<typeof assignAgentSchema>;

/** `GET /private/backoffice/campaigns?substatus=`: one substatus, or every campaign with those pending review first. */
export const backofficeQueueQuerySchema = z.object({ substatus: z.enum(CAMPAIGN_SUBSTATUSES).optional() }).strict();

/** The most rows the queue answers at once (pending review first, so the work is never cut off). */
export const BACKOFFICE_QUEUE_LIMIT = 200;

const personSchema = z.object({ id: z.uuid(), username: z.string(), email: z.string() });

/** How the podcasters of one proposal have answered so far. */
/**
 * How a proposal's podcasts answered. `expired`: the ones whose offer lapsed before they answered (their
 * status is EXPIRED and they never answered), which are neither unanswered nor answers.
 */
export const answerCountsSchema = wholeNumbersSchema([
  'proposed',
  'unanswered',
  'accepted',
  'contact',
  'declined',
  'expired',
]);
export type AnswerCounts = z.infer<typeof answerCountsSchema>;

export const backofficeCampaignSummarySchema = z.object({
  id: z.uuid(),
  brand: z.string(),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  substatus: z.enum(CAMPAIGN_SUBSTATUSES),
  owner: personSchema,
  agent: personSchema.nullable(),
  /** Whole euros. */
  budget: z.number().int(),
  ...campaignDatesSchema.shape,
  paused: z.boolean(),
  unpauseRequestedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  answers: answerCountsSchema,
  createdAt: z.string(),
});
export type BackofficeCampaignSummary = z.infer<typeof backofficeCampaignSummarySchema>;

export const backofficeQueueSchema = z.object({
  campaigns: z.array(backofficeCampaignSummarySchema),
  /** More campaigns match than BACKOFFICE_QUEUE_LIMIT: filter by substatus to see the rest. */
  truncated: z.boolean(),
});
export type BackofficeQueue = z.infer<typeof backofficeQueueSchema>;

/** One podcast of the draft as the team edits it: what is proposed, the sheet's minimums, and the whole answer. */
export const draftPodcastSchema = z.object({
  ...proposedPodcastNameSchema.shape,
  counts: actionCountsSchema,
  /** Whole euros per action of each kind. */
  advertiserRates: actionRatesSchema,
  /** The sheet's minimum per action of each kind (minimumRateEuros), null where the podcast does not offer it. */
  minimumRates: actionRatesSchema,
  /** The agreed price (DOMAIN.md): the price proposed, or the podcaster's counter-price when higher. */
  cost: z.number().int(),
  /** The price the rates give; below `cost` when the podcaster asked more. */
  proposedCost: z.number().int(),
  target: z.string().nullable(),
  /** Why the matching engine chose it, in Spanish; empty when the team added it by hand. */
  reasons: z.array(z.string()).default([]),
  reach: z.number().int(),
  /** Whether its sponsorship sheet is (still) complete. */
  sheetComplete: z.boolean(),
  managed: z.boolean(),
  status: z.enum(PROPOSAL_PODCAST_STATUSES),
  statusReason: z.enum(PROPOSAL_STATUS_REASONS).nullable(),
  ...answerDetailsSchema.shape,
  picked: z.boolean(),
  proposalModified: z.boolean(),
  answeredAt: z.string().nullable(),
});
export type DraftPodcast = z.infer<typeof draftPodcastSchema>;

/**
 * A podcast the team may add to a draft by hand (`GET /private/backoffice/podcasts/search?q=`): what its
 * card in the draft editor shows before it is saved, the sheet's minimums first of all. Only podcasts
 * that can be proposed (an owner and a complete sheet) are found.
 */
export const draftCandidateSchema = z.object({
  ...proposedPodcastNameSchema.shape,
  /** Listens over the last 30 days, and the range the proposal will quote (targetRangeOf). */
  reach: z.number().int(),
  target: z.string(),
  /** The sheet's minimum per action of each kind, in whole euros (minimumRateEuros); null where not offered. */
  minimumRates: actionRatesSchema,
  managed: z.boolean(),
});
export type DraftCandidate = z.infer<typeof draftCandidateSchema>;
export const draftCandidatesSchema = z.object({ podcasts: z.array(draftCandidateSchema) });
export type DraftCandidates = z.infer<typeof draftCandidatesSchema>;

/** The campaign as the team sees it in the back office: the brief, who is who, and the draft with its money. */
export const backofficeCampaignSchema = z.object({
  campaign: campaignSchema,
  owner: personSchema,
  agent: personSchema.nullable(),
  publishedAt: z.string().nullable(),
  draft: z.object({
    podcasts: z.array(draftPodcastSchema),
    preroll: prerollSchema.nullable(),
    /** Whole euros: what the advertiser would pay for every podcast in the draft. */
    total: z.number().int(),
    /** The platform's 10% of the total (COMMISSION_RATE). */
    commission: z.number().int(),
    /** Budget less total; never negative once saved. */
    remainingBudget: z.number().int(),
    answers: answerCountsSchema,
  }),
});
export type BackofficeCampaign = z.infer<typeof backofficeCampaignSchema>;

/**
 * SPEC §3 target: the range of listens a podcast reaches in 30 days, as the proposal shows it
 * (`5k/10k`). Its bounds are the steps below; past the last one it reads `1M+`.
 */
const TARGET_STEPS = [0, 1_000, 5_000, 10_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000];

function shortListens(value: number): string {
  if (value === 0) return '0';
  if (value >= 1_000_000) return `${value / 1_000_000}M`;
  return `${value / 1_000}k`;
}

export function targetRangeOf(listens30d: number): string {
  const last = TARGET_STEPS.at(-1)!;
  if (listens30d >= last) return `${shortListens(last)}+`;
  const upperIndex = TARGET_STEPS.findIndex((step) => step > listens30d);
  return `${shortListens(TARGET_STEPS[upperIndex - 1]!)}/${shortListens(TARGET_STEPS[upperIndex]!)}`;
}
