import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import {
  DELETE_ACCOUNT_WORD,
  DELETION_MESSAGES,
  SUBSTATUS_GROUPS,
  MESSAGES,
  type CommittedCampaign,
  type DeleteAccountInput,
  type DeletionCheck,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { campaignPodcasts, campaigns, emailTokens, mailOutbox, podcasts, sessions, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError, forbidden } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { withOutbox } from '../../mail/outbox';
import { accountDeletedMail, mailContext } from '../../mail/templates';
import { endAgencyTiesOf } from '../agency';
import { eraseSignInTraces } from '../auth';
import { eraseBillingProfileOf, hasUnpaidEarnings } from '../billing';
import { closeCampaignsOfLeavingOwner, releaseCampaignsOfLeavingAgent } from '../campaigns';
import { deleteClaimsOf, endRepresentationsOf, podcastIdsRunBy, releasePodcastsOf } from '../podcasts';
import { clearAnswerPhones, expireOffersOfCampaigns, expireOffersToOwner } from '../proposals';
import { avatarFileIdOf, readAccount, type AvatarFiles } from './service';

/**
 * A campaign is a commitment from the moment the advertiser hires its podcasts (the payment order is
 * out, and the podcasts were told) until it finishes: the podcasts plan and air the actions, the
 * advertiser is owed them, and the podcaster is owed the payout (DOMAIN.md life cycle).
 */
const HIRED_AND_RUNNING = SUBSTATUS_GROUPS.committed;

/**
 * The hired, unfinished campaigns the user takes part in: those they pay, those they run as agent, and
 * those where a podcast they own or represent was hired and has not finished its part.
 */
export async function committedCampaigns(
  db: Executor,
  user: { id: string; email: string },
): Promise<CommittedCampaign[]> {
  const running = inArray(campaigns.substatus, [...HIRED_AND_RUNNING]);
  const runsPodcast = inArray(podcasts.id, podcastIdsRunBy(db, user.id));
  const [asAdvertiserOrAgent, asPodcaster] = await Promise.all([
    db
      .select({ id: campaigns.id, brand: campaigns.brand, name: campaigns.name, ownerId: campaigns.ownerId })
      .from(campaigns)
      .where(and(running, or(eq(campaigns.ownerId, user.id), eq(campaigns.agentId, user.id)))),
    db
      .selectDistinct({ id: campaigns.id, brand: campaigns.brand, name: campaigns.name })
      .from(campaignPodcasts)
      .innerJoin(campaigns, eq(campaigns.id, campaignPodcasts.campaignId))
      .innerJoin(podcasts, eq(podcasts.id, campaignPodcasts.podcastId))
      .where(
        and(running, eq(campaignPodcasts.picked, true), notInArray(campaignPodcasts.status, ['FINISHED']), runsPodcast),
      ),
  ]);
  const found = new Map<string, CommittedCampaign>();
  for (const row of asAdvertiserOrAgent) {
    found.set(row.id, {
      id: row.id,
      brand: row.brand,
      name: row.name,
      role: row.ownerId === user.id ? 'advertiser' : 'agent',
    });
  }
  for (const row of asPodcaster) {
    if (!found.has(row.id)) found.set(row.id, { id: row.id, brand: row.brand, name: row.name, role: 'podcaster' });
  }
  return [...found.values()].sort((a, b) => a.brand.localeCompare(b.brand, 'es') || a.name.localeCompare(b.name, 'es'));
}

/** `GET /private/users/me/deletion`: whether «Eliminar cuenta» can go ahead, said before asking for the password. */
export async function checkDeletion(ctx: AppContext, actor: Actor): Promise<DeletionCheck> {
  const [committed, unpaidEarnings, { passwordHash }] = await Promise.all([
    committedCampaigns(ctx.db, actor),
    hasUnpaidEarnings(ctx.db, actor.id),
    readAccount(ctx.db, actor.id),
  ]);
  return {
    allowed: committed.length === 0 && !unpaidEarnings,
    committed,
    unpaidEarnings,
    confirmWith: passwordHash ? 'password' : 'word',
  };
}

const committedError = () => new AppError('ACCOUNT_HAS_COMMITMENTS', DELETION_MESSAGES.committed);
const unpaidEarningsError = () => new AppError('ACCOUNT_HAS_COMMITMENTS', DELETION_MESSAGES.unpaidEarnings);

/**
 * Deletes the signed-in user's account (issue 9): refused while a hired campaign they take part in is
 * unfinished, or while they are owed earnings not yet paid (issue 19); otherwise confirmed with the password (or the word ELIMINAR for an account made with a
 * social provider). The row stays, so that campaigns, proposals and messages other people share keep
 * their history, but every personal field is erased and the address replaced by one that can never
 * receive mail or sign in; sessions, links, social identities, the photo and podcast ownership end. An admin
 * acting as the user cannot do it.
 */
export async function deleteOwnAccount(
  ctx: AppContext,
  actor: Actor,
  input: DeleteAccountInput,
  avatars: AvatarFiles,
): Promise<void> {
  if (actor.impersonatorId) throw forbidden();
  const { passwordHash: stored } = await readAccount(ctx.db, actor.id);
  if (stored) {
    if (!input.password || !(await verifyPassword(input.password, stored))) {
      throw new AppError('VALIDATION_ERROR', MESSAGES.wrongCurrentPassword, {
        fields: [{ path: 'password', message: MESSAGES.wrongCurrentPassword }],
      });
    }
  } else if (input.confirmation?.toUpperCase() !== DELETE_ACCOUNT_WORD) {
    throw new AppError('VALIDATION_ERROR', DELETION_MESSAGES.confirmWord, {
      fields: [{ path: 'confirmation', message: DELETION_MESSAGES.confirmWord }],
    });
  }

  const avatarUrl = await withOutbox(ctx, async (tx, queueMail) => {
    // The user's row first: two deletions of the account wait for each other, and so does confirming
    // a payment (proposals/payment.ts locks the owner too, and refuses a deleted one).
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, actor.id), isNull(users.deletedAt)))
      .for('update');
    if (!user) throw forbidden();
    const userId = user.id;
    const ranPodcasts = podcastIdsRunBy(tx, user.id);
    // Then what a purchase locks, in the purchase's order (the campaign, then its proposal rows), so a
    // campaign hired while this runs is seen by the check below rather than missed by it.
    await tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(or(eq(campaigns.ownerId, userId), eq(campaigns.agentId, userId)))
      .for('update');
    await tx
      .select({ id: campaignPodcasts.id })
      .from(campaignPodcasts)
      .where(inArray(campaignPodcasts.podcastId, ranPodcasts))
      .for('update');
    if ((await committedCampaigns(tx, user)).length > 0) throw committedError();
    // Money still owed to them: the payout run pays it to the billing profile erased below.
    if (await hasUnpaidEarnings(tx, userId)) throw unpaidEarningsError();

    const erasedEmail = `eliminado-${userId}@cuentas.invalid`;
    // What was sent to the address goes from the back office's outbox; then the goodbye is queued. To
    // the alternative address (which may be someone else's inbox too) only its confirmation was sent.
    await tx.delete(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    if (user.alternativeEmail) {
      await tx
        .delete(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, user.alternativeEmail), eq(mailOutbox.template, 'alternative-email')));
    }
    await queueMail(user.email, accountDeletedMail(mailContext(ctx.config), { username: user.username }));
    // Their sessions, and any session an admin account of theirs opened as someone else.
    await tx.delete(sessions).where(or(eq(sessions.userId, userId), eq(sessions.impersonatorId, userId)));
    await eraseSignInTraces(tx, user);
    await tx.delete(emailTokens).where(eq(emailTokens.userId, userId));
    await deleteClaimsOf(tx, userId);
    // The phone left on proposals answered for a podcast they ran (as owner or representative) is theirs.
    await clearAnswerPhones(tx, ranPodcasts);
    // Their own podcasts lose their owner below: their answers on campaigns not yet hired expire.
    await expireOffersToOwner(tx, userId);
    await endRepresentationsOf(tx, user, erasedEmail);
    // Their campaigns not yet hired close, so no podcaster answers or chats for someone gone; those
    // they managed go back to the team's queue.
    await expireOffersOfCampaigns(tx, await closeCampaignsOfLeavingOwner(tx, userId));
    await releaseCampaignsOfLeavingAgent(tx, userId);
    await releasePodcastsOf(tx, userId);
    await eraseBillingProfileOf(tx, userId);
    await endAgencyTiesOf(tx, user);
    await tx
      .update(users)
      .set({
        email: erasedEmail,
        username: DELETION_MESSAGES.deletedUsername,
        passwordHash: null,
        avatarUrl: null,
        hostingUserId: null,
        alternativeEmail: null,
        phone: null,
        phonePrefix: null,
        newsletter: false,
        isAgency: false,
        scope: 'user',
        emailVerifiedAt: null,
        signupAttribution: null,
        deletedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
    return user.avatarUrl;
  });
  // The photo goes once nothing points at it; failing leaves only an unreferenced file.
  const avatarId = avatarFileIdOf(avatarUrl);
  if (avatarId) {
    await avatars
      .remove(actor.id, avatarId)
      .catch((error: unknown) =>
        ctx.log.warn({ err: error, fileId: avatarId }, 'deleted account’s avatar not removed'),
      );
  }
}
