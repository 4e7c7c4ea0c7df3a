import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectNoSeriousViolations } from './support/checks';
import { apiAs, dataOf, signedIn } from './support/accounts';

/**
 * Issue 18, «Sugerir un cambio» kept on the campaign: the agency sends one about the demo's proposal
 * waiting for its choice; an admin sees it on the back office's campaign page and marks it handled; the
 * agency sees it as handled under the proposal.
 */
const AGENCY = { email: 'agencia@example.com', password: DEMO_PASSWORD };
const ADMIN = { email: 'admin@example.com', password: DEMO_PASSWORD };
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

  await card.getByRole('button', { name: 'Revisar la propuesta' }).click();
  const proposal = agency.getByRole('dialog', { name: new RegExp(`^Propuesta: .*${CAMPAIGN}$`) });
  const sent = proposal.getByRole('region', { name: 'Tus sugerencias de cambio' });
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

  // 3. The agency sees it handled under the proposal.
  await agency.reload();
  await agency
    .getByRole('article', { name: CAMPAIGN, exact: true })
    .getByRole('button', { name: 'Revisar la propuesta' })
    .click();
  await expect(sent.getByRole('listitem').filter({ hasText: text })).toContainText('Atendida el');
  await expectNoSeriousViolations(agency, '[role=dialog]');
  if (SHOTS) {
    await sent.scrollIntoViewIfNeeded();
    await proposal.screenshot({ path: '/tmp/suggestions-proposal.png' });
  }
});
