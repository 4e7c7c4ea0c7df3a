import { z } from 'zod';
import { phoneNumberSchema, phonePrefixSchema } from './auth';
import type { ActionType } from './catalog';

/**
 * Proposals (SPEC §3 "Proposal podcast", §4 "Podcaster substatus", §9; DOMAIN.md "Campaign life
 * cycle", "Podcaster answers", "Money"): the podcasts the team proposes for a campaign, what each one
 * is asked to do and paid, and where each podcaster's answer stands.
 *
 * The campaign-side pieces live here, free of campaigns.ts, so that campaigns.ts can use them;
 * podcaster-campaigns.ts joins both for the podcaster's lists.
 */

/** SPEC §9: the platform keeps 10% of each action's cost from the podcaster's payout. */
export const COMMISSION_RATE = 0.1;

/**
 * DOMAIN.md "Podcaster answers": the statuses in which a podcaster can still give or change their answer,
 * which is until the advertiser picks their podcasts.
 */
export const ANSWERABLE_PROPOSAL_STATUSES = [
  'UNANSWERED',
  'ACCEPTED',
  'ACCEPT_WITH_MIN_PRICE',
  'CONTACT_REQUIRED',
  'REJECTED',
  'NOT_AVAILABLE',
] as const;

/** The podcaster-side status of one podcast in one proposal, in the order of DOMAIN.md. */
export const PROPOSAL_PODCAST_STATUSES = [
  ...ANSWERABLE_PROPOSAL_STATUSES,
  'ACTION_DATES_PENDING',
  'EXPIRED_ACTION',
  'IN_PROGRESS',
  'FINISHED',
  'EXPIRED',
] as const;
export type ProposalPodcastStatus = (typeof PROPOSAL_PODCAST_STATUSES)[number];

export function isAnswerableStatus(status: ProposalPodcastStatus): boolean {
  return (ANSWERABLE_PROPOSAL_STATUSES as readonly ProposalPodcastStatus[]).includes(status);
}

/** SPEC §3 statusReason: the podcaster's answer, as they gave it. */
export const PROPOSAL_STATUS_REASONS = [
  'ACCEPT',
  'ACCEPT_WITH_MIN_PRICE',
  'CONTACT',
  'REJECT',
  'REJECT_NO_AVAILABILITY',
] as const;
export type ProposalStatusReason = (typeof PROPOSAL_STATUS_REASONS)[number];

/** DESIGN.md's label of each status, and one line telling the podcaster what happens or what to do. */
export const PODCASTER_STATUS_TEXTS: Record<ProposalPodcastStatus, { label: string; podcaster: string }> = {
  UNANSWERED: {
    label: 'Propuesta por revisar',
    podcaster:
      'Un anunciante quiere contar con tu podcast: revisa la propuesta y dinos si la aceptas, si prefieres que te llamemos o si no te encaja.',
  },
  ACCEPTED: {
    label: 'Candidatura enviada',
    podcaster:
      'Has aceptado la propuesta. Ahora el anunciante elige sus podcasts y te avisaremos por correo si te elige.',
  },
  ACCEPT_WITH_MIN_PRICE: {
    label: 'Candidatura enviada',
    podcaster:
      'Has aceptado con tu precio mínimo. El anunciante lo tendrá en cuenta al elegir y te avisaremos por correo si te elige.',
  },
  CONTACT_REQUIRED: {
    label: 'Necesita aclaración',
    podcaster: 'Has pedido que te llamemos antes de decidir: alguien del equipo te llamará al teléfono que nos diste.',
  },
  REJECTED: {
    label: 'Rechazada',
    podcaster:
      'Has rechazado esta propuesta. Gracias por responder: te seguiremos enviando las que encajen con tu podcast.',
  },
  NOT_AVAILABLE: {
    label: 'Sin disponibilidad',
    podcaster:
      'Nos has dicho que no tienes hueco en esas fechas. Mantén tus vacaciones al día y solo te llegarán propuestas que puedas aceptar.',
  },
  ACTION_DATES_PENDING: {
    label: 'Planifica las fechas',
    podcaster: '¡El anunciante te ha elegido! Indica la fecha de cada acción dentro de las fechas de la campaña.',
  },
  EXPIRED_ACTION: {
    label: 'Indica episodio y minuto',
    podcaster:
      'Ya ha pasado la fecha de una de tus acciones: indica el enlace del episodio y el minuto en que la emitiste.',
  },
  IN_PROGRESS: {
    label: 'En curso',
    podcaster: 'Tus acciones están planificadas. Emítelas en sus fechas y registra cada episodio y sus escuchas.',
  },
  FINISHED: {
    label: 'Finalizada',
    podcaster: 'Has completado todas las acciones. En «Mis cobros» ves cuándo cobras cada una.',
  },
  EXPIRED: {
    label: 'No elegida por el anunciante',
    podcaster:
      'El anunciante ha elegido otros podcasts para esta campaña. Gracias por tu candidatura: te llegarán más propuestas.',
  },
};

/** Shown beside the status when the team changed the proposal after the podcaster answered (DOMAIN.md). */
export const PROPOSAL_MODIFIED_LABEL = 'Propuesta modificada: revísala';

/** The answers the advertiser may pick from when confirming the proposal. */
export const PICKABLE_STATUSES: readonly ProposalPodcastStatus[] = ['ACCEPTED', 'ACCEPT_WITH_MIN_PRICE'];

/** The podcaster said no: nothing is left to decide about them, so they are never expired or counted. */
export const DECLINED_STATUSES: readonly ProposalPodcastStatus[] = ['REJECTED', 'NOT_AVAILABLE'];

/**
 * What one proposed podcast is asked to do, per kind of action: the campaign's branding actions
 * (SPEC §3: mentions, sponsorship shown as interview, reviews shown as section, dedicated shows) and
 * the coverage spot («cuña»).
 */
export const PROPOSAL_ACTIONS = ['mentions', 'sponsorships', 'reviews', 'dedicatedShows', 'spots'] as const;
export type ProposalAction = (typeof PROPOSAL_ACTIONS)[number];
export type ActionCounts = Record<ProposalAction, number>;
/** Cents (or euros, where a schema says so) per action of each kind; null where none is asked for. */
export type ActionRates = Record<ProposalAction, number | null>;

/** DESIGN.md's words, singular and plural, for e-mails and tables. */
export const PROPOSAL_ACTION_LABELS: Record<ProposalAction, { one: string; many: string }> = {
  mentions: { one: 'mención', many: 'menciones' },
  sponsorships: { one: 'entrevista', many: 'entrevistas' },
  reviews: { one: 'sección', many: 'secciones' },
  dedicatedShows: { one: 'programa dedicado', many: 'programas dedicados' },
  spots: { one: 'cuña', many: 'cuñas' },
};

/**
 * The sheet's price that is each kind's minimum (SPEC §3 "minimum price per action"). The sheet has no
 * price of its own for a recorded spot; it is an ad slot inside the episode, so the price of an ad read
 * by the presenter stands for it (docs/decisions/0005).
 */
export const SHEET_PRICE_OF_ACTION: Record<ProposalAction, ActionType> = {
  mentions: 'MENTION',
  sponsorships: 'SPONSORSHIP',
  reviews: 'REVIEW',
  dedicatedShows: 'DEDICATED_SHOW',
  spots: 'READ_HOST_ADS',
};

/** The lowest rate, in the sheet's whole euros, at which a podcast takes one action of a kind; null if it does not offer it. */
export function minimumRateEuros(
  action: ProposalAction,
  sheetPrices: Partial<Record<ActionType, number | null>>,
): number | null {
  const own = sheetPrices[SHEET_PRICE_OF_ACTION[action]];
  if (typeof own === 'number') return own;
  // A spot is shorter than a mention (SPEC §9: 20-30 s against 60-75 s): a mention's price covers it.
  if (action === 'spots' && typeof sheetPrices.MENTION === 'number') return sheetPrices.MENTION;
  return null;
}

export const NO_ACTIONS: ActionCounts = { mentions: 0, sponsorships: 0, reviews: 0, dedicatedShows: 0, spots: 0 };

export function totalActions(counts: ActionCounts): number {
  return PROPOSAL_ACTIONS.reduce((sum, action) => sum + counts[action], 0);
}

/**
 * What the advertiser pays for one podcast's actions (DOMAIN.md: action cost = advertiserRate), in
 * cents: each count times its rate. `rates` is a rate per kind, or one rate for every kind.
 */
export function actionCostCents(counts: ActionCounts, rates: ActionRates | number): number {
  return PROPOSAL_ACTIONS.reduce((sum, action) => {
    if (counts[action] === 0) return sum;
    const rate = typeof rates === 'number' ? rates : (rates[action] ?? 0);
    return sum + counts[action] * rate;
  }, 0);
}

/** DOMAIN.md: a podcaster's estimated earnings = the action costs × 0.90, in whole cents. */
export function estimatedEarningsCents(counts: ActionCounts, rates: ActionRates | number): number {
  return Math.round(actionCostCents(counts, rates) * (1 - COMMISSION_RATE));
}

/** A payment order's reference: short enough to type in a bank transfer, stable for one campaign. */
export function paymentReference(campaignId: string): string {
  return `PAT-${campaignId.replaceAll('-', '').slice(0, 10).toUpperCase()}`;
}

const countsSchema = z.object(
  Object.fromEntries(PROPOSAL_ACTIONS.map((action) => [action, z.number().int().min(0)])) as Record<
    ProposalAction,
    z.ZodNumber
  >,
);
const ratesSchema = z.object(
  Object.fromEntries(PROPOSAL_ACTIONS.map((action) => [action, z.number().int().min(0).nullable()])) as Record<
    ProposalAction,
    z.ZodNullable<z.ZodNumber>
  >,
);
export const actionCountsSchema = countsSchema;
export const actionRatesSchema = ratesSchema;

/** How every list of a proposal's podcasts names and pictures each one. */
export const proposedPodcastNameSchema = z.object({
  podcastId: z.uuid(),
  title: z.string(),
  slug: z.string(),
  imageUrl: z.string().nullable(),
});

/**
 * What the podcaster said beyond the answer itself: the minimum price they asked (whole euros), the
 * phone to call them on, their comment, and whether they left the choice to the team.
 */
export const answerDetailsSchema = z.object({
  minEarnings: z.number().int().nullable(),
  contactPhonePrefix: z.string().nullable(),
  contactPhone: z.string().nullable(),
  comment: z.string().nullable(),
  delegated: z.boolean(),
});

/**
 * One podcast of a published proposal as the campaign's owner and agent see it. Money in whole euros:
 * `advertiserRates` per action of each kind, `cost` the sum for this podcast.
 */
export const proposalPodcastSchema = z.object({
  ...proposedPodcastNameSchema.shape,
  counts: countsSchema,
  advertiserRates: ratesSchema,
  /**
   * What the advertiser pays for this podcast (DOMAIN.md "the agreed price"): the price proposed, or the
   * podcaster's counter-price when they accepted with a minimum it does not cover.
   */
  cost: z.number().int(),
  /** The price the team proposed (every action at its rate); below `cost` when the podcaster asks more. */
  proposedCost: z.number().int(),
  /** SPEC §3 target: the range of listens expected, such as `5k/10k`. */
  target: z.string().nullable(),
  /** Why the matching engine chose it, in Spanish; empty when the team added it by hand. */
  reasons: z.array(z.string()).default([]),
  /** Listens over the 30 days before the proposal (SPEC §9: reach is quoted at 30 days). */
  reach: z.number().int(),
  status: z.enum(PROPOSAL_PODCAST_STATUSES),
  statusReason: z.enum(PROPOSAL_STATUS_REASONS).nullable(),
  picked: z.boolean(),
});
export type ProposalPodcast = z.infer<typeof proposalPodcastSchema>;

/**
 * `campaign.proposal`: null until the team publishes it. `total` (whole euros) is what the advertiser
 * would pay for every podcast proposed, or, once they have chosen, for the podcasts they picked.
 */
export const campaignProposalSchema = z.object({
  podcasts: z.array(proposalPodcastSchema),
  preroll: z.object({ title: z.string(), quantity: z.number().int() }).nullable(),
  total: z.number().int(),
  publishedAt: z.string(),
});
export type CampaignProposal = z.infer<typeof campaignProposalSchema>;

export const PROPOSAL_MESSAGES = {
  pickRequired: 'Elige al menos un podcast',
  onlyAccepted: 'Solo puedes elegir podcasts que han aceptado la propuesta',
  notInProposal: 'Ese podcast no está en la propuesta',
  notReadyToPurchase:
    'Solo puedes confirmar la propuesta cuando los podcasters han respondido y está lista para revisar.',
  alreadyPurchased: 'Ya has confirmado esta propuesta: te hemos enviado la orden de pago por correo.',
  pausedPurchase: 'La campaña está pausada: pide reanudarla antes de confirmar la propuesta.',
  ownerOnly: 'Solo el anunciante de la campaña puede hacer esto.',
  suggestionTooShort: 'Cuéntanos tu sugerencia (al menos 10 caracteres)',
  suggestionTooLong: 'La sugerencia no puede tener más de 2000 caracteres',
  suggestionNotConfiguring: 'Solo puedes enviar sugerencias mientras la campaña se está configurando.',
  teamOnly: 'Solo el equipo de campañas puede hacer esto.',
  managedByOther: 'Esta campaña la gestiona otra persona del equipo.',
} as const;

export const MAX_PICKED_PODCASTS = 100;

/** `PUT /private/campaigns/{id}/purchase`: the podcasts the advertiser picks. */
export const purchaseCampaignSchema = z
  .object({
    podcastIds: z
      .array(z.uuid({ error: PROPOSAL_MESSAGES.notInProposal }), { error: PROPOSAL_MESSAGES.pickRequired })
      .min(1, PROPOSAL_MESSAGES.pickRequired)
      .max(MAX_PICKED_PODCASTS, `Puedes elegir hasta ${MAX_PICKED_PODCASTS} podcasts`),
  })
  .strict();
export type PurchaseCampaignInput = z.infer<typeof purchaseCampaignSchema>;

export const SUGGESTION_MIN_LENGTH = 10;
export const SUGGESTION_MAX_LENGTH = 2_000;

/** `POST /private/campaigns/{id}/suggestion`: a note from the advertiser to the team. */
export const campaignSuggestionInputSchema = z
  .object({
    suggestion: z
      .string({ error: PROPOSAL_MESSAGES.suggestionTooShort })
      .trim()
      .min(SUGGESTION_MIN_LENGTH, PROPOSAL_MESSAGES.suggestionTooShort)
      .max(SUGGESTION_MAX_LENGTH, PROPOSAL_MESSAGES.suggestionTooLong),
  })
  .strict();
export type CampaignSuggestionInput = z.infer<typeof campaignSuggestionInputSchema>;

export const campaignSuggestionSchema = z.object({
  id: z.uuid(),
  campaignId: z.uuid(),
  suggestion: z.string(),
  createdAt: z.string(),
  /** When the team marked it handled (docs/decisions/0021); null while it waits. */
  handledAt: z.string().nullable(),
});
export type CampaignSuggestion = z.infer<typeof campaignSuggestionSchema>;

/** SPEC §5 and DOMAIN.md "Podcaster answers": the messages of the answer form. */
export const ANSWER_MESSAGES = {
  choiceRequired: 'Debes hacer una selección ante la propuesta de campaña',
  minEarningsRequired: 'Indica tu precio mínimo en euros',
  minEarningsWhole: 'Indica el precio en euros, sin decimales',
  reasonRequired: 'Elige el motivo',
  sheetIncomplete: 'Completa la hoja de patrocinio de tu podcast antes de responder a la propuesta.',
  notYourProposal: 'Esa propuesta no es para ninguno de tus podcasts.',
  managedByRepresentative: 'Este podcast lo gestiona su representante: es quien responde a las propuestas.',
  answerClosed: 'El anunciante ya ha confirmado la propuesta: no se puede cambiar la respuesta.',
  notPublished: 'Esta propuesta aún no se ha publicado.',
} as const;

export const ANSWER_COMMENT_MAX_LENGTH = 1_000;
export const MAX_MIN_EARNINGS_EUROS = 1_000_000;

const minEarningsSchema = z
  .number({ error: ANSWER_MESSAGES.minEarningsRequired })
  .int(ANSWER_MESSAGES.minEarningsWhole)
  .min(1, ANSWER_MESSAGES.minEarningsRequired)
  .max(MAX_MIN_EARNINGS_EUROS, ANSWER_MESSAGES.minEarningsRequired);

/**
 * The podcaster's answer to a proposal (SPEC §3 statusReason, DOMAIN.md "Podcaster answers"), as
 * `PUT /private/campaigns/{id}/podcasts/{podcastId}/answer` takes it. Accepting may set a minimum
 * price (whole euros; then it is required) and may delegate the negotiation to the team; contact needs
 * a phone with its prefix; rejecting says why, with an optional comment.
 */
export const proposalAnswerSchema = z.discriminatedUnion(
  'answer',
  [
    z
      .object({
        answer: z.literal('ACCEPT'),
        withMinPrice: z.boolean(),
        minEarnings: minEarningsSchema.nullable(),
        delegated: z.boolean(),
      })
      .strict()
      .superRefine((value, context) => {
        if (value.withMinPrice && value.minEarnings === null) {
          context.addIssue({ code: 'custom', path: ['minEarnings'], message: ANSWER_MESSAGES.minEarningsRequired });
        }
      }),
    z.object({ answer: z.literal('CONTACT'), prefix: phonePrefixSchema, phone: phoneNumberSchema }).strict(),
    z
      .object({
        answer: z.literal('REJECT'),
        reason: z.enum(['REJECT', 'REJECT_NO_AVAILABILITY'], { error: ANSWER_MESSAGES.reasonRequired }),
        comment: z
          .string()
          .trim()
          .max(
            ANSWER_COMMENT_MAX_LENGTH,
            `El comentario no puede tener más de ${ANSWER_COMMENT_MAX_LENGTH} caracteres`,
          ),
      })
      .strict(),
  ],
  { error: ANSWER_MESSAGES.choiceRequired },
);
export type ProposalAnswer = z.infer<typeof proposalAnswerSchema>;
