import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The demo accounts (README): every password is the same. */
export const DEMO_PASSWORD = 'patrocina-demo';
export const ADVERTISER = { email: 'anunciante@example.com', password: DEMO_PASSWORD };
export const PODCASTER = { email: 'podcaster@example.com', password: DEMO_PASSWORD };

/** What the web app sends with every API call (the API refuses cookie sessions without it: CSRF). */
export const CLIENT_HEADERS = { 'x-requested-with': 'patrocina-web' };

export const HOME_HEADING = 'Publicidad en podcasts, leída por sus presentadores';

/** WCAG 2.0 and 2.1, levels A and AA: the rules QUALITY.md holds every page and modal to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical findings of an axe run, in a form that reads well in a failed expect. */
async function seriousOf(builder: AxeBuilder) {
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** axe's serious and critical WCAG findings on the page, or inside `include` (a CSS selector) only. */
export async function seriousViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  return seriousOf(builder);
}

/** The same over every axe rule, best practices included: the stricter check of the landing pages. */
export async function seriousViolationsAnyRule(page: Page) {
  return seriousOf(new AxeBuilder({ page }));
}

export async function expectNoSeriousViolations(page: Page, include?: string) {
  expect(await seriousViolations(page, include)).toEqual([]);
}

/** The same on a phone (390 px) and then a laptop (1366 px), which the page is left at. */
export async function expectNoSeriousViolationsOnPhoneAndLaptop(page: Page, include?: string) {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await expectNoSeriousViolations(page, include);
  }
}

/**
 * Logs in through the login modal that is already open, as a person would, and waits for the
 * modal to close.
 */
export async function logInThroughModal(page: Page, account: { email: string; password: string }) {
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Correo electrónico').fill(account.email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialog).toBeHidden();
}

/** Opens the login modal from the header's «Entrar» and logs in through it. */
export async function logInFromHeader(page: Page, account: { email: string; password: string }) {
  await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).click();
  await logInThroughModal(page, account);
}

/** Fills the sign-up modal that is already open, accepting the terms, and sends it. */
export async function signUpThroughModal(page: Page, account: { email: string; password: string; username: string }) {
  const dialog = page.getByRole('dialog', { name: 'Crear cuenta' });
  await dialog.getByLabel('Correo electrónico').fill(account.email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await dialog.getByLabel('Nombre de usuario').fill(account.username);
  await dialog.getByRole('checkbox', { name: /acepto los términos/ }).check();
  await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
}

/**
 * The verification reminder greets an unverified user once per tab; it is not what these journeys
 * test. It opens once the app has read who signed in, so for an unverified user not yet reminded this
 * waits for it (else it could open over the journey's next step), then closes it. Dialogs now listen
 * from their first frame (useModalBehaviour), so one Escape does it; pressing until it goes is only a
 * guard against a key sent in the instant before the dialog is in the page.
 */
export async function dismissReminder(page: Page) {
  const reminder = page.getByRole('dialog', { name: /Confirma tu correo/ });
  const me = await page.request.get('/api/v1/private/users/me', { headers: CLIENT_HEADERS });
  const unverified =
    me.ok() && ((await me.json()) as { data: { emailVerified: boolean } }).data.emailVerified === false;
  const reminded = await page.evaluate(() => sessionStorage.getItem('patrocina.verifyReminderShown') === 'true');
  if (unverified && !reminded) await expect(reminder).toBeVisible();
  await expect(async () => {
    if (await reminder.isVisible()) await page.keyboard.press('Escape');
    await expect(reminder).toBeHidden({ timeout: 1_000 });
  }).toPass();
}

/** A returning visitor who already chose (everything off): no cookie notice over the page. */
export async function withConsentChosen(page: Page) {
  await page.addInitScript(() => {
    const choice = { social: false, search: false, analytics: false, heatmap: false, audience: false, ads: false };
    localStorage.setItem(
      'patrocina.consent',
      JSON.stringify({ version: 1, choice, savedAt: new Date().toISOString() }),
    );
  });
}

/**
 * Loads the page again and waits until it has drawn `drawn` (a part it draws from its data) before the
 * caller reads it: at a reload's `load` event a lazily loaded route may still be fetching its code and
 * its data, and what is looked for then is missing whatever the server holds. False when `drawn` does
 * not show within `timeout`, so that a poll goes on and its failure can say what the page showed.
 */
export async function reloadUntilDrawn(page: Page, drawn: Locator, timeout = 20_000): Promise<boolean> {
  await page.reload();
  return drawn.waitFor({ timeout }).then(
    () => true,
    () => false,
  );
}
