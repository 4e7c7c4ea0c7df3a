import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  CAMPAIGN_MESSAGES,
  STATUS_OF_SUBSTATUS,
  deriveCampaignFlags,
  isDeletable,
  isEditable,
  slugify,
  type Campaign,
  type CampaignProposal,
  type CreateCampaignInput,
  type UpdateCampaignInput,
  isProvinceCode,
} from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { campaigns, podcasts, type CampaignRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { assertUsableFiles, type FileReference } from '../../lib/file-references';
import { agencyAccountOf, brandForBrief, viewerCannotChange } from '../agency';
import { canChangeCampaign, loadCampaign, loadReadableCampaign } from './access';
import type { LaterStages } from './later-stages';

type Steps = CreateCampaignInput;

export const CENTS_PER_EURO = 100;

const conflict = (message: string) => new AppError('CONFLICT', message);
/** The columns of the three steps, with the derived flags recomputed from them (SPEC §3: never from the client). */
function briefColumns({ what, whom, how }: Steps) {
  const flags = deriveCampaignFlags({
    audiences: whom.audiences,
    brandingActions: how.brandingActions,
    coverageAction: how.coverageAction,
    podcastsSelected: how.podcastsSelected,
  });
  const isRange = how.approximateDate === 'DATE_RANGE';
  return {
    brand: what.brand,
    brandId: what.brandId ?? null,
    name: what.name,
    url: what.url,
    briefing: what.briefing,
    briefingFileId: what.briefingFileId,
    audiences: [...new Set(whom.audiences)],
    tags: [...new Set(whom.tags)],
    country: whom.country,
    // Provinces mean something only for Spain (SPEC §3).
    provinces: whom.country === 'ES' ? [...new Set(whom.provinces)] : [],
    gender: whom.gender,
    ages: [...new Set(whom.ages)],
    coverageAction: how.coverageAction,
    brandingActions: [...new Set(how.brandingActions)],
    podcastType: how.podcastType,
    podcastsSelected: [...new Set(how.podcastsSelected)],
    budgetCents: how.budget * CENTS_PER_EURO,
    approximateDate: how.approximateDate,
    fromDate: isRange ? how.fromDate : null,
    toDate: isRange ? how.toDate : null,
    spotFileId: how.spotFileId,
    prerollText: how.prerollText,
    bannerFileId: how.bannerFileId,
    bannerUrl: how.bannerUrl,
    noReadApproval: how.noReadApproval,
    ...flags,
  };
}

/** The saved brief; its brand id is always said (null for free text). */
function stepsOf(row: CampaignRow): Steps & { what: { brandId: string | null } } {
  return {
    what: {
      brand: row.brand,
      name: row.name,
      url: row.url,
      briefing: row.briefing,
      briefingFileId: row.briefingFileId,
      brandId: row.brandId,
    },
    whom: {
      audiences: row.audiences,
      tags: row.tags,
      country: row.country,
      provinces: row.provinces.filter(isProvinceCode),
      gender: row.gender,
      ages: row.ages,
    },
    how: {
      coverageAction: row.coverageAction,
      brandingActions: row.brandingActions,
      podcastType: row.podcastType,
      podcastsSelected: row.podcastsSelected,
      budget: Math.round(row.budgetCents / CENTS_PER_EURO),
      approximateDate: row.approximateDate,
      fromDate: row.fromDate,
      toDate: row.toDate,
      spotFileId: row.spotFileId,
      prerollText: row.prerollText,
      bannerFileId: row.bannerFileId,
      bannerUrl: row.bannerUrl,
      noReadApproval: row.noReadApproval,
    },
  };
}

/**
 * The side the actor reads the campaign from: the team's (its agent, or the back office), or the
 * advertiser's, which an agency's colleagues share with its owner.
 */
export function roleOf(row: CampaignRow, actor: Pick<Actor, 'id' | 'scope'>): 'owner' | 'agent' {
  if (row.ownerId === actor.id) return 'owner';
  return row.agentId === actor.id || actor.scope !== 'user' ? 'agent' : 'owner';
}

/**
 * The campaign as the actor sees it. `canChange` is true on the paths that change it, which only those
 * who may reach (loadCampaign, the team's); a path that only reads passes what canChangeCampaign says.
 */
export function toCampaign(
  row: CampaignRow,
  actor: Actor,
  proposal: CampaignProposal | null = null,
  canChange = true,
): Campaign {
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    substatus: row.substatus,
    role: roleOf(row, actor),
    canChange,
    managedByAgent: row.agentId !== null,
    ...stepsOf(row),
    generalist: row.generalist,
    optimum: row.optimum,
    isDeletable: isDeletable(row.substatus),
    isEditable: isEditable(row.substatus),
    paused: row.pausedAt !== null,
    pauseReason: row.pauseReason,
    unpauseRequestedAt: row.unpauseRequestedAt?.toISOString() ?? null,
    awaitingEmailConfirmation: row.emailHeldSince !== null,
    proposal,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The briefing document, the spot and the banner must be files of the right kind the actor uploaded,
 * or already on this campaign. Suggested podcasts must exist in the catalogue.
 */
async function assertUsableReferences(
  db: Executor,
  actor: Actor,
  steps: Steps,
  saved: CampaignRow | null,
): Promise<void> {
  const references: FileReference[] = [];
  if (steps.what.briefingFileId)
    references.push({ path: 'what.briefingFileId', fileId: steps.what.briefingFileId, kind: 'briefing' });
  if (steps.how.spotFileId) references.push({ path: 'how.spotFileId', fileId: steps.how.spotFileId, kind: 'spot' });
  if (steps.how.bannerFileId)
    references.push({ path: 'how.bannerFileId', fileId: steps.how.bannerFileId, kind: 'banner' });
  const alreadyReferenced = new Set(
    [saved?.briefingFileId, saved?.spotFileId, saved?.bannerFileId].filter(
      (id): id is string => typeof id === 'string',
    ),
  );
  const ownerIds = [actor.id, saved?.ownerId].filter((id): id is string => typeof id === 'string');
  await assertUsableFiles(db, references, { ownerIds, alreadyReferenced });

  const suggested = [...new Set(steps.how.podcastsSelected)];
  if (suggested.length === 0) return;
  const found = await db.select({ id: podcasts.id }).from(podcasts).where(inArray(podcasts.id, suggested));
  const known = new Set(found.map((row) => row.id));
  const missing = suggested.findIndex((id) => !known.has(id));
  if (missing !== -1) {
    const message = 'Ese podcast ya no está en el catálogo';
    throw new AppError('VALIDATION_ERROR', message, { fields: [{ path: `how.podcastsSelected.${missing}`, message }] });
  }
}

/**
 * An agency's brief may name one of its brands (issue 23): it must be a live brand of the agency the
 * actor acts for, and its name becomes the campaign's brand, whatever the brief typed.
 */
async function withChosenBrand(db: Executor, ownerId: string, steps: Steps): Promise<Steps> {
  if (!steps.what.brandId) return steps;
  const brand = await brandForBrief(db, ownerId, steps.what.brandId);
  return { ...steps, what: { ...steps.what, brand: brand.name } };
}

/**
 * Step 1 as saved again: a brand left out stays, and keeping the brand it had is no new choice (the
 * brand may since be archived), so its name stays the campaign's brand.
 */
function keptBrand(what: Steps['what'], saved: CampaignRow): Steps['what'] {
  const brandId = what.brandId === undefined ? saved.brandId : what.brandId;
  return brandId !== null && brandId === saved.brandId
    ? { ...what, brandId, brand: saved.brand }
    : { ...what, brandId };
}

function newSlug(input: Steps): string {
  const base = slugify(`${input.what.brand} ${input.what.name}`).slice(0, 80).replace(/-+$/g, '');
  return `${base}-${randomBytes(4).toString('hex')}`;
}

/**
 * Whose campaign a new brief is: the agency's when the actor acts for one (docs/decisions/0034), so
 * that every colleague finds it; a colleague with «Puede ver» may not brief one.
 */
async function briefingOwner(db: Executor, actor: Pick<Actor, 'id'>): Promise<string> {
  const account = await agencyAccountOf(db, actor.id);
  if (account?.role === 'viewer') throw viewerCannotChange();
  return account?.agencyId ?? actor.id;
}

/**
 * Creates a campaign in PENDING_REVIEW (DOMAIN.md step 1). With an idempotency key, a second submit
 * of the same key by the same user answers the campaign the first one made (`created: false`).
 * An account whose e-mail is not confirmed may create it, but it waits for the confirmation
 * (`emailHeldSince`, released by releaseEmailHold), as the verification e-mail promises.
 */
export async function createCampaign(
  db: Executor,
  actor: Actor,
  input: CreateCampaignInput,
  idempotencyKey: string | null,
): Promise<{ campaign: Campaign; created: boolean }> {
  return db.transaction(async (tx) => {
    const ownerId = await briefingOwner(tx, actor);
    if (idempotencyKey) {
      const [existing] = await tx
        .select()
        .from(campaigns)
        .where(and(eq(campaigns.ownerId, ownerId), eq(campaigns.creationKey, idempotencyKey)));
      if (existing) return { campaign: toCampaign(existing, actor), created: false };
    }
    await assertUsableReferences(tx, actor, input, null);
    const steps = await withChosenBrand(tx, ownerId, input);
    const [row] = await tx
      .insert(campaigns)
      .values({
        ownerId,
        status: STATUS_OF_SUBSTATUS.PENDING_REVIEW,
        substatus: 'PENDING_REVIEW',
        slug: newSlug(steps),
        creationKey: idempotencyKey,
        emailHeldSince: actor.emailVerified ? null : sql`now()`,
        ...briefColumns(steps),
      })
      .onConflictDoNothing({ target: [campaigns.ownerId, campaigns.creationKey] })
      .returning();
    if (row) return { campaign: toCampaign(row, actor), created: true };
    // Two submits with the same key at once: the other one won.
    const [winner] = await tx
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.ownerId, ownerId), eq(campaigns.creationKey, idempotencyKey!)));
    return { campaign: toCampaign(winner!, actor), created: false };
  });
}

/** One campaign, for whoever may read it (loadReadableCampaign), with its proposal once published. */
export async function getCampaign(
  db: Executor,
  actor: Actor,
  id: string,
  proposalOf: LaterStages['proposalOf'],
): Promise<Campaign> {
  const row = await loadReadableCampaign(db, actor, id);
  const [proposal, canChange] = await Promise.all([proposalOf(db, row), canChangeCampaign(db, actor, row)]);
  return toCampaign(row, actor, proposal, canChange);
}

/** Changes the brief, step by step, while the team has not finished the proposal (DOMAIN.md). */
export async function updateCampaign(
  db: Executor,
  actor: Actor,
  id: string,
  input: UpdateCampaignInput,
): Promise<Campaign> {
  return db.transaction(async (tx) => {
    const saved = await loadCampaign(tx, actor, id, { forUpdate: true });
    if (!isEditable(saved.substatus)) throw conflict(CAMPAIGN_MESSAGES.notEditable);
    const current = stepsOf(saved);
    const what = input.what && keptBrand(input.what, saved);
    const next: Steps = {
      what: what ?? current.what,
      whom: input.whom ?? current.whom,
      how: input.how ?? current.how,
    };
    await assertUsableReferences(tx, actor, next, saved);
    const steps = what && what.brandId !== saved.brandId ? await withChosenBrand(tx, saved.ownerId, next) : next;
    const [row] = await tx
      .update(campaigns)
      .set({ ...briefColumns(steps), updatedAt: sql`now()` })
      .where(eq(campaigns.id, id))
      .returning();
    return toCampaign(row!, actor);
  });
}

export async function deleteCampaign(db: Executor, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const saved = await loadCampaign(tx, actor, id, { forUpdate: true });
    if (!isDeletable(saved.substatus)) throw conflict(CAMPAIGN_MESSAGES.notDeletable);
    await tx.delete(campaigns).where(eq(campaigns.id, id));
  });
}
