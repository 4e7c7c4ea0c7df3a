import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, withConsentChosen } from './support/checks';
import { fillWhatToAdvertise } from './support/wizard';

/**
 * Issue 23, the catalogue `/podcasts`: a visitor filters, shares the URL (opened fresh it shows the
 * same podcasts), adds a podcast to the campaign and finds it among the wizard's suggested podcasts.
 * axe finds nothing serious at 1366 px and 390 px.
 */

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

async function cardTitles(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Podcasts' });
  await expect(list).toBeVisible();
  return list.getByRole('heading', { level: 3 }).allTextContents();
}

test('a visitor filters the catalogue, shares the search and adds a podcast to the campaign', async ({
  page,
  browser,
}) => {
  // Two axe runs, two browser contexts and the wizard's three steps: longer than one page's 30 s.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Catálogo' }).click();
  await expect(page).toHaveURL('/podcasts');
  await expect(page.getByRole('heading', { level: 1, name: 'Catálogo de podcasts' })).toBeVisible();
  expect((await cardTitles(page)).length).toBeGreaterThan(0);
  await expectNoSeriousViolations(page);

  // Accents folded: «codigo» finds «Código Abierto», in its category.
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('codigo');
  await page.getByLabel('Categoría').selectOption({ label: 'Tecnología' });
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL('/podcasts?q=codigo&category=Technology');
  await expect(
    page.getByRole('list', { name: 'Podcasts' }).getByRole('link', { name: 'Código Abierto' }),
  ).toBeVisible();
  const titles = await cardTitles(page);
  expect(titles.every((title) => title.length > 0)).toBe(true);

  // The shared address, opened fresh by someone else, shows the same podcasts.
  const other = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  const shared = await other.newPage();
  await withConsentChosen(shared);
  await shared.goto(page.url());
  // A fresh profile downloads the app again: on a loaded machine that can take a while.
  await expect(shared.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('codigo', { timeout: 30_000 });
  await expect(
    shared.getByRole('list', { name: 'Podcasts' }).getByRole('link', { name: 'Código Abierto' }),
  ).toBeVisible();
  expect(await cardTitles(shared)).toEqual(titles);
  await other.close();

  // The back button goes back to the whole catalogue.
  await page.goBack();
  await expect(page).toHaveURL('/podcasts');
  await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
  await page.goForward();
  await expect(page).toHaveURL('/podcasts?q=codigo&category=Technology');

  await page.getByRole('button', { name: 'Añadir a mi campaña: Código Abierto' }).click();
  await expect(page.getByText('Hemos añadido «Código Abierto» a tu campaña.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'En tu campaña: Código Abierto' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'Ir a mi campaña' }).click();
  await fillWhatToAdvertise(page, {
    brand: 'Café Lumbre',
    name: 'Tueste de invierno',
    url: 'https://cafelumbre.es/invierno',
    briefing: 'Cuéntalo con tu voz: el tueste de invierno ya está aquí.',
  });
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByLabel('Tecnología').check();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Cómo' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Podcasts sugeridos' })).toContainText('Código Abierto');
});
