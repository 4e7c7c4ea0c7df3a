import { eq } from 'drizzle-orm';
import { MESSAGES, type PublicCampaign } from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { campaigns, type CampaignRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
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
  if ('token' in lookup) {
    // An e-mailed link that is not one of ours says so in SPEC §8's words; these links never expire.
    const linked = await findCampaignByLink(db, lookup.token);
    if (!linked) throw new AppError('INVALID_LINK', MESSAGES.invalidLink);
    return toPublicCampaign(linked);
  }
  const [row] = await db.select().from(campaigns).where(eq(campaigns.slug, lookup.slug));
  if (!row) throw campaignNotFound();
  return toPublicCampaign(row);
}
