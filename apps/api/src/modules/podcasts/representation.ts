import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MESSAGES, PODCAST_MESSAGES, type RepresentationInvitation } from '@patrocina/domain';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { podcasts, representations, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { createToken, hashToken } from '../../lib/tokens';
import { withOutbox, type QueueMailFn } from '../../mail/outbox';
import { mailContext } from '../../mail/templates';
import { loadOwnedPodcast } from './access';
import { representationAnsweredMail, representationEndedMail, representationInviteMail } from './mails';

export const REPRESENTATION_LINK_DAYS = 14;

const LIVE = ['PENDING', 'ACCEPTED'] as const;

/**
 * The owner invites a representative by e-mail (DOMAIN.md "Representation"). The e-mail carries
 * accept and reject links with one single-use token; only its hash is kept.
 */
export async function inviteRepresentative(ctx: AppContext, actor: Actor, podcastId: string, managerEmail: string) {
  if (managerEmail === actor.email)
    throw new AppError('VALIDATION_ERROR', PODCAST_MESSAGES.representativeIsYou, {
      fields: [{ path: 'email', message: PODCAST_MESSAGES.representativeIsYou }],
    });
  return withOutbox(ctx, async (tx, queueMail) => {
    const podcast = await loadOwnedPodcast(tx, actor, podcastId);
    // An invitation nobody answered in time no longer stands in the way of a new one.
    await tx
      .update(representations)
      .set({ status: 'CANCELLED', endedAt: sql`now()` })
      .where(
        and(
          eq(representations.podcastId, podcastId),
          eq(representations.status, 'PENDING'),
          sql`${representations.tokenExpiresAt} <= now()`,
        ),
      );
    const token = createToken();
    const [created] = await tx
      .insert(representations)
      .values({
        podcastId,
        ownerId: actor.id,
        managerEmail,
        tokenHash: hashToken(token),
        tokenExpiresAt: new Date(Date.now() + REPRESENTATION_LINK_DAYS * 86_400_000),
      })
      // The partial unique index allows one live delegation per podcast; a second one is refused.
      .onConflictDoNothing()
      .returning();
    if (!created) throw new AppError('CONFLICT', PODCAST_MESSAGES.representationExists);
    await queueMail(
      managerEmail,
      representationInviteMail(mailContext(ctx.config), {
        ownerName: actor.username,
        podcastTitle: podcast.title,
        token,
        days: REPRESENTATION_LINK_DAYS,
      }),
    );
    return created;
  });
}

/** The owner cancels a pending invitation or an accepted representation. */
export async function cancelRepresentation(ctx: AppContext, actor: Actor, podcastId: string): Promise<void> {
  await withOutbox(ctx, async (tx, queueMail) => {
    const podcast = await loadOwnedPodcast(tx, actor, podcastId);
    const [ended] = await tx
      .update(representations)
      .set({ status: 'CANCELLED', endedAt: sql`now()` })
      .where(and(eq(representations.podcastId, podcastId), inArray(representations.status, LIVE)))
      .returning({ managerEmail: representations.managerEmail, respondedAt: representations.respondedAt });
    if (!ended) throw new AppError('NOT_FOUND', PODCAST_MESSAGES.noRepresentation);
    if (ended.respondedAt) {
      await queueMail(
        ended.managerEmail,
        representationEndedMail(mailContext(ctx.config), { ownerName: actor.username, podcastTitle: podcast.title }),
      );
    }
  });
}

/**
 * The owner says who is paid the podcast's earnings while it is represented (issue 19): the
 * representative or, by default, the owner. It counts for campaigns paid from now on.
 */
export async function setRepresentationPayee(
  db: Executor,
  actor: Pick<Actor, 'id'>,
  podcastId: string,
  toRepresentative: boolean,
): Promise<{ paysRepresentative: boolean }> {
  await loadOwnedPodcast(db, actor, podcastId);
  const [updated] = await db
    .update(representations)
    .set({ paysRepresentative: toRepresentative })
    .where(and(eq(representations.podcastId, podcastId), eq(representations.status, 'ACCEPTED')))
    .returning({ paysRepresentative: representations.paysRepresentative });
  if (!updated) throw new AppError('CONFLICT', PODCAST_MESSAGES.noAcceptedRepresentation);
  return updated;
}

/** A pending, unexpired invitation by its link's token; an answered, cancelled or expired one is an expired link. */
async function findOpenInvitation(tx: Executor, token: string, options: { lock: boolean }) {
  const tokenHash = hashToken(token);
  const query = tx
    .select({
      representation: representations,
      podcastTitle: podcasts.title,
      ownerName: users.username,
      ownerEmail: users.email,
    })
    .from(representations)
    .innerJoin(podcasts, eq(podcasts.id, representations.podcastId))
    .innerJoin(users, eq(users.id, representations.ownerId))
    .where(
      and(
        eq(representations.tokenHash, tokenHash),
        eq(representations.status, 'PENDING'),
        sql`${representations.tokenExpiresAt} > now()`,
      ),
    );
  const [open] = options.lock ? await query.for('update', { of: representations }) : await query;
  if (open) return open;
  const [known] = await tx
    .select({ id: representations.id })
    .from(representations)
    .where(eq(representations.tokenHash, tokenHash));
  throw known ? new AppError('EXPIRED_LINK', MESSAGES.expiredLink) : new AppError('INVALID_LINK', MESSAGES.invalidLink);
}

async function hasAccount(tx: Executor, email: string): Promise<boolean> {
  const [account] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return account !== undefined;
}

type OpenInvitation = Awaited<ReturnType<typeof findOpenInvitation>>;

/** What the accept and reject pages show of an invitation, before and after the button is pressed. */
function invitationView(open: OpenInvitation, managerHasAccount: boolean): RepresentationInvitation {
  return {
    podcastTitle: open.podcastTitle,
    ownerName: open.ownerName,
    managerEmail: open.representation.managerEmail,
    hasAccount: managerHasAccount,
  };
}

/** Tells the owner that the invited person accepted or declined. */
async function tellOwnerOfAnswer(ctx: AppContext, queueMail: QueueMailFn, open: OpenInvitation, accepted: boolean) {
  await queueMail(
    open.ownerEmail,
    representationAnsweredMail(mailContext(ctx.config), {
      ownerName: open.ownerName,
      podcastTitle: open.podcastTitle,
      managerEmail: open.representation.managerEmail,
      accepted,
    }),
  );
}

/** What the accept and reject pages show before the button is pressed; nothing changes. */
export async function readInvitation(ctx: AppContext, token: string): Promise<RepresentationInvitation> {
  const open = await findOpenInvitation(ctx.db, token, { lock: false });
  return invitationView(open, await hasAccount(ctx.db, open.representation.managerEmail));
}

/**
 * The invited person accepts, signed in. The link proves whoever opened it reads the inbox; the
 * session must be an account whose own address is the invited one and is confirmed, and the
 * representation binds to that account's id. Anyone can make an account with any address: without
 * both checks, rights would go to whoever signed up with the address first (docs/decisions/0013).
 */
export async function acceptRepresentation(
  ctx: AppContext,
  actor: Actor,
  token: string,
): Promise<RepresentationInvitation> {
  return withOutbox(ctx, async (tx, queueMail) => {
    const open = await findOpenInvitation(tx, token, { lock: true });
    const invited = open.representation;
    if (actor.email !== invited.managerEmail)
      throw new AppError('WRONG_ACCOUNT', PODCAST_MESSAGES.representationWrongAccount);
    if (!actor.emailVerified)
      throw new AppError('EMAIL_NOT_CONFIRMED', PODCAST_MESSAGES.representationEmailUnconfirmed);
    await tx
      .update(representations)
      .set({ status: 'ACCEPTED', managerId: actor.id, respondedAt: sql`now()` })
      .where(eq(representations.id, invited.id));
    await tellOwnerOfAnswer(ctx, queueMail, open, true);
    return invitationView(open, true);
  });
}

/** The invited person declines from the link; no account is needed to say no. */
export async function rejectRepresentation(ctx: AppContext, token: string): Promise<RepresentationInvitation> {
  return withOutbox(ctx, async (tx, queueMail) => {
    const open = await findOpenInvitation(tx, token, { lock: true });
    const invited = open.representation;
    await tx
      .update(representations)
      .set({ status: 'REJECTED', respondedAt: sql`now()`, endedAt: sql`now()` })
      .where(eq(representations.id, invited.id));
    await tellOwnerOfAnswer(ctx, queueMail, open, false);
    return invitationView(open, await hasAccount(tx, invited.managerEmail));
  });
}
