import { and, eq, inArray, or } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { podcastClaims, podcasts, representations } from '../../db/schema';

// What an account's deletion (the users module) does to podcasts, in its transaction.

/** The user's claims of ownership, proven or not, go. */
export async function deleteClaimsOf(tx: Transaction, userId: string): Promise<void> {
  await tx.delete(podcastClaims).where(eq(podcastClaims.userId, userId));
}

/**
 * Whoever they represented, or who represented them, no longer has a counterpart; the address they
 * were invited at goes too (`erasedEmail` takes its place).
 */
export async function endRepresentationsOf(
  tx: Transaction,
  user: { id: string; email: string },
  erasedEmail: string,
): Promise<void> {
  await tx
    .update(representations)
    .set({ status: 'CANCELLED' })
    .where(
      and(
        inArray(representations.status, ['PENDING', 'ACCEPTED']),
        or(
          eq(representations.ownerId, user.id),
          eq(representations.managerId, user.id),
          eq(representations.managerEmail, user.email),
        ),
      ),
    );
  await tx
    .update(representations)
    .set({ managerEmail: erasedEmail })
    .where(or(eq(representations.managerEmail, user.email), eq(representations.managerId, user.id)));
}

/** Their podcasts stay listed with their history, free to be claimed by whoever runs them next. */
export async function releasePodcastsOf(tx: Transaction, userId: string): Promise<void> {
  await tx.update(podcasts).set({ ownerId: null, ownedSince: null }).where(eq(podcasts.ownerId, userId));
}
