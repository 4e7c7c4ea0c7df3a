import { expect, request, test } from '@playwright/test';
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
 * Issue 21, verified listens: a podcaster's feed (served here, on 127.0.0.1) starts carrying the
 * «prefijo de analítica» shown in My podcasts, and «Actualizar episodios» notices it; a spot on that
 * podcast is bought, paid and recorded on the episode through the API, as the earlier journeys walk it;
 * listeners' apps download the episode through the prefix (three count; the same app again the same
 * day, a bot, a HEAD and a probe do not); the public page and, later, the advertiser's report show the
 * verified listens apart from the declared ones, with the cost per verified listen and the CPM.
 * MEASUREMENT_SCREENSHOTS=1 saves the screens.
 */
const SCREENSHOTS = process.env.MEASUREMENT_SCREENSHOTS === '1';
const ADMIN = { email: 'admin@example.com', password: DEMO_PASSWORD };
const AGENT = { email: 'gestor@example.com', password: DEMO_PASSWORD };
const APPS = {
  apple: 'AppleCoreMedia/1.0.0.21E236 (iPhone; U; CPU OS 17_4 like Mac OS X; es_es)',
  spotify: 'Spotify/8.9.26 Android/34 (Pixel 8)',
  overcast: 'Overcast/3.0 (+http://overcast.fm/; iOS podcast app)',
  bot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

function isoDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

test('el feed empieza a llevar el prefijo de analítica: cuentan las descargas de oyentes, no las de bots, y el informe muestra escuchas verificadas', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const name = `Mochilas medidas ${stamp}`;
  const title = `Senderos ${stamp}`;
  const admin = await apiAs(browser, ADMIN);
  const moveClock = (offsetDays: number) =>
    dataOf(admin.put('/api/v1/private/backoffice/clock', { headers: CLIENT_HEADERS, data: { offsetDays } }));
  let feed: AiringFeed | undefined;
  const listeners = await request.newContext();

  try {
    feed = await startAiringFeed(title, new Date(`${isoDay(3)}T08:00:00Z`));
    const podcasterApi = await apiAs(browser, PODCASTER);
    const podcastId = await addPodcastByFeed(podcasterApi, feed);

    // 1. My podcasts gives the prefix; the feed does not carry it yet.
    const podcaster = await signedIn(browser, PODCASTER);
    await podcaster.goto('/me/podcasts');
    const item = podcaster.getByRole('listitem').filter({ has: podcaster.getByRole('heading', { name: title }) });
    await item.getByText('Prefijo de analítica', { exact: true }).click();
    const prefix = (await item.getByLabel('Prefijo de analítica', { exact: true }).textContent()) ?? '';
    expect(prefix).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/e\/[0-9a-f]{12}\/$/);
    await expect(item.getByText('Aún no vemos el prefijo en tu feed.')).toBeVisible();

    // 2. The hosting platform puts it in front of the enclosures; «Actualizar episodios» notices it.
    feed.setEnclosurePrefix(prefix);
    await item.getByRole('button', { name: 'Actualizar episodios' }).click();
    await expect(item.getByText('Prefijo de analítica · Medición verificada activa')).toBeVisible();
    if (SCREENSHOTS) await podcaster.screenshot({ path: '/tmp/measurement-my-podcasts.png', fullPage: true });

    // 3. A spot on the podcast, paid; on its day the podcaster records it on the measured episode.
    const apis = {
      advertiser: await apiAs(browser, ADVERTISER),
      agent: await apiAs(browser, AGENT),
      admin,
      podcaster: podcasterApi,
    };
    const { campaignId, actionId } = await paidSpot(apis, {
      podcastId,
      spot: feed.spot,
      brief: { brand: 'Ruta Norte', name, url: 'https://ruta-norte.example/', briefing: 'Mochilas de montaña.' },
      dates: { fromDate: isoDay(2), toDate: isoDay(30) },
      plannedOn: isoDay(3),
    });
    await moveClock(3);
    const episodes = await dataOf<{ id: string; title: string }[]>(
      podcasterApi.get(`/api/v1/private/podcasts/${podcastId}/episodes`),
    );
    const episode = episodes.find((row) => row.title === feed!.episodeTitle)!;
    await dataOf(
      podcasterApi.post(`/api/v1/private/campaigns/${campaignId}/actions/${actionId}/record`, {
        headers: CLIENT_HEADERS,
        data: { episodeId: episode.id, adStart: '1:00' },
      }),
    );

    // 4. Listeners' apps download it through the prefix: each is sent on to the audio itself.
    const enclosure = feed.enclosureUrl();
    const audio = `https://${enclosure.slice(prefix.length)}`;
    const download = async (userAgent: string, options: { method?: 'HEAD'; range?: string } = {}) => {
      const headers = { 'user-agent': userAgent, ...(options.range ? { range: options.range } : {}) };
      const response =
        options.method === 'HEAD'
          ? await listeners.head(enclosure, { headers, maxRedirects: 0 })
          : await listeners.get(enclosure, { headers, maxRedirects: 0 });
      expect([response.status(), response.headers().location]).toEqual([302, audio]);
    };
    await download(APPS.apple);
    await download(APPS.spotify);
    await download(APPS.overcast);
    await download(APPS.apple); // the same app again the same day: the same listener
    await download(APPS.bot);
    await download(APPS.spotify, { method: 'HEAD' });
    await download(APPS.overcast, { range: 'bytes=0-1' });

    // 5. The public page counts them within a flush: three verified listens over the last 30 days.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/podcast/${podcastId}`);
    const heading = visitor.getByRole('heading', { level: 1, name: title, exact: true });
    const figure = visitor.getByText('Escuchas verificadas a 30 días').locator('xpath=following-sibling::dd[1]');
    await expect
      .poll(
        async () => {
          // Read once the page has drawn the podcast, not at the reload's `load`, when it may not have yet.
          await reloadUntilDrawn(visitor, heading, 10_000);
          return (await figure.count()) ? figure.textContent() : null;
        },
        { timeout: 20_000 },
      )
      .toBe('3');
    await expectNoSeriousViolations(visitor);

    // 6. A month on (every milestone in), the advertiser's report: verified apart, with what each cost.
    await moveClock(3 + 32);
    const reader = await signedIn(browser, ADVERTISER);
    await reader.goto(`/campaigns/${campaignId}/report`);
    const verified = reader.getByRole('table', { name: `Escuchas verificadas de ${title}` });
    const row = verified.getByRole('row', { name: /^Cuña 1/ });
    await expect(row.getByRole('cell')).toHaveText(['3', '3', '3', '3', '3', '66,67 €', '66.667 €', /Apple Podcasts/]);
    await expect(reader.getByRole('heading', { name: 'Escuchas declaradas por hito' })).toBeVisible();
    if (SCREENSHOTS) await reader.screenshot({ path: '/tmp/measurement-report.png', fullPage: true });
    await expectNoSeriousViolations(reader);
  } finally {
    await moveClock(0);
    await listeners.dispose();
    await feed?.close();
  }
});
