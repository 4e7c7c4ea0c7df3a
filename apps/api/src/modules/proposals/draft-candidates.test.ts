import { describe, expect, it } from 'vitest';
import { type DraftCandidates } from '@patrocina/domain';
import { json } from '../../../test/app';
import { createPodcast, createRepresentation, createSignedInUser, createUser } from '../../../test/factories';
import { t, call, agent, admin, proposable, setUpTestApp } from './backoffice.test-support';

setUpTestApp();

const search = (q: string, session: string) => call('GET', `/podcasts/search?q=${encodeURIComponent(q)}`, session);

describe('the draft editor’s search for podcasts to add by hand', () => {
  it('finds proposable podcasts with their sheet’s minimums, reach and range at once, for agents and admins', async () => {
    const word = `Buscable${Date.now()}`;
    const wide = await proposable({ title: `${word} Ancho`, listens30d: 45_000 });
    const owner = await createUser(t.database.db);
    const narrow = await proposable({ title: `${word} Estrecho`, listens30d: 8_000, ownerId: owner.id });
    const representative = await createSignedInUser(t.app, t.database);
    await createRepresentation(t.database.db, narrow.id, owner.id, representative);
    // No sheet yet: it cannot be proposed, so it is not offered.
    await createPodcast(t.database.db, { title: `${word} Sin Hoja` });

    for (const session of [agent.session, admin.session]) {
      const response = await search(word.toLowerCase(), session);
      expect(response.statusCode).toBe(200);
      expect(json<{ data: DraftCandidates }>(response).data.podcasts).toEqual([
        {
          podcastId: wide.id,
          title: `${word} Ancho`,
          slug: wide.slug,
          imageUrl: wide.imageUrl,
          reach: 45_000,
          target: '25k/50k',
          // The sheet's minimums (mentions from 150 €, sections from 400 €; a spot at a mention's price).
          minimumRates: { mentions: 150, sponsorships: null, reviews: 400, dedicatedShows: null, spots: 150 },
          managed: false,
        },
        expect.objectContaining({ podcastId: narrow.id, reach: 8_000, target: '5k/10k', managed: true }),
      ]);
    }
  });

  it('is the team’s: anyone else is refused, and too short a search is a Spanish 400', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const refused = await search('radio', advertiser.session);
    expect(refused.statusCode).toBe(403);
    expect((await t.call('GET', '/private/backoffice/podcasts/search?q=radio')).statusCode).toBe(401);
    const short = await search('r', agent.session);
    expect([short.statusCode, json<{ error: { message: string } }>(short).error.message]).toEqual([
      400,
      'Escribe al menos 2 letras',
    ]);
  });
});
