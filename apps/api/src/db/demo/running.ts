import {
  compareActions,
  LISTEN_MILESTONES,
  nextMilestone,
  planActionDatesSchema,
  recordActionSchema,
  reportListensSchema,
  decideReadSchema,
  submitReadScriptSchema,
  type ListenMilestone,
  type ProposalPodcastStatus,
} from '@patrocina/domain';
import { eq } from 'drizzle-orm';
import {
  decideRead,
  followTrackingLink,
  listHiredCampaigns,
  planActionDates,
  recordAction,
  reportListens,
  submitRead,
} from '../../modules/actions';
import { campaignActions } from '../schema';
import type { DemoPerson } from './seed-context';
import type { DemoShow } from './load-catalogue';
import type { SeedContext } from './seed-context';
import type { Timeline } from './timeline';

/** What share of a show's 30-day listens an action has gathered at each milestone, and where. */
const LISTENS_SHARE: Record<ListenMilestone, number> = { 7: 0.45, 15: 0.65, 22: 0.8, 31: 0.95 };
const SOURCE_SHARE = { ivooxListens: 0.55, notInIvooxListens: 0.2, spotifyListens: 0.2, youtubeViews: 0.05 };
const NO_PROOF = { proofStatus: null, proofNextAttemptAt: null } as const;
/** Clicks on the episode notes' link per monthly listen on the episode's day; half as many the day after. */
const CLICKS_PER_LISTEN = 0.0005;
const CLICK_DAYS = 2;
/** Listeners' browsers: a crawler's visit is not a click. */
const LISTENER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

export interface HiredPodcast {
  campaignId: string;
  show: DemoShow;
  /** Where its podcaster ends: IN_PROGRESS, EXPIRED_ACTION (its latest aired day missed) or FINISHED. */
  status: ProposalPodcastStatus;
  /** The campaign's days, counted from the day of seeding. */
  range: { from: number; to: number };
  /** The day its podcaster plans every action, after sending the read the reviewer approves. */
  plansOn: number;
  /** Who approves the read (issue 20): the campaign's advertiser. */
  reviewer: DemoPerson;
  /** The last day an episode can be recorded: yesterday, or the day before the campaign was paused. */
  lastRecordingDay: number;
  /**
   * The catalogue's presenters report each milestone on its day; the demo accounts report late, and
   * leave the one open today to whoever tries the demo.
   */
  reportsOnTime: boolean;
  /** Every milestone reported, the last one closing the campaign. */
  finishes: boolean;
}

/**
 * A hired podcast's run, as its podcaster would do it: every action planned at once, spread over the
 * campaign's days (never on a day nobody could record it, so that only the missed action is late);
 * each recorded on its day with a pasted link, its listens reported at their milestones, and listeners
 * clicking the notes' link in the days after the episode.
 */
export function scheduleRun(ctx: SeedContext, timeline: Timeline, hired: HiredPodcast): void {
  const { campaignId, show, range } = hired;
  const runner = show.runner;
  // The read (issue 20): the host sends the script in the morning and the advertiser approves it.
  timeline.at(hired.plansOn, 10, async () => {
    const script = submitReadScriptSchema.parse({
      script: `Este episodio llega gracias a nuestro patrocinador. Os dejo el enlace en las notas: echadle un vistazo, que merece la pena. (Lectura de ${show.title})`,
    });
    await submitRead(ctx, runner, campaignId, show.id, script);
  });
  timeline.at(hired.plansOn, 11, async () => {
    await decideRead(ctx, hired.reviewer, campaignId, show.id, decideReadSchema.parse({ decision: 'APPROVED' }));
  });
  timeline.at(hired.plansOn, 12, async () => {
    const list = await listHiredCampaigns(ctx, runner);
    const row = list.campaigns.find((item) => item.campaignId === campaignId && item.podcast.id === show.id)!;
    const actions = [...row.actions].sort(compareActions);
    const span = Math.max(1, range.to - range.from);
    const days = actions.map((_, index) => {
      const day = range.from + Math.floor(((index + 0.5) * span) / actions.length);
      // Days nobody could record it (today, or since the pause) go to tomorrow, or back before them.
      if (day <= hired.lastRecordingDay || day > 0) return day;
      return range.to >= 1 ? 1 : hired.lastRecordingDay;
    });
    const dates = actions.map((action, index) => ({ actionId: action.id, plannedOn: ctx.clock.dayOf(days[index]!) }));
    await planActionDates(ctx, runner, campaignId, show.id, planActionDatesSchema.parse({ dates }));

    const aired = days.filter((day) => day <= hired.lastRecordingDay);
    const missed = hired.status === 'EXPIRED_ACTION' ? days.lastIndexOf(Math.max(...aired)) : -1;
    const slug = row.trackingUrl!.slice(row.trackingUrl!.lastIndexOf('/t/') + 3);
    actions.forEach((action, index) => {
      const day = days[index]!;
      if (day > hired.lastRecordingDay || index === missed) return;
      timeline.at(day, 12, async () => {
        const seconds = 60 + ((action.position * 97) % 600);
        const input = recordActionSchema.parse({
          episodeUrl: `https://www.example.com/podcasts/${show.slug}/episodios/${ctx.clock.dayOf(day)}`,
          adStart: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
        });
        await recordAction(ctx, runner, campaignId, action.id, input);
        // The demo's episode links are made up: there is no audio behind them to prove anything with, so
        // no proof of airing is queued (a queue of proofs bound to fail would hold back real ones).
        await ctx.db.update(campaignActions).set(NO_PROOF).where(eq(campaignActions.id, action.id));
      });
      for (const milestone of LISTEN_MILESTONES) {
        const next = nextMilestone(milestone);
        const reported = hired.finishes || hired.reportsOnTime || (next !== null && day + next <= 0);
        if (!reported || day + milestone > 0) continue;
        timeline.at(day + milestone, 10, async () => {
          const heard = show.listens30d * LISTENS_SHARE[milestone];
          const figures = Object.fromEntries(
            Object.entries(SOURCE_SHARE).map(([source, share]) => [source, Math.round(heard * share)]),
          );
          await reportListens(ctx, runner, campaignId, action.id, milestone, reportListensSchema.parse(figures));
        });
      }
      for (let after = 0; after < CLICK_DAYS && day + after <= 0; after += 1) {
        timeline.at(day + after, 20, async () => {
          const clicks = Math.max(1, Math.round((show.listens30d * CLICKS_PER_LISTEN) / (after + 1)));
          for (let click = 0; click < clicks; click += 1)
            await followTrackingLink(ctx, slug, { userAgent: LISTENER, counts: true });
        });
      }
    });
  });
}
