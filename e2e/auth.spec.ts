import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Sign-in journeys through the login modal (issue 3). The sign-up → verification-link journey needs
 * the outbox, which no API call exposes yet; it comes with the admin back office.
 */
const ADVERTISER = { email: 'anunciante@example.com', password: 'patrocina-demo' };
const SCREENSHOTS = process.env.AUTH_SCREENSHOTS === '1';

async function openLogin(page: Page) {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

test.describe('modal de acceso', () => {
  test('una contraseña equivocada muestra «El email o contraseña son incorrectos.»', async ({ page }) => {
    const dialog = await openLogin(page);
    await dialog.getByLabel('Correo electrónico').fill(ADVERTISER.email);
    await dialog.getByLabel('Contraseña', { exact: true }).fill('no-es-la-buena');
    await dialog.getByRole('button', { name: 'Entrar' }).click();

    await expect(page.getByText('El email o contraseña son incorrectos.')).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('entrar como anunciante cierra el modal y cambia la cabecera', async ({ page }) => {
    const dialog = await openLogin(page);
    expect(await seriousViolations(page)).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: '/tmp/auth-login-desktop.png' });

    await dialog.getByLabel('Correo electrónico').fill(ADVERTISER.email);
    await dialog.getByLabel('Contraseña', { exact: true }).fill(ADVERTISER.password);
    const me = page.waitForResponse((response) => response.url().endsWith('/api/v1/private/users/me') && response.ok());
    await dialog.getByRole('button', { name: 'Entrar' }).click();

    expect(await (await me).json()).toMatchObject({ data: { email: ADVERTISER.email } });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const header = page.getByRole('navigation', { name: 'Principal' });
    await expect(header.getByRole('link', { name: /Dashboard/ })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Entrar' })).toHaveCount(0);
  });

  test('el registro avisa de que el correo ya está en uso', async ({ page }) => {
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Regístrate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear cuenta' });
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Correo electrónico').fill(ADVERTISER.email);
    await dialog.getByLabel('Contraseña', { exact: true }).focus();

    await expect(dialog.getByText('Este correo electrónico ya está siendo utilizado')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: '/tmp/auth-signup-desktop.png' });
  });

  test('el formulario sin rellenar lleva el foco al primer campo y lista los errores', async ({ page }) => {
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Regístrate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear cuenta' });
    await dialog.getByRole('button', { name: 'Crear cuenta' }).click();

    await expect(dialog.getByLabel('Correo electrónico')).toBeFocused();
    const summary = page.getByRole('alertdialog', { name: 'Revisa el formulario' });
    await expect(summary).toBeVisible();
    await expect(summary).toContainText('Debes aceptar los términos y Condiciones de Patrocina');
    if (SCREENSHOTS) await page.screenshot({ path: '/tmp/auth-errors-desktop.png' });
    await page.keyboard.press('Escape');
    await expect(summary).toHaveCount(0);
    await expect(dialog.getByLabel('Correo electrónico')).toBeFocused();
  });

  test('recuperar la contraseña confirma el envío', async ({ page }) => {
    const login = await openLogin(page);
    await login.getByRole('button', { name: '¿Has olvidado tu contraseña?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recupera tu contraseña' });
    await dialog.getByLabel('Correo electrónico').fill('nadie@example.com');
    await dialog.getByRole('button', { name: 'Enviar enlace' }).click();

    await expect(dialog.getByRole('status')).toContainText('Si existe una cuenta con ese correo, te hemos enviado un enlace');
    expect(await seriousViolations(page)).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: '/tmp/auth-recover-desktop.png' });
  });

  test('un enlace de verificación no válido lo dice en español', async ({ page }) => {
    await page.goto('/login/verify?token=esto-no-es-un-token-valido');
    await expect(page.getByText('El enlace no es válido.')).toBeVisible();
    await expect(page).toHaveTitle('Confirmar correo · Patrocina');
    if (SCREENSHOTS) await page.screenshot({ path: '/tmp/auth-verify-desktop.png' });
  });
});

test.describe('a 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('las caras del modal caben y se pueden usar', async ({ page }) => {
    const login = await openLogin(page);
    if (SCREENSHOTS) await page.screenshot({ path: '/tmp/auth-login-360.png' });
    await login.getByRole('button', { name: 'Regístrate' }).click();
    const signup = page.getByRole('dialog', { name: 'Crear cuenta' });
    await expect(signup).toBeVisible();
    const box = await signup.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(360);
    if (SCREENSHOTS) await page.screenshot({ path: '/tmp/auth-signup-360.png' });
    await signup.getByRole('button', { name: 'Entra' }).click();
    await page.getByRole('dialog', { name: 'Entrar' }).getByRole('button', { name: '¿Has olvidado tu contraseña?' }).click();
    await expect(page.getByRole('dialog', { name: 'Recupera tu contraseña' })).toBeVisible();
    if (SCREENSHOTS) await page.screenshot({ path: '/tmp/auth-recover-360.png' });

    await page.goto('/login/reset-password?token=esto-no-es-un-token-valido');
    await page.getByLabel('Contraseña nueva').fill('una contraseña nueva');
    await page.getByLabel('Repite la contraseña').fill('una contraseña nueva');
    await page.getByRole('button', { name: 'Guardar y entrar' }).click();
    await expect(page.getByRole('alert')).toContainText('El enlace no es válido.');
    if (SCREENSHOTS) await page.screenshot({ path: '/tmp/auth-reset-360.png' });
  });
});
