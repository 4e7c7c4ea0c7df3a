import { expect, test } from '@playwright/test';
import {
  ADVERTISER,
  CLIENT_HEADERS,
  DEMO_PASSWORD,
  PODCASTER,
  dismissReminder,
  expectNoSeriousViolations,
  logInFromHeader,
  logInThroughModal,
  withConsentChosen,
} from './support/checks';
import { signedIn } from './support/accounts';
import { acceptWithMinimumPrice } from './support/answers';
import { fillWhatToAdvertise } from './support/wizard';
import { linkIn, waitForMail, skipWithoutMailCatcher } from './support/mailbox';

/**
 * Issue 6, the whole proposal across sessions: the advertiser briefs; the agent drafts the proposal
 * with two podcasts and publishes it; the demo podcaster follows the e-mailed link to the proposal, logs
 * in from it and accepts with a minimum price; the other
 * podcast's presenter (a demo account without a password, so the admin acts as them through
 * /login/impersonate) declines; the advertiser picks and confirms; the admin marks it paid. Each
 * party's screen shows the substatus of that moment.
 */
const SCREENSHOTS = process.env.PROPOSALS_SCREENSHOTS === '1';
const AGENT = { email: 'gestor@example.com', password: DEMO_PASSWORD };
const ADMIN = { email: 'admin@example.com', password: DEMO_PASSWORD };
const OTHER_SHOW = 'La Claqueta';

test('una propuesta de principio a fin: brief, borrador y publicación, respuestas, elección y pago', async ({
  browser,
  baseURL,
}) => {
  skipWithoutMailCatcher();
  test.setTimeout(120_000);
  const name = `Auriculares Eco ${Date.now()}`;

  // 1. The advertiser briefs.
  const advertiser = await signedIn(browser, ADVERTISER);
  await advertiser.goto('/campaigns/new');
  await fillWhatToAdvertise(advertiser, {
    brand: 'Sonido Claro',
    name,
    url: 'https://sonidoclaro.es',
    briefing: 'Auriculares hechos con plástico reciclado: cuéntalo con tus palabras.',
  });
  await advertiser.getByRole('button', { name: 'Siguiente' }).click();
  await advertiser.getByRole('button', { name: 'Siguiente' }).click();
  await advertiser.getByLabel('Todos los podcasts').check();
  await advertiser.getByLabel('Presupuesto (€)').fill('20000');
  await advertiser.getByRole('button', { name: 'Crear campaña' }).click();
  await expect(advertiser.getByRole('heading', { name: '¡Campaña enviada!' })).toBeVisible();

  // 2. The agent drafts it by hand with two podcasts and publishes it.
  const agent = await signedIn(browser, AGENT);
  await agent.goto('/backoffice');
  await agent
    .getByRole('list', { name: 'Cola de campañas' })
    .getByRole('link', { name: `Sonido Claro: ${name}` })
    .click();
  await expect(agent.getByRole('heading', { name: 'Borrador de la propuesta' })).toBeVisible();
  for (const title of ['Modo Cooperativo', OTHER_SHOW]) {
    await agent.getByLabel('Añadir un podcast').fill(title);
    await agent
      .getByRole('list', { name: 'Podcasts para añadir' })
      .getByRole('button', { name: `Añadir ${title}` })
      .click();
    const row = agent.getByRole('list', { name: 'Podcasts del borrador' }).getByRole('listitem', { name: title });
    await row.getByLabel(`Número de menciones de ${title}`).fill('1');
    await row.getByLabel(`Tarifa por mención de ${title} (€)`).fill('5000');
  }
  await expectNoSeriousViolations(agent, 'main');
  await agent.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(agent.getByRole('definition').filter({ hasText: '10.000' }).first()).toBeVisible();
  await agent.getByRole('button', { name: 'Publicar a los podcasters' }).click();
  await agent
    .getByRole('alertdialog', { name: '¿Publicar la propuesta?' })
    .getByRole('button', { name: 'Publicar' })
    .click();
  await expect(agent.getByRole('heading', { name: 'Propuesta publicada' })).toBeVisible();
  await expect(agent.getByRole('heading', { level: 2, name: 'Esperando a los podcasters' })).toBeVisible();

  await advertiser.goto('/dashboard');
  await expect(advertiser.getByRole('article', { name }).getByText('Esperando a los podcasters')).toBeVisible();

  // 3. The demo podcaster reads the proposal from the e-mail's link, logs in from there and accepts with a minimum price.
  const published = await waitForMail(
    PODCASTER.email,
    new RegExp(`^Nueva propuesta para «Modo Cooperativo»: campaña «${name}»`),
  );
  const podcaster = await (await browser.newContext()).newPage();
  await withConsentChosen(podcaster);
  await podcaster.goto(linkIn(published, `${baseURL}/proposal/token/`));
  await expect(podcaster.getByRole('heading', { level: 1, name: `Sonido Claro: ${name}` })).toBeVisible();
  await expect(podcaster.getByText('Auriculares hechos con plástico reciclado')).toBeVisible();
  await podcaster.getByRole('link', { name: 'Entrar para responder' }).click();
  await logInThroughModal(podcaster, PODCASTER);
  await dismissReminder(podcaster);
  await expect(podcaster).toHaveURL('/dashboard');
  const proposal = podcaster.getByRole('article', { name }).filter({ hasText: 'Para Modo Cooperativo' });
  await expect(proposal.getByText('Propuesta por revisar')).toBeVisible();
  await proposal.getByRole('button', { name: 'Revisar y responder' }).click();
  const answer = podcaster.getByRole('dialog', { name: `Propuesta de Sonido Claro: ${name}` });
  await expectNoSeriousViolations(podcaster, '[role=dialog]');
  if (SCREENSHOTS) await podcaster.screenshot({ path: '/tmp/proposals-answer.png', fullPage: true });
  await acceptWithMinimumPrice(answer, '4000');
  await expect(proposal.getByText('Candidatura enviada')).toBeVisible();

  // 4. The other show's presenter declines; the admin acts as them (their demo account has no password).
  const admin = await signedIn(browser, ADMIN);
  const show = await admin.request.get('/api/v1/public/podcasts/by-slug/la-claqueta', { headers: CLIENT_HEADERS });
  const { author } = ((await show.json()) as { data: { author: string } }).data;
  await admin.goto('/backoffice');
  await admin.getByLabel('Buscar por nombre o correo').fill(author);
  await admin
    .getByRole('list', { name: 'Usuarios encontrados' })
    .getByRole('button', { name: `Entrar como ${author}` })
    .first()
    .click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Entrar en su cuenta' }).click();
  await admin.getByRole('main').getByRole('button', { name: 'Entrar en la cuenta' }).click();
  await expect(admin).toHaveURL('/dashboard', { timeout: 10_000 });
  const theirs = admin.getByRole('article', { name }).filter({ hasText: `Para ${OTHER_SHOW}` });
  await theirs.getByRole('button', { name: 'Revisar y responder' }).click();
  const decline = admin.getByRole('dialog', { name: `Propuesta de Sonido Claro: ${name}` });
  await decline.getByLabel('No la acepto').check();
  await decline.getByLabel('No tengo hueco en esas fechas').check();
  await decline.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(theirs.getByText('Sin disponibilidad')).toBeVisible();
  await admin
    .getByRole('status')
    .filter({ hasText: 'acceso de administrador' })
    .getByRole('button', { name: 'Cerrar sesión y terminar' })
    .click();
  await expect(admin.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible();

  // 5. The advertiser picks the podcast that accepted and confirms.
  await advertiser.reload();
  const card = advertiser.getByRole('article', { name });
  await expect(card.getByText('Revisa tu propuesta')).toBeVisible();
  await card.getByRole('link', { name: 'Revisar la propuesta' }).click();
  const choice = advertiser.getByRole('list', { name: 'Podcasts de la propuesta' });
  await expect(choice.getByRole('checkbox')).toHaveCount(1);
  await expect(choice.getByRole('listitem', { name: OTHER_SHOW }).getByText('No puede')).toBeVisible();
  if (SCREENSHOTS) await advertiser.screenshot({ path: '/tmp/proposals-choice.png', fullPage: true });
  await choice.getByRole('checkbox', { name: 'Modo Cooperativo' }).check();
  await advertiser.getByRole('button', { name: 'Confirmar propuesta' }).click();
  await advertiser.getByRole('button', { name: 'Sí, confirmar' }).click();
  await expect(advertiser.getByRole('region', { name: 'Orden de pago' })).toBeVisible();
  await advertiser.goto('/dashboard');
  await expect(card.getByText('Pendiente de pago')).toBeVisible();

  // 6. The admin, back in their own account, marks it paid.
  await logInFromHeader(admin, ADMIN);
  await admin.goto('/backoffice');
  await admin.getByLabel('Estado').selectOption('PENDING_PAYMENT');
  await admin
    .getByRole('list', { name: 'Cola de campañas' })
    .getByRole('link', { name: `Sonido Claro: ${name}` })
    .click();
  await expectNoSeriousViolations(admin, 'main');
  await admin.getByRole('button', { name: 'Marcar como pagada' }).click();
  await admin
    .getByRole('alertdialog', { name: '¿Confirmar el pago?' })
    .getByRole('button', { name: 'Sí, está pagada' })
    .click();
  await expect(admin.getByRole('heading', { level: 2, name: 'Pendiente de fechas' })).toBeVisible();

  await advertiser.reload();
  await expect(advertiser.getByRole('article', { name }).getByText('Pendiente de fechas')).toBeVisible();
  await podcaster.reload();
  await expect(
    podcaster
      .getByRole('article', { name })
      .filter({ hasText: 'Para Modo Cooperativo' })
      .getByText('Planifica las fechas'),
  ).toBeVisible();
});
