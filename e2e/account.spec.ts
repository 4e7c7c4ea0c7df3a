import { expect, test, type Browser } from '@playwright/test';
import { signedIn } from './support/accounts';
import { CLIENT_HEADERS, expectNoSeriousViolations, expectNoSeriousViolationsOnPhoneAndLaptop } from './support/checks';
import { encodePng } from './support/images';
import { linkIn, waitForMail } from './support/mailbox';

const ADVERTISER = { email: 'anunciante@example.com', password: 'patrocina-demo' };

async function freshAccount(browser: Browser, name: string) {
  const account = { email: `${name}.${Date.now()}@example.com`, password: 'una contraseña larga' };
  const visitor = await browser.newContext();
  const signup = await visitor.request.post('/api/v1/authentication/signup', {
    headers: CLIENT_HEADERS,
    data: { ...account, username: 'Irene Cuenta', newsletter: false, terms: true },
  });
  expect(signup.status()).toBe(201);
  return { account, visitor };
}

/**
 * Issue 9 (first slice), My account: a user with a second device open changes their password from
 * `/me`. A wrong current password is refused on its field; the right one changes it, ends the other
 * device's session, and the new password is the one that logs in. A fresh account, so no other
 * journey's demo password changes.
 */
test('cambiar la contraseña desde Mi cuenta cierra las demás sesiones', async ({ browser }) => {
  const { account, visitor } = await freshAccount(browser, 'cuenta');

  // Another device, signed in before the change.
  const otherDevice = await browser.newContext();
  expect(
    (
      await otherDevice.request.post('/api/v1/authentication/login', {
        headers: CLIENT_HEADERS,
        data: { ...account, method: 'LOGIN' },
      })
    ).ok(),
  ).toBe(true);
  expect((await otherDevice.request.get('/api/v1/private/users/me')).status()).toBe(200);

  const page = await signedIn(browser, account);
  await page.goto('/me');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();

  const sessions = page.getByRole('region', { name: 'Sesiones abiertas' });
  await expect(sessions.getByText('Esta sesión')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(2);

  // A wrong current password: refused on its field, what was typed kept.
  const form = page.getByRole('form', { name: 'Cambiar contraseña' });
  await form.getByLabel('Contraseña actual').fill('no es la mía');
  await form.getByLabel('Contraseña nueva').fill('la contraseña nueva y larga');
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(form.getByText('Contraseña incorrecta')).toBeVisible();
  await expect(form.getByLabel('Contraseña nueva')).toHaveValue('la contraseña nueva y larga');
  // The summary opens 500 ms after a refused submit; on a busy machine it can take a few seconds.
  const summary = page.getByRole('alertdialog', { name: 'Revisa el formulario' });
  if (
    await summary.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    )
  )
    await page.keyboard.press('Escape');

  // The right one.
  await form.getByLabel('Contraseña actual').fill(account.password);
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Contraseña cambiada. Hemos cerrado tus demás sesiones' }),
  ).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions.getByRole('button', { name: 'Cerrar las demás sesiones' })).toBeDisabled();
  await expectNoSeriousViolations(page);

  // The other device is out; the new password is the one that logs in.
  expect((await otherDevice.request.get('/api/v1/private/users/me')).status()).toBe(401);
  const old = await visitor.request.post('/api/v1/authentication/login', {
    headers: CLIENT_HEADERS,
    data: { ...account, method: 'LOGIN' },
  });
  expect(old.status()).toBe(403);
  const fresh = await visitor.request.post('/api/v1/authentication/login', {
    headers: CLIENT_HEADERS,
    data: { email: account.email, password: 'la contraseña nueva y larga', method: 'LOGIN' },
  });
  expect(fresh.ok()).toBe(true);
  // The page still works in this session.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
});

/**
 * Issue 9, the rest of My account: an alternative e-mail entered twice and confirmed through the link
 * sent to it; deleting an account refused while it has paid campaigns running (the demo advertiser,
 * left untouched), with the offer to write to us; and a fresh account deleted with its password.
 */
test('correo alternativo confirmado por enlace, y eliminar la cuenta', async ({ browser, baseURL }) => {
  const { account, visitor } = await freshAccount(browser, 'baja');
  const alternative = `alternativo.${Date.now()}@example.com`;
  const page = await signedIn(browser, account);
  await page.goto('/me');

  const section = page.getByRole('region', { name: 'Correo alternativo' });
  await section.getByLabel('Nuevo correo alternativo').fill(alternative);
  await section.getByLabel('Repite el correo alternativo').fill(alternative);
  await section.getByRole('button', { name: 'Añadir correo alternativo' }).click();
  await expect(section.getByRole('status')).toContainText(`Te hemos enviado un enlace a ${alternative}`);

  const mail = await waitForMail(alternative, /^Confirma tu correo alternativo en Patrocina$/);
  const link = linkIn(mail, `${baseURL}/me/alternative-email?token=`);
  // Opening the link confirms nothing (mail scanners open links): the address waits for the button.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmar tu correo alternativo' })).toBeFocused();
  await expectNoSeriousViolationsOnPhoneAndLaptop(page);
  expect(
    await page.request.get('/api/v1/private/users/me', { headers: CLIENT_HEADERS }).then((r) => r.json()),
  ).toMatchObject({
    data: { alternativeEmail: null },
  });
  await page.getByRole('button', { name: 'Confirmar este correo' }).click();
  await expect(page.getByText('¡Correo alternativo confirmado!')).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toBeFocused();
  await expectNoSeriousViolationsOnPhoneAndLaptop(page);
  await page.getByRole('link', { name: 'Ir a Mi cuenta' }).click();
  await expect(section.getByText(alternative)).toBeVisible();
  await expect(section.getByText('Confirmado:')).toBeVisible();

  // An account with paid campaigns running cannot go: it is told which, and offered to write to us.
  const advertiser = await signedIn(browser, ADVERTISER);
  await advertiser.goto('/me');
  await advertiser.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const refused = advertiser.getByRole('alertdialog', { name: 'Aún no puedes eliminar tu cuenta' });
  await expect(refused).toContainText('No puedes eliminar tu cuenta mientras tengas campañas contratadas sin terminar');
  await expect(refused.getByRole('listitem').first()).toBeVisible();
  await expect(refused.getByLabel('Tu contraseña')).toHaveCount(0);
  await refused.getByRole('link', { name: 'Escríbenos' }).click();
  await expect(advertiser).toHaveURL(/\/contact$/);
  expect((await advertiser.request.get('/api/v1/private/users/me')).status()).toBe(200);

  // The fresh account goes, with its password.
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
  await expectNoSeriousViolations(page);
  await confirm.getByLabel('Tu contraseña').fill(account.password);
  await confirm.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('status').filter({ hasText: 'Hemos eliminado tu cuenta' })).toBeVisible();
  expect((await page.request.get('/api/v1/private/users/me')).status()).toBe(401);
  const login = await visitor.request.post('/api/v1/authentication/login', {
    headers: CLIENT_HEADERS,
    data: { ...account, method: 'LOGIN' },
  });
  expect(login.status()).toBe(403);
});

/**
 * Issue 9, the profile: a new username and phone saved, a photo uploaded (checked and squared by the
 * API) that the header's menu shows at once, and a hosting-platform account linked (the demo partner,
 * as no partner is configured here) whose podcasts appear in Mis podcasts.
 */
test('perfil: nombre, teléfono, foto y cuenta de la plataforma de alojamiento', async ({ browser }) => {
  const { account } = await freshAccount(browser, 'perfil');
  const page = await signedIn(browser, account);
  await page.goto('/me');

  const profile = page.getByRole('region', { name: 'Tu perfil' });
  await profile.getByLabel('Nombre de usuario').fill('Irene Perfil');
  await profile.getByLabel('Prefijo', { exact: true }).fill('+34');
  await profile.getByLabel('Número', { exact: true }).fill('612 345 678');
  await profile.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Guardado' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Irene Perfil')).toBeVisible();

  const photo = encodePng(400, 300, (x, y) => [60 + (x % 150), 90 + (y % 120), 170]);
  await profile.locator('input[type=file]').setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: photo });
  await expect(profile.getByRole('button', { name: 'Quitar foto' })).toBeVisible();
  const headerAvatar = page.getByRole('banner').locator('img').first();
  await expect(headerAvatar).toHaveAttribute('src', /\/api\/v1\/public\/images\//);
  // Loaded, not the fallback: the image service answered with a real picture.
  await expect
    .poll(() => headerAvatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);

  const hosting = page.getByRole('region', { name: 'Plataforma de alojamiento' });
  await hosting.getByLabel('Correo de la plataforma').fill(account.email);
  await hosting.getByLabel('Contraseña de la plataforma').fill('la de la plataforma');
  await hosting.getByRole('button', { name: 'Vincular cuenta' }).click();
  await expect(hosting.getByText('Tu cuenta está vinculada')).toBeVisible();
  await expectNoSeriousViolations(page);
  await hosting.getByRole('link', { name: 'Ver Mis podcasts' }).click();
  await expect(page).toHaveURL(/\/me\/podcasts$/);
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
});
