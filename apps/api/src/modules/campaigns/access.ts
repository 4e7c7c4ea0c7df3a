import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { CAMPAIGN_MESSAGES, PROPOSAL_MESSAGES } from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { campaigns, type CampaignRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { assertTeam } from '../../lib/team';
import { colleagueAgencyIds, colleagueRoleIn, viewerCannotChange } from '../agency';

export const campaignNotFound = () => new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.notFound);

/**
 * The campaign if the actor may change it: its owner, its agent, or a colleague of the owner's agency
 * with «Puede gestionar» (docs/decisions/0034). A colleague with «Puede ver» reads it, so they are told
 * why not (403); anyone else learns nothing, not even that it exists.
 */
export async function loadCampaign(
  db: Executor,
  actor: Pick<Actor, 'id'>,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CampaignRow> {
  const changes = or(
    eq(campaigns.ownerId, actor.id),
    eq(campaigns.agentId, actor.id),
    inArray(campaigns.ownerId, colleagueAgencyIds(db, actor.id, ['manager'])),
  );
  const query = db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), changes));
  const [row] = options.forUpdate ? await query.for('update', { of: campaigns }) : await query;
  if (row) return row;
  const [visible] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, id), inArray(campaigns.ownerId, colleagueAgencyIds(db, actor.id, ['viewer']))));
  throw visible ? viewerCannotChange() : campaignNotFound();
}

/**
 * A campaign the actor changes as its buyer (to buy it, to suggest a change to its proposal): its owner
 * or one of the agency's managers, not its agent (who may change the brief for them).
 */
export function assertActsAsBuyer(actor: Pick<Actor, 'id'>, row: Pick<CampaignRow, 'ownerId' | 'agentId'>): void {
  if (row.agentId === actor.id && row.ownerId !== actor.id)
    throw new AppError('FORBIDDEN', PROPOSAL_MESSAGES.ownerOnly);
}

/**
 * The team's share of the campaigns (DOMAIN.md "Who is who"): admins see all; an agent the campaigns
 * they run and those nobody runs yet, which they may take. None sees a campaign held until its owner
 * confirms their e-mail (docs/decisions/0019): for the team it does not exist yet.
 */
export function isTeamsCampaign(
  actor: Pick<Actor, 'id' | 'scope'>,
  row: Pick<CampaignRow, 'agentId' | 'emailHeldSince'>,
): boolean {
  if (row.emailHeldSince !== null) return false;
  if (actor.scope === 'admin') return true;
  return actor.scope === 'agent' && (row.agentId === null || row.agentId === actor.id);
}

/**
 * Who reads a campaign, one rule for its detail, its report, its CSV and its creative pack: its
 * advertiser, its agent, and the team as the back office has it (isTeamsCampaign). Changing it is for
 * its advertiser and its agent (loadCampaign).
 */
export function readsCampaign(
  actor: Pick<Actor, 'id' | 'scope'>,
  row: Pick<CampaignRow, 'ownerId' | 'agentId' | 'emailHeldSince'>,
): boolean {
  return row.ownerId === actor.id || row.agentId === actor.id || isTeamsCampaign(actor, row);
}

/**
 * Whether the actor reads the campaign (readsCampaign) or is a colleague, with any role, of the agency
 * that owns it: the asynchronous rule for the callers that can ask the database.
 */
export async function readsCampaignWithAgency(
  db: Executor,
  actor: Pick<Actor, 'id' | 'scope'>,
  row: Pick<CampaignRow, 'ownerId' | 'agentId' | 'emailHeldSince'>,
): Promise<boolean> {
  return readsCampaign(actor, row) || (await colleagueRoleIn(db, actor.id, row.ownerId)) !== null;
}

/**
 * The part of canChangeCampaign that needs no query: the campaign's owner, its agent and the team change
 * it whatever the agency says. The dashboard's list asks it too, so list and detail agree.
 */
export function changesWithoutAgency(
  actor: Pick<Actor, 'id' | 'scope'>,
  row: Pick<CampaignRow, 'ownerId' | 'agentId'>,
): boolean {
  return row.ownerId === actor.id || row.agentId === actor.id || actor.scope !== 'user';
}

/**
 * Whether the actor may change a campaign they read (its `canChange`): as loadCampaign decides, without
 * the row lock. Its owner, its agent and the team as today; a colleague of the owner's agency only with
 * «Puede gestionar». Asks the database only for someone who is none of the first.
 */
export async function canChangeCampaign(
  db: Executor,
  actor: Pick<Actor, 'id' | 'scope'>,
  row: Pick<CampaignRow, 'ownerId' | 'agentId'>,
): Promise<boolean> {
  if (changesWithoutAgency(actor, row)) return true;
  return (await colleagueRoleIn(db, actor.id, row.ownerId)) === 'manager';
}

/** The campaign if the actor reads it (readsCampaignWithAgency); anyone else learns nothing, not even that it exists. */
export async function loadReadableCampaign(
  db: Executor,
  actor: Pick<Actor, 'id' | 'scope'>,
  id: string,
): Promise<CampaignRow> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row || !(await readsCampaignWithAgency(db, actor, row))) throw campaignNotFound();
  return row;
}

/** The campaign a team member may work on, locked when they are about to change it. */
export async function loadTeamCampaign(
  db: Executor,
  actor: Pick<Actor, 'id' | 'scope'>,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CampaignRow> {
  assertTeam(actor);
  const query = db.select().from(campaigns).where(eq(campaigns.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row || row.emailHeldSince !== null) throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.notFound);
  if (!isTeamsCampaign(actor, row)) throw new AppError('FORBIDDEN', PROPOSAL_MESSAGES.managedByOther);
  return row;
}

/**
 * The owner confirmed their e-mail (the verification link or a password reset, docs/decisions/0013):
 * the campaigns they created before wait no more and reach the team's queue. Only their own.
 */
export async function releaseEmailHold(db: Executor, ownerId: string): Promise<number> {
  const released = await db
    .update(campaigns)
    .set({ emailHeldSince: null, updatedAt: sql`now()` })
    .where(and(eq(campaigns.ownerId, ownerId), isNotNull(campaigns.emailHeldSince)))
    .returning({ id: campaigns.id });
  return released.length;
}
