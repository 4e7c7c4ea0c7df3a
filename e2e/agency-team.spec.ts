import { expect, test, type Page } from '@playwright/test';
import { signedIn } from './support/accounts';
import {
  DEMO_PASSWORD,
  dismissReminder,
  expectNoSeriousViolations,
  logInThroughModal,
  withConsentChosen,
} from './support/checks';
import { linkIn, skipWithoutMailCatcher, waitForMail } from './support/mailbox';

/**
 * Issue 23, the agency's team: the demo agency invites the demo representative (not an agency, no
 * campaigns of their own) as «Puede ver»; they open the e-mailed link signed out, sign in from it and
 * accept with the click; they see the agency's campaigns and cannot create one, buy, suggest or write
 * in the chat (docs/decisions/0034); the owner makes them «Puede gestionar», they write in the chat
 * under their own name, and the owner removes them at the end. The demo data keeps their message.
 */
const AGENCY = { email: 'agencia@example.com', password: DEMO_PASSWORD };
const COLLEAGUE = { email: 'representante@example.com', password: DEMO_PASSWORD };
const AGENCY_CAMPAIGN = 'Cuenta joven sin comisiones';
/** The agency's campaign whose proposal waits for its answer. */
const PROPOSED_CAMPAIGN = 'Revisión visual gratis';
/** The agency's campaign run by a campaign manager while the podcasters answer: it has a chat. */
const CHAT_CAMPAIGN = 'Fibra y móvil 5G';
const CHAT_TITLE = `Telefonía Onda · ${CHAT_CAMPAIGN}`;
const VIEWER_READS_ONLY =
  'Tu permiso en la agencia es «Puede ver»: consultas la campaña, pero no puedes hacer cambios en ella.';

/** axe at the two widths issue 23 names, back at the desktop width afterwards. */
async function expectAccessibleAtBothWidths(page: Page) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectNoSeriousViolations(page);
  }
}

test('la agencia invita a un colega que acepta con un clic, ve sus campañas y deja de verlas al quitarle', async ({
  browser,
  baseURL,
}) => {
  skipWithoutMailCatcher();
  test.setTimeout(150_000);
  const owner = await signedIn(browser, AGENCY);
  await owner.goto('/me/agency');
  await expect(owner.getByRole('heading', { level: 1, name: 'Tu agencia' })).toBeVisible();
  const team = owner.getByRole('region', { name: 'Equipo' });
  await team.getByLabel('Correo de tu colega').fill(COLLEAGUE.email);
  await team.getByLabel('Permiso').selectOption({ label: 'Puede ver' });
  await team.getByRole('button', { name: 'Invitar' }).click();
  await expect(owner.getByText('Invitación enviada')).toBeVisible();
  await expect(team.getByText(COLLEAGUE.email)).toBeVisible();
  await expectAccessibleAtBothWidths(owner);

  const mail = await waitForMail(COLLEAGUE.email, /^Agencia Onda Media te invita al equipo de Agencia Onda Media$/);
  const link = linkIn(mail, `${baseURL}/agency/invitations/`);

  // Signed out, the link shows the invitation and asks to sign in; nothing is accepted yet.
  const colleague = await (await browser.newContext()).newPage();
  await withConsentChosen(colleague);
  await colleague.goto(link);
  await expect(colleague.getByText('Agencia Onda Media te invita al equipo de Agencia Onda Media.')).toBeVisible();
  await expect(colleague.getByText(/Tendrás el permiso «Puede ver»/)).toBeVisible();
  await expectAccessibleAtBothWidths(colleague);
  await colleague.getByRole('button', { name: 'Entrar para aceptar' }).click();
  await logInThroughModal(colleague, COLLEAGUE);
  await dismissReminder(colleague);
  await colleague.getByRole('button', { name: 'Aceptar invitación' }).click();
  await expect(colleague.getByText('Ya formas parte de Agencia Onda Media.')).toBeVisible();
  await expectAccessibleAtBothWidths(colleague);

  // A viewer sees the agency's campaigns and is offered no «Crear campaña».
  await colleague.getByRole('link', { name: 'Ir al dashboard' }).click();
  await expect(colleague.getByRole('article', { name: AGENCY_CAMPAIGN })).toBeVisible();
  await expect(colleague.getByRole('link', { name: /Crear/ })).toHaveCount(0);

  // They read the proposal waiting for an answer, with nothing to choose, confirm or suggest.
  const proposedCard = colleague.getByRole('article', { name: PROPOSED_CAMPAIGN });
  await expect(proposedCard.getByText(VIEWER_READS_ONLY)).toBeVisible();
  await expect(proposedCard.getByRole('button', { name: 'Sugerir un cambio' })).toHaveCount(0);
  await expect(proposedCard.getByRole('button', { name: 'Borrar' })).toHaveCount(0);
  await proposedCard.getByRole('link', { name: 'Ver la propuesta' }).click();
  await expect(colleague).toHaveURL(/\/campaigns\/[\w-]+\/proposal$/);
  await expect(colleague.getByRole('list', { name: 'Podcasts de la propuesta' })).toBeVisible();
  await expect(colleague.getByText(VIEWER_READS_ONLY)).toBeVisible();
  await expect(colleague.getByRole('checkbox')).toHaveCount(0);
  await expect(colleague.getByRole('button', { name: 'Confirmar propuesta' })).toHaveCount(0);
  await expectAccessibleAtBothWidths(colleague);

  // They read the chat of the agency's campaign, and are offered no composer.
  await colleague.goto('/dashboard');
  await colleague.getByRole('article', { name: CHAT_CAMPAIGN }).getByRole('link', { name: 'Ver la propuesta' }).click();
  await expect(colleague).toHaveURL(/\/campaigns\/[\w-]+\/proposal$/);
  await colleague
    .getByRole('button', { name: /^Abrir el chat con / })
    .first()
    .click();
  const viewerChat = colleague.getByRole('dialog', { name: CHAT_TITLE });
  await expect(
    viewerChat.getByText('Tu permiso en la agencia es «Puede ver»: lees esta conversación, pero no escribes en ella.'),
  ).toBeVisible();
  await expect(viewerChat.getByLabel('Tu mensaje')).toHaveCount(0);
  await expectNoSeriousViolations(colleague);
  const chatProposal = colleague.url();
  await colleague.keyboard.press('Escape');
  await expect(viewerChat).toHaveCount(0);
  await colleague.goto('/dashboard');

  // The owner makes them «Puede gestionar»: now they may brief one.
  await owner.reload();
  await owner
    .getByRole('combobox', { name: 'Permiso de Diego Representante' })
    .selectOption({ label: 'Puede gestionar' });
  await expect(owner.getByText('Permiso cambiado')).toBeVisible();
  await colleague.reload();
  await expect(colleague.getByRole('article', { name: AGENCY_CAMPAIGN })).toBeVisible();
  await expect(colleague.getByRole('link', { name: 'Crear campaña' }).first()).toBeVisible();

  // As a manager they write in the agency's chat, under their own name.
  await colleague.goto(chatProposal);
  await colleague
    .getByRole('button', { name: /^Abrir el chat con / })
    .first()
    .click();
  const managerChat = colleague.getByRole('dialog', { name: CHAT_TITLE });
  await managerChat.getByLabel('Tu mensaje').fill('Hola, soy Diego y llevo esta campaña por la agencia.');
  await managerChat.getByRole('button', { name: 'Enviar' }).click();
  await expect(colleague.getByText('Mensaje enviado')).toBeVisible();
  await expect(managerChat.getByText('Hola, soy Diego y llevo esta campaña por la agencia.')).toBeVisible();
  await expect(managerChat.getByText('Diego Representante').first()).toBeVisible();
  await expectNoSeriousViolations(colleague);
  await colleague.keyboard.press('Escape');
  await colleague.goto('/dashboard');

  // Removed, after the confirmation: the next page load shows the agency's campaigns no more.
  await owner.getByRole('region', { name: 'Equipo' }).getByRole('button', { name: 'Quitar' }).click();
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Quitar de la agencia' }).click();
  await expect(owner.getByText('Diego Representante ya no está en tu equipo')).toBeVisible();
  await colleague.reload();
  await expect(colleague.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(colleague.getByRole('article', { name: AGENCY_CAMPAIGN })).toHaveCount(0);
});
