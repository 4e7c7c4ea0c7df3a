import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createToken } from '../../lib/tokens';
import { findCampaignByLink } from './links';
import { useTestDatabase } from '../../../test/app';
import { createCampaignRecord, createUser } from '../../../test/factories';

/**
 * Migration 0015 keeps the proposal links already e-mailed working once the token is kept only as
 * its hash. Its data part runs again here over a campaign that still has its token in clear.
 */
const MIGRATION = path.resolve(import.meta.dirname, '../../../drizzle/0015_proposal_links.sql');

const database = useTestDatabase();

describe('migration 0015 on campaigns with their token in clear', () => {
  it('hashes each token as the API does, so the old link still opens its proposal', async () => {
    const owner = await createUser(database.db);
    const campaign = await createCampaignRecord(database.db, owner.id);
    const token = createToken();
    await database.executeSql('ALTER TABLE "campaigns" ADD COLUMN "public_token" text');
    await database.executeSql(`UPDATE "campaigns" SET "public_token" = '${token}' WHERE "id" = '${campaign.id}'`);
    await database.executeSql(`UPDATE "campaigns" SET "public_token" = 'otro-' || "id" WHERE "public_token" IS NULL`);

    const statements = readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');
    for (const statement of statements.slice(-2)) await database.executeSql(statement);

    expect((await findCampaignByLink(database.db, token))?.id).toBe(campaign.id);
    expect(await findCampaignByLink(database.db, createToken())).toBeUndefined();
  });
});
