import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createToken, hashToken } from '../lib/tokens';
import { useTestDatabase } from '../../test/app';
import { createPodcast, createUser } from '../../test/factories';
import { representations } from './schema';

/**
 * Migration 0014 binds each representation to the account that holds it. Its data part runs again
 * here over rows shaped as before it: accepted, with only the invited address.
 */
const MIGRATION = path.resolve(import.meta.dirname, '../../drizzle/0014_representation_manager_id.sql');

const database = useTestDatabase();

const statements = () => readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');

describe('migration 0014 on representations accepted before it', () => {
  it('binds those whose address is a confirmed account, and makes the rest wait for an answer again', async () => {
    // Rows as they were: the check that an accepted representation has its account is added last.
    await database.executeSql('ALTER TABLE "representations" DROP CONSTRAINT "representations_accepted_has_manager"');
    const owner = await createUser(database.db);
    const confirmed = await createUser(database.db);
    const unconfirmed = await createUser(database.db, { emailVerifiedAt: null });
    const accepted = async (managerEmail: string) => {
      const podcast = await createPodcast(database.db, { ownerId: owner.id });
      await database.db.insert(representations).values({
        podcastId: podcast.id,
        ownerId: owner.id,
        managerEmail,
        status: 'ACCEPTED',
        tokenHash: hashToken(createToken()),
        tokenExpiresAt: new Date(Date.now() - 86_400_000),
        respondedAt: new Date(),
      });
      return podcast.id;
    };
    const toConfirmed = await accepted(confirmed.email);
    const toUnconfirmed = await accepted(unconfirmed.email);
    const toNobody = await accepted('sin.cuenta@example.com');

    for (const statement of statements().slice(-3)) await database.executeSql(statement);

    const rowOf = async (podcastId: string) =>
      (await database.db.select().from(representations).where(eq(representations.podcastId, podcastId)))[0]!;
    expect(await rowOf(toConfirmed)).toMatchObject({ status: 'ACCEPTED', managerId: confirmed.id });
    for (const podcastId of [toUnconfirmed, toNobody]) {
      const row = await rowOf(podcastId);
      expect(row).toMatchObject({ status: 'PENDING', managerId: null, respondedAt: null });
      // The e-mailed link works again for a while.
      expect(row.tokenExpiresAt.getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    }
    // With the constraint back, an accepted representation without its account cannot be stored.
    const podcast = await createPodcast(database.db, { ownerId: owner.id });
    await expect(
      database.db.insert(representations).values({
        podcastId: podcast.id,
        ownerId: owner.id,
        managerEmail: confirmed.email,
        status: 'ACCEPTED',
        tokenHash: hashToken(createToken()),
        tokenExpiresAt: new Date(),
      }),
    ).rejects.toThrow();
  });
});
