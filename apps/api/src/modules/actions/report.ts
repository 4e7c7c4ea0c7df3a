import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  agreedCostCents,
  actionTitle,
  centsToEuros,
  compareActions,
  csvRow,
  estimatedReach,
  LISTEN_MILESTONES,
  LISTEN_SOURCES,
  MAKE_GOOD_LABEL,
  totalActions,
  totalListens,
  verifiedAt31,
  verifiedCosts,
  verifiedTotalsOf,
  type CampaignReport,
  type ListenFigures,
  type MilestoneTotal,
  type ReportPodcast,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import { campaignActions, campaignPodcasts, podcasts, trackingClicks, trackingLinks } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { loadReadableCampaign } from '../campaigns';
import { actionPriceCents, verifiedListensOf } from '../measurement';
import { countsOf, offerOf } from '../proposals';
import { airingProofView, clipLengths } from './airing-clip';
import { actionSummary, reportedListens } from './progress';
import { flagOf, remediesOf, toRemedy } from './under-delivery';

const noFigures = (): ListenFigures => ({ ivooxListens: 0, notInIvooxListens: 0, spotifyListens: 0, youtubeViews: 0 });

function addFigures(into: ListenFigures, figures: ListenFigures): void {
  for (const source of LISTEN_SOURCES) into[source] += figures[source];
}

function milestoneTotals(byMilestone: Map<number, ListenFigures>): MilestoneTotal[] {
  return LISTEN_MILESTONES.map((milestone) => {
    const figures = byMilestone.get(milestone) ?? noFigures();
    return { milestone, ...figures, total: totalListens(figures) };
  });
}

/**
 * `GET /private/campaigns/{id}/report` (issue 7): each picked podcast's actions with their dates,
 * episodes, minutes and listens at every milestone, the reach so far against the proposal's estimate,
 * and the clicks on the tracking links per day. `listens` (and so `reach` and the under-delivery flag)
 * are what each podcaster declared; `verified` is what the measurement prefix counted (issue 21),
 * kept apart, with the cost per verified listen and the CPM.
 */
export async function getCampaignReport(
  deps: Pick<AppContext, 'db' | 'config' | 'clock'>,
  actor: Actor,
  id: string,
): Promise<CampaignReport> {
  const campaign = await loadReadableCampaign(deps.db, actor, id);
  const entries = await deps.db
    .select({
      entry: campaignPodcasts,
      podcast: { title: podcasts.title, slug: podcasts.slug, imageUrl: podcasts.imageUrl },
      link: { id: trackingLinks.id, slug: trackingLinks.slug },
    })
    .from(campaignPodcasts)
    .innerJoin(podcasts, eq(podcasts.id, campaignPodcasts.podcastId))
    .leftJoin(trackingLinks, eq(trackingLinks.campaignPodcastId, campaignPodcasts.id))
    .where(and(eq(campaignPodcasts.campaignId, campaign.id), eq(campaignPodcasts.picked, true)))
    .orderBy(asc(podcasts.title));
  const actions = await deps.db.select().from(campaignActions).where(eq(campaignActions.campaignId, campaign.id));
  actions.sort(compareActions);
  const listens = await reportedListens(
    deps.db,
    actions.map((action) => action.id),
  );
  const verified = await verifiedListensOf(deps.db, actions, deps.clock.today());
  const remedies = await remediesOf(deps.db, campaign.id);
  const lengths = await clipLengths(deps.db, actions);
  const linkIds = entries.flatMap(({ link }) => (link?.id ? [link.id] : []));
  const clicks =
    linkIds.length > 0
      ? await deps.db
          .select()
          .from(trackingClicks)
          .where(inArray(trackingClicks.linkId, linkIds))
          .orderBy(asc(trackingClicks.day))
      : [];

  const listensOf = new Map<string, Map<number, ListenFigures>>();
  for (const row of listens) {
    const figures = {
      ivooxListens: row.ivooxListens,
      notInIvooxListens: row.notInIvooxListens,
      spotifyListens: row.spotifyListens,
      youtubeViews: row.youtubeViews,
    };
    if (!listensOf.has(row.actionId)) listensOf.set(row.actionId, new Map());
    listensOf.get(row.actionId)!.set(row.milestone, figures);
  }
  const podcastOfLink = new Map(
    entries.flatMap(({ entry, link }) => (link?.id ? [[link.id, entry.podcastId] as const] : [])),
  );
  const clicksOfPodcast = new Map<string, number>();
  for (const row of clicks) {
    const podcastId = podcastOfLink.get(row.linkId)!;
    clicksOfPodcast.set(podcastId, (clicksOfPodcast.get(podcastId) ?? 0) + row.clicks);
  }

  const allByMilestone = new Map<number, ListenFigures>();
  const allVerified: { priceCents: number; listens: number | null }[] = [];
  let costCents = 0;
  const reportPodcasts: ReportPodcast[] = entries.map(({ entry, podcast, link }) => {
    const counts = countsOf(entry);
    const cost = agreedCostCents(offerOf(entry));
    costCents += cost;
    const own = actions.filter((action) => action.campaignPodcastId === entry.id);
    const byMilestone = new Map<number, ListenFigures>();
    const ownVerified: { priceCents: number; listens: number | null }[] = [];
    let reach = 0;
    const reportActions = own.map((action) => {
      const reported = listensOf.get(action.id) ?? new Map<number, ListenFigures>();
      for (const [milestone, figures] of reported) {
        if (!byMilestone.has(milestone)) byMilestone.set(milestone, noFigures());
        addFigures(byMilestone.get(milestone)!, figures);
        if (!allByMilestone.has(milestone)) allByMilestone.set(milestone, noFigures());
        addFigures(allByMilestone.get(milestone)!, figures);
      }
      // The reach of one action so far: its latest milestone reported.
      const latest = [...LISTEN_MILESTONES].reverse().find((milestone) => reported.has(milestone));
      if (latest !== undefined) reach += totalListens(reported.get(latest)!);
      const at31 = reported.get(31);
      const remedy = remedies.get(action.id);
      const counted = verified.get(action.id) ?? null;
      const priceCents = actionPriceCents(offerOf(entry), action);
      const counted31 = verifiedAt31(counted);
      ownVerified.push({ priceCents, listens: counted31 });
      return {
        ...actionSummary(action),
        listens: LISTEN_MILESTONES.map((milestone) => ({ milestone, figures: reported.get(milestone) ?? null })),
        underDelivery: flagOf(entry, at31 && totalListens(at31), deps.config.UNDER_DELIVERY_PERCENT),
        remedy: remedy ? toRemedy(remedy) : null,
        proof: airingProofView(action, lengths),
        verified: counted,
        verifiedCosts: action.makeGoodOf === null && counted31 !== null ? verifiedCosts(priceCents, counted31) : null,
      };
    });
    allVerified.push(...ownVerified);
    return {
      podcastId: entry.podcastId,
      title: podcast.title,
      slug: podcast.slug,
      imageUrl: podcast.imageUrl,
      status: entry.status,
      cost: centsToEuros(cost),
      target: entry.target,
      estimatedReach: estimatedReach(entry.listens30Days, totalActions(counts)),
      reach,
      clicks: clicksOfPodcast.get(entry.podcastId) ?? 0,
      trackingUrl: link?.slug ? `${deps.config.PUBLIC_URL}/t/${link.slug}` : null,
      actions: reportActions,
      milestones: milestoneTotals(byMilestone),
      verified: verifiedTotalsOf(ownVerified),
    };
  });

  return {
    campaign: {
      id: campaign.id,
      slug: campaign.slug,
      brand: campaign.brand,
      name: campaign.name,
      url: campaign.url,
      status: campaign.status,
      substatus: campaign.substatus,
      range: campaign.startsOn && campaign.endsOn ? { startsOn: campaign.startsOn, endsOn: campaign.endsOn } : null,
      finishedAt: campaign.finishedAt?.toISOString() ?? null,
      closedReason: campaign.closedReason,
    },
    podcasts: reportPodcasts,
    totals: {
      actions: actions.length,
      recorded: actions.filter((action) => action.recordedAt !== null).length,
      cost: centsToEuros(costCents),
      estimatedReach: reportPodcasts.reduce((sum, podcast) => sum + podcast.estimatedReach, 0),
      reach: reportPodcasts.reduce((sum, podcast) => sum + podcast.reach, 0),
      clicks: reportPodcasts.reduce((sum, podcast) => sum + podcast.clicks, 0),
      milestones: milestoneTotals(allByMilestone),
      verified: verifiedTotalsOf(allVerified),
    },
    clicksByDay: clicks.map((row) => ({ day: row.day, podcastId: podcastOfLink.get(row.linkId)!, clicks: row.clicks })),
  };
}

/**
 * The report as CSV for a spreadsheet (issue 7): one row per action, semicolon separated as Spanish
 * spreadsheets expect, with a byte-order mark so they read it as UTF-8. Every text cell goes through
 * csvCell, so nothing a podcaster typed (an episode title, a link) runs as a formula.
 */
export function reportCsv(report: CampaignReport): string {
  const lines = [
    csvRow([
      'Podcast',
      'Acción',
      'Fecha prevista',
      'Fecha de publicación',
      'Episodio',
      'Enlace del episodio',
      'Minuto',
      ...LISTEN_MILESTONES.map((m) => `Escuchas declaradas a ${m} días`),
      ...LISTEN_MILESTONES.map((m) => `Escuchas verificadas a ${m} días`),
    ]),
  ];
  for (const podcast of report.podcasts) {
    for (const action of podcast.actions) {
      lines.push(
        csvRow([
          podcast.title,
          `${actionTitle(action.kind, action.position)}${action.makeGood ? ` (${MAKE_GOOD_LABEL.toLowerCase()})` : ''}`,
          action.plannedOn,
          action.publishedOn,
          action.episodeTitle,
          action.episodeUrl,
          action.adStart,
          ...action.listens.map((entry) => (entry.figures ? totalListens(entry.figures) : null)),
          ...LISTEN_MILESTONES.map(
            (m) => action.verified?.milestones.find((entry) => entry.milestone === m)?.listens ?? null,
          ),
        ]),
      );
    }
  }
  // The clicks are the podcast's, not one action's: a block of their own, one row per day and podcast.
  const titleOf = new Map(report.podcasts.map((podcast) => [podcast.podcastId, podcast.title]));
  lines.push('', csvRow(['Día', 'Podcast', 'Clics en el enlace de seguimiento']));
  for (const row of report.clicksByDay) lines.push(csvRow([row.day, titleOf.get(row.podcastId) ?? '', row.clicks]));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
