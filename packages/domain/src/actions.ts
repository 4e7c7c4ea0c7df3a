import { addDays, isDayBlocked, type DatePeriod } from './availability';
import type { ApproximateDate } from './campaigns';
import { ASAP_DAYS, matchRange } from './matching';
import { PROPOSAL_ACTION_LABELS, PROPOSAL_ACTIONS, type ProposalAction, type ProposalPodcastStatus } from './proposals';

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
  ivooxListens: 'Escuchas en la plataforma de alojamiento',
  notInIvooxListens: 'Escuchas en otras plataformas',
  spotifyListens: 'Escuchas en Spotify',
  youtubeViews: 'Visualizaciones en YouTube',
};

/** The most listens one action may report for one source: a typo of several zeros is refused, not stored. */
export const MAX_LISTENS = 100_000_000;

/**
 * When the podcaster is paid (issue 19, replacing SPEC §9's "90-120 days"): each aired action once the
 * advertiser's review period has passed, in the weekly payout; «Mis cobros» gives each one's date.
 */
export const PAYMENT_DELAY_NOTE =
  'Cobras cada semana las acciones emitidas, una vez pasado el plazo de revisión del anunciante: en «Mis cobros» ves la fecha de cada una.';
/** The figures are the podcaster's own: the product says so wherever they are shown to the advertiser and the team. */
export const SELF_REPORTED_NOTE = 'Escuchas indicadas por cada podcaster.';
/** The same note to whoever reports them: the podcaster, or their representative. */
export const OWN_LISTENS_NOTE = 'Son las escuchas que indicas tú: el anunciante las ve en su informe.';

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

export function totalListens(figures: ListenFigures): number {
  return LISTEN_SOURCES.reduce((sum, source) => sum + figures[source], 0);
}
