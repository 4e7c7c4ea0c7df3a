import { expect, test, type Page } from '@playwright/test';
import { ADVERTISER, expectNoSeriousViolations, logInFromHeader } from './support/checks';

/** Cookie consent (SPEC §4, §9): the notice, the preferences per category, the saved choice. */

const notice = (page: Page) => page.getByRole('region', { name: 'Tu privacidad' });
const preferences = (page: Page) => page.getByRole('dialog', { name: 'Gestionar cookies' });

async function savedConsent(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('patrocina.consent');
    return raw ? (JSON.parse(raw) as { choice: unknown }).choice : null;
  });
}

test.describe('consentimiento de cookies', () => {
  test('la primera visita muestra el aviso; la elección por categorías se guarda, sobrevive a recargar y se reabre desde el pie', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(notice(page)).toBeVisible();
    await expectNoSeriousViolations(page);

    await notice(page).getByRole('button', { name: 'Configurar' }).click();
    const dialog = preferences(page);
    await expect(dialog).toBeVisible();
    await expect(notice(page)).toBeHidden();
    await expect(dialog.getByRole('switch')).toHaveCount(6);
    await expect(dialog.getByRole('switch', { name: /Analítica/ })).not.toBeChecked();
    await expectNoSeriousViolations(page, '[role="dialog"]');

    await dialog.getByRole('switch', { name: /Analítica/ }).check();
    await dialog.getByRole('switch', { name: /Medición de audiencia/ }).check();
    await dialog.getByRole('button', { name: 'Guardar preferencias' }).click();
    await expect(dialog).toBeHidden();
    await expect(notice(page)).toBeHidden();
    expect(await savedConsent(page)).toEqual({
      social: false,
      search: false,
      analytics: true,
      heatmap: false,
      audience: true,
      ads: false,
    });

    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Pie de página' })).toBeVisible();
    await expect(notice(page)).toBeHidden();

    await page
      .getByRole('navigation', { name: 'Pie de página' })
      .getByRole('button', { name: 'Gestionar cookies' })
      .click();
    await expect(dialog.getByRole('switch', { name: /Analítica/ })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: /Medición de audiencia/ })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: /Redes sociales/ })).not.toBeChecked();
    await dialog.getByRole('switch', { name: /Redes sociales/ }).check();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    // Cancel keeps what was saved.
    expect(await savedConsent(page)).toMatchObject({ social: false, analytics: true });
  });

  test('«Rechazar todas» también cuenta como elección, y el pie la reabre en las páginas sin cabecera', async ({
    page,
  }) => {
    // The page itself carries the notice (drawn before the app runs) until a choice is saved.
    const staticNotice = async () => (await (await page.request.get('/legal')).text()).includes('Tu privacidad');
    expect(await staticNotice()).toBe(true);
    await page.goto('/check-email');
    await expect(notice(page)).toBeVisible();
    await notice(page).getByRole('button', { name: 'Rechazar todas' }).click();
    await expect(notice(page)).toBeHidden();
    expect(await staticNotice()).toBe(false);

    await page.goto('/legal');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice(page)).toBeHidden();
    await page
      .getByRole('navigation', { name: 'Pie de página' })
      .getByRole('button', { name: 'Gestionar cookies' })
      .click();
    const dialog = preferences(page);
    // The preferences load on demand: wait for all six switches, or the loop and Escape run before it opens.
    await expect(dialog.getByRole('switch')).toHaveCount(6);
    for (const control of await dialog.getByRole('switch').all()) await expect(control).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('«Más información» lleva a la política de cookies de /legal', async ({ page }) => {
    await page.goto('/');
    await notice(page).getByRole('link', { name: 'Más información' }).click();
    await expect(page).toHaveURL('/legal#cookies');
    await expect(page.getByRole('heading', { level: 2, name: 'Política de cookies' })).toBeInViewport();
  });

  test('el aviso también aparece en la maqueta vacía', async ({ page }) => {
    await page.goto('/login/impersonate');
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar como otro usuario' })).toBeVisible();
    await expect(notice(page)).toBeVisible();
  });

  test('entrar con el aviso sin contestar acepta todas (SPEC §4)', async ({ page }) => {
    await page.goto('/');
    await expect(notice(page)).toBeVisible();
    await logInFromHeader(page, ADVERTISER);

    await expect(notice(page)).toBeHidden();
    expect(await savedConsent(page)).toEqual({
      social: true,
      search: true,
      analytics: true,
      heatmap: true,
      audience: true,
      ads: true,
    });
  });

  test('entrar respeta lo que ya se había elegido', async ({ page }) => {
    await page.goto('/');
    await notice(page).getByRole('button', { name: 'Rechazar todas' }).click();
    await logInFromHeader(page, ADVERTISER);

    await expect(page.getByRole('banner').getByRole('link', { name: /^Dashboard/ })).toBeVisible();
    expect(await savedConsent(page)).toMatchObject({ analytics: false, ads: false });
  });
});
