import {
  chatSendSchema,
  createCampaignSchema,
  proposalAnswerSchema,
  proposalDraftInputSchema,
  purchaseCampaignSchema,
  type ActionRates,
  type CampaignSubstatus,
  type ProposalPodcastStatus,
} from '@patrocina/domain';
import { runCampaignTick, startRunningCampaign } from '../../modules/actions';
import { assignAgent, createCampaign, pauseCampaign } from '../../modules/campaigns';
import { uploadFile } from '../../modules/files';
import {
  answerProposal,
  loadProposal,
  markCampaignPaid,
  publishProposal,
  purchaseCampaign,
  saveProposalDraft,
  toBackofficeCampaign,
} from '../../modules/proposals';
import { sendMessage } from '../../modules/workroom';
import { CAMPAIGNS, type DemoCampaign, type DemoEntry, type Slot } from './campaign-briefs';
import type { DemoShow } from './load-catalogue';
import { answerOf, draftOffers, type DemoOffer } from './offers';
import { scheduleRun } from './running';
import type { DemoPerson, SeedContext } from './seed-context';
import { createTimeline, type Timeline } from './timeline';

/** Who writes, manages and pays the demo campaigns. */
export interface DemoTeam {
  anunciante: DemoPerson;
  agencia: DemoPerson;
  /** The agent who takes the managed campaigns. */
  gestor: DemoPerson;
  /** Drafts the proposals nobody manages and confirms the payments. */
  admin: DemoPerson;
}

/** The picked podcasts' statuses once the campaign is paid. */
const PICKED: readonly ProposalPodcastStatus[] = ['ACTION_DATES_PENDING', 'EXPIRED_ACTION', 'IN_PROGRESS', 'FINISHED'];
const PURCHASED: readonly CampaignSubstatus[] = ['PENDING_PAYMENT', 'PENDING_DATES', 'IN_PROGRESS', 'FINISHED'];
const PAID: readonly CampaignSubstatus[] = ['PENDING_DATES', 'IN_PROGRESS', 'FINISHED'];
/** The steps of a campaign, in days after its brief was written (answers come on the three days after publication). */
const AFTER_BRIEF = { publish: 2, purchase: 6, payment: 8, planning: 9 };
const PUBLISH_HOUR = 10;
/** The paused demo campaigns were paused three days ago; the resume was asked for yesterday. */
const PAUSED_ON = -3;
const RESUME_ASKED_ON = -1;

/**
 * The shows the campaigns draw from: complete sheets, small to mid-sized (so that a few actions fit
 * realistic budgets), in catalogue order.
 */
function poolOf(shows: readonly DemoShow[]): DemoShow[] {
  return shows.filter((show) => show.prices.MENTION !== null && show.listens30d >= 1_000 && show.listens30d <= 30_000);
}

/**
 * Every demo campaign, reached as its people would reach it: the advertiser or agency writes the brief,
 * the agent takes it (if managed), the team drafts and publishes the proposal, each podcast's podcaster
 * (its representative, when managed) answers, the advertiser picks and pays, the admin confirms the
 * payment, and the picked podcasters run it; all on the business clock, moved to each step's day.
 */
export async function driveDemoCampaigns(
  ctx: SeedContext,
  input: {
    team: DemoTeam;
    ready: DemoShow;
    represented: DemoShow;
    catalogue: readonly DemoShow[];
    /** The demo agency's brands by name: its briefs for them name the brand. */
    brandIds: ReadonlyMap<string, string>;
  },
): Promise<void> {
  const pool = poolOf(input.catalogue);
  const showOf = (slot: Slot): DemoShow =>
    slot === 'ready' ? input.ready : slot === 'represented' ? input.represented : pool[slot % pool.length]!;
  const timeline = createTimeline();
  for (const spec of CAMPAIGNS) {
    const brandId = spec.owner === 'agencia' ? (input.brandIds.get(spec.brand) ?? null) : null;
    scheduleCampaign(ctx, timeline, input.team, { ...spec, brandId }, showOf);
  }
  // The daily job runs on the mornings whose work the demo shows: before the pause (a paused
  // campaign's late actions are not marked) and today, which marks every other late action. On the
  // mornings between it would have marked the same actions a little earlier and sent reminders, which
  // the seed discards with every other e-mail.
  timeline.at(PAUSED_ON, 6, () => runCampaignTick(ctx));
  await timeline.play(ctx.clock);
  await runCampaignTick(ctx);
}

/** A demo brief, with the agency's brand it is for, if any. */
type BrandedCampaign = DemoCampaign & { brandId: string | null };

/** The brief as the campaign wizard sends it. */
function briefOf(spec: BrandedCampaign, budget: number, dayOf: (offset: number) => string) {
  const range = typeof spec.dates === 'object' ? spec.dates : null;
  return {
    what: {
      brand: spec.brand,
      name: spec.name,
      url: spec.url,
      briefing: spec.briefing,
      briefingFileId: null,
      brandId: spec.brandId,
    },
    whom: {
      audiences: spec.audiences,
      tags: spec.tags,
      country: 'ES',
      provinces: spec.provinces ?? [],
      gender: spec.gender ?? 'ALL',
      ages: spec.ages,
    },
    how: {
      coverageAction: 'ALL',
      brandingActions: spec.brandingActions,
      podcastType: 'ALL',
      podcastsSelected: [],
      budget,
      approximateDate: range ? 'DATE_RANGE' : spec.dates,
      fromDate: range ? dayOf(range.from) : null,
      toDate: range ? dayOf(range.to) : null,
      spotFileId: null,
      prerollText: '',
      bannerFileId: null,
      bannerUrl: null,
    },
  };
}

/** One campaign's steps, from its brief to where its brief says it ends (campaign-briefs.ts). */
function scheduleCampaign(
  ctx: SeedContext,
  timeline: Timeline,
  team: DemoTeam,
  spec: BrandedCampaign,
  showOf: (slot: Slot) => DemoShow,
): void {
  const owner = team[spec.owner];
  const manager = spec.managed ? team.gestor : team.admin;
  const { offers, budget } = draftOffers(spec, (entry: DemoEntry) => showOf(entry.show));
  const briefOn = -spec.daysAgo;
  const day = (after: number) => briefOn + after;
  let id = '';

  timeline.at(briefOn, 9, async () => {
    const brief = createCampaignSchema.parse(briefOf(spec, budget, (offset) => ctx.clock.dayOf(offset)));
    id = (await createCampaign(ctx.db, owner, brief, null)).campaign.id;
    if (spec.managed) await assignAgent(ctx, team.gestor, id, { agentId: team.gestor.id }, toBackofficeCampaign);
  });
  if (offers.length === 0) return;

  timeline.at(day(AFTER_BRIEF.publish), PUBLISH_HOUR, async () => {
    // An offer marked as modified went out at the show's minimum rates, and the team raised them at once:
    // its podcaster has the better offer to answer.
    const draft = (rates: (offer: DemoOffer) => ActionRates) =>
      proposalDraftInputSchema.parse({
        podcasts: offers.map((offer) => ({
          podcastId: offer.show.id,
          counts: offer.counts,
          advertiserRates: rates(offer),
        })),
        preroll: spec.preroll ?? null,
      });
    const published = draft((offer) => (offer.entry.modified ? offer.minimumRates : offer.rates));
    await saveProposalDraft(ctx, manager, id, published);
    await publishProposal(ctx, manager, id);
    const raised = draft((offer) => offer.rates);
    if (offers.some((offer) => offer.entry.modified)) await saveProposalDraft(ctx, manager, id, raised);
  });
  offers.forEach((offer, position) => {
    const answer = answerOf(offer);
    if (!answer) return;
    timeline.at(day(AFTER_BRIEF.publish + 1 + (position % 3)), 12, async () => {
      await answerProposal(ctx, offer.show.runner, id, offer.show.id, proposalAnswerSchema.parse(answer));
    });
  });
  scheduleChat(ctx, timeline, team, spec, () => id, day(AFTER_BRIEF.publish), showOf);

  if (PURCHASED.includes(spec.substatus)) {
    const picked = offers.filter((offer) => PICKED.includes(offer.entry.status));
    timeline.at(day(AFTER_BRIEF.purchase), 12, async () => {
      const choice = purchaseCampaignSchema.parse({ podcastIds: picked.map((offer) => offer.show.id) });
      await purchaseCampaign(ctx, owner, id, choice);
    });
    if (PAID.includes(spec.substatus) && typeof spec.dates === 'object') {
      const range = spec.dates;
      timeline.at(day(AFTER_BRIEF.payment), 12, async () => {
        await markCampaignPaid(ctx, team.admin, id, startRunningCampaign);
        picked.forEach((offer, position) => {
          if (offer.entry.status === 'ACTION_DATES_PENDING') return;
          scheduleRun(ctx, timeline, {
            campaignId: id,
            show: offer.show,
            status: offer.entry.status,
            range,
            plansOn: day(AFTER_BRIEF.planning + (position % 2)),
            reviewer: owner,
            lastRecordingDay: spec.paused ? PAUSED_ON - 1 : -1,
            reportsOnTime: offer.entry.show !== 'ready' && offer.entry.show !== 'represented',
            finishes: spec.substatus === 'FINISHED',
          });
        });
      });
    }
  }

  if (spec.paused) {
    const paused = spec.paused;
    timeline.at(PAUSED_ON, 12, async () => {
      await pauseCampaign(ctx, owner, id, { paused: true, reason: paused.reason }, loadProposal);
    });
    if (paused.unpauseRequested)
      timeline.at(RESUME_ASKED_ON, 12, async () => {
        await pauseCampaign(ctx, owner, id, { paused: false }, loadProposal);
      });
  }
}

/** A workroom conversation: each message on the clock at its hour after publication. */
function scheduleChat(
  ctx: SeedContext,
  timeline: Timeline,
  team: DemoTeam,
  spec: DemoCampaign,
  idOf: () => string,
  publishedOn: number,
  showOf: (slot: Slot) => DemoShow,
): void {
  if (!spec.chat) return;
  const show = showOf(spec.chat.show);
  const authorOf = { owner: team[spec.owner], agent: team.gestor, podcaster: show.runner };
  const deps = {
    ctx,
    storeAttachment: (userId: string, name: string, bytes: Buffer) =>
      uploadFile(ctx, { id: userId }, { kind: 'chat-attachment', name, bytes }),
  };
  for (const message of spec.chat.messages) {
    const hour = PUBLISH_HOUR + message.hoursAfterPublish;
    timeline.at(publishedOn + Math.floor(hour / 24), hour % 24, async () => {
      const input = chatSendSchema.parse({ body: message.text });
      await sendMessage(deps, authorOf[message.from], { campaignId: idOf(), podcastId: show.id }, input);
    });
  }
}
