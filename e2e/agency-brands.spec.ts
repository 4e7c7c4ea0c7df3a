import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signedIn } from './support/accounts';
import { DEMO_PASSWORD, expectNoSeriousViolations } from './support/checks';

const AGENCY = { email: 'agencia@example.com', password: DEMO_PASSWORD };

/**
 * Issue 23, an agency's brands: the demo agency opens «Mi agencia» from its menu, adds a brand with
 * its datos de facturación, briefs a campaign for it in the wizard (a «Marca» select, not free text)
 * and filters the dashboard by it, the brand kept in the address. axe finds nothing serious on «Tu
 * agencia» at 1366 px and 390 px.
 */
test('la agencia añade una marca con sus datos de facturación, crea una campaña para ella y filtra el dashboard', async ({
  browser,
}) => {
  // A dialog, three wizard steps, the dashboard and two accessibility checks: more than 30 s on a busy machine.
  test.setTimeout(120_000);
  const brand = `Zumos Vega ${randomUUID().slice(0, 6)}`;
  const name = `Verano de zumos ${randomUUID().slice(0, 6)}`;
  const page = await signedIn(browser, AGENCY);
  await page.setViewportSize({ width: 1366, height: 900 });

  await page
    .getByRole('banner')
    .getByRole('button', { name: /Agencia Onda Media/ })
    .click();
  await page.getByRole('menuitem', { name: 'Mi agencia' }).click();
  await expect(page).toHaveURL('/me/agency');
  await expect(page.getByRole('heading', { level: 1, name: 'Tu agencia' })).toBeVisible();
  const brands = page.getByRole('region', { name: 'Marcas' });
  // The demo agency's brands, each with its billing data complete.
  await expect(brands.getByText('Banco Horizonte', { exact: true })).toBeVisible();
  await expect(brands.getByText('Datos de facturación completos')).toHaveCount(3);
  await expectNoSeriousViolations(page, 'main');

  await brands.getByRole('button', { name: 'Añadir marca' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir marca' });
  await dialog.getByRole('textbox', { name: 'Marca', exact: true }).fill(brand);
  await dialog.getByLabel('Nombre o razón social').fill('Zumos Vega, S.L.');
  await dialog.getByLabel('NIF, NIE o CIF').fill('B28765436');
  await dialog.getByLabel('Dirección fiscal').fill('Calle de la Huerta 3');
  await dialog.getByLabel('Código postal').fill('30001');
  await dialog.getByLabel('Ciudad').fill('Murcia');
  await dialog.getByLabel('Provincia').selectOption('Murcia');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Añadir marca' }).click();
  await expect(dialog).toBeHidden();
  await expect(brands.getByText(brand, { exact: true })).toBeVisible();
  await expect(brands.getByText('Datos de facturación completos')).toHaveCount(4);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page, 'main');
  await page.setViewportSize({ width: 1366, height: 900 });

  // The wizard: the agency picks the brand instead of typing one.
  await page.goto('/campaigns/new');
  const what = page.getByRole('form', { name: 'Qué anunciar' });
  await what.getByRole('combobox', { name: 'Marca' }).selectOption({ label: brand });
  await what.getByLabel('Campaña o producto').fill(name);
  await what.getByLabel('Web de la campaña').fill('https://zumosvega.es/verano');
  await what.getByLabel('Briefing', { exact: true }).fill('Zumos recién exprimidos para las mañanas de verano.');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByLabel('Vida sana').check();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByLabel('Presupuesto (€)').fill('2000');
  await page.getByRole('button', { name: 'Crear campaña' }).click();
  await expect(page.getByRole('heading', { name: '¡Campaña enviada!' })).toBeVisible();
  await expect(page.getByText(`«${name}» de ${brand}`)).toBeVisible();

  // The dashboard, filtered by the brand: only its campaign, and the choice kept in the address.
  await page.goto('/dashboard');
  await page.getByRole('combobox', { name: 'Marca' }).selectOption({ label: brand });
  await expect(page).toHaveURL(/[?&]marca=[0-9a-f-]{36}/);
  await expect(page.getByRole('article', { name })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Marca' })).toHaveValue(/[0-9a-f-]{36}/);
  await expect(page.getByRole('article', { name })).toBeVisible();
  await page.getByRole('combobox', { name: 'Marca' }).selectOption({ label: 'Todas las marcas' });
  await expect(page).not.toHaveURL(/marca=/);
});
