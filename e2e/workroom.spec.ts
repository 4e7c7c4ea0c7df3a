import { expect, test, type Page } from '@playwright/test';
import { apiAs, assignToSelf, campaignBrief, dataOf, publishProposal, signedIn } from './support/accounts';
import { ADVERTISER, CLIENT_HEADERS, DEMO_PASSWORD, PODCASTER, expectNoSeriousViolations } from './support/checks';

/**
 * Issue 8, the workroom chat live in two browsers: the advertiser writes from the proposal, the
 * podcaster (another browser, never reloaded) sees the header badge move, finds the thread in the
 * workroom, opens it (read: the badge goes back), and from then on each one's messages appear on
 * the other's screen as they are sent. The steps before the proposal is out go through the API.
 * WORKROOM_SCREENSHOTS=1 saves the screens.
 */
const SCREENSHOTS = process.env.WORKROOM_SCREENSHOTS === '1';
const AGENT = { email: 'gestor@example.com', password: DEMO_PASSWORD };

/** The unread count the header's Workroom link announces (0 when it shows no badge). */
async function unreadBadge(page: Page): Promise<number> {
  const link = page.getByRole('banner').getByRole('link', { name: /^Workroom/ });
  const label = (await link.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) mensajes? sin leer/.exec(label)?.[1] ?? 0);
}

test('el anunciante escribe y el podcaster lo ve sin recargar: los contadores se mueven y el hilo se marca leído', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const brand = 'Bicis Cierzo';
  const name = `Rutas de invierno ${Date.now()}`;

  // A campaign run by the agent, its proposal out to the demo podcaster's show.
  const advertiserApi = await apiAs(browser, ADVERTISER);
  const campaign = await dataOf<{ id: string }>(
    advertiserApi.post('/api/v1/private/campaigns', {
      headers: CLIENT_HEADERS,
      data: campaignBrief({
        brand,
        name,
        url: 'https://cierzo.example/rutas',
        briefing: 'Bicicletas de montaña para el invierno.',
        audiences: ['athlete'],
        budget: 5_000,
        dates: 'NEXT_MONTH',
      }),
    }),
  );
  const agent = await apiAs(browser, AGENT);
  await assignToSelf(agent, campaign.id);
  const show = await dataOf<{ id: string }>(agent.get('/api/v1/public/podcasts/by-slug/modo-cooperativo'));
  await publishProposal(agent, campaign.id, show.id, { count: 1, rate: 5_000 });

  // The podcaster waits on the dashboard, in a browser of their own.
  const podcaster = await signedIn(browser, PODCASTER);
  await podcaster.goto('/dashboard');
  await expect(podcaster.getByRole('article', { name }).first()).toBeVisible();
  const before = await unreadBadge(podcaster);

  // 1. The advertiser writes from the proposal's podcast row.
  const advertiser = await signedIn(browser, ADVERTISER);
  await advertiser.goto('/dashboard');
  const card = advertiser.getByRole('article', { name });
  await card.getByRole('link', { name: 'Ver la propuesta' }).click();
  await advertiser.getByRole('button', { name: 'Abrir el chat con Modo Cooperativo' }).click();
  const advertiserChat = advertiser.getByRole('dialog', { name: `${brand} · ${name}` });
  await expect(advertiserChat.getByText('Aún no hay mensajes. Escribe el primero.')).toBeVisible();
  await expect(advertiserChat.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  await advertiserChat
    .getByLabel('Tu mensaje')
    .fill('Hola, ¿podríais grabar la mención en la primera mitad del episodio?');
  await advertiserChat.getByRole('button', { name: 'Enviar' }).click();
  await expect(advertiser.getByText('Mensaje enviado')).toBeVisible();
  await expect(
    advertiserChat.getByText('Hola, ¿podríais grabar la mención en la primera mitad del episodio?'),
  ).toBeVisible();
  await expect(advertiserChat.getByLabel('Tu mensaje')).toHaveValue('');

  // 2. Without a reload, the podcaster's badge moves, and the thread is in the workroom, unread.
  await expect.poll(() => unreadBadge(podcaster), { timeout: 10_000 }).toBe(before + 1);
  await podcaster
    .getByRole('banner')
    .getByRole('link', { name: /^Workroom/ })
    .click();
  const row = podcaster.getByRole('button', { name: new RegExp(`${brand} · ${name}`) });
  await expect(row).toContainText('1 mensaje sin leer');
  await expect(row).toContainText('Hola, ¿podríais grabar');
  if (SCREENSHOTS) await podcaster.screenshot({ path: 'test-results/workroom-podcaster-list.png', fullPage: true });
  await expectNoSeriousViolations(podcaster);

  // 3. Opening it marks it read: the badge goes back.
  await row.click();
  const podcasterChat = podcaster.getByRole('dialog', { name: `${brand} · ${name}` });
  await expect(
    podcasterChat.getByText('Hola, ¿podríais grabar la mención en la primera mitad del episodio?'),
  ).toBeVisible();
  await expect.poll(() => unreadBadge(podcaster), { timeout: 10_000 }).toBe(before);

  // 4. With both open, each one's messages appear on the other's screen as they are sent.
  await advertiserChat.getByLabel('Tu mensaje').fill('Os mando el guion mañana.');
  await advertiserChat.getByRole('button', { name: 'Enviar' }).click();
  await expect(podcasterChat.getByText('Os mando el guion mañana.')).toBeVisible({ timeout: 10_000 });
  await podcasterChat.getByLabel('Tu mensaje').fill('¡Hecho! La grabamos en el minuto 10.');
  await podcasterChat.getByRole('button', { name: 'Enviar' }).click();
  await expect(advertiserChat.getByText('¡Hecho! La grabamos en el minuto 10.')).toBeVisible({ timeout: 10_000 });
  // Read as it arrived in the open thread: the podcaster's badge did not move.
  expect(await unreadBadge(podcaster)).toBe(before);
  if (SCREENSHOTS) await podcaster.screenshot({ path: 'test-results/workroom-podcaster-chat.png' });
  await expectNoSeriousViolations(podcaster);

  // 5. Closed with Escape, the podcaster is back on the workroom, where the thread is no longer unread.
  await podcaster.keyboard.press('Escape');
  await expect(podcasterChat).toHaveCount(0);
  await expect(row).not.toContainText('sin leer');
  await expect(row).toContainText('Tú: ¡Hecho! La grabamos en el minuto 10.');
});
