import { expect, test, type Page } from '@playwright/test';
import { apiAs, approveRead, campaignBrief, dataOf, publishProposal, signedIn } from './support/accounts';
import { ADVERTISER, CLIENT_HEADERS, DEMO_PASSWORD, PODCASTER, expectNoSeriousViolations } from './support/checks';

/**
 * Issue 7, a campaign from payment to FINISHED: the picked podcaster plans the date, records the
 * episode and its minute, and reports the listens at 7, 15, 22 and 31 days while the admin moves the
 * business clock forward (the server runs with CLOCK_CONTROL=1); the advertiser's report shows the
 * figures and the chart. The steps before payment (issue 6's journey) are taken through the API.
 * RUNNING_SCREENSHOTS=1 saves the screens.
 */
const SCREENSHOTS = process.env.RUNNING_SCREENSHOTS === '1';
const ADMIN = { email: 'admin@example.com', password: DEMO_PASSWORD };
const AGENT = { email: 'gestor@example.com', password: DEMO_PASSWORD };

function isoDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

/** A refused submit may list its errors in a modal after 500 ms (SPEC §5); the user closes it and corrects. */
async function dismissErrorSummary(page: Page) {
  const summary = page.getByRole('alertdialog', { name: 'Revisa el formulario' });
  if (
    !(await summary.waitFor({ timeout: 1_500 }).then(
      () => true,
      () => false,
    ))
  )
    return;
  await page.keyboard.press('Escape');
  await expect(summary).toHaveCount(0);
}

test('una campaña pagada de principio a fin: fechas, emisión, escuchas a 7, 15, 22 y 31 días, e informe', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Termos de acero ${Date.now()}`;
  const admin = await apiAs(browser, ADMIN);
  const moveClock = (offsetDays: number) =>
    dataOf(admin.put('/api/v1/private/backoffice/clock', { headers: CLIENT_HEADERS, data: { offsetDays } }));

  try {
    // Brief, proposal, answer, purchase and payment, as issue 6's journey walks them in the browser.
    const advertiser = await apiAs(browser, ADVERTISER);
    const campaign = await dataOf<{ id: string }>(
      advertiser.post('/api/v1/private/campaigns', {
        headers: CLIENT_HEADERS,
        data: campaignBrief({
          brand: 'Acero Norte',
          name,
          url: 'https://acero-norte.example/termos',
          briefing: 'Termos que mantienen el café caliente 12 horas.',
          audiences: ['tech'],
          budget: 20_000,
          dates: { fromDate: isoDay(2), toDate: isoDay(30) },
        }),
      }),
    );
    const show = await dataOf<{ id: string }>(
      admin.get('/api/v1/public/podcasts/by-slug/modo-cooperativo', { headers: CLIENT_HEADERS }),
    );
    const agent = await apiAs(browser, AGENT);
    await publishProposal(agent, campaign.id, show.id, { count: 1, rate: 5_000 });
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
    // The read sent and approved (issue 20; read-approval.spec.ts walks it on screen).
    await approveRead(podcasterApi, advertiser, campaign.id, show.id);

    // 1. The podcaster plans the date, on the third day from now.
    const podcaster = await signedIn(browser, PODCASTER);
    await podcaster.goto('/campaigns/hired');
    const card = podcaster.getByRole('article', { name });
    await expect(card.getByText('Planifica las fechas').first()).toBeVisible();
    await card.getByRole('button', { name: 'Planificar fechas' }).click();
    const plan = podcaster.getByRole('dialog', { name: 'Planificar fechas' });
    await plan.getByLabel('Mención 1').fill(isoDay(40));
    await plan.getByRole('button', { name: 'Guardar fechas' }).click();
    await expect(plan.getByText(/Elige una fecha entre el/)).toBeVisible();
    await dismissErrorSummary(podcaster);
    await plan.getByLabel('Mención 1').fill(isoDay(3));
    await plan.getByRole('button', { name: 'Guardar fechas' }).click();
    await expect(plan).toBeHidden();
    await expect(card.getByText('En curso')).toBeVisible();
    await expect(card.getByText(/Podrás registrar esta acción a partir del/)).toBeVisible();
    if (SCREENSHOTS) await podcaster.screenshot({ path: '/tmp/running-planned.png', fullPage: true });

    // The tracking link sends to the advertiser's own page with its UTM parameters.
    const tracking = (await card.getByText(/\/t\//).textContent())!.trim();
    const redirect = await podcaster.request.get(new URL(tracking).pathname, {
      maxRedirects: 0,
      headers: { 'user-agent': 'Mozilla/5.0 Chrome/156' },
    });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers().location).toMatch(
      /^https:\/\/acero-norte\.example\/termos\?utm_source=patrocina&utm_medium=podcast/,
    );

    // 2. Its day comes: the episode and the minute.
    await moveClock(3);
    await podcaster.reload();
    await card.getByRole('button', { name: 'Registrar emisión de Mención 1' }).click();
    const recordDialog = podcaster.getByRole('dialog', { name: 'Registrar emisión' });
    const pasteLink = recordDialog.getByLabel('Pegar el enlace');
    if (await pasteLink.isVisible()) await pasteLink.check();
    await recordDialog.getByLabel('Enlace del episodio').fill('https://modo-cooperativo.example/episodios/120');
    await recordDialog.getByLabel('Minuto de inicio del anuncio').fill('12:3');
    await recordDialog.getByRole('button', { name: 'Registrar emisión' }).click();
    await expect(recordDialog.getByText('El formato debe ser M:SS, por ejemplo 4:05')).toBeVisible();
    await dismissErrorSummary(podcaster);
    await recordDialog.getByLabel('Minuto de inicio del anuncio').fill('12:34');
    await expectNoSeriousViolations(podcaster, '[role=dialog]');
    await recordDialog.getByRole('button', { name: 'Registrar emisión' }).click();
    await expect(recordDialog).toBeHidden();
    await expect(card.getByText('12:34')).toBeVisible();

    // 3. The listens at each milestone, each on its day.
    const milestones = [
      { days: 7, hosting: '900' },
      { days: 15, hosting: '1.300' },
      { days: 22, hosting: '1.600' },
      { days: 31, hosting: '1.900' },
    ];
    for (const { days, hosting } of milestones) {
      await moveClock(3 + days);
      await podcaster.reload();
      await card.getByRole('button', { name: `Indicar escuchas a ${days} días de Mención 1` }).click();
      const listens = podcaster.getByRole('dialog', { name: `Escuchas a ${days} días` });
      await listens.getByLabel('Escuchas en la plataforma de alojamiento').fill(hosting);
      await listens.getByLabel('Escuchas en otras plataformas').fill('100');
      await listens.getByLabel('Escuchas en Spotify').fill('200');
      await listens.getByLabel('Visualizaciones en YouTube').fill('0');
      if (days === 7) await expectNoSeriousViolations(podcaster, '[role=dialog]');
      await listens.getByRole('button', { name: 'Guardar escuchas' }).click();
      await expect(listens).toBeHidden();
    }
    await expect(card.getByText('Has completado todas las acciones de esta campaña.')).toBeVisible();
    await expect(card.getByText('Finalizada')).toBeVisible();
    if (SCREENSHOTS) await podcaster.screenshot({ path: '/tmp/running-hired.png', fullPage: true });

    // 4. The advertiser's report: the figures at each milestone, the chart, the click, the CSV.
    const reader = await signedIn(browser, ADVERTISER);
    await reader.goto('/dashboard');
    await reader.getByRole('tab', { name: /Finalizadas/ }).click();
    await expect(reader.getByRole('article', { name }).getByText('Finalizada')).toBeVisible();
    await reader.goto(`/campaigns/${campaign.id}/report`);
    await expect(reader.getByRole('heading', { level: 1, name: 'Informe de la campaña' })).toBeVisible();
    await expect(reader.getByText('1 de 1')).toBeVisible();
    const table = reader.getByRole('table').first();
    for (const total of ['1.200', '1.600', '1.900', '2.200']) await expect(table).toContainText(total);
    await expect(reader.getByText('Escuchas indicadas por cada podcaster.').first()).toBeVisible();
    await expect(reader.getByRole('link', { name: 'Descargar CSV' })).toHaveAttribute(
      'href',
      `/api/v1/private/campaigns/${campaign.id}/report.csv`,
    );
    await expectNoSeriousViolations(reader, 'main');
    if (SCREENSHOTS) await reader.screenshot({ path: '/tmp/running-report.png', fullPage: true });
    const csv = await reader.request.get(`/api/v1/private/campaigns/${campaign.id}/report.csv`);
    expect(await csv.text()).toContain('Modo Cooperativo;Mención 1;');
  } finally {
    await moveClock(0);
  }
});
