import { and, eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES, PODCAST_MESSAGES, type RepresentationAnswer } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { podcasts, representations, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { createToken, hashToken } from '../../lib/tokens';
import { withOutbox } from '../../mail/outbox';
import { mailContext } from '../../mail/templates';
import { loadOwnedPodcast, type PodcastActor } from './access';
import { representationAnsweredMail, representationEndedMail, representationInviteMail } from './mails';

export const REPRESENTATION_LINK_DAYS = 14;

const LIVE = ['PENDING', 'ACCEPTED'] as const;

/**
 * The owner invites a representative by e-mail (DOMAIN.md "Representation"). The e-mail carries
 * accept and reject links with one single-use token; only its hash is kept.
 */
export async function inviteRepresentative(ctx: AppContext, actor: PodcastActor & { username: string }, podcastId: string, managerEmail: string) {
  if (managerEmail === actor.email) throw new AppError('VALIDATION_ERROR', 400, PODCAST_MESSAGES.representativeIsYou, [{ path: 'email', message: PODCAST_MESSAGES.representativeIsYou }]);
  return withOutbox(ctx, async (tx, queueMail) => {
    const podcast = await loadOwnedPodcast(tx, actor, podcastId);
    // An invitation nobody answered in time no longer stands in the way of a new one.
    await tx
      .update(representations)
      .set({ status: 'CANCELLED', endedAt: sql`now()` })
      .where(and(eq(representations.podcastId, podcastId), eq(representations.status, 'PENDING'), sql`${representations.tokenExpiresAt} <= now()`));
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
    if (!created) throw new AppError('CONFLICT', 409, PODCAST_MESSAGES.representationExists);
    await queueMail(
      managerEmail,
      representationInviteMail(mailContext(ctx.config), { ownerName: actor.username, podcastTitle: podcast.title, token, days: REPRESENTATION_LINK_DAYS }),
    );
    return created;
  });
}

/** The owner cancels a pending invitation or an accepted representation. */
export async function cancelRepresentation(ctx: AppContext, actor: PodcastActor & { username: string }, podcastId: string): Promise<void> {
  await withOutbox(ctx, async (tx, queueMail) => {
    const podcast = await loadOwnedPodcast(tx, actor, podcastId);
    const [ended] = await tx
      .update(representations)
      .set({ status: 'CANCELLED', endedAt: sql`now()` })
      .where(and(eq(representations.podcastId, podcastId), inArray(representations.status, LIVE)))
      .returning({ managerEmail: representations.managerEmail, respondedAt: representations.respondedAt });
    if (!ended) throw new AppError('NOT_FOUND', 404, PODCAST_MESSAGES.noRepresentation);
    if (ended.respondedAt) {
      await queueMail(ended.managerEmail, representationEndedMail(mailContext(ctx.config), { ownerName: actor.username, podcastTitle: podcast.title }));
    }
  });
}

/**
 * The representative's answer from the e-mailed link. Valid once, while the invitation is pending
 * and not expired; a used, cancelled or expired link answers the expired-link message.
 */
export async function answerRepresentation(ctx: AppContext, token: string, accept: boolean): Promise<RepresentationAnswer> {
  return withOutbox(ctx, async (tx, queueMail) => {
    const [answered] = await tx
      .update(representations)
      .set({ status: accept ? 'ACCEPTED' : 'REJECTED', respondedAt: sql`now()`, ...(accept ? {} : { endedAt: sql`now()` }) })
      .where(and(eq(representations.tokenHash, hashToken(token)), eq(representations.status, 'PENDING'), sql`${representations.tokenExpiresAt} > now()`))
      .returning();
    if (!answered) {
      const [known] = await tx.select({ id: representations.id }).from(representations).where(eq(representations.tokenHash, hashToken(token)));
      throw known ? new AppError('EXPIRED_LINK', 400, MESSAGES.expiredLink) : new AppError('INVALID_LINK', 400, MESSAGES.invalidLink);
    }
    const [details] = await tx
      .select({ podcastTitle: podcasts.title, ownerName: users.username, ownerEmail: users.email })
      .from(podcasts)
      .innerJoin(users, eq(users.id, answered.ownerId))
      .where(eq(podcasts.id, answered.podcastId));
    const [manager] = await tx.select({ id: users.id }).from(users).where(eq(users.email, answered.managerEmail));
    await queueMail(
      details!.ownerEmail,
      representationAnsweredMail(mailContext(ctx.config), {
        ownerName: details!.ownerName,
        podcastTitle: details!.podcastTitle,
        managerEmail: answered.managerEmail,
        accepted: accept,
      }),
    );
    return { podcastTitle: details!.podcastTitle, managerEmail: answered.managerEmail, hasAccount: manager !== undefined };
  });
}
