import { and, eq, inArray, isNotNull, or, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import {
  chatDisabledReason,
  SUBSTATUS_GROUPS,
  CHAT_MESSAGES,
  type ChatDisabledReason,
  type ChatRole,
  type ChatViewerRole,
} from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { campaignPodcasts, campaigns, podcasts, representations, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError, notFound } from '../../lib/errors';
import { colleagueAgencyIds, colleaguesOf } from '../agency';
import { acceptedRepresentation } from '../podcasts';

/**
 * Who takes part in a thread (DOMAIN.md "Chat"): the campaign's owner (advertiser), its agent, and
 * whoever runs the podcast: the representative of an accepted representation, or else its owner.
 * The owner of a managed podcast still reads the thread but does not write in it. When the owner is
 * an agency, its colleagues take part on the advertiser's side (docs/decisions/0034): «Puede gestionar»
 * writes, «Puede ver» only reads. Members are worked out from the campaign, the podcast and the agency's
 * team on every call, so an agent, a representative or a colleague who arrives later takes part from
 * then on, and one who leaves no longer does.
 */

export const advertiserUser = alias(users, 'chat_advertiser');
export const agentUser = alias(users, 'chat_agent');
export const podcastOwnerUser = alias(users, 'chat_podcast_owner');
export const managerUser = alias(users, 'chat_manager');

/** A thread is open to its members once a campaign manager runs the campaign and its proposal is out. */
export const threadIsLive: SQL = and(
  isNotNull(campaigns.agentId),
  isNotNull(campaigns.publishedAt),
  inArray(campaigns.substatus, [...SUBSTATUS_GROUPS.published]),
)!;

/** The campaign's advertiser: its owner, or a colleague (any role) of the agency that owns it. */
function isAdvertiserSide(db: Executor, userId: string | Placeholder): SQL {
  return or(eq(campaigns.ownerId, userId), inArray(campaigns.ownerId, colleagueAgencyIds(db, userId)))!;
}

/** The user takes part in the thread, in any role. */
export function isMemberOf(db: Executor, userId: string | Placeholder): SQL {
  return or(
    isAdvertiserSide(db, userId),
    eq(campaigns.agentId, userId),
    eq(podcasts.ownerId, userId),
    eq(managerUser.id, userId),
  )!;
}

/** The threads a user takes part in as advertiser or podcaster (`latests-messages`). */
export function isPartyOf(db: Executor, userId: string | Placeholder): SQL {
  return or(isAdvertiserSide(db, userId), eq(podcasts.ownerId, userId), eq(managerUser.id, userId))!;
}

export const threadColumns = {
  thread: { id: campaignPodcasts.id, status: campaignPodcasts.status, picked: campaignPodcasts.picked },
  campaign: {
    id: campaigns.id,
    brand: campaigns.brand,
    name: campaigns.name,
    status: campaigns.status,
    substatus: campaigns.substatus,
    ownerId: campaigns.ownerId,
    agentId: campaigns.agentId,
  },
  podcast: { id: podcasts.id, title: podcasts.title, imageUrl: podcasts.imageUrl, ownerId: podcasts.ownerId },
  advertiser: { username: advertiserUser.username, email: advertiserUser.email },
  agent: { username: agentUser.username, email: agentUser.email },
  podcastOwner: { username: podcastOwnerUser.username, email: podcastOwnerUser.email },
  manager: { id: managerUser.id, username: managerUser.username, email: managerUser.email },
  /** An accepted representation: the podcast is managed (its representative is `manager`). */
  representationId: representations.id,
};

/** Every thread with its campaign, podcast and people; the caller adds the conditions. */
export function selectThreads<T extends SelectedFields>(db: Executor, extra: T) {
  return db
    .select({ ...threadColumns, agencyTeam: colleaguesOf(db, campaigns.ownerId), ...extra })
    .from(campaignPodcasts)
    .innerJoin(campaigns, eq(campaigns.id, campaignPodcasts.campaignId))
    .innerJoin(podcasts, eq(podcasts.id, campaignPodcasts.podcastId))
    .innerJoin(advertiserUser, eq(advertiserUser.id, campaigns.ownerId))
    .leftJoin(agentUser, eq(agentUser.id, campaigns.agentId))
    .leftJoin(podcastOwnerUser, eq(podcastOwnerUser.id, podcasts.ownerId))
    .leftJoin(representations, acceptedRepresentation)
    .leftJoin(managerUser, eq(managerUser.id, representations.managerId))
    .$dynamic();
}

export type ThreadRow = Awaited<ReturnType<typeof loadThreadRow>>;

async function loadThreadRow(db: Executor, where: SQL) {
  const [row] = await selectThreads(db, {}).where(and(where, threadIsLive)).limit(1);
  return row ?? null;
}

/**
 * The users who take part, each once: advertiser (with the agency's colleagues), agent, the podcast's
 * runner and (reading only) its owner.
 */
export function memberIds(
  row: Pick<NonNullable<ThreadRow>, 'campaign' | 'manager' | 'podcast' | 'agencyTeam'>,
): string[] {
  const ids = [
    row.campaign.ownerId,
    ...row.agencyTeam.map((colleague) => colleague.id),
    row.campaign.agentId,
    row.manager?.id ?? null,
    row.podcast.ownerId,
  ];
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

export interface ThreadAccess {
  row: NonNullable<ThreadRow>;
  role: ChatViewerRole;
  disabledReason: ChatDisabledReason | null;
  members: string[];
}

/**
 * The viewer's part in the thread; refused (403) for anyone who does not take part, except an admin,
 * who reads it (DOMAIN.md: admins see all; the team supports disputes) and never writes in it. The
 * digest asks for members by id alone, without a scope: they are never read as an admin.
 */
export function accessOf(
  row: NonNullable<ThreadRow>,
  viewer: Pick<Actor, 'id'> & Partial<Pick<Actor, 'scope'>>,
): ThreadAccess {
  const userId = viewer.id;
  const managed = row.representationId !== null;
  let role: ChatRole;
  let viewerIsManagedOwner = false;
  const colleague = row.agencyTeam.find((member) => member.id === userId);
  if (row.campaign.agentId === userId) role = 'agent';
  else if (row.campaign.ownerId === userId) role = 'advertiser';
  else if (row.manager?.id === userId) role = 'podcaster';
  else if (row.podcast.ownerId === userId) {
    role = 'podcaster';
    viewerIsManagedOwner = managed;
  } else if (colleague) {
    // The agency's side: a «Puede ver» colleague reads it as the others do and never writes in it.
    if (colleague.role === 'viewer')
      return { row, role: 'advertiser', disabledReason: 'AGENCY_VIEWER', members: memberIds(row) };
    role = 'advertiser';
  } else if (viewer.scope === 'admin') {
    return { row, role: 'admin', disabledReason: 'READ_ONLY', members: memberIds(row) };
  } else throw new AppError('FORBIDDEN', CHAT_MESSAGES.notMember);
  const disabledReason = chatDisabledReason({
    campaignStatus: row.campaign.status,
    substatus: row.campaign.substatus,
    podcastStatus: row.thread.status,
    picked: row.thread.picked,
    viewerIsManagedOwner,
  });
  return { row, role, disabledReason, members: memberIds(row) };
}

/** A thread by campaign and podcast, or by its own id (the child campaign): 404 when there is no chat. */
export async function loadThread(
  db: Executor,
  viewer: Pick<Actor, 'id' | 'scope'>,
  address: ThreadAddress,
): Promise<ThreadAccess> {
  const where =
    'podcastId' in address
      ? and(eq(campaignPodcasts.campaignId, address.campaignId), eq(campaignPodcasts.podcastId, address.podcastId))!
      : and(eq(campaignPodcasts.campaignId, address.campaignId), eq(campaignPodcasts.id, address.childId))!;
  const row = await loadThreadRow(db, where);
  if (!row) throw notFound();
  return accessOf(row, viewer);
}

export type ThreadAddress = { campaignId: string; podcastId: string } | { campaignId: string; childId: string };

/** The username shown for the podcast's side: its representative when managed, else its owner. */
export function podcasterName(row: NonNullable<ThreadRow>): string {
  return row.manager?.username ?? row.podcastOwner?.username ?? row.podcast.title;
}
