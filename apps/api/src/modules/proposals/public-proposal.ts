import { eq } from 'drizzle-orm';
import type { PublicCampaign } from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { campaigns, type CampaignRow } from '../../db/schema';
import { campaignNotFound } from '../campaigns';
import { findCampaignByLink } from './links';

/** Whom the brief aims at, with which actions and when, as stored: what the public view and the matching engine both read. */
export function briefTargetingOf(row: CampaignRow) {
  return {
    audiences: row.audiences,
    country: row.country,
    provinces: row.provinces,
    gender: row.gender,
    ages: row.ages,
    coverageAction: row.coverageAction,
    brandingActions: row.brandingActions,
    approximateDate: row.approximateDate,
    fromDate: row.fromDate,
    toDate: row.toDate,
  };
}

/** The public view of a proposal's campaign, by slug or by an e-mailed link's token: the brief, nothing private. */
export function toPublicCampaign(row: CampaignRow): PublicCampaign {
  return {
    slug: row.slug,
    brand: row.brand,
    name: row.name,
    url: row.url,
    briefing: row.briefing,
    status: row.status,
    substatus: row.substatus,
    ...briefTargetingOf(row),
  };
}

export async function getPublicCampaign(
  db: Executor,
  lookup: { slug: string } | { token: string },
): Promise<PublicCampaign> {
  const row =
    'slug' in lookup
      ? (await db.select().from(campaigns).where(eq(campaigns.slug, lookup.slug)))[0]
      : await findCampaignByLink(db, lookup.token);
  if (!row) throw campaignNotFound();
  return toPublicCampaign(row);
}
