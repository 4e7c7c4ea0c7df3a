import { eq, like } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { externalIdentities, loginFailures, pendingSocialLinks } from '../../db/schema';

/**
 * An account's deletion (the users module) erases how it signed in, in its transaction: the social
 * accounts linked or waiting to be, and the failed attempts counted against its address.
 */
export async function eraseSignInTraces(tx: Transaction, user: { id: string; email: string }): Promise<void> {
  await tx.delete(pendingSocialLinks).where(eq(pendingSocialLinks.userId, user.id));
  await tx.delete(externalIdentities).where(eq(externalIdentities.userId, user.id));
  await tx.delete(loginFailures).where(like(loginFailures.key, `${user.email.replace(/[\\%_]/g, '\\$&')}|%`));
}
