import { expect, test, type Locator } from '@playwright/test';
import { apiAs, campaignBrief, dataOf, publishProposal, signedIn } from './support/accounts';
import {
  ADVERTISER,
  CLIENT_HEADERS,
  DEMO_PASSWORD,
  PODCASTER,
  expectNoSeriousViolations,
  withConsentChosen,
} from './support/checks';
import { BANNER_PNG, expectPlayableSpot, SPOT_MP3, uploadFile } from './support/creative';
import { linkIn, waitForMail, skipWithoutMailCatcher } from './support/mailbox';

/**
 * Issue 18, the creative pack reaches the podcaster: the advertiser's campaign has a spot and a
 * banner; the podcaster hears the spot and sees the banner in the proposal before answering, and the
 * same pack shows in the back office and on the public page the e-mailed link opens.
 */
const SCREENSHOTS = process.env.PACK_SCREENSHOTS === '1';
const AGENT = { email: 'gestor@example.com', password: DEMO_PASSWORD };

/** The spot plays, the banner is drawn, and the pre-roll text is there. */
async function expectPlayableSpotAndBanner(pack: Locator) {
  await expectPlayableSpot(pack);
  const banner = pack.getByRole('img', { name: 'Banner de la campaña' });
  await expect(banner).toBeVisible();
  await expect.poll(() => banner.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(pack.getByText('Este episodio llega gracias a Lumen Café.')).toBeVisible();
}

test('el material de la campaña llega al podcaster: cuña, banner y textos antes de responder', async ({
  browser,
  baseURL,
}) => {
  skipWithoutMailCatcher();
  test.setTimeout(120_000);
  const name = `Café de temporada ${Date.now()}`;

  // The advertiser's campaign with a spot, a banner and a pre-roll text, through the API.
  const advertiser = await apiAs(browser, ADVERTISER);
  const spot = await uploadFile(advertiser, 'spot', 'cuña-lumen.mp3', 'audio/mpeg', SPOT_MP3);
  const banner = await uploadFile(advertiser, 'banner', 'banner-lumen.png', 'image/png', BANNER_PNG);
  const brief = campaignBrief({
    brand: 'Lumen Café',
    name,
    url: 'https://lumen-cafe.example',
    briefing: 'Un café de tueste suave: cuéntalo con tus palabras.',
    audiences: ['tech'],
    budget: 20_000,
    dates: 'NEXT_MONTH',
  });
  const campaign = await dataOf<{ id: string }>(
    advertiser.post('/api/v1/private/campaigns', {
      headers: CLIENT_HEADERS,
      data: {
        ...brief,
        how: {
          ...brief.how,
          spotFileId: spot.id,
          bannerFileId: banner.id,
          prerollText: 'Este episodio llega gracias a Lumen Café.',
          bannerUrl: 'https://lumen-cafe.example/temporada',
        },
      },
    }),
  );
  const show = await dataOf<{ id: string }>(
    advertiser.get('/api/v1/public/podcasts/by-slug/modo-cooperativo', { headers: CLIENT_HEADERS }),
  );
  const agentApi = await apiAs(browser, AGENT);
  await publishProposal(agentApi, campaign.id, show.id, { count: 1, rate: 5_000 });

  // 1. The podcaster opens the proposal before answering: the pack is there, the spot plays.
  const podcaster = await signedIn(browser, PODCASTER);
  await podcaster.goto('/dashboard');
  const proposal = podcaster.getByRole('article', { name }).filter({ hasText: 'Para Modo Cooperativo' });
  await proposal.getByRole('button', { name: 'Revisar y responder' }).click();
  const answer = podcaster.getByRole('dialog', { name: `Propuesta de Lumen Café: ${name}` });
  const pack = answer.getByRole('region', { name: 'Material de la campaña' });
  await expectPlayableSpotAndBanner(pack);
  await expect(pack.getByText('Un café de tueste suave: cuéntalo con tus palabras.')).toBeVisible();
  await expect(answer.getByRole('button', { name: 'Enviar respuesta' })).toBeVisible();
  await expectNoSeriousViolations(podcaster, '[role=dialog]');
  if (SCREENSHOTS) await podcaster.screenshot({ path: '/tmp/pack-answer.png', fullPage: true });

  // 2. The back office shows the same pack.
  const agent = await signedIn(browser, AGENT);
  await agent.goto(`/backoffice/campaigns/${campaign.id}`);
  const officePack = agent.getByRole('region', { name: 'Material de la campaña' });
  await expectPlayableSpotAndBanner(officePack);
  if (SCREENSHOTS) await agent.screenshot({ path: '/tmp/pack-backoffice.png', fullPage: true });

  // 3. The e-mailed link opens the public page with the pack, for a visitor who is not signed in.
  const published = await waitForMail(PODCASTER.email, new RegExp(`campaña «${name}»`));
  const visitor = await (await browser.newContext()).newPage();
  await withConsentChosen(visitor);
  await visitor.goto(linkIn(published, `${baseURL}/proposal/token/`));
  await expect(visitor.getByRole('heading', { level: 1, name: `Lumen Café: ${name}` })).toBeVisible();
  const publicPack = visitor.getByRole('region', { name: 'Material de la campaña' });
  await expectPlayableSpotAndBanner(publicPack);
  await expectNoSeriousViolations(visitor, 'main');
  if (SCREENSHOTS) await visitor.screenshot({ path: '/tmp/pack-public.png', fullPage: true });
  await visitor.setViewportSize({ width: 390, height: 844 });
  await expect(publicPack.getByRole('img', { name: 'Banner de la campaña' })).toBeVisible();
  if (SCREENSHOTS) await visitor.screenshot({ path: '/tmp/pack-public-390.png', fullPage: true });

  // Without the link, the visitor cannot read the files.
  const direct = await visitor.request.get(`/api/v1/private/campaigns/${campaign.id}/files/${spot.id}`, {
    headers: CLIENT_HEADERS,
  });
  expect(direct.status()).toBe(401);
});
