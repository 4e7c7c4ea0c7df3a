import { z } from 'zod';
import { formatThousands, estimatedReach } from './matching-plan';
import { PROPOSAL_ACTIONS, totalActions, type ActionCounts } from './proposals';

/**
 * Under-delivery and make-goods (issue 20, docs/decisions/0025): an action whose 31-day listens fall
 * below a share of the reach the proposal estimated for it is flagged; the team then either adds a
 * make-good («acción de compensación», the podcaster agrees first) or credits the advertiser.
 */

/** The default share of the estimate under which an action is flagged (UNDER_DELIVERY_PERCENT). */
export const UNDER_DELIVERY_DEFAULT_PERCENT = 60;

/**
 * The reach the proposal estimated for one of a podcast's actions: the podcast's estimated reach for
 * all its actions (estimatedReach of its 30-day listens and its count of actions, the figure the
 * proposal and the report show) shared evenly among them. The shares add up to the podcast's figure,
 * give or take the rounding.
 */
export function actionEstimatedReach(listens30Days: number, counts: ActionCounts): number {
  const actions = totalActions(counts);
  return actions <= 0 ? 0 : Math.round(estimatedReach(listens30Days, actions) / actions);
}

export const underDeliverySchema = z.object({
  /** The action's listens at 31 days, every source together. */
  listens: z.number().int(),
  /** The reach the proposal estimated for the action. */
  estimated: z.number().int(),
  /** listens over estimated, in whole percent, rounded down. */
  percent: z.number().int(),
});
export type UnderDelivery = z.infer<typeof underDeliverySchema>;

/**
 * Null unless the action fell short: its 31-day listens (null while not reported) are below
 * `thresholdPercent` % of its estimate. Exactly at the threshold is not below it. An estimate of
 * nothing (a podcast without listens) never flags.
 */
export function underDelivery(
  listens: number | null,
  estimated: number,
  thresholdPercent: number,
): UnderDelivery | null {
  if (listens === null || estimated <= 0) return null;
  if (listens * 100 >= estimated * thresholdPercent) return null;
  return { listens, estimated, percent: Math.floor((listens * 100) / estimated) };
}

/** «Por debajo de lo previsto: 1.200 de 3.000 escuchas estimadas (40 %)». */
export function underDeliveryMessage(flag: UnderDelivery): string {
  return `Por debajo de lo previsto: ${formatThousands(flag.listens)} de ${formatThousands(flag.estimated)} escuchas estimadas (${flag.percent} %)`;
}

export const REMEDY_KINDS = ['MAKE_GOOD', 'CREDIT'] as const;
export type RemedyKind = (typeof REMEDY_KINDS)[number];
/** PROPOSED → ACCEPTED or DECLINED (the podcaster answers a make-good); CREDITED at once. */
export const REMEDY_STATUSES = ['PROPOSED', 'ACCEPTED', 'DECLINED', 'CREDITED'] as const;
export type RemedyStatus = (typeof REMEDY_STATUSES)[number];

export const remedySchema = z.object({
  id: z.uuid(),
  kind: z.enum(REMEDY_KINDS),
  status: z.enum(REMEDY_STATUSES),
  /** The make-good action once agreed. */
  makeGoodActionId: z.uuid().nullable(),
  /** The credit note's number («R-2026-0003») once credited. */
  creditNoteCode: z.string().nullable(),
});
export type Remedy = z.infer<typeof remedySchema>;

/** How the remedy reads in the report and the back office. */
export const REMEDY_LABELS: Record<RemedyStatus, string> = {
  PROPOSED: 'Acción de compensación propuesta: esperando al podcaster',
  ACCEPTED: 'Acción de compensación acordada',
  DECLINED: 'El podcaster rechazó la acción de compensación',
  CREDITED: 'Abonada al anunciante con una factura rectificativa',
};

export const MAKE_GOOD_LABEL = 'Compensación';

export const MAKE_GOOD_MESSAGES = {
  notFlagged: 'Esta acción no está por debajo de lo previsto.',
  alreadyRemedied: 'Esta acción ya tiene su compensación o su abono.',
  onMakeGood: 'Una acción de compensación no lleva otra compensación.',
  closedByHand: 'La campaña se cerró a mano: ya no admite acciones de compensación.',
  notRunning: 'La campaña aún no está en marcha.',
  nothingToCredit: 'No hay nada que abonar por esta acción: no tiene línea en la factura o ya se devolvió.',
  actionNotFound: 'Esta acción no es de esta campaña.',
  offerNotFound: 'No encontramos esa acción de compensación.',
  alreadyAnswered: 'Ya respondiste a esta acción de compensación.',
  creditReason: (title: string, podcast: string) =>
    `Abono por emisión por debajo de lo previsto: ${title} en ${podcast}`,
} as const;

/** The flagged action the remedy is for, as the back office lists it. */
export const underDeliveredActionSchema = z.object({
  actionId: z.uuid(),
  podcastId: z.uuid(),
  podcastTitle: z.string(),
  kind: z.enum(PROPOSAL_ACTIONS),
  position: z.number().int(),
  makeGood: z.boolean(),
  underDelivery: underDeliverySchema,
  remedy: remedySchema.nullable(),
  /** What a credit would give back, IVA included, in cents; null when nothing can be credited. */
  creditCents: z.number().int().nullable(),
  /** The team may still propose a make-good, or credit. */
  canMakeGood: z.boolean(),
  canCredit: z.boolean(),
});
export type UnderDeliveredAction = z.infer<typeof underDeliveredActionSchema>;

export const underDeliveryListSchema = z.object({
  thresholdPercent: z.number().int(),
  actions: z.array(underDeliveredActionSchema),
});
export type UnderDeliveryList = z.infer<typeof underDeliveryListSchema>;

/** A make-good the podcaster is asked to agree to, on its hired campaign's page. */
export const makeGoodOfferSchema = z.object({
  id: z.uuid(),
  kind: z.enum(PROPOSAL_ACTIONS),
  /** The action that fell short: «Mención 1». */
  replaces: z.string(),
  underDelivery: underDeliverySchema,
});
export type MakeGoodOffer = z.infer<typeof makeGoodOfferSchema>;

export const makeGoodAnswerSchema = z.object({ accept: z.boolean() }).strict();
export type MakeGoodAnswer = z.infer<typeof makeGoodAnswerSchema>;

export const makeGoodParamsSchema = z.object({ id: z.uuid(), makeGoodId: z.uuid() });
