import { expect, test } from '@playwright/test';
import { apiAs, approveRead, campaignBrief, dataOf, publishProposal, signedIn } from './support/accounts';
import { ADVERTISER, CLIENT_HEADERS, DEMO_PASSWORD, PODCASTER, expectNoSeriousViolations } from './support/checks';
import { skipWithoutMailCatcher, waitForMail } from './support/mailbox';

/**
 * Issue 20, under-delivery and make-goods (docs/decisions/0025): a paid campaign's only action airs and
 * reports far fewer listens at 31 days than the proposal estimated (through the API, the business clock
 * moved by the admin), so the advertiser's report flags it; the agent proposes a make-good from the
 * back office; the podcaster accepts it and finds it among the actions, labelled «Compensación».
 * MAKE_GOOD_SCREENSHOTS=1 saves the screens.
 */
const SCREENSHOTS = process.env.MAKE_GOOD_SCREENSHOTS === '1';
const ADMIN = { email: 'admin@example.com', password: DEMO_PASSWORD };
const AGENT = { email: 'gestor@example.com', password: DEMO_PASSWORD };

function isoDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

test('una acción por debajo de lo previsto: el informe lo dice, el gestor propone una compensación y el podcaster la acepta', async ({
  browser,
}) => {
  skipWithoutMailCatcher();
  test.setTimeout(120_000);
  const name = `Linternas frontales ${Date.now()}`;
  const admin = await apiAs(browser, ADMIN);
  const moveClock = (offsetDays: number) =>
    dataOf(admin.put('/api/v1/private/backoffice/clock', { headers: CLIENT_HEADERS, data: { offsetDays } }));

  try {
    const advertiser = await apiAs(browser, ADVERTISER);
    const campaign = await dataOf<{ id: string }>(
      advertiser.post('/api/v1/private/campaigns', {
        headers: CLIENT_HEADERS,
        data: campaignBrief({
          brand: 'Luz de Sierra',
          name,
          url: 'https://luz-de-sierra.example/frontales',
          briefing: 'Linternas frontales para correr de noche.',
          audiences: ['tech'],
          budget: 20_000,
          dates: { fromDate: isoDay(2), toDate: isoDay(30) },
        }),
      }),
    );
    const show = await dataOf<{ id: string }>(
      admin.get('/api/v1/public/podcasts/by-slug/modo-cooperativo', { headers: CLIENT_HEADERS }),
    );
    const agentApi = await apiAs(browser, AGENT);
    await publishProposal(agentApi, campaign.id, show.id, { count: 1, rate: 5_000 });
    const podcasterApi = await apiAs(browser, PODCASTER);
    await dataOf(
      podcasterApi.put(`/api/v1/private/campaigns/${campaign.id}/podcasts/${show.id}/answer`, {
        headers: CLIENT_HEADERS,
        data: { answer: 'ACCEPT', withMinPrice: false, minEarnings: null, delegated: false },
      }),
    );
    await dataOf(
      advertiser.put(`/api/v1/private/campaigns/${campaign.id}/purchase`, {
        headers: CLIENT_HEADERS,
        data: { podcastIds: [show.id] },
      }),
    );
    await dataOf(admin.put(`/api/v1/private/backoffice/campaigns/${campaign.id}/paid`, { headers: CLIENT_HEADERS }));
    // The read sent and approved (read-approval.spec.ts walks it on screen).
    await approveRead(podcasterApi, advertiser, campaign.id, show.id);

    // The action airs on its day and reports its 31-day listens: a handful.
    type Hired = { campaigns: { campaignId: string; actions: { id: string }[] }[] };
    const hired = await dataOf<Hired>(podcasterApi.get('/api/v1/private/campaigns/hired', { headers: CLIENT_HEADERS }));
    const [action] = hired.campaigns.find((row) => row.campaignId === campaign.id)!.actions;
    await dataOf(
      podcasterApi.put(`/api/v1/private/campaigns/${campaign.id}/podcasts/${show.id}/action-dates`, {
        headers: CLIENT_HEADERS,
        data: { dates: [{ actionId: action!.id, plannedOn: isoDay(3) }] },
      }),
    );
    await moveClock(3);
    await dataOf(
      podcasterApi.post(`/api/v1/private/campaigns/${campaign.id}/actions/${action!.id}/record`, {
        headers: CLIENT_HEADERS,
        data: { episodeUrl: 'https://modo-cooperativo.example/episodios/121', adStart: '8:15' },
      }),
    );
    await moveClock(3 + 31);
    await dataOf(
      podcasterApi.put(`/api/v1/private/campaigns/${campaign.id}/actions/${action!.id}/listens/31`, {
        headers: CLIENT_HEADERS,
        data: { ivooxListens: 40, notInIvooxListens: 5, spotifyListens: 5, youtubeViews: 0 },
      }),
    );

    // 1. The advertiser's report flags it in words.
    const reader = await signedIn(browser, ADVERTISER);
    await reader.goto(`/campaigns/${campaign.id}/report`);
    await expect(reader.getByRole('heading', { level: 1, name: 'Informe de la campaña' })).toBeVisible();
    const flag = reader.getByText(/Por debajo de lo previsto: 50 de [\d.]+ escuchas estimadas \(\d+ %\)/);
    await expect(flag).toBeVisible();
    await expectNoSeriousViolations(reader, 'main');
    if (SCREENSHOTS) {
      await reader.screenshot({ path: '/tmp/make-good-report.png', fullPage: true });
      await reader.setViewportSize({ width: 390, height: 844 });
      await flag.scrollIntoViewIfNeeded();
      await reader.screenshot({ path: '/tmp/make-good-report-390.png' });
    }

    // 2. The agent proposes a make-good from the back office, after reading what it means.
    const agent = await signedIn(browser, AGENT);
    await agent.goto(`/backoffice/campaigns/${campaign.id}`);
    const section = agent.getByRole('region', { name: 'Acciones por debajo de lo previsto' });
    await expect(section.getByText(/Por debajo de lo previsto: 50 de/)).toBeVisible();
    await expect(section.getByRole('button', { name: 'Abonar al anunciante' })).toBeVisible();
    await section.getByRole('button', { name: 'Añadir acción de compensación' }).click();
    const confirm = agent.getByRole('alertdialog', { name: '¿Proponer una acción de compensación?' });
    await expect(confirm.getByText(/sin coste para el anunciante/)).toBeVisible();
    await expectNoSeriousViolations(agent, '[role=alertdialog]');
    if (SCREENSHOTS) await agent.screenshot({ path: '/tmp/make-good-confirm.png', fullPage: true });
    await confirm.getByRole('button', { name: 'Proponerla' }).click();
    await expect(confirm).toBeHidden();
    await expect(section.getByText('Acción de compensación propuesta: esperando al podcaster')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Añadir acción de compensación' })).toHaveCount(0);
    if (SCREENSHOTS) {
      await agent.screenshot({ path: '/tmp/make-good-backoffice.png', fullPage: true });
      await agent.setViewportSize({ width: 390, height: 844 });
      await section.scrollIntoViewIfNeeded();
      await agent.screenshot({ path: '/tmp/make-good-backoffice-390.png' });
    }
    await waitForMail(PODCASTER.email, /^Te proponemos una acción de compensación/);

    // 3. The podcaster accepts it and finds it among the actions, to plan like any other.
    const podcaster = await signedIn(browser, PODCASTER);
    await podcaster.goto('/campaigns/hired');
    const card = podcaster.getByRole('article', { name });
    await expect(card.getByText('Te proponemos una acción de compensación')).toBeVisible();
    await expectNoSeriousViolations(podcaster, 'main');
    if (SCREENSHOTS) {
      await podcaster.screenshot({ path: '/tmp/make-good-offer.png', fullPage: true });
      await podcaster.setViewportSize({ width: 390, height: 844 });
      await card.getByText('Te proponemos una acción de compensación').scrollIntoViewIfNeeded();
      await podcaster.screenshot({ path: '/tmp/make-good-offer-390.png' });
    }
    await card.getByRole('button', { name: 'Aceptar' }).click();
    await expect(card.getByText('Te proponemos una acción de compensación')).toHaveCount(0);
    await expect(card.getByText('Compensación')).toBeVisible();
    await expect(card.getByRole('rowheader', { name: /Mención 2/ })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Planificar fechas' })).toBeVisible();
    if (SCREENSHOTS) await podcaster.screenshot({ path: '/tmp/make-good-accepted.png', fullPage: true });
    await waitForMail(ADVERTISER.email, /acepta la acción de compensación/);
  } finally {
    await moveClock(0);
  }
});
