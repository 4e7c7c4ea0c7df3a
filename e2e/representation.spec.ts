import { expect, test } from '@playwright/test';
import { apiAs, dataOf } from './support/accounts';
import { CLIENT_HEADERS, PODCASTER, expectNoSeriousViolations, withConsentChosen } from './support/checks';
import { linkIn, waitForMail, skipWithoutMailCatcher } from './support/mailbox';

/**
 * Issue 16's takeover, as it was reproduced: someone signs up with the address the owner is about
 * to invite and never confirms it. The invitation's rights must go to whoever reads that inbox and
 * accepts signed in with the address confirmed, never to the account that merely holds the string.
 * The demo podcaster's third show is invited and, at the end, its representation cancelled again.
 */
type MyPodcast = {
  id: string;
  title: string;
  imManager: boolean;
  state: string;
  representation: { status: string } | null;
};

test('una cuenta creada antes con el correo invitado no recibe nada; quien lee ese correo acepta y se queda el podcast', async ({
  browser,
  baseURL,
}) => {
  skipWithoutMailCatcher();
  test.setTimeout(90_000);
  const address = `representante-real-${Date.now()}@example.com`;
  const owner = await apiAs(browser, PODCASTER);
  const mine = await dataOf<{ podcasts: MyPodcast[] }>(
    owner.get('/api/v1/private/podcasts/mine', { headers: CLIENT_HEADERS }),
  );
  const show = mine.podcasts.find(
    (podcast) => !podcast.imManager && podcast.representation === null && podcast.state === 'SHEET_INCOMPLETE',
  )!;
  expect(show, 'the demo podcaster has a show without a representative').toBeDefined();

  // 1. Someone signs up with that address first, never confirms it, and signs in with their password.
  const squatterContext = await browser.newContext();
  const squatter = squatterContext.request;
  const signup = await squatter.post('/api/v1/authentication/signup', {
    headers: CLIENT_HEADERS,
    data: {
      email: address,
      password: 'la del que se adelanta',
      username: 'Se Adelanta',
      newsletter: false,
      terms: true,
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  expect(
    (
      await squatter.post('/api/v1/authentication/login', {
        headers: CLIENT_HEADERS,
        data: { email: address, password: 'la del que se adelanta', method: 'LOGIN' },
      })
    ).ok(),
  ).toBe(true);

  // 2. The owner invites the address; the invitation reaches its inbox.
  await dataOf(
    owner.post(`/api/v1/private/podcasts/${show.id}/representation`, {
      headers: CLIENT_HEADERS,
      data: { email: address },
    }),
  );
  const invitation = await waitForMail(
    address,
    new RegExp(`^Marta Podcaster te invita a representar «${show.title}»$`),
  );
  const acceptLink = linkIn(invitation, `${baseURL}/podcast/manager-representation-accepted?token=`);
  const token = new URL(acceptLink).searchParams.get('token')!;

  // The account that only holds the address gets nothing, even with the link's token.
  const refused = await squatter.post('/api/v1/private/podcasts/representations/accept', {
    headers: CLIENT_HEADERS,
    data: { token },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: { code: 'EMAIL_NOT_CONFIRMED' } });
  expect((await squatter.get(`/api/v1/private/podcasts/${show.id}/sheet`, { headers: CLIENT_HEADERS })).status()).toBe(
    403,
  );
  expect(await dataOf(squatter.get('/api/v1/private/podcasts/mine', { headers: CLIENT_HEADERS }))).toEqual({
    podcasts: [],
  });

  // 3. The inbox's owner opens the link: opening it changes nothing, and the page says how to go on.
  const realContext = await browser.newContext();
  try {
    const page = await realContext.newPage();
    await withConsentChosen(page);
    await page.goto(acceptLink);
    const main = page.getByRole('main');
    await expect(main.getByText(`Marta Podcaster te invita a representar «${show.title}».`)).toBeVisible();
    await expect(main).toContainText(`Para aceptarla, entra con tu cuenta de ${address}.`);
    await expect(main.getByRole('button', { name: 'Aceptar la representación' })).toHaveCount(0);
    await expectNoSeriousViolations(page);

    // They never made that account: the password reset proves the inbox and hands it back to them.
    await main.getByRole('button', { name: 'Entrar para aceptar' }).click();
    await page
      .getByRole('dialog', { name: 'Entrar' })
      .getByRole('button', { name: '¿Has olvidado tu contraseña?' })
      .click();
    const recover = page.getByRole('dialog', { name: 'Recupera tu contraseña' });
    await recover.getByLabel('Correo electrónico').fill(address);
    await recover.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(recover.getByRole('status')).toContainText(
      'Si existe una cuenta con ese correo, te hemos enviado un enlace',
    );
    const resetMail = await waitForMail(address, /^Restablece tu contraseña de Patrocina$/);
    await page.goto(linkIn(resetMail, `${baseURL}/login/reset-password?token=`));
    await page.getByLabel('Contraseña nueva').fill('la de quien lee el correo');
    await page.getByLabel('Repite la contraseña').fill('la de quien lee el correo');
    await page.getByRole('button', { name: 'Guardar y entrar' }).click();
    await expect(page).toHaveURL('/');

    // 4. Back to the invitation, signed in with the address now confirmed: one button accepts it.
    await page.goto(acceptLink);
    const accept = page.getByRole('main').getByRole('button', { name: 'Aceptar la representación' });
    await expect(accept).toBeVisible();
    await expectNoSeriousViolations(page);
    await accept.click();
    await expect(page.getByRole('main').getByText(`Ya representas «${show.title}».`)).toBeVisible();
    await page.getByRole('link', { name: 'Ir a Mis podcasts' }).click();
    await expect(page).toHaveURL('/me/podcasts');
    await expect(page.getByRole('heading', { level: 2, name: show.title })).toBeVisible();
  } finally {
    await realContext.close();
  }
  await waitForMail(
    PODCASTER.email,
    new RegExp(`^${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ya representa «${show.title}»$`),
  );

  // The squatter's session ended with the reset; nothing of the podcast ever reached it.
  expect((await squatter.get('/api/v1/private/podcasts/mine', { headers: CLIENT_HEADERS })).status()).toBe(401);
  await squatterContext.close();

  // The demo data as it was: the show without a representative.
  await dataOf(owner.delete(`/api/v1/private/podcasts/${show.id}/representation`, { headers: CLIENT_HEADERS }));
});
