import { describe, expect, it } from 'vitest';
import { buildCampaign, buildPodcast, run } from './matching-test-data';

describe('a proposed podcast', () => {
  const campaign = buildCampaign({
    audiences: ['tech', 'geek'],
    tags: ['Tecnología'],
    provinces: ['28'],
    brandingActions: ['mention'],
    coverageAction: 'NONE',
    podcastsSelected: ['podcast-a'],
    budgetCents: 20_000,
  });
  const podcast = buildPodcast({
    listens30d: 45_000,
    audienceFlags: ['geek', 'tech', 'funny'],
    categories: ['Technology'],
    provinces: ['28'],
  });

  it('says in Spanish why it was chosen', () => {
    const [proposed] = run(campaign, [podcast]).podcasts;
    expect(proposed?.reasons).toEqual([
      'Sugerido por el anunciante',
      'Audiencia tecnología y geek',
      'Habla de Tecnología',
      '45.000 escuchas a 30 días',
      'En Madrid',
    ]);
  });

  it('names the gender, the ages and the premium type when the campaign asks for them and the audience has them', () => {
    const [proposed] = run(buildCampaign({ gender: 'FEMALE', ages: [25, 45], podcastType: 'PREMIUM' }), [
      buildPodcast({
        isPremium: true,
        listens30d: 1_234_567,
        genderShares: { female: 62, male: 38, other: 0 },
        ageShares: { under25: 10, from25to44: 60, over44: 30 },
      }),
    ]).podcasts;
    expect(proposed?.reasons).toEqual([
      '1.234.567 escuchas a 30 días',
      'El 62 % son mujeres',
      'El 90 % de la audiencia tiene entre 25 y 44 o más de 44 años',
      'Podcast premium',
    ]);
  });

  it('asks for two mentions at the minimum rate when the budget pays for two, and says the listens they will get', () => {
    const [proposed] = run(campaign, [podcast]).podcasts;
    expect(proposed).toMatchObject({
      podcastId: 'podcast-a',
      counts: { mentions: 2, sponsorships: 0, reviews: 0, dedicatedShows: 0, spots: 0 },
      advertiserRates: { mentions: 10_000, sponsorships: null, reviews: null, dedicatedShows: null, spots: null },
      costCents: 20_000,
      listensByActions: { mentions: 90_000, sponsorships: 0, reviews: 0, dedicatedShows: 0, spots: 0 },
      estimatedReach: 76_500,
      target: '68k/110k',
      fit: 100,
    });
  });
});
