import type { AGE_SHARES, GENDER_SHARES } from './sponsorship';
import { AUDIENCE_FLAG_LABELS, SPANISH_PROVINCES, type AudienceFlag } from './catalog';
import {
  FIT_WEIGHTS,
  GENDER_FULL_FIT_SHARE,
  type MatchAgeBucket,
  type MatchCampaign,
  type MatchGender,
  type MatchPodcast,
} from './matching-model';
import { formatList } from './lists';
import { formatThousands } from './matching-plan';
import { PODCAST_CATEGORY_LABELS } from './podcast-categories';

/** The matching engine's audience fit of a podcast for a campaign, and the reasons it gives in Spanish. */

type GenderShare = (typeof GENDER_SHARES)[number];
type AgeShare = (typeof AGE_SHARES)[number];

const GENDER_SHARE_OF: Record<Exclude<MatchGender, 'ALL'>, GenderShare> = {
  FEMALE: 'female',
  MALE: 'male',
  NON_BINARY: 'other',
};
const GENDER_REASON_WORDS: Record<GenderShare, string> = {
  female: 'mujeres',
  male: 'hombres',
  other: 'personas no binarias',
};
const AGE_SHARE_OF: Record<MatchAgeBucket, AgeShare> = { 0: 'under25', 25: 'from25to44', 45: 'over44' };
const AGE_REASON_WORDS: Record<AgeShare, string> = {
  under25: 'menos de 25',
  from25to44: 'entre 25 y 44',
  over44: 'más de 44',
};
/** Bitmasks hold the tags matched by a category. */
const MAX_MATCHED_TAGS = 30;

function normaliseText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** What the audience fit needs from the campaign, worked out once per run. */
export interface FitContext {
  audiences: readonly AudienceFlag[];
  tags: string[];
  tagsOfCategory: Map<string, number>;
  country: string;
  provinces: ReadonlySet<string>;
  genderShare: GenderShare | null;
  ageShares: AgeShare[];
  totalWeight: number;
}

export function fitContext(campaign: MatchCampaign): FitContext {
  const tags = [...new Set(campaign.tags.map(normaliseText).filter((tag) => tag.length > 0))].slice(
    0,
    MAX_MATCHED_TAGS,
  );
  const ages = [...new Set(campaign.ages)];
  const context: FitContext = {
    audiences: [...new Set(campaign.audiences)],
    tags,
    tagsOfCategory: new Map(),
    country: campaign.country,
    provinces: new Set(campaign.provinces),
    genderShare: campaign.gender === 'ALL' ? null : GENDER_SHARE_OF[campaign.gender],
    // Every bucket, or none, asks for no particular age.
    ageShares:
      ages.length === 0 || ages.length === 3 ? [] : ages.sort((a, b) => a - b).map((bucket) => AGE_SHARE_OF[bucket]),
    totalWeight: 0,
  };
  context.totalWeight =
    (context.audiences.length > 0 ? FIT_WEIGHTS.audiences : 0) +
    (tags.length > 0 ? FIT_WEIGHTS.tags : 0) +
    (context.country ? FIT_WEIGHTS.location : 0) +
    (context.genderShare ? FIT_WEIGHTS.gender : 0) +
    (context.ageShares.length > 0 ? FIT_WEIGHTS.ages : 0);
  return context;
}

/** The campaign tags (bit i = tags[i]) a feed category matches, by its name or its Spanish label. */
function tagsOfCategory(context: FitContext, category: string): number {
  let mask = context.tagsOfCategory.get(category);
  if (mask === undefined) {
    mask = 0;
    const name = normaliseText(category);
    const label = normaliseText(PODCAST_CATEGORY_LABELS[category] ?? category);
    for (let i = 0; i < context.tags.length; i += 1) {
      const tag = context.tags[i]!;
      if (name.includes(tag) || label.includes(tag)) mask |= 1 << i;
    }
    context.tagsOfCategory.set(category, mask);
  }
  return mask;
}

function matchedTagsMask(context: FitContext, podcast: MatchPodcast): number {
  let mask = 0;
  for (const category of podcast.categories) mask |= tagsOfCategory(context, category);
  return mask;
}

function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

function locationFit(context: FitContext, podcast: MatchPodcast): number {
  if (podcast.country !== context.country) return 0;
  if (context.provinces.size === 0) return 1;
  // A podcast that names no province speaks to the whole country: half a match.
  if (podcast.provinces.length === 0) return 0.5;
  for (const province of podcast.provinces) if (context.provinces.has(province)) return 1;
  return 0.25;
}

/**
 * Audience fit from 0 to 1: the weighted mean (FIT_WEIGHTS) of the criteria the campaign sets: the
 * share of its audience flags the sheet has, the share of its tags the feed's categories match, the
 * location (same country 1 unless provinces are asked: one in common 1, none named 0.5, others 0.25;
 * another country 0), the requested gender's share (full at GENDER_FULL_FIT_SHARE %), and the share of
 * the audience in the requested age buckets. A campaign that sets nothing fits everyone (1).
 */
export function audienceFit(campaign: MatchCampaign, podcast: MatchPodcast): number {
  return fitWith(fitContext(campaign), podcast);
}

export function fitWith(context: FitContext, podcast: MatchPodcast): number {
  if (context.totalWeight === 0) return 1;
  let sum = 0;
  if (context.audiences.length > 0) {
    let matched = 0;
    for (const flag of context.audiences) if (podcast.audienceFlags.includes(flag)) matched += 1;
    sum += (FIT_WEIGHTS.audiences * matched) / context.audiences.length;
  }
  if (context.tags.length > 0)
    sum += (FIT_WEIGHTS.tags * bitCount(matchedTagsMask(context, podcast))) / context.tags.length;
  if (context.country) sum += FIT_WEIGHTS.location * locationFit(context, podcast);
  if (context.genderShare)
    sum += FIT_WEIGHTS.gender * Math.min(1, podcast.genderShares[context.genderShare] / GENDER_FULL_FIT_SHARE);
  if (context.ageShares.length > 0) {
    let share = 0;
    for (const key of context.ageShares) share += podcast.ageShares[key];
    sum += FIT_WEIGHTS.ages * Math.min(1, share / 100);
  }
  return sum / context.totalWeight;
}

export function reasonsFor(
  context: FitContext,
  campaign: MatchCampaign,
  podcast: MatchPodcast,
  suggested: boolean,
): string[] {
  const reasons: string[] = [];
  if (suggested) reasons.push('Sugerido por el anunciante');
  const flags = context.audiences.filter((flag) => podcast.audienceFlags.includes(flag));
  if (flags.length > 0)
    reasons.push(`Audiencia ${formatList(flags.map((flag) => AUDIENCE_FLAG_LABELS[flag].toLowerCase()))}`);
  const tagsMask = matchedTagsMask(context, podcast);
  if (tagsMask !== 0) {
    const original = [...new Set(campaign.tags.map((tag) => tag.trim()).filter((tag) => tag.length > 0))];
    const matched = original.filter((tag) => {
      const index = context.tags.indexOf(normaliseText(tag));
      return index >= 0 && (tagsMask & (1 << index)) !== 0;
    });
    reasons.push(`Habla de ${formatList(matched)}`);
  }
  reasons.push(`${formatThousands(podcast.listens30d)} escuchas a 30 días`);
  if (context.provinces.size > 0 && podcast.country === context.country) {
    const provinces = podcast.provinces
      .filter((province) => context.provinces.has(province))
      .map((code) => SPANISH_PROVINCES[code] ?? code);
    if (provinces.length > 0) reasons.push(`En ${formatList(provinces)}`);
  }
  if (context.genderShare && podcast.genderShares[context.genderShare] >= GENDER_FULL_FIT_SHARE) {
    reasons.push(`El ${podcast.genderShares[context.genderShare]} % son ${GENDER_REASON_WORDS[context.genderShare]}`);
  }
  if (context.ageShares.length > 0) {
    const share = context.ageShares.reduce((sum, key) => sum + podcast.ageShares[key], 0);
    if (share >= 50)
      reasons.push(
        `El ${share} % de la audiencia tiene ${formatList(
          context.ageShares.map((key) => AGE_REASON_WORDS[key]),
          'disjunction',
        )} años`,
      );
  }
  if (campaign.podcastType === 'PREMIUM' && podcast.isPremium) reasons.push('Podcast premium');
  return reasons;
}
