import { z } from 'zod';
import { campaignBrandIdSchema } from './agency';
import { AUDIENCE_FLAGS, PROVINCE_CODES } from './catalog';
import { calendarDaySchema } from './calendar-days';
import { httpUrlSchema } from './formats';
import { MAX_SUGGESTED_PODCASTS } from './constants';
import { MESSAGES } from './messages';

/**
 * Campaigns (SPEC §3 "Campaign", §9; DOMAIN.md "Money"): the brief an advertiser or agency writes in
 * three steps, its derived flags, and the request to pause. The life cycle is `campaign-lifecycle.ts`;
 * what the routes answer is `campaign-views.ts`.
 */

export const MIN_BUDGET_EUROS = 500;
export const MAX_BUDGET_EUROS = 10_000_000;
export const MAX_TAGS = 10;
export const BRIEFING_MAX_LENGTH = 5_000;
export const PREROLL_TEXT_MAX_LENGTH = 1_000;
/** SPEC §9: the coverage spot lasts 20 to 30 seconds. */
export const SPOT_SECONDS = { min: 20, max: 30 } as const;
/** SPEC §9: the banner is 300x250 and is previewed at 225x183. */
export const BANNER_SIZE = { width: 300, height: 250, previewWidth: 225, previewHeight: 183 } as const;

export const CAMPAIGN_MESSAGES = {
  forbiddenTransition: 'La campaña no puede pasar a ese estado desde el actual.',
  notDeletable: 'Solo puedes borrar una campaña mientras preparamos su propuesta.',
  alreadyPaused: 'La campaña ya está pausada.',
  notPaused: 'La campaña no está pausada.',
  finishedCannotPause: 'Una campaña finalizada no se puede pausar.',
  unpauseRequested: 'Ya has pedido reanudar esta campaña: te avisaremos por correo cuando esté hecho.',
  budgetMin: `El presupuesto mínimo es de ${MIN_BUDGET_EUROS} €`,
  budgetWhole: 'Indica el presupuesto en euros, sin decimales',
  tooManyPodcasts: `Puedes sugerir hasta ${MAX_SUGGESTED_PODCASTS} podcasts`,
  spotRequired: 'Debes adjuntar la cuña',
  briefingRequired: 'Cuéntanos qué quieres anunciar: escribe el briefing o adjunta un documento',
  datesRequired: 'Elige las fechas de inicio y fin',
  endBeforeStart: 'La fecha de fin no puede ser anterior a la de inicio',
  reasonRequired: 'Cuéntanos el motivo (al menos 10 caracteres)',
  notEditable: 'Solo puedes cambiar la campaña mientras preparamos su propuesta.',
  notFound: 'Esa campaña no existe.',
} as const;

export const APPROXIMATE_DATES = ['ASAP', 'NEXT_MONTH', 'UNDECIDED', 'DATE_RANGE'] as const;
export type ApproximateDate = (typeof APPROXIMATE_DATES)[number];
export const APPROXIMATE_DATE_LABELS: Record<ApproximateDate, string> = {
  ASAP: 'Lo antes posible',
  NEXT_MONTH: 'El mes que viene',
  UNDECIDED: 'Aún no lo sé',
  DATE_RANGE: 'En unas fechas concretas',
};

export const CAMPAIGN_GENDERS = ['ALL', 'FEMALE', 'MALE', 'NON_BINARY'] as const;
export const CAMPAIGN_GENDER_LABELS: Record<(typeof CAMPAIGN_GENDERS)[number], string> = {
  ALL: 'Todos',
  FEMALE: 'Mujeres',
  MALE: 'Hombres',
  NON_BINARY: 'Personas no binarias',
};

/** SPEC §3: 0 = under 25, 25 = 25-44, 45 = over 44. */
export const AGE_BUCKETS = [0, 25, 45] as const;
export const AGE_BUCKET_LABELS: Record<(typeof AGE_BUCKETS)[number], string> = {
  0: 'Menos de 25',
  25: 'De 25 a 44',
  45: 'Más de 44',
};

/**
 * The coverage action (SPEC §3 coverageAction, default ALL): whether the campaign also runs the
 * recorded spot ("cuña"). ALL leaves it to the proposal; SPOT needs the audio; NONE runs only the
 * branding actions. (The specification does not list the values; docs/decisions says why these.)
 */
export const COVERAGE_ACTIONS = ['ALL', 'SPOT', 'NONE'] as const;
export type CoverageAction = (typeof COVERAGE_ACTIONS)[number];
export const COVERAGE_ACTION_LABELS: Record<CoverageAction, string> = {
  ALL: 'Lo que mejor funcione (os dejo elegir)',
  SPOT: 'Quiero emitir mi cuña de audio',
  NONE: 'Solo acciones leídas por el presentador',
};

/** SPEC §3 brandingActions flags, with the words DESIGN.md gives them. */
export const BRANDING_ACTIONS = ['mention', 'sponsorship', 'review', 'dedicatedShow'] as const;
export type BrandingAction = (typeof BRANDING_ACTIONS)[number];
export const BRANDING_ACTION_LABELS: Record<BrandingAction, string> = {
  mention: 'Mención',
  sponsorship: 'Entrevista',
  review: 'Sección',
  dedicatedShow: 'Programa dedicado',
};

export const PODCAST_TYPES = ['PREMIUM', 'ALL'] as const;
export const PODCAST_TYPE_LABELS: Record<(typeof PODCAST_TYPES)[number], string> = {
  PREMIUM: 'Solo podcasts premium',
  ALL: 'Todos los podcasts',
};

/** SPEC §3 derived flags: recomputed before every save, never taken from the client. */
export function deriveCampaignFlags(campaign: {
  audiences: readonly string[];
  brandingActions: readonly string[];
  coverageAction: CoverageAction;
  podcastsSelected: readonly string[];
}): { generalist: boolean; optimum: boolean } {
  return {
    generalist: campaign.audiences.length === 0,
    optimum:
      campaign.brandingActions.length === 0 &&
      campaign.coverageAction === 'ALL' &&
      campaign.podcastsSelected.length === 0,
  };
}

/** Step 1, «Qué anunciar». */
export const campaignWhatSchema = z
  .object({
    brand: z
      .string({ error: MESSAGES.required })
      .trim()
      .min(2, 'Escribe la marca (al menos 2 caracteres)')
      .max(80, 'La marca no puede tener más de 80 caracteres'),
    name: z
      .string({ error: MESSAGES.required })
      .trim()
      .min(2, 'Escribe el nombre de la campaña o del producto')
      .max(120, 'No puede tener más de 120 caracteres'),
    url: httpUrlSchema,
    briefing: z
      .string()
      .trim()
      .max(BRIEFING_MAX_LENGTH, `El briefing no puede tener más de ${BRIEFING_MAX_LENGTH} caracteres`),
    briefingFileId: z.uuid().nullable(),
    /** An agency's brand (agency.ts): the campaign is billed to it and its name becomes `brand`. */
    brandId: campaignBrandIdSchema,
  })
  .strict()
  .refine((value) => value.briefing.length > 0 || value.briefingFileId !== null, {
    message: CAMPAIGN_MESSAGES.briefingRequired,
    path: ['briefing'],
  });

/** Step 2, «A quién llegar». */
export const campaignWhomSchema = z
  .object({
    audiences: z.array(z.enum(AUDIENCE_FLAGS)),
    tags: z.array(z.string().trim().min(2).max(30)).max(MAX_TAGS, `Puedes añadir hasta ${MAX_TAGS} palabras clave`),
    country: z.string().regex(/^[A-Z]{2}$/, 'Elige un país'),
    provinces: z.array(z.enum(PROVINCE_CODES)),
    gender: z.enum(CAMPAIGN_GENDERS),
    ages: z.array(z.union([z.literal(0), z.literal(25), z.literal(45)])),
  })
  .strict();

/** Step 3, «Cómo». */
export const campaignHowSchema = z
  .object({
    coverageAction: z.enum(COVERAGE_ACTIONS),
    brandingActions: z.array(z.enum(BRANDING_ACTIONS)),
    podcastType: z.enum(PODCAST_TYPES),
    podcastsSelected: z.array(z.uuid()).max(MAX_SUGGESTED_PODCASTS, CAMPAIGN_MESSAGES.tooManyPodcasts),
    budget: z
      .number({ error: CAMPAIGN_MESSAGES.budgetMin })
      .int(CAMPAIGN_MESSAGES.budgetWhole)
      .min(MIN_BUDGET_EUROS, CAMPAIGN_MESSAGES.budgetMin)
      .max(MAX_BUDGET_EUROS, 'Ese presupuesto es demasiado alto: escríbenos y lo vemos juntos'),
    approximateDate: z.enum(APPROXIMATE_DATES),
    fromDate: calendarDaySchema.nullable(),
    toDate: calendarDaySchema.nullable(),
    spotFileId: z.uuid().nullable(),
    prerollText: z
      .string()
      .trim()
      .max(PREROLL_TEXT_MAX_LENGTH, `El texto no puede tener más de ${PREROLL_TEXT_MAX_LENGTH} caracteres`),
    bannerFileId: z.uuid().nullable(),
    bannerUrl: httpUrlSchema.nullable(),
    /** «Sin aprobación previa» (issue 20): the hosts air their read without the advertiser approving it first. */
    noReadApproval: z.boolean().default(false),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.coverageAction === 'SPOT' && value.spotFileId === null) {
      context.addIssue({ code: 'custom', path: ['spotFileId'], message: CAMPAIGN_MESSAGES.spotRequired });
    }
    if (value.approximateDate === 'DATE_RANGE') {
      if (!value.fromDate || !value.toDate)
        context.addIssue({ code: 'custom', path: ['fromDate'], message: CAMPAIGN_MESSAGES.datesRequired });
      else if (value.toDate < value.fromDate)
        context.addIssue({ code: 'custom', path: ['toDate'], message: CAMPAIGN_MESSAGES.endBeforeStart });
    }
  });

export const CAMPAIGN_STEPS = ['what', 'whom', 'how'] as const;
export type CampaignStep = (typeof CAMPAIGN_STEPS)[number];
export const CAMPAIGN_STEP_LABELS: Record<CampaignStep, string> = {
  what: 'Qué anunciar',
  whom: 'A quién llegar',
  how: 'Cómo',
};

/** The whole brief, as `POST /private/campaigns` takes it. */
export const createCampaignSchema = z
  .object({ what: campaignWhatSchema, whom: campaignWhomSchema, how: campaignHowSchema })
  .strict();
export type CreateCampaignInput = z.infer<typeof createCampaignSchema>;

/** `PATCH /private/campaigns/{id}`: any of the three steps, each one whole (the wizard saves by step). */
export const updateCampaignSchema = z
  .object({
    what: campaignWhatSchema.optional(),
    whom: campaignWhomSchema.optional(),
    how: campaignHowSchema.optional(),
  })
  .strict()
  .refine((value) => value.what !== undefined || value.whom !== undefined || value.how !== undefined, {
    message: MESSAGES.required,
  });
export type UpdateCampaignInput = z.infer<typeof updateCampaignSchema>;

export const PAUSE_REASON_MIN_LENGTH = 10;
export const PAUSE_REASON_MAX_LENGTH = 1_000;

/** `PUT /private/campaigns/{id}/pause`: pause now (with a reason), or ask the team to resume it. */
export const pauseCampaignSchema = z.discriminatedUnion('paused', [
  z
    .object({
      paused: z.literal(true),
      reason: z
        .string({ error: CAMPAIGN_MESSAGES.reasonRequired })
        .trim()
        .min(PAUSE_REASON_MIN_LENGTH, CAMPAIGN_MESSAGES.reasonRequired)
        .max(PAUSE_REASON_MAX_LENGTH, `El motivo no puede tener más de ${PAUSE_REASON_MAX_LENGTH} caracteres`),
    })
    .strict(),
  z.object({ paused: z.literal(false) }).strict(),
]);
export type PauseCampaignInput = z.infer<typeof pauseCampaignSchema>;
