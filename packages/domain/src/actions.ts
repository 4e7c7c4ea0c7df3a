import { z } from 'zod';
import { addDays, isDayBlocked, type DatePeriod } from './availability';
import { calendarDaySchema } from './calendar-days';
import { CAMPAIGN_STATUSES, CAMPAIGN_SUBSTATUSES } from './campaign-lifecycle';
import type { ApproximateDate } from './campaigns';
import { httpUrlSchema, MESSAGES_FORMATS, MMSS_PATTERN, MSS_PATTERN } from './formats';
import { ASAP_DAYS, matchRange } from './matching';
import {
  PROPOSAL_ACTION_LABELS,
  PROPOSAL_ACTIONS,
  PROPOSAL_PODCAST_STATUSES,
  type ProposalAction,
  type ProposalPodcastStatus,
} from './proposals';

/**
 * Running a campaign (issue 7; SPEC §3 "Campaign action" and "Listen stats", §4 podcaster substatus,
 * §5, §9; DOMAIN.md "Campaign life cycle" and "Money"): each action a picked podcast owes, its planned
 * date, the episode and minute where it aired, and the listens reported at 7, 15, 22 and 31 days.
 * Days are `YYYY-MM-DD` as they fall in Madrid; money is whole euros in what the API answers.
 */

/** SPEC §9: listens are reported 7, 15, 21/22 and 30/31 days after publication (DOMAIN.md picks 22 and 31). */
export const LISTEN_MILESTONES = [7, 15, 22, 31] as const;
export type ListenMilestone = (typeof LISTEN_MILESTONES)[number];

/** SPEC §3 "Listen stats": where the listens were counted. */
export const LISTEN_SOURCES = ['ivooxListens', 'notInIvooxListens', 'spotifyListens', 'youtubeViews'] as const;
export type ListenSource = (typeof LISTEN_SOURCES)[number];
export type ListenFigures = Record<ListenSource, number>;

export const LISTEN_SOURCE_LABELS: Record<ListenSource, string> = {
  ivooxListens: 'Escuchas en la plataforma de hosting',
  notInIvooxListens: 'Escuchas en otras plataformas',
  spotifyListens: 'Escuchas en Spotify',
  youtubeViews: 'Visualizaciones en YouTube',
};

/** The most listens one action may report for one source: a typo of several zeros is refused, not stored. */
export const MAX_LISTENS = 100_000_000;

/** SPEC §9: the podcaster is paid about 90 to 120 days after the campaign ends. */
export const PAYMENT_DELAY_NOTE = 'Cobrarás entre 90 y 120 días después de que termine la campaña.';
/** The figures are the podcaster's own: the product says so wherever they are shown. */
export const SELF_REPORTED_NOTE = 'Escuchas indicadas por cada podcaster.';

export const ACTION_MESSAGES = {
  notYours: 'Esta campaña no es de ninguno de tus podcasts.',
  managedByRepresentative: 'Este podcast lo gestiona tu representante: es quien planifica y registra sus acciones.',
  notHired: 'Este podcast no forma parte de la campaña contratada.',
  notPaid: 'Podrás planificar las fechas cuando el anunciante haya pagado la campaña.',
  campaignFinished: 'La campaña ya ha terminado.',
  paused: 'La campaña está pausada: espera a que se reanude para planificar o registrar acciones.',
  dateRequired: 'Elige una fecha para cada acción',
  dateInPast: 'La fecha no puede ser anterior a hoy',
  dateBlocked: 'Ese día lo tienes bloqueado por vacaciones: elige otro o cambia tus vacaciones',
  unknownAction: 'Esa acción no es de este podcast.',
  everyActionOnce: 'Indica una fecha para cada acción, una sola vez',
  alreadyRecorded: 'Esta acción ya está registrada',
  recordedCannotMove: 'Una acción ya registrada no cambia de fecha',
  notPlanned: 'Planifica la fecha de esta acción antes de registrarla',
  episodeRequired: 'Elige el episodio o pega su enlace',
  episodeNotFound: 'Ese episodio no es de este podcast',
  episodeBeforeCampaign:
    'Ese episodio salió antes de que empezara la campaña: elige el episodio en que emitiste esta acción',
  adStartRequired: 'Indica el minuto y segundo en que empieza el anuncio',
  notRecorded: 'Registra el episodio y el minuto de esta acción antes de indicar sus escuchas',
  listensRequired: 'Indica las escuchas (0 si no hubo ninguna)',
  listensWhole: 'Usa números enteros',
  listensNegative: 'Las escuchas no pueden ser negativas',
  listensTooMany: 'Esa cifra es demasiado alta: revísala',
  closeReasonRequired: 'Indica por qué cierras la campaña (al menos 10 caracteres)',
  notInProgress: 'Solo se puede cerrar una campaña pagada que aún no ha terminado.',
  episodeOrLink: 'Elige el episodio de tu feed o pega su enlace, no los dos',
} as const;

/** «Elige una fecha entre el 1 de diciembre de 2026 y el 31 de diciembre de 2026». */
export function outsideRangeMessage(range: DatePeriod): string {
  return `Elige una fecha entre el ${spanishDay(range.startsOn)} y el ${spanishDay(range.endsOn)}`;
}

/** «Podrás registrar esta acción a partir del 3 de diciembre de 2026, el día de su emisión». */
export function recordNotYetMessage(plannedOn: string): string {
  return `Podrás registrar esta acción a partir del ${spanishDay(plannedOn)}, el día de su emisión`;
}

/** «Las escuchas a 7 días se abren el 10 de diciembre de 2026». */
export function listensNotOpenMessage(milestone: ListenMilestone, opensOn: string): string {
  return `Las escuchas a ${milestone} días se abren el ${spanishDay(opensOn)}`;
}

/** «Las escuchas a 7 días ya no se pueden cambiar: ahora tocan las de 15 días» (the last: «…la campaña ha terminado»). */
export function listensClosedMessage(milestone: ListenMilestone): string {
  const next = nextMilestone(milestone);
  return next === null
    ? `Las escuchas a ${milestone} días ya no se pueden cambiar: la campaña ha terminado`
    : `Las escuchas a ${milestone} días ya no se pueden cambiar: ahora tocan las de ${next} días`;
}

const SPANISH_DAY = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-12-03` → «3 de diciembre de 2026». */
export function spanishDay(day: string): string {
  return SPANISH_DAY.format(new Date(`${day}T00:00:00Z`));
}

export function nextMilestone(milestone: ListenMilestone): ListenMilestone | null {
  return LISTEN_MILESTONES[LISTEN_MILESTONES.indexOf(milestone) + 1] ?? null;
}

export function isListenMilestone(value: number): value is ListenMilestone {
  return (LISTEN_MILESTONES as readonly number[]).includes(value);
}

export type MilestoneState = 'upcoming' | 'open' | 'closed';

/**
 * When one milestone's report can be given: from its day after publication until the next one opens
 * (the last, until the campaign finishes). `closesOn` is the first day it can no longer be changed.
 */
export function milestoneWindow(
  publishedOn: string,
  milestone: ListenMilestone,
): { opensOn: string; closesOn: string | null } {
  const next = nextMilestone(milestone);
  return { opensOn: addDays(publishedOn, milestone), closesOn: next === null ? null : addDays(publishedOn, next) };
}

export function milestoneState(
  publishedOn: string,
  milestone: ListenMilestone,
  today: string,
  campaignFinished = false,
): MilestoneState {
  const { opensOn, closesOn } = milestoneWindow(publishedOn, milestone);
  if (today < opensOn) return 'upcoming';
  if (campaignFinished || (closesOn !== null && today >= closesOn)) return 'closed';
  return 'open';
}

/** What the rules need to know of one action. */
export interface ActionProgress {
  plannedOn: string | null;
  /** Set once the episode and minute are recorded. */
  publishedOn: string | null;
  /** The milestones already reported. */
  reported: readonly ListenMilestone[];
}

export function isActionComplete(action: ActionProgress): boolean {
  return action.publishedOn !== null && action.reported.includes(31);
}

/**
 * DOMAIN.md's podcaster substatus once picked and paid, from the podcast's actions: dates to plan,
 * then an action whose day passed without its episode (EXPIRED_ACTION), then running, then done.
 */
export function podcastRunStatus(actions: readonly ActionProgress[], today: string): ProposalPodcastStatus {
  if (actions.some((action) => action.plannedOn === null)) return 'ACTION_DATES_PENDING';
  if (actions.some((action) => action.publishedOn === null && action.plannedOn! < today)) return 'EXPIRED_ACTION';
  if (actions.length > 0 && actions.every(isActionComplete)) return 'FINISHED';
  return 'IN_PROGRESS';
}

/** The milestones of one action whose report is open today and not given yet. */
export function dueMilestones(action: ActionProgress, today: string, campaignFinished = false): ListenMilestone[] {
  if (action.publishedOn === null) return [];
  const publishedOn = action.publishedOn;
  return LISTEN_MILESTONES.filter(
    (milestone) =>
      milestoneState(publishedOn, milestone, today, campaignFinished) === 'open' &&
      !action.reported.includes(milestone),
  );
}

/** What a hired podcast needs from its podcaster now (the card's call to action and the header badge). */
export const HIRED_NEXT_STEPS = ['PLAN_DATES', 'RECORD_EPISODE', 'REPORT_LISTENS', 'WAIT', 'DONE'] as const;
export type HiredNextStep = (typeof HIRED_NEXT_STEPS)[number];

export function hiredNextStep(
  actions: readonly ActionProgress[],
  today: string,
  campaignFinished = false,
): HiredNextStep {
  // A finished campaign (by itself, or closed by an admin) asks nothing more of anyone.
  if (campaignFinished) return 'DONE';
  if (actions.some((action) => action.plannedOn === null)) return 'PLAN_DATES';
  if (actions.some((action) => action.publishedOn === null && action.plannedOn! <= today)) return 'RECORD_EPISODE';
  if (actions.some((action) => dueMilestones(action, today, campaignFinished).length > 0)) return 'REPORT_LISTENS';
  if (actions.length > 0 && actions.every(isActionComplete)) return 'DONE';
  return 'WAIT';
}

export const HIRED_NEXT_STEP_TEXTS: Record<HiredNextStep, string> = {
  PLAN_DATES: 'Planifica la fecha de cada acción dentro de las fechas de la campaña.',
  RECORD_EPISODE: 'Indica el episodio y el minuto de las acciones que ya has emitido.',
  REPORT_LISTENS: 'Toca indicar las escuchas de tus acciones.',
  WAIT: 'Todo al día: te avisaremos cuando toque el siguiente paso.',
  DONE: 'Has completado todas las acciones de esta campaña.',
};

/**
 * The days a paid campaign's actions must fall in, fixed when the payment is confirmed (`today`): the
 * brief's range; «el mes que viene» the month after the brief was written (`createdOn`); «lo antes
 * posible» and «sin decidir» from the payment on, as the matching engine reads them (matchRange). A
 * range already over by then becomes ASAP from today, so the podcasters always have days to plan.
 */
export function runRange(
  campaign: { approximateDate: ApproximateDate; fromDate: string | null; toDate: string | null },
  createdOn: string,
  today: string,
): DatePeriod {
  const range = matchRange(campaign, campaign.approximateDate === 'NEXT_MONTH' ? createdOn : today);
  if (range.endsOn < today) return { startsOn: today, endsOn: addDays(today, ASAP_DAYS - 1) };
  return range;
}

/**
 * The days a podcaster may still plan in: the campaign's, or, once they are over with actions still
 * to plan (a long pause, a late podcaster), 30 more days from today, as runRange does at payment.
 */
export function planningRange(range: DatePeriod, today: string): DatePeriod {
  return range.endsOn < today ? { startsOn: range.startsOn, endsOn: addDays(today, ASAP_DAYS - 1) } : range;
}

/** Day `day` is inside the inclusive range. */
export function isWithin(day: string, range: DatePeriod): boolean {
  return range.startsOn <= day && day <= range.endsOn;
}

/**
 * Why a planned date is refused, or null: before today, outside the campaign's range, or on one of
 * the podcast's blocked holidays (issue 7). Checked in this order, so the message names the first
 * rule broken.
 */
export function plannedDateProblem(
  day: string,
  context: { today: string; range: DatePeriod; blocked: readonly DatePeriod[] },
): string | null {
  if (day < context.today) return ACTION_MESSAGES.dateInPast;
  if (!isWithin(day, context.range)) return outsideRangeMessage(context.range);
  if (isDayBlocked(day, context.blocked)) return ACTION_MESSAGES.dateBlocked;
  return null;
}

/** Actions in the order people read them: by kind as PROPOSAL_ACTIONS lists them, then by number. */
export function compareActions(
  a: { kind: ProposalAction; position: number },
  b: { kind: ProposalAction; position: number },
): number {
  return PROPOSAL_ACTIONS.indexOf(a.kind) - PROPOSAL_ACTIONS.indexOf(b.kind) || a.position - b.position;
}

/** «Mención 2», in the order of PROPOSAL_ACTIONS. */
export function actionTitle(kind: ProposalAction, position: number): string {
  const label = PROPOSAL_ACTION_LABELS[kind].one;
  return `${label.charAt(0).toUpperCase()}${label.slice(1)} ${position}`;
}

const daySchema = z.string({ error: ACTION_MESSAGES.dateRequired }).pipe(calendarDaySchema);

/** `PUT /private/campaigns/{id}/podcasts/{podcastId}/action-dates`: one date per action not yet recorded. */
export const planActionDatesSchema = z
  .object({
    dates: z
      .array(z.object({ actionId: z.uuid({ error: ACTION_MESSAGES.unknownAction }), plannedOn: daySchema }).strict())
      .min(1, ACTION_MESSAGES.dateRequired)
      .max(1_000),
  })
  .strict()
  .superRefine((value, context) => {
    const seen = new Set<string>();
    value.dates.forEach((entry, index) => {
      if (seen.has(entry.actionId))
        context.addIssue({
          code: 'custom',
          path: ['dates', index, 'actionId'],
          message: ACTION_MESSAGES.everyActionOnce,
        });
      seen.add(entry.actionId);
    });
  });
export type PlanActionDatesInput = z.infer<typeof planActionDatesSchema>;

/**
 * The minute and second where the ad starts: SPEC §5 MSS (`4:05`) or MMSS (`104:05`), both accepted,
 * but not empty here (SPEC §5: episode and minute are required before an action is recorded).
 */
export const adStartSchema = z
  .string({ error: ACTION_MESSAGES.adStartRequired })
  .trim()
  .min(1, ACTION_MESSAGES.adStartRequired)
  .refine((value) => MSS_PATTERN.test(value) || MMSS_PATTERN.test(value), MESSAGES_FORMATS.mss);

/**
 * `POST /private/campaigns/{id}/actions/{actionId}/record`: the episode, picked from the podcast's feed
 * (`episodeId`) or pasted as a link (`episodeUrl`), and where the ad starts. Recorded once.
 */
export const recordActionSchema = z
  .object({
    episodeId: z.uuid({ error: ACTION_MESSAGES.episodeNotFound }).nullable().default(null),
    episodeUrl: z
      .union([z.literal(''), httpUrlSchema])
      .nullable()
      .default(null),
    adStart: adStartSchema,
  })
  .strict()
  .superRefine((value, context) => {
    if (value.episodeId === null && !value.episodeUrl)
      context.addIssue({ code: 'custom', path: ['episodeUrl'], message: ACTION_MESSAGES.episodeRequired });
    if (value.episodeId !== null && value.episodeUrl)
      context.addIssue({ code: 'custom', path: ['episodeUrl'], message: ACTION_MESSAGES.episodeOrLink });
  });
export type RecordActionInput = z.infer<typeof recordActionSchema>;

const listensSchema = z
  .number({ error: ACTION_MESSAGES.listensRequired })
  .int(ACTION_MESSAGES.listensWhole)
  .min(0, ACTION_MESSAGES.listensNegative)
  .max(MAX_LISTENS, ACTION_MESSAGES.listensTooMany);

/** `PUT /private/campaigns/{id}/actions/{actionId}/listens/{milestone}`: SPEC §3 "Listen stats". */
export const reportListensSchema = z
  .object(
    Object.fromEntries(LISTEN_SOURCES.map((source) => [source, listensSchema])) as Record<
      ListenSource,
      typeof listensSchema
    >,
  )
  .strict();
export type ReportListensInput = z.infer<typeof reportListensSchema>;

export function totalListens(figures: ListenFigures): number {
  return LISTEN_SOURCES.reduce((sum, source) => sum + figures[source], 0);
}

/** `PUT /private/backoffice/campaigns/{id}/finish`: an admin closes a campaign in progress, and says why. */
export const finishCampaignSchema = z
  .object({
    reason: z
      .string({ error: ACTION_MESSAGES.closeReasonRequired })
      .trim()
      .min(10, ACTION_MESSAGES.closeReasonRequired)
      .max(2_000),
  })
  .strict();
export type FinishCampaignInput = z.infer<typeof finishCampaignSchema>;

const listenFiguresSchema = z.object(
  Object.fromEntries(LISTEN_SOURCES.map((source) => [source, z.number().int()])) as Record<ListenSource, z.ZodNumber>,
);

/** One milestone of one action, as the podcaster sees it: when it opens and closes, and what was reported. */
export const milestoneReportSchema = z.object({
  milestone: z.union(LISTEN_MILESTONES.map((milestone) => z.literal(milestone))),
  opensOn: z.string(),
  closesOn: z.string().nullable(),
  state: z.enum(['upcoming', 'open', 'closed']),
  figures: listenFiguresSchema.nullable(),
  reportedAt: z.string().nullable(),
});
export type MilestoneReport = z.infer<typeof milestoneReportSchema>;

/** What every view shows of one action: what it is, its day, and where and when it aired. */
export const actionSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(PROPOSAL_ACTIONS),
  /** 1, 2… within its kind: «Mención 2». */
  position: z.number().int(),
  plannedOn: z.string().nullable(),
  /** The day the episode came out: the listens' milestones count from it. */
  publishedOn: z.string().nullable(),
  episodeUrl: z.string().nullable(),
  episodeTitle: z.string().nullable(),
  /** Where the ad starts, `M:SS` or `MMM:SS`. */
  adStart: z.string().nullable(),
});
export type ActionSummary = z.infer<typeof actionSummarySchema>;

/** One action of a hired podcast (SPEC §3 "Campaign action (podcaster side)"). */
export const campaignActionSchema = actionSummarySchema.extend({
  recordedAt: z.string().nullable(),
  /** The episode can be recorded now: planned, its day has come, not recorded yet. */
  canRecord: z.boolean(),
  listens: z.array(milestoneReportSchema),
});
export type CampaignAction = z.infer<typeof campaignActionSchema>;

export const earningsSchema = z.object({
  /** Whole euros after the commission, for every action hired. */
  estimated: z.number().int(),
  /** Whole euros after the commission, for the actions already aired and recorded. */
  confirmed: z.number().int(),
  /** The platform's 10 % of the actions hired, whole euros. */
  commission: z.number().int(),
});
export type Earnings = z.infer<typeof earningsSchema>;

/** One hired podcast in one campaign, as whoever runs the podcast sees it on `/campaigns/hired`. */
export const hiredCampaignSchema = z.object({
  campaignId: z.uuid(),
  brand: z.string(),
  name: z.string(),
  url: z.string(),
  briefing: z.string(),
  substatus: z.enum(CAMPAIGN_SUBSTATUSES),
  status: z.enum(CAMPAIGN_STATUSES),
  paused: z.boolean(),
  podcast: z.object({ id: z.uuid(), title: z.string(), slug: z.string(), imageUrl: z.string().nullable() }),
  role: z.enum(['owner', 'representative']),
  /** A campaign manager runs the campaign: the workroom chat exists (SPEC §2). */
  managedByAgent: z.boolean(),
  /** False for the owner of a podcast a representative manages: they read, the representative acts. */
  canAct: z.boolean(),
  podcasterStatus: z.enum(PROPOSAL_PODCAST_STATUSES),
  nextStep: z.enum(HIRED_NEXT_STEPS),
  /** The days the actions must fall in (set when the campaign is paid); null before. */
  range: z.object({ startsOn: z.string(), endsOn: z.string() }).nullable(),
  /** The podcast's holidays that touch the range, for the date picker. */
  blocked: z.array(z.object({ startsOn: z.string(), endsOn: z.string() })),
  /** The link with UTM parameters to quote in the episode notes; it counts clicks for the report. */
  trackingUrl: z.string().nullable(),
  earnings: earningsSchema,
  actions: z.array(campaignActionSchema),
});
export type HiredCampaign = z.infer<typeof hiredCampaignSchema>;

/** `GET /private/campaigns/hired`: the hired podcasts, newest campaign first, today's date (Madrid) and the totals. */
export const hiredCampaignListSchema = z.object({
  campaigns: z.array(hiredCampaignSchema),
  today: z.string(),
  earnings: earningsSchema,
});
export type HiredCampaignList = z.infer<typeof hiredCampaignListSchema>;

/** One action in the advertiser's report. */
export const reportActionSchema = actionSummarySchema.extend({
  /** One entry per milestone, null where not reported (yet). */
  listens: z.array(z.object({ milestone: z.number().int(), figures: listenFiguresSchema.nullable() })),
});
export type ReportAction = z.infer<typeof reportActionSchema>;

export const milestoneTotalSchema = z.object({
  milestone: z.number().int(),
  total: z.number().int(),
  ...listenFiguresSchema.shape,
});
export type MilestoneTotal = z.infer<typeof milestoneTotalSchema>;

export const reportPodcastSchema = z.object({
  podcastId: z.uuid(),
  title: z.string(),
  slug: z.string(),
  imageUrl: z.string().nullable(),
  status: z.enum(PROPOSAL_PODCAST_STATUSES),
  /** Whole euros the advertiser pays for this podcast's actions. */
  cost: z.number().int(),
  /** SPEC §3 target as quoted in the proposal (`5k/10k`). */
  target: z.string().nullable(),
  /** The reach the proposal estimated for its actions. */
  estimatedReach: z.number().int(),
  /** Listens reported so far: each action's latest milestone, summed. */
  reach: z.number().int(),
  clicks: z.number().int(),
  trackingUrl: z.string().nullable(),
  actions: z.array(reportActionSchema),
  milestones: z.array(milestoneTotalSchema),
});
export type ReportPodcast = z.infer<typeof reportPodcastSchema>;

/** `GET /private/campaigns/{id}/report`: the advertiser's (and the team's) figures of one campaign. */
export const campaignReportSchema = z.object({
  campaign: z.object({
    id: z.uuid(),
    slug: z.string(),
    brand: z.string(),
    name: z.string(),
    url: z.string(),
    status: z.enum(CAMPAIGN_STATUSES),
    substatus: z.enum(CAMPAIGN_SUBSTATUSES),
    range: z.object({ startsOn: z.string(), endsOn: z.string() }).nullable(),
    finishedAt: z.string().nullable(),
    closedReason: z.string().nullable(),
  }),
  podcasts: z.array(reportPodcastSchema),
  totals: z.object({
    actions: z.number().int(),
    recorded: z.number().int(),
    cost: z.number().int(),
    estimatedReach: z.number().int(),
    reach: z.number().int(),
    clicks: z.number().int(),
    milestones: z.array(milestoneTotalSchema),
  }),
  /** Clicks on the tracking links per day and podcast, oldest first. */
  clicksByDay: z.array(z.object({ day: z.string(), podcastId: z.uuid(), clicks: z.number().int() })),
});
export type CampaignReport = z.infer<typeof campaignReportSchema>;

/** Spreadsheets run a cell that starts with these as a formula: the CSV export neutralises them (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: quoted when needed, and prefixed with `'` when a spreadsheet would read it as a formula. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[";\n\r,]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(cells: readonly (string | number | null)[]): string {
  return cells.map(csvCell).join(';');
}

/** SPEC §9 "Slugs are limited to 100 characters for the UTM form": the tracking link's slug and each UTM value. */
export const TRACKING_SLUG_MAX_LENGTH = 100;

/** The UTM parameters the tracking link adds to the advertiser's URL. */
export function utmParameters(campaignSlug: string, podcastSlug: string): Record<string, string> {
  return {
    utm_source: 'patrocina',
    utm_medium: 'podcast',
    utm_campaign: campaignSlug.slice(0, TRACKING_SLUG_MAX_LENGTH),
    utm_content: podcastSlug.slice(0, TRACKING_SLUG_MAX_LENGTH),
  };
}

/** The advertiser's URL with the UTM parameters set (replacing any of the same name). */
export function withUtm(url: string, parameters: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(parameters)) target.searchParams.set(name, value);
  return target.toString();
}

/** `GET /private/podcasts/{id}/episodes`: the podcast's latest feed episodes, to pick when recording an action. */
export const podcastEpisodeSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** The episode's page, or its audio when the feed gives no page. */
  url: z.string().nullable(),
  publishedOn: z.string().nullable(),
});
export type PodcastEpisode = z.infer<typeof podcastEpisodeSchema>;
export const podcastEpisodeListSchema = z.array(podcastEpisodeSchema);
/** How many of the newest episodes the picker offers. */
export const EPISODE_PICKER_LIMIT = 50;

/** `/private/campaigns/{id}/actions/{actionId}…`: an unknown id reads as someone else's. */
export const campaignActionParamsSchema = z.object({
  id: z.uuid({ error: ACTION_MESSAGES.notYours }),
  actionId: z.uuid({ error: ACTION_MESSAGES.notYours }),
});
export const actionMilestoneParamsSchema = campaignActionParamsSchema.extend({
  milestone: z.coerce.number().refine(isListenMilestone, 'Las escuchas se indican a los 7, 15, 22 y 31 días'),
});

/** `PUT /private/backoffice/clock` (only with CLOCK_CONTROL): how many days ahead of the real time the business clock runs. */
export const setClockSchema = z.object({ offsetDays: z.number().min(0).max(3_650) }).strict();
/** What the clock reads: its offset and the business day it makes (Madrid). */
export const clockSchema = setClockSchema.extend({ today: z.string() });
export type ClockState = z.infer<typeof clockSchema>;
