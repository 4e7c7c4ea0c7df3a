import { expect, test } from '@playwright/test';
import { signedIn } from './support/accounts';
import { CLIENT_HEADERS, expectNoSeriousViolations } from './support/checks';

/**
 * Issue 19, datos de facturación: a new advertiser fills them in My account. A NIF with the wrong
 * letter is refused on its field, what was typed stays; corrected, the profile is saved, and a reload
 * finds it kept. A fresh account, so the demo advertiser's profile (which the buying journeys need)
 * stays as it is.
 */
test('el anunciante rellena sus datos de facturación en Mi cuenta y siguen ahí al recargar', async ({ browser }) => {
  const account = { email: `facturacion.${Date.now()}@example.com`, password: 'una contraseña larga' };
  const visitor = await browser.newContext();
  const signup = await visitor.request.post('/api/v1/authentication/signup', {
    headers: CLIENT_HEADERS,
    data: { ...account, username: 'Irene Facturas', newsletter: false, terms: true },
  });
  expect(signup.status()).toBe(201);

  const page = await signedIn(browser, account);
  await page.goto('/me');
  const billing = page.getByRole('region', { name: 'Datos de facturación' });
  await expect(billing.getByText(/Para poder contratar campañas nos falta/)).toBeVisible();
  // An advertiser is not paid: nothing of the podcaster's.
  await expect(billing.getByLabel(/IBAN/)).toHaveCount(0);

  const form = billing.getByRole('form', { name: 'Datos de facturación' });
  await form.getByLabel('Nombre o razón social').fill('Cafés Irene, S.L.');
  await form.getByLabel('NIF, NIE o CIF').fill('12345678A');
  await form.getByLabel('Dirección fiscal').fill('Calle de Atocha 20, 1º');
  await form.getByLabel('Código postal').fill('28012');
  await form.getByLabel('Ciudad').fill('Madrid');
  await form.getByLabel('Provincia').selectOption('Madrid');
  await form.getByRole('button', { name: 'Guardar datos de facturación' }).click();

  // The wrong letter, on its field; the errors' summary says it too.
  await expect(form.getByText('El NIF no es válido: revisa la letra')).toBeVisible();
  await expect(form.getByLabel('NIF, NIE o CIF')).toHaveValue('12345678A');
  const summary = page.getByRole('alertdialog', { name: 'Revisa el formulario' });
  await expect(summary).toContainText('El NIF no es válido: revisa la letra');
  await summary.getByRole('button', { name: 'Entendido' }).click();

  await form.getByLabel('NIF, NIE o CIF').fill('12345678z');
  await form.getByRole('button', { name: 'Guardar datos de facturación' }).click();
  await expect(billing.getByRole('status').filter({ hasText: 'Datos de facturación guardados' })).toBeVisible();
  await expect(billing.getByText(/nos falta/)).toHaveCount(0);
  await expectNoSeriousViolations(page, 'main');

  await page.reload();
  const kept = page.getByRole('region', { name: 'Datos de facturación' });
  await expect(kept.getByLabel('Nombre o razón social')).toHaveValue('Cafés Irene, S.L.');
  // Kept as the invoices will print it: upper case.
  await expect(kept.getByLabel('NIF, NIE o CIF')).toHaveValue('12345678Z');
  await expect(kept.getByLabel('Provincia')).toHaveValue('Madrid');
  await expect(kept.getByText(/nos falta/)).toHaveCount(0);
});
