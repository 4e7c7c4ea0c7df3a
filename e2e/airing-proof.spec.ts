import { expect, test } from '@playwright/test';
import { apiAs, dataOf, signedIn } from './support/accounts';
import { addPodcastByFeed, paidSpot, startAiringFeed, type AiringFeed } from './support/airing-feed';
import {
  ADVERTISER,
  CLIENT_HEADERS,
  DEMO_PASSWORD,
  PODCASTER,
  expectNoSeriousViolations,
  reloadUntilDrawn,
} from './support/checks';

/**
 * Issue 20, proof of airing: a podcaster adds a podcast whose feed (served here, on 127.0.0.1) has one
 * episode with the advertiser's spot mixed in at 1:01; a campaign with one spot on it is proposed,
 * bought and paid through the API as the earlier journeys walk it; the podcaster records the spot's
 * airing in the browser, picking the episode from the feed; the job fetches the episode, keeps the clip
 * and finds the spot; the advertiser hears it in the report («Escucha la emisión»).
 * AIRING_SCREENSHOTS=1 saves the report at 1366 and 390 px.
 */
const SCREENSHOTS = process.env.AIRING_SCREENSHOTS === '1';
const ADMIN = { email: 'admin@example.com', password: DEMO_PASSWORD };
const AGENT = { email: 'gestor@example.com', password: DEMO_PASSWORD };

function isoDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

test('una cuña emitida se comprueba sola: el anunciante la escucha en el informe y ve a qué minuto sonó', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const name = `Cuña comprobada ${stamp}`;
  const title = `Ruido Blanco ${stamp}`;
  const admin = await apiAs(browser, ADMIN);
  const moveClock = (offsetDays: number) =>
    dataOf(admin.put('/api/v1/private/backoffice/clock', { headers: CLIENT_HEADERS, data: { offsetDays } }));
  let feed: AiringFeed | undefined;

  try {
    feed = await startAiringFeed(title, new Date(`${isoDay(3)}T08:00:00Z`));

    // The podcaster's podcast, by its feed, proven by the token in the feed, with its sheet complete.
    const podcasterApi = await apiAs(browser, PODCASTER);
    const podcastId = await addPodcastByFeed(podcasterApi, feed);

    // A campaign with the spot, proposed with one spot on that podcast, bought, paid and planned.
    const apis = {
      advertiser: await apiAs(browser, ADVERTISER),
      agent: await apiAs(browser, AGENT),
      admin,
      podcaster: podcasterApi,
    };
    const { campaignId } = await paidSpot(apis, {
      podcastId,
      spot: feed.spot,
      brief: {
        brand: 'Ruido Norte',
        name,
        url: 'https://ruido-norte.example/',
        briefing: 'Auriculares que cancelan el ruido.',
      },
      dates: { fromDate: isoDay(2), toDate: isoDay(30) },
      plannedOn: isoDay(3),
    });

    // 1. Its day comes: the podcaster records the spot, picking the episode from the feed.
    await moveClock(3);
    const podcaster = await signedIn(browser, PODCASTER);
    await podcaster.goto('/campaigns/hired');
    const card = podcaster.getByRole('article', { name });
    await card.getByRole('button', { name: 'Registrar emisión de Cuña 1' }).click();
    const recordDialog = podcaster.getByRole('dialog', { name: 'Registrar emisión' });
    const fromList = recordDialog.getByLabel('Elegirlo de la lista');
    if (await fromList.isVisible()) await fromList.check();
    const episode = recordDialog.locator('option', { hasText: feed.episodeTitle });
    await recordDialog.getByLabel('Episodio de tu feed').selectOption((await episode.getAttribute('value')) ?? '');
    await recordDialog.getByLabel('Minuto de inicio del anuncio').fill('1:00');
    await recordDialog.getByRole('button', { name: 'Registrar emisión' }).click();
    await expect(recordDialog).toBeHidden();
    // The dialog also goes when its page does: the card naming the episode is what says it was recorded.
    await expect(card.getByRole('link', { name: feed.episodeTitle })).toBeVisible();

    // 2. The advertiser's report: the clip plays, and the spot was found where it aired.
    const reader = await signedIn(browser, ADVERTISER);
    await reader.goto(`/campaigns/${campaignId}/report`);
    await expect(reader.getByRole('heading', { level: 1, name: 'Informe de la campaña' })).toBeVisible();
    // The section's words while it waits, so a proof that failed says why in the failure. Read once the
    // report has drawn the podcast: read at the reload's `load`, on a loaded machine, the section was
    // missing at every reload for two minutes (CI's failure), whatever the proof's state.
    const podcastReport = reader.getByRole('region', { name: title, exact: true });
    const proofSection = podcastReport.locator('section[aria-labelledby^="airing-"]');
    const proofOnReport = async () => {
      if (!(await reloadUntilDrawn(reader, podcastReport)))
        return `(sin el informe del podcast: ${(await reader.locator('main').textContent())?.slice(0, 300)})`;
      return (await proofSection.count()) ? proofSection.textContent() : '(sin la sección «La emisión»)';
    };
    await expect.poll(proofOnReport, { timeout: 120_000, intervals: [3_000] }).toContain('Escucha la emisión');
    await expect(reader.getByText(/^Cuña detectada a las 1:0[012]$/)).toBeVisible();
    const audio = reader.getByLabel(`Escucha la emisión: Cuña 1 de ${title}`);
    await expect(audio).toHaveAttribute('controls', '');
    const src = await audio.getAttribute('src');
    const served = await reader.request.get(src!);
    expect([served.status(), served.headers()['content-type']]).toEqual([200, 'audio/mpeg']);
    await reader.getByText('Escucha la emisión', { exact: true }).click();
    await audio.evaluate(async (element: HTMLAudioElement) => {
      element.muted = true;
      await element.play();
    });
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0);
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration)).toBeGreaterThan(100);
    await expectNoSeriousViolations(reader, 'main');
    if (SCREENSHOTS) {
      await reader.setViewportSize({ width: 1366, height: 900 });
      await reader.screenshot({ path: '/tmp/airing-report-1366.png', fullPage: true });
      await reader.setViewportSize({ width: 390, height: 844 });
      await reader.screenshot({ path: '/tmp/airing-report-390.png', fullPage: true });
    }
  } finally {
    await moveClock(0);
    await feed?.close();
  }
});
