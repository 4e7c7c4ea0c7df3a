import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, MESSAGES, type HostingLinkResult, type LinkHostingAccount } from '@patrocina/domain';
import type { AppContext } from '../../context';
import type { Transaction } from '../../db/client';
import { podcasts, users } from '../../db/schema';
import type { PartnerPodcast } from '../../hosting';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import type { PodcastRow } from './access';
import { findPodcastByFeedUrl, normaliseFeedUrl } from './feed-sync';
import { insertWithFreeSlug } from './insert-podcast';

/**
 * SPEC §2 My account "link a hosting-platform account" (DOMAIN.md "Hosting platform"): the user
 * proves the account is theirs with its e-mail and password, which go to the platform once and are
 * never stored nor logged. Its id becomes the user's `hostingUserId` (SPEC's ivooxUserId) and its
 * podcasts become the user's: the platform vouches for them, as a feed's code does for a claim.
 */
export async function linkHostingAccount(
  ctx: AppContext,
  actor: Actor,
  input: LinkHostingAccount,
): Promise<HostingLinkResult> {
  // The partner first, outside the transaction: no connection is held while it answers. Its
  // failures are already the SPEC §8 texts (HostingPartnerError), and pass through unchanged.
  const account = await ctx.hosting.linkAccount(input.email, input.password);

  return ctx.db.transaction(async (tx) => {
    // users.hosting_user_id has no unique index: two users linking the same account at once queue here.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hosting-user:${account.hostingUserId}`}))`);
    const [other] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.hostingUserId, account.hostingUserId), ne(users.id, actor.id)))
      .limit(1);
    if (other) throw new AppError('CONFLICT', ACCOUNT_MESSAGES.hostingTaken);
    // Locked, and refused if the account was deleted while the partner answered: nothing lands on it.
    const [linked] = await tx
      .update(users)
      .set({ hostingUserId: account.hostingUserId, updatedAt: sql`now()` })
      .where(and(eq(users.id, actor.id), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!linked) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);

    const result: HostingLinkResult = { ivooxUserId: account.hostingUserId, linked: [], skipped: [] };
    for (const partnerPodcast of account.podcasts) {
      const podcast = await bringPodcastIn(tx, actor, partnerPodcast);
      if (podcast) result.linked.push({ id: podcast.id, slug: podcast.slug, title: podcast.title });
      else result.skipped.push({ hostingId: partnerPodcast.hostingId, title: partnerPodcast.title });
    }
    return result;
  });
}

/** Unlinks the account; its podcasts stay the user's (they were proved theirs when linked). */
export async function unlinkHostingAccount(ctx: AppContext, actor: Actor): Promise<void> {
  await ctx.db
    .update(users)
    .set({ hostingUserId: null, updatedAt: sql`now()` })
    .where(eq(users.id, actor.id));
}

function feedUrlOf(podcast: PartnerPodcast): string | null {
  if (!podcast.feedUrl) return null;
  try {
    return normaliseFeedUrl(podcast.feedUrl);
  } catch {
    return null;
  }
}

/**
 * One podcast of the linked account, made the user's: the catalogue's row with that hosting id (or,
 * failing that, with its feed) when nobody owns it or the user already does, or a new row. Null when
 * someone else owns it: that is left alone, and the answer says so.
 */
async function bringPodcastIn(tx: Transaction, actor: Actor, partner: PartnerPodcast): Promise<PodcastRow | null> {
  const feedUrl = feedUrlOf(partner);
  const [byHostingId] = await tx.select().from(podcasts).where(eq(podcasts.hostingId, partner.hostingId)).for('update');
  let known = byHostingId;
  if (!known && feedUrl) {
    const byFeed = await findPodcastByFeedUrl(tx, feedUrl);
    // A feed already known under another of the platform's ids is not this podcast to take.
    if (byFeed && (byFeed.hostingId === null || byFeed.hostingId === partner.hostingId)) {
      [known] = await tx.select().from(podcasts).where(eq(podcasts.id, byFeed.id)).for('update');
    } else if (byFeed) return null;
  }
  if (known) {
    if (known.ownerId !== null && known.ownerId !== actor.id) return null;
    const [updated] = await tx
      .update(podcasts)
      .set({
        hostingId: partner.hostingId,
        listens30d: partner.listens30d,
        ...(known.ownerId === null ? { ownerId: actor.id, ownedSince: sql`now()` } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(podcasts.id, known.id), or(isNull(podcasts.ownerId), eq(podcasts.ownerId, actor.id))))
      .returning();
    return updated ?? null;
  }
  return insertPartnerPodcast(tx, actor, partner, feedUrl);
}

/**
 * A new catalogue row for the podcast, owned by the user, with a free slug made from its title. Null
 * when another request added the same podcast (its hosting id or feed) meanwhile: it is not ours to take.
 */
async function insertPartnerPodcast(
  tx: Transaction,
  actor: Actor,
  partner: PartnerPodcast,
  feedUrl: string | null,
): Promise<PodcastRow | null> {
  const values = {
    title: partner.title,
    feedUrl,
    hostingId: partner.hostingId,
    listens30d: partner.listens30d,
    ownerId: actor.id,
    ownedSince: sql`now()`,
  };
  return insertWithFreeSlug(tx, values, async () => {
    const [sameShow] = await tx
      .select({ id: podcasts.id })
      .from(podcasts)
      .where(
        feedUrl
          ? or(eq(podcasts.hostingId, partner.hostingId), eq(podcasts.feedUrl, feedUrl))
          : eq(podcasts.hostingId, partner.hostingId),
      )
      .limit(1);
    return sameShow !== undefined;
  });
}
