import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  CLAIM_CODE_LENGTH,
  CLAIM_CODE_MAX_ATTEMPTS,
  CLAIM_CODE_MAX_SENDS,
  CLAIM_CODE_MINUTES,
  CLAIM_CODE_RESEND_SECONDS,
  PODCAST_MESSAGES,
  slugify,
  type AddedPodcast,
  type ClaimDetails,
  type ClaimPodcast,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import type { Executor, Transaction } from '../../db/client';
import { podcastClaims, podcasts, type CLAIM_METHODS } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import { withOutbox } from '../../mail/outbox';
import { mailContext } from '../../mail/templates';
import type { PodcastRow } from './access';
import {
  findPodcastByFeedUrl,
  normaliseFeedUrl,
  podcastFieldsFromFeed,
  readFeed,
  syncCover,
  upsertEpisodes,
} from './feed-sync';
import type { ParsedFeed } from './feeds/parse';
import { insertWithFreeSlug } from './insert-podcast';
import { ownershipCodeMail } from './mails';

type ClaimRow = typeof podcastClaims.$inferSelect;
type ClaimMethod = (typeof CLAIM_METHODS)[number];

export function toClaimPodcast(podcast: PodcastRow): ClaimPodcast {
  return {
    id: podcast.id,
    slug: podcast.slug,
    title: podcast.title,
    imageUrl: podcast.imageUrl,
    author: podcast.author,
  };
}

/** "marta@dominio.com" → "m•••@dominio.com": enough to recognise one's own address, not to learn someone else's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** `patrocina-verify-<32 base32 characters>`: 160 random bits, readable, safe inside XML. */
export function createFeedToken(productName: string): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of randomBytes(20)) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return `${slugify(productName)}-verify-${out}`;
}

function codeHash(claimId: string, code: string): string {
  return hashToken(`${claimId}:${code}`);
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const alreadyYours = () => new AppError('CONFLICT', PODCAST_MESSAGES.alreadyYours);
const ownedBySomeoneElse = () => new AppError('CONFLICT', PODCAST_MESSAGES.ownedBySomeoneElse);
const claimedByOther = () => new AppError('CONFLICT', PODCAST_MESSAGES.claimedByOther);
const noOpenClaim = () => new AppError('NOT_FOUND', PODCAST_MESSAGES.noOpenClaim);

function refuseIfOwned(podcast: PodcastRow | undefined, actor: Actor): void {
  if (!podcast?.ownerId) return;
  throw podcast.ownerId === actor.id ? alreadyYours() : ownedBySomeoneElse();
}

/** A new podcast row with a free slug made from its title; the existing row if another request added the feed first. */
async function insertPodcast(
  tx: Transaction,
  values: ReturnType<typeof podcastFieldsFromFeed> & { feedUrl: string },
): Promise<PodcastRow> {
  const sameFeed = () => tx.select().from(podcasts).where(eq(podcasts.feedUrl, values.feedUrl));
  const created = await insertWithFreeSlug(tx, values, async () => (await sameFeed()).length > 0);
  return created ?? (await sameFeed())[0]!;
}

/** The user's open claim on the podcast, created if there is none (one per user and podcast). */
async function openClaim(tx: Transaction, podcastId: string, userId: string, productName: string): Promise<ClaimRow> {
  const [created] = await tx
    .insert(podcastClaims)
    .values({ podcastId, userId, feedToken: createFeedToken(productName) })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [existing] = await tx
    .select()
    .from(podcastClaims)
    .where(
      and(eq(podcastClaims.podcastId, podcastId), eq(podcastClaims.userId, userId), isNull(podcastClaims.verifiedAt)),
    );
  return existing!;
}

/**
 * Issue 4 "Adding a podcast": reads the feed, adds the podcast with its episodes (or reuses the row
 * if the feed is already known and nobody owns it) and opens the user's claim. Podcasts someone has
 * proved they own are refused, with a different message for their owner and for anyone else.
 */
export async function addPodcastByFeed(ctx: AppContext, actor: Actor, rawUrl: string): Promise<AddedPodcast> {
  const feedUrl = normaliseFeedUrl(rawUrl);
  refuseIfOwned(await findPodcastByFeedUrl(ctx.db, feedUrl), actor);
  // Network first, outside the transaction: no connection is held while a slow feed downloads.
  const feed = await readFeed(ctx.config, feedUrl);
  const added = await ctx.db.transaction(async (tx) => {
    const known = await findPodcastByFeedUrl(tx, feedUrl);
    let podcast: PodcastRow;
    if (known) {
      const [locked] = await tx.select().from(podcasts).where(eq(podcasts.id, known.id)).for('update');
      refuseIfOwned(locked, actor);
      [podcast] = (await tx
        .update(podcasts)
        .set(podcastFieldsFromFeed(feed))
        .where(eq(podcasts.id, known.id))
        .returning()) as [PodcastRow];
    } else {
      podcast = await insertPodcast(tx, { ...podcastFieldsFromFeed(feed), feedUrl });
      refuseIfOwned(podcast, actor);
    }
    await upsertEpisodes(tx, podcast.id, feed.episodes);
    const claim = await openClaim(tx, podcast.id, actor.id, ctx.config.PRODUCT_NAME);
    return {
      podcast,
      claim: {
        feedToken: claim.feedToken,
        ownerEmailHint: podcast.feedOwnerEmail ? maskEmail(podcast.feedOwnerEmail) : null,
      },
    };
  });
  return { podcast: await withFeedCover(ctx, added.podcast, feed), claim: added.claim };
}

/** The podcast once its cover follows the feed's image (fetched after the transaction: no connection waits on it). */
async function withFeedCover(ctx: AppContext, podcast: PodcastRow, feed: ParsedFeed): Promise<ClaimPodcast> {
  await syncCover(ctx, podcast.id, feed);
  const [cover] = await ctx.db
    .select({ imageUrl: podcasts.imageUrl })
    .from(podcasts)
    .where(eq(podcasts.id, podcast.id));
  return toClaimPodcast({ ...podcast, imageUrl: cover?.imageUrl ?? null });
}

type ClaimState = { kind: 'owner'; podcast: PodcastRow } | { kind: 'open'; podcast: PodcastRow; claim: ClaimRow };

/**
 * The actor's open claim on a podcast, or the fact that they already own it. Someone else's proof
 * closes every other claim (409); no claim at all is a 404, whoever owns the podcast. With `lock`,
 * the podcast row is locked, so two proofs or two code requests for it run one after the other.
 */
async function loadClaim(db: Executor, actor: Actor, podcastId: string, lock = false): Promise<ClaimState> {
  const query = db.select().from(podcasts).where(eq(podcasts.id, podcastId));
  const [podcast] = lock ? await query.for('update') : await query;
  if (!podcast) throw noOpenClaim();
  if (podcast.ownerId === actor.id) return { kind: 'owner', podcast };
  const [claim] = await db
    .select()
    .from(podcastClaims)
    .where(
      and(eq(podcastClaims.podcastId, podcastId), eq(podcastClaims.userId, actor.id), isNull(podcastClaims.verifiedAt)),
    );
  if (!claim) throw noOpenClaim();
  if (podcast.ownerId !== null) throw claimedByOther();
  return { kind: 'open', podcast, claim };
}

function resendAt(claim: ClaimRow): Date | null {
  return claim.codeSentAt ? new Date(claim.codeSentAt.getTime() + CLAIM_CODE_RESEND_SECONDS * 1000) : null;
}

export async function getClaim(db: Executor, actor: Actor, podcastId: string): Promise<ClaimDetails> {
  const state = await loadClaim(db, actor, podcastId);
  if (state.kind === 'owner') throw alreadyYours();
  const { podcast, claim } = state;
  return {
    podcast: toClaimPodcast(podcast),
    claim: {
      feedToken: claim.feedToken,
      ownerEmailHint: podcast.feedOwnerEmail ? maskEmail(podcast.feedOwnerEmail) : null,
      codeSentAt: claim.codeSentAt?.toISOString() ?? null,
      canResendAt: resendAt(claim)?.toISOString() ?? null,
    },
  };
}

/**
 * E-mails a 6-digit code to the owner address the feed gave when it was last read. One code at a
 * time (a new one replaces the last), at most one a minute and CLAIM_CODE_MAX_SENDS per claim;
 * only its hash is kept, and it expires after CLAIM_CODE_MINUTES.
 */
export async function sendClaimCode(ctx: AppContext, actor: Actor, podcastId: string): Promise<{ sentTo: string }> {
  return withOutbox(ctx, async (tx, queueMail) => {
    const state = await loadClaim(tx, actor, podcastId, true);
    if (state.kind === 'owner') throw alreadyYours();
    const { podcast, claim } = state;
    if (!podcast.feedOwnerEmail) throw new AppError('NO_OWNER_EMAIL', PODCAST_MESSAGES.noOwnerEmail);
    if (claim.codesSent >= CLAIM_CODE_MAX_SENDS)
      throw new AppError('TOO_MANY_REQUESTS', PODCAST_MESSAGES.codeSendLimit);
    const now = new Date();
    const wait = resendAt(claim);
    if (wait && wait > now) throw new AppError('TOO_MANY_REQUESTS', PODCAST_MESSAGES.codeResendWait);

    const code = randomInt(0, 10 ** CLAIM_CODE_LENGTH)
      .toString()
      .padStart(CLAIM_CODE_LENGTH, '0');
    await tx
      .update(podcastClaims)
      .set({
        codeHash: codeHash(claim.id, code),
        codeExpiresAt: new Date(now.getTime() + CLAIM_CODE_MINUTES * 60_000),
        codeSentAt: now,
        codeAttempts: 0,
        codesSent: claim.codesSent + 1,
      })
      .where(eq(podcastClaims.id, claim.id));
    await queueMail(
      podcast.feedOwnerEmail,
      ownershipCodeMail(mailContext(ctx.config), { podcastTitle: podcast.title, code, minutes: CLAIM_CODE_MINUTES }),
    );
    return { sentTo: maskEmail(podcast.feedOwnerEmail) };
  });
}

/** Makes the actor the owner, unless someone got there first (409), and closes their claim. */
async function markProven(tx: Transaction, actor: Actor, claim: ClaimRow, method: ClaimMethod): Promise<PodcastRow> {
  const now = new Date();
  const [owned] = await tx
    .update(podcasts)
    .set({ ownerId: actor.id, ownedSince: now, updatedAt: now })
    .where(and(eq(podcasts.id, claim.podcastId), isNull(podcasts.ownerId)))
    .returning();
  if (!owned) throw claimedByOther();
  await tx
    .update(podcastClaims)
    .set({ verifiedAt: now, verifiedBy: method, codeHash: null, codeExpiresAt: null })
    .where(eq(podcastClaims.id, claim.id));
  return owned;
}

/**
 * Proof by the e-mailed code. A wrong code counts against the code (CLAIM_CODE_MAX_ATTEMPTS, then a
 * new one is needed); the count is committed even though the answer is an error. Asking again once
 * proven (a double submit) answers the same success.
 */
export async function verifyClaimCode(
  ctx: AppContext,
  actor: Actor,
  podcastId: string,
  code: string,
): Promise<{ podcast: ClaimPodcast }> {
  const outcome = await ctx.db.transaction(async (tx): Promise<PodcastRow | AppError> => {
    const state = await loadClaim(tx, actor, podcastId, true);
    if (state.kind === 'owner') return state.podcast;
    const { claim } = state;
    if (!claim.codeHash || !claim.codeExpiresAt) return new AppError('EXPIRED_CODE', PODCAST_MESSAGES.noCodeSent);
    if (claim.codeAttempts >= CLAIM_CODE_MAX_ATTEMPTS)
      return new AppError('EXPIRED_CODE', PODCAST_MESSAGES.codeAttemptsExceeded);
    if (claim.codeExpiresAt <= new Date()) return new AppError('EXPIRED_CODE', PODCAST_MESSAGES.codeExpired);
    if (!sameHash(claim.codeHash, codeHash(claim.id, code))) {
      const attempts = claim.codeAttempts + 1;
      await tx.update(podcastClaims).set({ codeAttempts: attempts }).where(eq(podcastClaims.id, claim.id));
      return attempts >= CLAIM_CODE_MAX_ATTEMPTS
        ? new AppError('EXPIRED_CODE', PODCAST_MESSAGES.codeAttemptsExceeded)
        : new AppError('WRONG_CODE', PODCAST_MESSAGES.wrongCode, {
            fields: [{ path: 'code', message: PODCAST_MESSAGES.wrongCode }],
          });
    }
    return markProven(tx, actor, claim, 'email_code');
  });
  if (outcome instanceof AppError) throw outcome;
  return { podcast: toClaimPodcast(outcome) };
}

/**
 * Proof by the feed: the claim's token in `<podcast:txt purpose="verify">`. The feed is read again
 * (outside the transaction); if the token is there, its fields and episodes are saved with the proof.
 */
export async function verifyClaimFeed(
  ctx: AppContext,
  actor: Actor,
  podcastId: string,
): Promise<{ podcast: ClaimPodcast }> {
  const state = await loadClaim(ctx.db, actor, podcastId);
  if (state.kind === 'owner') return { podcast: toClaimPodcast(state.podcast) };
  if (!state.podcast.feedUrl) throw new AppError('CONFLICT', PODCAST_MESSAGES.noFeed);
  const feed = await readFeed(ctx.config, state.podcast.feedUrl);
  if (!feed.verifyTokens.includes(state.claim.feedToken))
    throw new AppError('FEED_TOKEN_NOT_FOUND', PODCAST_MESSAGES.feedTokenNotFound);
  const podcast = await ctx.db.transaction(async (tx) => {
    const again = await loadClaim(tx, actor, podcastId, true);
    if (again.kind === 'owner') return again.podcast;
    await tx.update(podcasts).set(podcastFieldsFromFeed(feed)).where(eq(podcasts.id, podcastId));
    await upsertEpisodes(tx, podcastId, feed.episodes);
    return markProven(tx, actor, again.claim, 'feed_token');
  });
  return { podcast: await withFeedCover(ctx, podcast, feed) };
}
