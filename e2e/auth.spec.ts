import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CLIENT_HEADERS, expectNoSeriousViolationsOnPhoneAndLaptop, signUpThroughModal } from './support/checks';
import { linkIn, waitForMail, skipWithoutMailCatcher } from './support/mailbox';

/**
 * Sign-in journeys through the login modal (issue 3). The verification e-mail is read from the mail
 * catcher the journeys start (support/mail-catcher.ts): the app sends it through its real outbox.
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

    await expect(dialog.getByRole('status')).toContainText(
      'Si existe una cuenta con ese correo, te hemos enviado un enlace',
    );
    expect(await seriousViolations(page)).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: '/tmp/auth-recover-desktop.png' });
  });

  test('un enlace de verificación no válido lo dice en español', async ({ page }) => {
    await page.goto('/login/verify?token=esto-no-es-un-token-valido');
    await page.getByRole('button', { name: 'Confirmar mi correo' }).click();
    await expect(page.getByText('El enlace no es válido.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toBeFocused();
    await expect(page).toHaveTitle('Confirmar correo · Patrocina');
    if (SCREENSHOTS) await page.screenshot({ path: '/tmp/auth-verify-desktop.png' });
  });
});

test.describe('registro', () => {
  test('crear cuenta → /check-email → el enlace del correo confirma la cuenta y entra → cerrar sesión', async ({
    page,
    baseURL,
  }) => {
    skipWithoutMailCatcher();
    // Sign-up, the e-mail, axe on a phone and a laptop, and the login: more than 30 s on a loaded machine.
    test.setTimeout(60_000);
    const email = `registro-${Date.now()}@example.com`;
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('dialog', { name: 'Entrar' }).getByRole('button', { name: 'Regístrate' }).click();
    await signUpThroughModal(page, { email, password: 'una contraseña larga', username: 'Marta Registro' });

    await expect(page).toHaveURL('/check-email');
    await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu correo' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(email);
    const agency = page.getByRole('dialog', { name: '¿Eres una agencia?' });
    await agency.getByRole('button', { name: 'Sí' }).click();
    await expect(agency).toBeHidden();
    // Sign-up does not log in: the address must be confirmed first.
    await expect(page.getByRole('navigation', { name: 'Pie de página' })).toBeVisible();
    expect((await page.request.get('/api/v1/private/users/me', { headers: CLIENT_HEADERS })).status()).toBe(401);

    const mail = await waitForMail(email, /^Confirma tu correo electrónico en Patrocina$/);
    expect(mail.text).toContain('Hola, Marta Registro:');
    const link = linkIn(mail, `${baseURL}/login/verify?token=`);
    // A mail scanner opens the link first: opening it twice uses nothing up; only the button acts.
    await page.goto(link);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmar tu correo' })).toBeFocused();
    await expectNoSeriousViolationsOnPhoneAndLaptop(page);
    await page.getByRole('button', { name: 'Confirmar mi correo' }).click();

    await expect(page.getByRole('main').getByText('¡Correo confirmado!', { exact: true })).toBeVisible();
    // Logging in with the cookie notice unanswered accepts them all (SPEC §4).
    await expect(page.getByRole('region', { name: 'Tu privacidad' })).toBeHidden();
    // Then home, logged in: the header changes.
    await expect(page).toHaveURL('/', { timeout: 10_000 });
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /^Dashboard/ })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Marta Registro' })).toBeVisible();
    const me = await page.request.get('/api/v1/private/users/me', { headers: CLIENT_HEADERS });
    // The "Sí" to "¿Eres una agencia?" waited for this first login (agency-dialog.tsx).
    expect(await me.json()).toMatchObject({ data: { email, emailVerified: true, isAgency: true } });

    // The link is single-use.
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirmar mi correo' }).click();
    await expect(page.getByRole('status')).toContainText(/El enlace (no es válido|ha caducado)/);

    await page.goto('/');
    await header.getByRole('button', { name: 'Marta Registro' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(header.getByRole('button', { name: 'Entrar' })).toBeVisible();
    expect((await page.request.get('/api/v1/private/users/me', { headers: CLIENT_HEADERS })).status()).toBe(401);
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
    await page
      .getByRole('dialog', { name: 'Entrar' })
      .getByRole('button', { name: '¿Has olvidado tu contraseña?' })
      .click();
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
