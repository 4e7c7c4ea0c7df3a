import { asc, eq } from 'drizzle-orm';
import {
  agreedCostCents,
  centsToEuros,
  COMMISSION_RATE,
  minimumRateEuros,
  PROPOSAL_ACTIONS,
  type ActionRates,
  type BackofficeCampaign,
  type DraftPodcast,
} from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { campaignPodcasts, podcastSheets, podcasts, representations, users, type CampaignRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { countAnswers, loadTeamCampaign } from '../campaigns';
import { selectEntriesWithRunner } from '../podcasts';
import { offerOf, toCampaignWithProposal, toProposedPodcast } from './view';

async function person(db: Executor, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

/**
 * The campaign as the back office shows it: the brief and published proposal (as its agent sees
 * them), the owner and agent, and the draft in every status with the sheet's minimum rates, each
 * podcaster's whole answer, the total, the commission and what is left of the budget.
 */
export async function toBackofficeCampaign(db: Executor, row: CampaignRow, actor: Actor): Promise<BackofficeCampaign> {
  const entries = await selectEntriesWithRunner(db, {
    entry: campaignPodcasts,
    title: podcasts.title,
    slug: podcasts.slug,
    imageUrl: podcasts.imageUrl,
    completedAt: podcastSheets.completedAt,
    branding: podcastSheets.branding,
    managerEmail: representations.managerEmail,
  })
    .leftJoin(podcastSheets, eq(podcastSheets.podcastId, podcasts.id))
    .where(eq(campaignPodcasts.campaignId, row.id))
    .orderBy(asc(campaignPodcasts.createdAt), asc(podcasts.title));
  let totalCents = 0;
  const draft: DraftPodcast[] = entries.map((listed) => {
    const { entry, completedAt, branding, managerEmail } = listed;
    const offer = offerOf(entry);
    const costCents = agreedCostCents(offer);
    totalCents += costCents;
    const prices = branding?.actions ?? {};
    return {
      ...toProposedPodcast(listed, offer, costCents),
      minimumRates: Object.fromEntries(
        PROPOSAL_ACTIONS.map((action) => [action, minimumRateEuros(action, prices)]),
      ) as ActionRates,
      sheetComplete: completedAt !== null,
      managed: managerEmail !== null,
      minEarnings: entry.minEarningsCents === null ? null : centsToEuros(entry.minEarningsCents),
      contactPhonePrefix: entry.contactPhonePrefix,
      contactPhone: entry.contactPhone,
      comment: entry.comment,
      delegated: entry.delegated,
      proposalModified: entry.proposalModified,
      answeredAt: entry.answeredAt?.toISOString() ?? null,
    };
  });
  const [campaign, owner, agent] = await Promise.all([
    toCampaignWithProposal(db, row, actor),
    person(db, row.ownerId),
    person(db, row.agentId),
  ]);
  return {
    campaign,
    owner: owner!,
    agent,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    draft: {
      podcasts: draft,
      preroll:
        row.prerollTitle && row.prerollQuantity ? { title: row.prerollTitle, quantity: row.prerollQuantity } : null,
      total: centsToEuros(totalCents),
      commission: centsToEuros(Math.round(totalCents * COMMISSION_RATE)),
      remainingBudget: centsToEuros(row.budgetCents - totalCents),
      answers: countAnswers(
        entries.map(({ entry }) => ({ status: entry.status, answered: entry.answeredAt !== null })),
      ),
    },
  };
}

export async function getBackofficeCampaign(db: Executor, actor: Actor, id: string): Promise<BackofficeCampaign> {
  return toBackofficeCampaign(db, await loadTeamCampaign(db, actor, id), actor);
}
