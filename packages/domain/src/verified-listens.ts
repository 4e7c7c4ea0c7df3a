import { z } from 'zod';
import { LISTEN_MILESTONES, type ListenMilestone } from './actions';
import { addDays } from './availability';
import { LISTENING_PLATFORMS } from './measurement';

/**
 * Verified listens (issue 21, DOMAIN.md "Measurement"): what the measurement prefix counted for an
 * action's episode, beside (never added to) what the podcaster declares.
 *
 * The N-day figure is the sum of the daily roll-ups from the publication day itself through day
 * `publishedOn + N - 1`: N calendar days in Madrid, publication day included. That is why it is
 * complete on `milestoneWindow(publishedOn, N).opensOn` (= publishedOn + N), the same day the
 * podcaster may declare that milestone. Before then the milestone shows nothing; `soFar` carries the
 * running figure «hasta hoy».
 */

export const VERIFIED_LABEL = 'Escuchas verificadas';
export const DECLARED_LABEL = 'Escuchas declaradas';
export const NOT_MEASURED_LABEL = 'Sin medición verificada';
/** What the verified figures are, in one sentence for the report. */
export const VERIFIED_NOTE =
  'Las escuchas verificadas las cuenta nuestro prefijo de analítica según las normas del IAB; las declaradas las indica el podcaster para lo que el prefijo no ve (YouTube y otras plataformas).';

export const verifiedListensSchema = z.object({
  /** One entry per milestone; `listens` is null until the milestone's days are over. */
  milestones: z.array(
    z.object({
      milestone: z.union(LISTEN_MILESTONES.map((milestone) => z.literal(milestone))),
      listens: z.number().int().nullable(),
    }),
  ),
  /** Counted so far within the first 31 days, through today: the running figure «hasta hoy». */
  soFar: z.number().int(),
  /** `soFar` by app or platform, most listened first. */
  platforms: z.array(z.object({ platform: z.enum(LISTENING_PLATFORMS), listens: z.number().int() })),
});
export type VerifiedListens = z.infer<typeof verifiedListensSchema>;

/** What a price bought in verified 31-day listens. */
export const verifiedCostsSchema = z.object({
  /** Cents per verified listen, rounded to the cent (shown `0,12 €`: the documented exception to whole euros). */
  perListenCents: z.number().int(),
  /** Whole euros per thousand verified listens (CPM). */
  cpm: z.number().int(),
});
export type VerifiedCosts = z.infer<typeof verifiedCostsSchema>;

/** A podcast's or the campaign's verified 31-day listens and what they cost. */
export const verifiedTotalsSchema = z.object({
  /** The actions whose verified 31-day figure is in (make-goods included: they add listens at no cost). */
  actions: z.number().int(),
  /** Their verified 31-day listens together. */
  listens: z.number().int(),
  /** Whole euros paid for those actions (their share of the agreed price). */
  cost: z.number().int(),
  /** Null while no action has a verified 31-day figure, or none was counted. */
  costs: verifiedCostsSchema.nullable(),
});
export type VerifiedTotals = z.infer<typeof verifiedTotalsSchema>;

/** The first day after an N-day window: from that day on, the verified N-day figure is complete. */
export function verifiedWindowEnd(publishedOn: string, milestone: ListenMilestone): string {
  return addDays(publishedOn, milestone);
}

/** Price ÷ verified listens; null when nothing was counted (no division by zero, no infinite CPM). */
export function verifiedCosts(costCents: number, listens: number): VerifiedCosts | null {
  if (listens <= 0) return null;
  return { perListenCents: Math.round(costCents / listens), cpm: Math.round((costCents * 10) / listens) };
}

/** The verified 31-day figure of an action, or null while it is not in (or the episode is not measured). */
export function verifiedAt31(verified: VerifiedListens | null): number | null {
  return verified?.milestones.find((entry) => entry.milestone === 31)?.listens ?? null;
}

/**
 * The verified totals of a podcast or a campaign: only the actions whose verified 31-day figure is in
 * count, their price and their listens alike, so an action not measured (or not at 31 days yet)
 * neither lowers nor raises the cost per listen.
 */
export function verifiedTotalsOf(actions: readonly { priceCents: number; listens: number | null }[]): VerifiedTotals {
  const counted = actions.filter((action) => action.listens !== null);
  const listens = counted.reduce((sum, action) => sum + action.listens!, 0);
  const costCents = counted.reduce((sum, action) => sum + action.priceCents, 0);
  return {
    actions: counted.length,
    listens,
    cost: Math.round(costCents / 100),
    costs: verifiedCosts(costCents, listens),
  };
}
