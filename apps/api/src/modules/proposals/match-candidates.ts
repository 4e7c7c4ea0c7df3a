import { and, asc, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import { todayInMadrid, type ActionType, type DatePeriod, type SheetAudience } from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { podcastBlockedPeriods, podcastSheets, podcasts } from '../../db/schema';
import { isProposable } from '../podcasts';

/**
 * What the matching engine (packages/domain, DOMAIN.md "Proposal matching") needs of one podcast:
 * everything it filters, scores and prices by, read in two queries and nothing else. The engine
 * is pure; this is the seam that feeds it (`POST /private/backoffice/campaigns/{id}/proposal/run`).
 */
export interface MatchCandidate {
  podcastId: string;
  title: string;
  isPremium: boolean;
  /** Listens over the last 30 days: the reach (SPEC §9). */
  listens30d: number;
  categories: string[];
  /** The sheet's minimum price per action, whole euros; null where the podcast does not offer it. */
  prices: Partial<Record<ActionType, number | null>>;
  audience: Pick<
    SheetAudience,
    'listens' | 'gender' | 'ages' | 'audienceFlags' | 'country' | 'provinces' | 'liveRadio' | 'fullVideo'
  >;
  /** Holidays that end today or later, earliest first: the engine checks them against the campaign's dates. */
  blockedPeriods: DatePeriod[];
}

/**
 * The podcasts that may be proposed: owned (someone will answer), with a complete sponsorship sheet
 * and its terms accepted (DOMAIN.md). Past holidays are left out: they cannot overlap a campaign.
 * `ids` narrows them to some podcasts (the advertiser's suggestions).
 */
export async function loadMatchCandidates(
  db: Executor,
  options: { today?: string; ids?: readonly string[] } = {},
): Promise<MatchCandidate[]> {
  const today = options.today ?? todayInMadrid();
  const rows = await db
    .select({
      podcastId: podcasts.id,
      title: podcasts.title,
      isPremium: podcasts.isPremium,
      listens30d: podcasts.listens30d,
      categories: podcasts.categories,
      audience: podcastSheets.audience,
      branding: podcastSheets.branding,
    })
    .from(podcasts)
    .innerJoin(podcastSheets, eq(podcastSheets.podcastId, podcasts.id))
    .where(
      and(
        isProposable,
        isNotNull(podcastSheets.termsAcceptedAt),
        options.ids ? inArray(podcasts.id, [...options.ids]) : undefined,
      ),
    )
    .orderBy(asc(podcasts.id));
  const ids = rows.map((row) => row.podcastId);
  const periods = ids.length
    ? await db
        .select({
          podcastId: podcastBlockedPeriods.podcastId,
          startsOn: podcastBlockedPeriods.startsOn,
          endsOn: podcastBlockedPeriods.endsOn,
        })
        .from(podcastBlockedPeriods)
        .where(and(inArray(podcastBlockedPeriods.podcastId, ids), gte(podcastBlockedPeriods.endsOn, today)))
        .orderBy(asc(podcastBlockedPeriods.startsOn))
    : [];
  const blocked = new Map<string, DatePeriod[]>();
  for (const { podcastId, startsOn, endsOn } of periods) {
    const list = blocked.get(podcastId) ?? [];
    list.push({ startsOn, endsOn });
    blocked.set(podcastId, list);
  }
  return rows.flatMap((row) => {
    // A sheet marked complete has both steps; a row without them is skipped rather than guessed.
    if (!row.audience || !row.branding) return [];
    const { listens, gender, ages, audienceFlags, country, provinces, liveRadio, fullVideo } = row.audience;
    return [
      {
        podcastId: row.podcastId,
        title: row.title,
        isPremium: row.isPremium,
        listens30d: row.listens30d,
        categories: row.categories,
        prices: row.branding.actions,
        audience: { listens, gender, ages, audienceFlags, country, provinces, liveRadio, fullVideo },
        blockedPeriods: blocked.get(row.podcastId) ?? [],
      },
    ];
  });
}
