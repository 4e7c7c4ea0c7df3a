import type { MatchCampaign, MatchPodcast } from './matching-model';
import {
  bundleCostCents,
  formatThousands,
  ineligibility,
  matchActionPlan,
  matchRange,
  rateCents,
  type ActionPlan,
} from './matching-plan';
import type { DatePeriod } from './availability';
import { PROPOSAL_ACTION_LABELS, type ProposalAction } from './proposals';

/**
 * The podcasts the advertiser suggested in the brief (DOMAIN.md "Proposal matching", docs/decisions/0021):
 * each one that can take part is always in the engine's draft, placed before any other; each one that
 * cannot is named with the reason, in Spanish, for the team and the advertiser.
 */

export const SUGGESTION_REASONS = [
  'NOT_FOUND',
  'NO_OWNER',
  'INCOMPLETE_SHEET',
  'NOT_PREMIUM',
  'MISSING_ACTIONS',
  'UNAVAILABLE',
  'OVER_BUDGET',
  'OVER_BUDGET_WITH_OTHERS',
  'NOT_IN_DRAFT',
] as const;
export type SuggestionReason = (typeof SUGGESTION_REASONS)[number];

/** Why a suggested podcast is not among the engine's candidates, as the API reads it from the catalogue. */
export type SuggestionOutsideState = 'NO_OWNER' | 'INCOMPLETE_SHEET';

/** A suggested podcast that exists but is not a candidate: no one runs it, or its sheet is not complete. */
export interface SuggestionOutside {
  title: string;
  state: SuggestionOutsideState;
}

/** One suggested podcast left out, and why: `message` is a fragment that follows «Sugeriste X: ». */
export interface SuggestionLeftOut {
  podcastId: string;
  /** Null when the podcast is not in the catalogue any more. */
  title: string | null;
  reason: SuggestionReason;
  message: string;
}

export interface SuggestionPlacement {
  /** In the advertiser's order, with the cost of their least proposal (one action of each kind asked). */
  placed: { podcastId: string; costCents: number }[];
  leftOut: SuggestionLeftOut[];
  /** The budget left for the podcasts the engine chooses itself. */
  remainingCents: number;
}

/** The words for a kind of action in «no ofrece …»; the spot is named as the advertiser chose it. */
const OFFER_WORDS: Record<ProposalAction, string> = {
  mentions: PROPOSAL_ACTION_LABELS.mentions.one,
  sponsorships: PROPOSAL_ACTION_LABELS.sponsorships.one,
  reviews: PROPOSAL_ACTION_LABELS.reviews.one,
  dedicatedShows: PROPOSAL_ACTION_LABELS.dedicatedShows.one,
  spots: 'cuña de audio',
};

export const SUGGESTION_MESSAGES = {
  NOT_FOUND: 'ya no está en el catálogo de Patrocina',
  NO_OWNER: 'su podcaster aún no lo gestiona en Patrocina, así que nadie podría responder a la propuesta',
  INCOMPLETE_SHEET: 'aún no tiene completa su hoja de patrocinio',
  NOT_PREMIUM: 'no es un podcast premium y la campaña pide solo podcasts premium',
  UNAVAILABLE: 'tiene bloqueadas todas las fechas de la campaña',
  OVER_BUDGET_WITH_OTHERS: 'no cabe en el presupuesto junto con los podcasts que sugeriste antes',
  NOT_IN_DRAFT: 'el equipo no lo ha incluido en la propuesta',
} as const satisfies Partial<Record<SuggestionReason, string>>;

/** «no ofrece cuña de audio», «no ofrece mención ni entrevista». */
export function missingActionsMessage(missing: readonly ProposalAction[]): string {
  if (missing.length === 0) return 'no ofrece ninguna de las acciones que pide la campaña';
  const words = missing.map((kind) => OFFER_WORDS[kind]);
  const last = words.pop()!;
  return `no ofrece ${words.length > 0 ? `${words.join(', ')} ni ${last}` : last}`;
}

/** «su precio mínimo (1.500 €) supera por sí solo el presupuesto (1.000 €)». */
export function overBudgetMessage(costCents: number, budgetCents: number): string {
  const euros = (cents: number) => `${formatThousands(Math.ceil(cents / 100))} €`;
  return `su precio mínimo (${euros(costCents)}) supera por sí solo el presupuesto (${euros(budgetCents)})`;
}

/** The kinds the plan asks for that the podcast does not offer (all of them when it asks for any one kind). */
function missingActions(plan: ActionPlan, podcast: MatchPodcast): ProposalAction[] {
  if (plan.required.length === 0) return [];
  return plan.required.filter((kind) => rateCents(kind, podcast) < 0);
}

function leftOut(
  podcastId: string,
  title: string | null,
  reason: SuggestionReason,
  message: string,
): SuggestionLeftOut {
  return { podcastId, title, reason, message };
}

/**
 * Places the advertiser's suggestions, in their order: each eligible one whose least proposal fits the
 * budget left by the earlier ones is placed (so the engine's own picks, chosen after, make room for it);
 * every other one is left out with its reason. `candidate` finds a podcast among the engine's candidates;
 * `outside` says why a suggested podcast that exists is not one (absent from both: not in the catalogue).
 */
export function placeSuggestions(
  campaign: MatchCampaign,
  lookup: {
    candidate: (id: string) => MatchPodcast | undefined;
    outside?: ReadonlyMap<string, SuggestionOutside> | undefined;
  },
  context: { plan?: ActionPlan; range?: DatePeriod; today: string },
): SuggestionPlacement {
  const plan = context.plan ?? matchActionPlan(campaign);
  const range = context.range ?? matchRange(campaign, context.today);
  const budget = Math.max(0, Math.floor(campaign.budgetCents));
  let remaining = budget;
  const placed: SuggestionPlacement['placed'] = [];
  const left: SuggestionLeftOut[] = [];
  for (const id of new Set(campaign.podcastsSelected)) {
    const podcast = lookup.candidate(id);
    if (!podcast) {
      const outside = lookup.outside?.get(id);
      left.push(
        outside
          ? leftOut(id, outside.title, outside.state, SUGGESTION_MESSAGES[outside.state])
          : leftOut(id, null, 'NOT_FOUND', SUGGESTION_MESSAGES.NOT_FOUND),
      );
      continue;
    }
    const reason = ineligibility(campaign, plan, range, podcast);
    if (reason === 'MISSING_ACTIONS') {
      left.push(leftOut(id, podcast.title, reason, missingActionsMessage(missingActions(plan, podcast))));
      continue;
    }
    if (reason !== null) {
      left.push(leftOut(id, podcast.title, reason, SUGGESTION_MESSAGES[reason]));
      continue;
    }
    const cost = bundleCostCents(plan, podcast);
    if (cost > budget) {
      left.push(leftOut(id, podcast.title, 'OVER_BUDGET', overBudgetMessage(cost, budget)));
      continue;
    }
    if (cost > remaining) {
      left.push(leftOut(id, podcast.title, 'OVER_BUDGET_WITH_OTHERS', SUGGESTION_MESSAGES.OVER_BUDGET_WITH_OTHERS));
      continue;
    }
    remaining -= cost;
    placed.push({ podcastId: id, costCents: cost });
  }
  return { placed, leftOut: left, remainingCents: remaining };
}

/** One suggested podcast as the back office and the advertiser read it. */
export interface SuggestionNote {
  podcastId: string;
  title: string | null;
  /** In the proposal (or the draft): then `reason` and `message` are null. */
  inProposal: boolean;
  reason: SuggestionReason | null;
  message: string | null;
}

/**
 * What became of each suggestion, in the advertiser's order, against the proposal as it stands: in it,
 * left out for the reason `placeSuggestions` gives, or, eligible and affordable, left out by the team.
 */
export function explainSuggestions(
  suggestedIds: readonly string[],
  placement: Pick<SuggestionPlacement, 'leftOut'>,
  inProposal: ReadonlyMap<string, string>,
  titles: ReadonlyMap<string, string> = new Map(),
): SuggestionNote[] {
  const why = new Map(placement.leftOut.map((item) => [item.podcastId, item]));
  return [...new Set(suggestedIds)].map((podcastId) => {
    const title = inProposal.get(podcastId);
    if (title !== undefined) return { podcastId, title, inProposal: true, reason: null, message: null };
    const item = why.get(podcastId);
    if (item) return { podcastId, title: item.title, inProposal: false, reason: item.reason, message: item.message };
    return {
      podcastId,
      title: titles.get(podcastId) ?? null,
      inProposal: false,
      reason: 'NOT_IN_DRAFT',
      message: SUGGESTION_MESSAGES.NOT_IN_DRAFT,
    };
  });
}

/** «Sugeriste Tech Talks: no ofrece cuña de audio.» */
export function suggestionNoteText(note: Pick<SuggestionNote, 'title' | 'message'>): string {
  return `Sugeriste ${note.title ?? 'un podcast'}: ${note.message ?? 'está en la propuesta'}.`;
}
