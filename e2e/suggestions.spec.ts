import { expect, test } from '@playwright/test';
import { ADVERTISER, CLIENT_HEADERS, DEMO_PASSWORD, expectNoSeriousViolations } from './support/checks';
import { apiAs, campaignBrief, dataOf, signedIn } from './support/accounts';

/**
 * Issue 18, «Sugerir un cambio» kept on the campaign: the agency sends one about the demo's proposal
 * waiting for its choice; an admin sees it on the back office's campaign page and marks it handled; the
 * agency sees it as handled on the proposal page.
 */
const AGENCY = { email: 'agencia@example.com', password: DEMO_PASSWORD };
const ADMIN = { email: 'admin@example.com', password: DEMO_PASSWORD };
const AGENT = { email: 'gestor@example.com', password: DEMO_PASSWORD };
const CAMPAIGN = 'Revisión visual gratis';
const SHOTS = process.env.SUGGESTIONS_SCREENSHOTS === '1';

test('una sugerencia de cambio llega al equipo, se atiende y el anunciante lo ve', async ({ browser }) => {
  test.setTimeout(90_000);
  const text = `Preferimos podcasts de barrio de Madrid ${Date.now()}`;

  // 1. The agency sends its change request from the dashboard.
  const agency = await signedIn(browser, AGENCY);
  await agency.goto('/dashboard');
  const card = agency.getByRole('article', { name: CAMPAIGN, exact: true });
  await card.getByRole('button', { name: 'Sugerir un cambio' }).click();
  const form = agency.getByRole('dialog', { name: 'Sugerir un cambio en la propuesta' });
  await form.getByLabel('Tu sugerencia').fill(text);
  await form.getByRole('button', { name: 'Enviar sugerencia' }).click();
  await expect(agency.getByText('Sugerencia enviada. El equipo te responderá por correo.')).toBeVisible();

  await card.getByRole('link', { name: 'Revisar la propuesta' }).click();
  await expect(agency).toHaveURL(/\/campaigns\/[0-9a-f-]+\/proposal$/);
  const sent = agency.getByRole('region', { name: 'Tus sugerencias de cambio' });
  await expect(sent.getByRole('listitem').filter({ hasText: text })).toContainText('Enviada el');

  // 2. An admin finds it on the campaign's back-office page and marks it handled.
  const { campaigns } = await dataOf<{ campaigns: { id: string; name: string }[] }>(
    (await apiAs(browser, AGENCY)).get('/api/v1/private/advertiser-or-manager-campaigns'),
  );
  const id = campaigns.find((campaign) => campaign.name === CAMPAIGN)!.id;
  const admin = await signedIn(browser, ADMIN);
  await admin.goto(`/backoffice/campaigns/${id}`);
  const panel = admin.getByRole('region', { name: 'Lo que sugiere el anunciante' });
  const request = panel.getByRole('listitem').filter({ hasText: text });
  await expect(request).toContainText('Enviada el');
  await expectNoSeriousViolations(admin, 'main');
  if (SHOTS) await admin.screenshot({ path: '/tmp/suggestions-backoffice.png', fullPage: true });
  await request.getByRole('button', { name: 'Marcar como atendida' }).click();
  await expect(request).toContainText('atendida el');
  await expect(request.getByRole('button', { name: 'Marcar como atendida' })).toHaveCount(0);

  // 3. The agency sees it handled on the proposal page.
  await agency.reload();
  await expect(sent.getByRole('listitem').filter({ hasText: text })).toContainText('Atendida el');
  await expectNoSeriousViolations(agency, 'main');
  if (SHOTS) {
    await sent.scrollIntoViewIfNeeded();
    await agency.screenshot({ path: '/tmp/suggestions-proposal.png', fullPage: true });
  }
});

test('el podcast que sugirió el anunciante entra en el borrador del motor, y el equipo lo ve', async ({ browser }) => {
  test.setTimeout(90_000);
  const name = `Café de invierno ${Date.now()}`;
  const advertiser = await apiAs(browser, ADVERTISER);
  const { podcasts } = await dataOf<{ podcasts: { id: string; title: string }[] }>(
    advertiser.get('/api/v1/public/podcasts/search', { params: { q: 'Modo Cooperativo' } }),
  );
  const suggested = podcasts.find((podcast) => podcast.title === 'Modo Cooperativo')!;
  const brief = campaignBrief({
    brand: 'Café Aroma',
    name,
    url: 'https://cafearoma.es',
    briefing: 'Un café para las mañanas frías.',
    audiences: ['urban'],
    budget: 3_000,
    dates: 'NEXT_MONTH',
  });
  const created = await advertiser.post('/api/v1/private/campaigns', {
    headers: CLIENT_HEADERS,
    data: { ...brief, how: { ...brief.how, podcastsSelected: [suggested.id] } },
  });
  expect(created.status(), await created.text()).toBe(201);

  const agent = await signedIn(browser, AGENT);
  await agent.goto('/backoffice');
  await agent
    .getByRole('list', { name: 'Cola de campañas' })
    .getByRole('link', { name: `Café Aroma: ${name}` })
    .click();
  const panel = agent.getByRole('region', { name: 'Lo que sugiere el anunciante' });
  await expect(panel).toContainText('Sugeriste Modo Cooperativo: el equipo no lo ha incluido en la propuesta.');

  await agent.getByRole('button', { name: 'Preparar el borrador con el motor' }).click();
  await expect(panel).toContainText('Modo Cooperativo: en el borrador.');
  const row = agent
    .getByRole('list', { name: 'Podcasts del borrador' })
    .getByRole('listitem', { name: 'Modo Cooperativo' });
  await expect(row).toContainText('Sugerido por el anunciante');
  await expectNoSeriousViolations(agent, 'main');
  if (SHOTS) {
    await panel.scrollIntoViewIfNeeded();
    await agent.screenshot({ path: '/tmp/suggestions-engine.png' });
  }
});
