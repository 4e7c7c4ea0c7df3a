import { and, count, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import { CAMPAIGN_STATUSES, isDeletable, type CampaignList, type CampaignStatus } from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { campaigns } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { colleagueAgencyIds } from '../agency';
import { changesWithoutAgency } from './access';
import { CENTS_PER_EURO, roleOf } from './brief';

export type CampaignScope = 'own' | 'own-or-managed';

/**
 * A dashboard list: the actor's own campaigns and those of the agency they are a colleague of (or those
 * they manage as agent), a tab and a brand (by name or, for an agency, by id). Membership is read in the same query (docs/decisions/0034).
 */
export async function listCampaigns(
  db: Executor,
  actor: Actor,
  scope: CampaignScope,
  filters: { status?: CampaignStatus | undefined; brand?: string | undefined; brandId?: string | undefined } = {},
): Promise<CampaignList> {
  const own = or(eq(campaigns.ownerId, actor.id), inArray(campaigns.ownerId, colleagueAgencyIds(db, actor.id)))!;
  const visible = scope === 'own' ? own : or(own, eq(campaigns.agentId, actor.id))!;
  const conditions: SQL[] = [visible];
  if (filters.brand) conditions.push(sql`lower(${campaigns.brand}) = lower(${filters.brand})`);
  // Another agency's brand, or an unknown one, lists nothing: the user's own campaigns never carry it.
  if (filters.brandId) conditions.push(eq(campaigns.brandId, filters.brandId));
  const base = and(...conditions);
  const [rows, tabs] = await Promise.all([
    db
      .select({
        ...getTableColumns(campaigns),
        // A «Puede ver» colleague reads the agency's campaigns and changes none (docs/decisions/0034).
        viewing: sql<boolean>`${inArray(campaigns.ownerId, colleagueAgencyIds(db, actor.id, ['viewer']))}`,
      })
      .from(campaigns)
      .where(filters.status ? and(base, eq(campaigns.status, filters.status)) : base)
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id)),
    db.select({ status: campaigns.status, total: count() }).from(campaigns).where(base).groupBy(campaigns.status),
  ]);
  const counts = Object.fromEntries(CAMPAIGN_STATUSES.map((status) => [status, 0])) as CampaignList['counts'];
  for (const tab of tabs) counts[tab.status] = tab.total;
  return {
    campaigns: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      brand: row.brand,
      brandId: row.brandId,
      managedByAgent: row.agentId !== null,
      name: row.name,
      status: row.status,
      substatus: row.substatus,
      role: roleOf(row, actor),
      // As the detail's canChangeCampaign: a viewer who is also the agent or on the team still changes it.
      canChange: !row.viewing || changesWithoutAgency(actor, row),
      budget: Math.round(row.budgetCents / CENTS_PER_EURO),
      approximateDate: row.approximateDate,
      fromDate: row.fromDate,
      toDate: row.toDate,
      paused: row.pausedAt !== null,
      unpauseRequestedAt: row.unpauseRequestedAt?.toISOString() ?? null,
      awaitingEmailConfirmation: row.emailHeldSince !== null,
      isDeletable: isDeletable(row.substatus),
      createdAt: row.createdAt.toISOString(),
    })),
    counts,
  };
}
