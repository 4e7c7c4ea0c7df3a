import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { apiAs, assignToSelf, dataOf, publishProposal } from './support/accounts';
import { ADVERTISER, DEMO_PASSWORD, HOME_HEADING, PODCASTER, withConsentChosen } from './support/checks';

/**
 * Issue 23, «Keyboard»: the journeys with the keyboard alone (`page.keyboard`, never a click). The
 * advertiser chooses cookies, signs in, fills the wizard and sends it; the podcaster answers; the
 * advertiser confirms the proposal and writes in the chat; then signs out. After each step focus is
 * where the next step starts, never on the page's body. The steps the team takes go through the API.
 */
const AGENT = { email: 'gestor@example.com', password: DEMO_PASSWORD };
const SHOW = 'Modo Cooperativo';
const SHOTS = process.env.KEYBOARD_SCREENSHOTS_DIR ?? 'test-results';

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not reached in `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}) {
  // The page's code may still be on its way on a busy machine.
  await expect(target).toBeVisible({ timeout: 30_000 });
  for (let press = 0; press < max; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Focus is on some element of the page, not dropped to its body. */
async function expectFocusKept(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body))
    .toBe(true);
}

/** Signs in through the header's «Entrar» with the keyboard; focus then starts at the page's heading. */
async function logInWithKeyboard(page: Page, account: { email: string; password: string }) {
  await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Entrar' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await tabTo(page, dialog.getByLabel('Correo electrónico'));
  await page.keyboard.type(account.email);
  await tabTo(page, dialog.getByLabel('Contraseña', { exact: true }));
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const reminder = page.getByRole('dialog', { name: /Confirma tu correo/ });
  if (await reminder.isVisible().catch(() => false)) await page.keyboard.press('Escape');
  await expect(page.locator('main h1')).toBeFocused();
}

async function keyboardPage(browser: Browser, width = 1366, height = 900): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height } })).newPage();
  await withConsentChosen(page);
  return page;
}

/** The WCAG contrast of two CSS colours, each read back through a canvas as the screen shows it. */
function contrastIn(page: Page, foreground: string, background: string): Promise<number> {
  return page.evaluate(
    ([first, second]) => {
      const luminance = (color: string) => {
        const context = document.createElement('canvas').getContext('2d')!;
        context.fillStyle = color;
        context.fillRect(0, 0, 1, 1);
        const [r, g, b] = Array.from(context.getImageData(0, 0, 1, 1).data).map((value) => {
          const channel = value / 255;
          return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
      return (light! + 0.05) / (dark! + 0.05);
    },
    [foreground, background] as const,
  );
}

test('con el teclado solo: cookies, entrar, el asistente, la respuesta, la confirmación, el chat y salir', async ({
  browser,
}) => {
  // Three people typing key by key on a shared machine: slow, not stuck.
  test.setTimeout(240_000);
  const name = `Tueste de invierno ${Date.now()}`;

  // 1. The cookie notice comes right after the skip link; «Rechazar todas» leaves focus on the page.
  const advertiser = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await advertiser.goto('/');
  await tabTo(advertiser, advertiser.getByRole('link', { name: 'Saltar al contenido' }), { max: 5 });
  await advertiser.keyboard.press('Tab');
  const notice = advertiser.getByRole('region', { name: 'Tu privacidad' });
  await expect(notice.getByRole('link', { name: 'Más información' })).toBeFocused();
  await tabTo(advertiser, notice.getByRole('button', { name: 'Rechazar todas' }));
  await advertiser.keyboard.press('Enter');
  await expect(notice).toBeHidden();
  await expect(advertiser.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeFocused();

  // «Gestionar cookies» gives focus back to itself when its dialog closes.
  const manage = advertiser.getByRole('contentinfo').getByRole('button', { name: 'Gestionar cookies' });
  await tabTo(advertiser, manage);
  await advertiser.keyboard.press('Enter');
  const preferences = advertiser.getByRole('dialog', { name: 'Gestionar cookies' });
  await expect(preferences.getByRole('switch').first()).toBeFocused();
  await advertiser.keyboard.press('Escape');
  await expect(preferences).toBeHidden();
  await expect(manage).toBeFocused();

  // 2. Signing in: focus starts again at the page's heading.
  await logInWithKeyboard(advertiser, ADVERTISER);

  // 3. The wizard: each «Siguiente» lands on the new step's heading.
  await advertiser.goto('/campaigns/new');
  const form = advertiser.getByRole('form', { name: 'Qué anunciar' });
  for (const [label, value] of [
    ['Marca', 'Café Lumbre'],
    ['Campaña o producto', name],
    ['Web de la campaña', 'https://cafelumbre.example/invierno'],
    ['Briefing', 'Queremos que tus oyentes prueben el tueste de invierno.'],
  ] as const) {
    await tabTo(advertiser, form.getByLabel(label, { exact: true }));
    await advertiser.keyboard.type(value);
  }
  await tabTo(advertiser, form.getByRole('button', { name: 'Siguiente' }));
  await advertiser.keyboard.press('Enter');
  await expect(advertiser.getByRole('heading', { name: 'A quién llegar' })).toBeFocused();
  await tabTo(advertiser, advertiser.getByRole('button', { name: 'Siguiente' }));
  await advertiser.keyboard.press('Enter');
  await expect(advertiser.getByRole('heading', { name: 'Cómo' })).toBeFocused();

  // «Añadir» in the podcast picker gives focus back to the search box.
  const search = advertiser.getByRole('searchbox', { name: 'Buscar podcasts' });
  await tabTo(advertiser, search);
  await advertiser.keyboard.type('Modo Coop');
  await tabTo(advertiser, advertiser.getByRole('button', { name: `Añadir ${SHOW}` }));
  await advertiser.keyboard.press('Enter');
  await expect(advertiser.getByRole('list', { name: 'Podcasts sugeridos' })).toContainText(SHOW);
  await expect(search).toBeFocused();

  await tabTo(advertiser, advertiser.getByLabel('Presupuesto (€)'));
  await advertiser.keyboard.type('5000');
  await tabTo(advertiser, advertiser.getByRole('button', { name: 'Crear campaña' }));
  const created = advertiser.waitForResponse(
    (response) => response.url().endsWith('/api/v1/private/campaigns') && response.request().method() === 'POST',
  );
  await advertiser.keyboard.press('Enter');
  const campaign = ((await (await created).json()) as { data: { id: string } }).data;
  await expect(advertiser.getByRole('heading', { name: '¡Campaña enviada!' })).toBeFocused();

  // The team's side, through the API: the proposal offers the show one mention.
  const agent = await apiAs(browser, AGENT);
  await assignToSelf(agent, campaign.id);
  const show = await dataOf<{ id: string }>(agent.get('/api/v1/public/podcasts/by-slug/modo-cooperativo'));
  await publishProposal(agent, campaign.id, show.id, { count: 1, rate: 100 });

  // 4. The podcaster answers: the dialog opens on a control, and sending leaves focus on the page.
  const podcaster = await keyboardPage(browser);
  await podcaster.goto('/');
  await logInWithKeyboard(podcaster, PODCASTER);
  await podcaster.goto('/dashboard');
  const card = podcaster.getByRole('article', { name }).filter({ hasText: `Para ${SHOW}` });
  await tabTo(podcaster, card.getByRole('button', { name: 'Revisar y responder' }), { max: 200 });
  await podcaster.keyboard.press('Enter');
  const answer = podcaster.getByRole('dialog', { name: new RegExp(`Propuesta de Café Lumbre: ${name}`) });
  await expect(answer.getByLabel('Acepto la propuesta')).toBeVisible();
  // Once loaded, focus is on its first control, not on the empty panel.
  await expect(answer).not.toBeFocused();
  await expect(answer.locator(':focus')).toHaveCount(1);
  await tabTo(podcaster, answer.getByLabel('Acepto la propuesta'));
  await podcaster.keyboard.press('Space');
  await expect(answer.getByLabel('Acepto la propuesta')).toBeChecked();
  await tabTo(podcaster, answer.getByRole('button', { name: 'Enviar respuesta' }));
  await podcaster.keyboard.press('Enter');
  await expect(answer).toBeHidden();
  await expect(card.getByText('Candidatura enviada')).toBeVisible();
  await expectFocusKept(podcaster);

  // 5. The advertiser confirms: the check opens on «Sí, confirmar», Escape goes back to «Confirmar propuesta».
  await advertiser.goto(`/campaigns/${campaign.id}/proposal`);
  const row = advertiser.getByRole('listitem', { name: SHOW });
  const box = row.getByRole('checkbox', { name: SHOW });
  await tabTo(advertiser, box);
  if (!(await box.isChecked())) await advertiser.keyboard.press('Space');
  await expect(box).toBeChecked();
  const totals = advertiser.getByRole('region', { name: 'Total de tu elección' });
  const confirm = totals.getByRole('button', { name: 'Confirmar propuesta' });
  await tabTo(advertiser, confirm);
  await advertiser.keyboard.press('Enter');
  const check = advertiser.getByRole('alertdialog', { name: '¿Confirmar la propuesta?' });
  await expect(check.getByRole('button', { name: 'Sí, confirmar' })).toBeFocused();
  await advertiser.keyboard.press('Escape');
  await expect(confirm).toBeFocused();
  await advertiser.keyboard.press('Enter');
  await expect(check.getByRole('button', { name: 'Sí, confirmar' })).toBeFocused();
  await advertiser.keyboard.press('Enter');
  const order = advertiser.getByRole('region', { name: 'Orden de pago' });
  await expect(order.getByRole('heading', { name: 'Orden de pago' })).toBeFocused();
  await advertiser.screenshot({ path: `${SHOTS}/keyboard-payment-order-1366.png` });

  // 6. The chat: the text area has focus on opening and again after «Enviar».
  const openChat = advertiser.getByRole('button', { name: `Abrir el chat con ${SHOW}` });
  await tabTo(advertiser, openChat);
  await advertiser.keyboard.press('Enter');
  const chat = advertiser.getByRole('dialog', { name: `Café Lumbre · ${name}` });
  const message = chat.getByLabel('Tu mensaje');
  await expect(message).toBeFocused();
  await advertiser.keyboard.type('¿Podéis leer la mención al principio del episodio?');
  await tabTo(advertiser, chat.getByRole('button', { name: 'Enviar' }));
  await advertiser.keyboard.press('Enter');
  await expect(chat.getByText('¿Podéis leer la mención al principio del episodio?')).toBeVisible();
  await expect(message).toHaveValue('');
  await expect(message).toBeFocused();
  await advertiser.screenshot({ path: `${SHOTS}/keyboard-chat-1366.png` });
  await advertiser.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(openChat).toBeFocused();

  // 7. «Volver» leads to the dashboard, whose heading has focus.
  await tabTo(advertiser, advertiser.getByRole('button', { name: 'Volver' }), { backwards: true, max: 200 });
  await advertiser.keyboard.press('Enter');
  await expect(advertiser).toHaveURL('/dashboard');
  await expect(advertiser.locator('main h1')).toBeFocused();

  // 8. Signing out from the user menu: home, focus on its heading.
  await tabTo(advertiser, advertiser.getByRole('banner').locator('button[aria-haspopup="menu"]'), {
    backwards: true,
    max: 200,
  });
  // ArrowUp opens the menu on its last item, «Cerrar sesión».
  await advertiser.keyboard.press('ArrowUp');
  await expect(advertiser.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeFocused();
  await advertiser.keyboard.press('Enter');
  await expect(advertiser).toHaveURL('/');
  await expect(advertiser.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeFocused();
});

test('con el teclado solo: el anillo de foco se ve en la banda oscura, el catálogo no se salta y el menú del móvil', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await keyboardPage(browser);
  await page.goto('/');

  // The home catalogue: forward Tab from «Cómo funciona» stops at it before the questions below.
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Cómo funciona' }).first());
  await page.keyboard.press('Tab');
  const catalogue = page.locator('#catalogo');
  await expect(catalogue.locator(':focus')).toHaveCount(1);
  // Its code and its call come when it comes near: on a busy machine that can take a while.
  await expect(page.getByRole('list', { name: 'Podcasts del catálogo' })).toBeVisible({ timeout: 30_000 });
  await expect(catalogue.locator(':focus')).toHaveCount(1);

  // The closing band's calls: a ring of at least 3:1 against the dark band.
  const band = page.getByRole('region', { name: 'Tu marca, en la voz de quien ya tiene su audiencia' });
  const call = band.getByRole('link', { name: 'Crear campaña' });
  await tabTo(page, call, { max: 200 });
  const [ring, style, background] = await call.evaluate((element) => {
    const computed = getComputedStyle(element);
    const section = element.closest('section')!;
    return [computed.outlineColor, computed.outlineStyle, getComputedStyle(section).backgroundColor];
  });
  expect(style).not.toBe('none');
  expect(await contrastIn(page, ring, background)).toBeGreaterThanOrEqual(3);
  await page.screenshot({ path: `${SHOTS}/keyboard-dark-band-1366.png` });

  // A phone: a mobile-menu item leads to its page with focus on that page's heading.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await tabTo(page, page.getByRole('button', { name: 'Abrir menú' }));
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Menú' });
  await tabTo(page, menu.getByRole('link', { name: 'Podcasters' }), { max: 10 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/podcasters');
  await expect(page.locator('main h1')).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/keyboard-menu-item-390.png` });
});

test('con el teclado solo: el día con el foco en el calendario de «Vacaciones» se ve', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await keyboardPage(browser);
  await page.goto('/');
  await logInWithKeyboard(page, PODCASTER);
  await page.goto('/me/podcasts');
  await expect(page.getByRole('status', { name: 'Cargando tus podcasts' })).toBeHidden({ timeout: 60_000 });
  const holidays = page.locator('summary', { hasText: 'Vacaciones' }).first();
  await tabTo(page, holidays, { max: 200 });
  await page.keyboard.press('Enter');
  const calendarButton = page.getByRole('button', { name: /Calendario/ }).first();
  await tabTo(page, calendarButton, { max: 40 });
  await page.keyboard.press('Enter');
  const day = page.locator('[role="gridcell"] [data-focused]');
  await expect(day).toBeFocused();
  const outline = await day.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { style: computed.outlineStyle, width: parseFloat(computed.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[role="gridcell"] [data-focused]')).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/keyboard-calendar-1366.png` });
});
