import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CLIENT_HEADERS, expectNoSeriousViolations, signUpThroughModal, withConsentChosen } from './support/checks';
import { encodePng } from './support/images';
import { linkIn, waitForMail, skipWithoutMailCatcher } from './support/mailbox';
import { confirmEmailFrom } from './support/email-links';

/**
 * Issue 4, the podcaster's journey before any proposal: from the podcasters' landing through
 * sign-up, adding a podcast by its feed (served here, from this process, on 127.0.0.1: the app runs
 * with FEED_ALLOW_PRIVATE_HOSTS=1), proving it with the code e-mailed to the feed's owner address,
 * the three steps of the sponsorship sheet with a real 1440x360 PNG, a holiday period, a
 * representative who accepts from the e-mail link, and the public page. axe on every screen.
 * PODCASTS_SCREENSHOTS=1 saves the sheet wizard and the public page to /tmp.
 */
const SCREENSHOTS = process.env.PODCASTS_SCREENSHOTS === '1';

/** A warm diagonal gradient with a darker band: something a person could have designed, and easy to see in a screenshot. */
const headerPng = encodePng(1440, 360, (x, y) => {
  const t = x / 1440;
  const band = y > 250 && y < 300 ? 0.6 : 1;
  return [
    Math.round((220 - 80 * t) * band),
    Math.round((90 + 60 * t + y / 12) * band),
    Math.round((60 + 140 * t) * band),
  ];
});
const coverPng = encodePng(600, 600, (x, y) => [40 + (x % 120), 70 + (y % 90), 150]);

// ---------------------------------------------------------------------------------------------
// The podcast's feed, as a small hosting platform would publish it.

const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const TITLE = `Sobremesa Lenta ${stamp}`;
const FEED_OWNER = `feed-${stamp}@example.com`;
const PODCASTER = { email: `podcaster-${stamp}@example.com`, password: 'una contraseña larga', name: 'Lucía Ferrer' };
const REPRESENTATIVE = `representante-${stamp}@example.com`;

function feedXml(base: string): string {
  const day = 24 * 60 * 60 * 1000;
  const episodes = [
    { number: 3, title: 'La tortilla, con o sin cebolla', minutes: 48 },
    { number: 2, title: 'Mercados de abastos que resisten', minutes: 55 },
    { number: 1, title: 'Por qué comemos tan tarde', minutes: 41 },
  ];
  const items = episodes
    .map(
      (episode, index) => `
    <item>
      <title>${episode.title}</title>
      <link>${base}/episodios/${episode.number}</link>
      <guid isPermaLink="false">sobremesa-${stamp}-${episode.number}</guid>
      <pubDate>${new Date(Date.now() - (index + 1) * 7 * day).toUTCString()}</pubDate>
      <description><![CDATA[<p>Episodio ${episode.number}: ${episode.title.toLowerCase()}. <a href="/notas/${episode.number}">Notas del programa</a>.</p>]]></description>
      <enclosure url="${base}/audio/${episode.number}.mp3" length="${episode.minutes * 480_000}" type="audio/mpeg"/>
      <itunes:duration>${episode.minutes}:00</itunes:duration>
      <itunes:episode>${episode.number}</itunes:episode>
      <itunes:explicit>false</itunes:explicit>
    </item>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${TITLE}</title>
    <link>${base}/</link>
    <atom:link href="${base}/feed.xml" rel="self" type="application/rss+xml"/>
    <language>es-ES</language>
    <copyright>© Lucía Ferrer</copyright>
    <description><![CDATA[<p>Una charla sin prisa sobre lo que comemos y <strong>por qué lo comemos así</strong>. Cada semana, con invitados.</p>]]></description>
    <itunes:author>Lucía Ferrer y Dani Ortega</itunes:author>
    <itunes:owner>
      <itunes:name>Lucía Ferrer</itunes:name>
      <itunes:email>${FEED_OWNER}</itunes:email>
    </itunes:owner>
    <itunes:image href="${base}/cover.png"/>
    <itunes:category text="Arts">
      <itunes:category text="Food"/>
    </itunes:category>
    <itunes:category text="Society &amp; Culture"/>
    <itunes:explicit>false</itunes:explicit>
    <itunes:type>episodic</itunes:type>
    <podcast:locked owner="${FEED_OWNER}">no</podcast:locked>${items}
  </channel>
</rss>
`;
}

let feedServer: Server;
let feedBase = '';

test.beforeAll(async () => {
  feedServer = createServer((request, response) => {
    if (request.url === '/feed.xml') {
      response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
      response.end(feedXml(feedBase));
    } else if (request.url === '/cover.png') {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(coverPng);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('no existe');
    }
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => feedServer.close(() => resolve()));
});

// ---------------------------------------------------------------------------------------------

/** `YYYY-MM-DD` of the day `offset` days from today in Madrid, and how the app writes it. */
function madridDay(offset: number): { iso: string; typed: string; spoken: string } {
  const instant = new Date(Date.now() + offset * 24 * 60 * 60 * 1000);
  const iso = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
  const [year, month, day] = iso.split('-');
  const noon = new Date(`${iso}T12:00:00Z`);
  return {
    iso,
    typed: `${day}${month}${year}`,
    spoken: new Intl.DateTimeFormat('es-ES', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Madrid',
    }).format(noon),
  };
}

/** Whether an image element has loaded real pixels (not the broken-image box nor a fallback). */
async function expectLoaded(image: Locator, width: number) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBe(width);
}

async function openDisclosure(card: Locator, title: string): Promise<Locator> {
  const details = card.locator('details').filter({ has: card.page().locator('summary', { hasText: title }) });
  await details.locator('summary').click();
  await expect(details).toHaveAttribute('open', '');
  return details;
}

function podcastCard(page: Page): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: TITLE }) });
}

test('un podcaster nuevo da de alta su podcast por el feed, lo verifica, completa la hoja, bloquea vacaciones e invita a un representante', async ({
  page,
  browser,
  baseURL,
}) => {
  skipWithoutMailCatcher();
  test.setTimeout(90_000);
  await withConsentChosen(page);
  // Every refusal of the API along the way; only the visitor's «who am I?» before signing in is expected.
  const refusals: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400)
      refusals.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
  });

  // 1. From the podcasters' landing to /sponsorship/join, then sign-up; the e-mailed link brings the
  //    new podcaster back to the join page, logged in.
  await page.goto('/podcasters');
  await page.getByRole('link', { name: 'Dar de alta mi podcast' }).first().click();
  await expect(page).toHaveURL('/sponsorship/join');
  await expect(page.getByRole('heading', { level: 2, name: 'Empieza con tu cuenta de podcaster' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await signUpThroughModal(page, { email: PODCASTER.email, password: PODCASTER.password, username: PODCASTER.name });
  await expect(page).toHaveURL('/check-email');
  const agency = page.getByRole('dialog', { name: '¿Eres una agencia?' });
  await agency.getByRole('button', { name: 'No' }).click();
  await expect(agency).toBeHidden();

  const welcome = await waitForMail(PODCASTER.email, /^Confirma tu correo electrónico en Patrocina$/);
  await confirmEmailFrom(page, welcome, baseURL);
  await expect(page.getByRole('main').getByText('¡Correo confirmado!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/sponsorship/join', { timeout: 10_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: PODCASTER.name })).toBeVisible();

  // 2. The podcast by its feed, then the proof: the code goes to the feed's owner address.
  const feedUrl = `${feedBase}/feed.xml`;
  await expect(page.getByRole('heading', { level: 2, name: 'Añade tu podcast' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel('Dirección del feed RSS de tu podcast').fill(feedUrl);
  await page.getByRole('button', { name: 'Buscar mi podcast' }).click();
  await expect(page).toHaveURL(/\/sponsorship\/join\?pId=[0-9a-f-]{36}$/);
  const podcastId = new URL(page.url()).searchParams.get('pId')!;
  const proof = page.getByRole('region', { name: 'Demuestra que es tuyo' });
  await expect(proof.getByText(TITLE, { exact: true })).toBeVisible();
  await expect(proof.getByText('Lucía Ferrer y Dani Ortega')).toBeVisible();
  await expect(proof.getByRole('region', { name: 'Con un código por correo' })).toContainText(`f•••@example.com`);
  await expect(
    proof.getByText(/<podcast:txt purpose="verify">patrocina-verify-[a-z2-7]{32}<\/podcast:txt>/),
  ).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Enviarme el código' }).click();
  const codeMail = await waitForMail(FEED_OWNER, new RegExp(`^Tu código para verificar «${TITLE}»: \\d{6}$`));
  const code = /: (\d{6})$/.exec(codeMail.subject)![1]!;
  expect(codeMail.text).toContain(`escribe este código: ${code}`);
  await page.getByRole('textbox', { name: 'Código', exact: true }).fill(code);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(`/sponsorship/edit?pId=${podcastId}`);

  // 3. The three steps of the sheet, each saved on its own.
  await expect(page.getByRole('heading', { level: 1, name: `Hoja de patrocinio: ${TITLE}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Paso 1: Perfil del podcast' })).toBeVisible();
  await expectNoSeriousViolations(page);
  const header = page.getByRole('group', { name: 'Imagen de cabecera' });
  const headerInput = header.getByLabel(/Subir una imagen/);
  // The file input is visually hidden: reached with the keyboard, its visible button shows the focus ring.
  await page.getByRole('button', { name: /^Acciones de branding/ }).focus();
  await page.keyboard.press('Tab');
  await expect(headerInput).toBeFocused();
  await expect(header.locator('label', { hasText: 'Subir una imagen' })).toHaveCSS('outline-style', 'solid');
  await headerInput.setInputFiles({ name: 'cabecera.png', mimeType: 'image/png', buffer: headerPng });
  await expect(header.getByText('Cambiar la imagen')).toBeVisible();
  await expectLoaded(header.locator('img'), 640);
  await page.getByLabel('Nombre del presentador 1').fill('Lucía Ferrer');
  await page.getByRole('button', { name: 'Añadir presentador' }).click();
  await page.getByLabel('Nombre del presentador 2').fill('Dani Ortega');
  await page.getByRole('radio', { name: 'Semanal' }).check();
  await page.getByRole('button', { name: 'Añadir enlace' }).click();
  await page.getByLabel('Dirección del enlace 1').fill('https://open.spotify.com/show/sobremesa-lenta');
  await page.getByRole('button', { name: 'Añadir red social' }).click();
  await page.getByLabel('Seguidores en la red 1').selectOption({ label: 'más de 10k' });
  if (SCREENSHOTS) await page.screenshot({ path: '/tmp/podcasts-sheet-profile.png', fullPage: true });
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Paso 2: Audiencia' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel(/^En la plataforma de alojamiento/).selectOption({ label: 'De 5.000 a 10.000' });
  await page.getByLabel(/^En otras plataformas/).selectOption({ label: 'De 1.000 a 5.000' });
  const gender = page.getByRole('group', { name: 'Género de la audiencia' });
  await gender.getByLabel('Mujeres (%)').fill('55');
  await gender.getByLabel('Hombres (%)').fill('43');
  await gender.getByLabel('Otros (%)').fill('2');
  const ages = page.getByRole('group', { name: 'Edad de la audiencia' });
  await ages.getByLabel('Menos de 25 (%)').fill('20');
  await ages.getByLabel('De 25 a 44 (%)').fill('50');
  await ages.getByLabel('Más de 44 (%)').fill('20');
  await expect(ages).toContainText('Suma: 90 % (debe ser 100 %)');
  await ages.getByLabel('Más de 44 (%)').fill('30');
  await expect(ages).toContainText('Suma: 100 %');
  await page.getByRole('checkbox', { name: 'Cultura' }).check();
  await page.getByRole('checkbox', { name: 'Humor' }).check();
  await page.locator('summary', { hasText: 'Provincias donde más te escuchan' }).click();
  await page.getByRole('checkbox', { name: 'Madrid' }).check();
  await page.getByRole('checkbox', { name: 'Valencia' }).check();
  await page.getByRole('checkbox', { name: /vídeo completo/ }).check();
  await page.getByLabel(/^Vídeo de ejemplo/).fill('https://www.youtube.com/watch?v=sobremesa');
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Paso 3: Acciones de branding' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('checkbox', { name: 'mención', exact: true }).check();
  await page.getByLabel('Precio mínimo por mención (€)').fill('150');
  await page.getByRole('checkbox', { name: 'anuncio leído por el presentador', exact: true }).check();
  await page.getByLabel('Precio mínimo por anuncio leído por el presentador (€)').fill('320');
  await page.getByRole('button', { name: 'Añadir ejemplo' }).click();
  await page.getByLabel('Marca del ejemplo 1').fill('Aceites del Sur');
  await page.getByLabel('Acción del ejemplo 1').selectOption({ label: 'anuncio leído por el presentador' });
  await page.getByLabel('Episodio del ejemplo 1').fill(`${feedBase}/episodios/2`);
  const startMinute = page.getByLabel('Minuto en que empieza (MMM:SS)');
  await startMinute.fill('5 y medio');
  // Without the terms, the step is refused with the SPEC's message, and the wrong minute is pointed out.
  await page.getByRole('button', { name: 'Guardar y terminar' }).click();
  const summary = page.getByRole('alertdialog', { name: 'Revisa el formulario' });
  await expect(summary).toContainText('Debes aceptar los términos y Condiciones de Patrocina');
  await expect(summary).toContainText('El formato debe ser MMM:SS');
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(summary).toBeHidden();
  const branding = page.getByRole('form', { name: 'Acciones de branding' });
  await expect(branding.getByText('Debes aceptar los términos y Condiciones de Patrocina')).toBeVisible();
  await expect(branding.getByText('El formato debe ser MMM:SS')).toBeVisible();
  await startMinute.fill('05:30');
  await page.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).check();
  if (SCREENSHOTS) await page.screenshot({ path: '/tmp/podcasts-sheet-branding.png', fullPage: true });
  await page.getByRole('button', { name: 'Guardar y terminar' }).click();

  const done = page.getByRole('status').filter({ hasText: '¡Tu hoja de patrocinio está completa!' });
  await expect(done).toBeVisible();
  await expectNoSeriousViolations(page);
  await done.getByRole('link', { name: 'Volver a Mis podcasts' }).click();

  // 4. My podcasts: the podcast is ready; a holiday period typed into the Spanish date-range picker.
  await expect(page).toHaveURL('/me/podcasts');
  const card = podcastCard(page);
  await expect(card.getByText('Listo para recibir propuestas')).toBeVisible();
  await expect(card.getByText('Hoja de patrocinio: 3 de 3 pasos')).toBeVisible();
  const holidays = await openDisclosure(card, 'Vacaciones');
  await expect(holidays.getByText('No tienes vacaciones próximas.')).toBeVisible();
  const from = madridDay(40);
  const to = madridDay(46);
  const picker = holidays.getByRole('group', { name: 'Nuevas vacaciones' });
  const segments = picker.getByRole('spinbutton');
  await segments.first().click();
  await page.keyboard.type(from.typed);
  await segments.nth(3).click();
  await page.keyboard.type(to.typed);
  await holidays.getByRole('button', { name: 'Bloquear fechas' }).click();
  const periods = holidays.getByRole('list', { name: `Vacaciones de ${TITLE}` });
  await expect(periods.getByRole('listitem')).toHaveText([new RegExp(`^del ${from.spoken} al ${to.spoken}\\s*Quitar`)]);
  await expect(
    periods.getByRole('button', { name: `Quitar el periodo del ${from.spoken} al ${to.spoken}` }),
  ).toBeVisible();
  const blocked = await page.request.get(`/api/v1/private/podcasts/${podcastId}/availability`, {
    headers: CLIENT_HEADERS,
  });
  expect(await blocked.json()).toMatchObject({
    data: { periods: [{ startsOn: from.iso, endsOn: to.iso, isPast: false }] },
  });

  // 5. A representative, invited by e-mail, accepts from the link (another person, another browser).
  const representation = await openDisclosure(card, 'Representante');
  await expectNoSeriousViolations(page);
  await representation.getByLabel('Correo del representante').fill(REPRESENTATIVE);
  await representation.getByRole('button', { name: 'Invitar' }).click();
  await expect(representation.getByText(`Invitación enviada a ${REPRESENTATIVE}`)).toBeVisible();

  const invitation = await waitForMail(
    REPRESENTATIVE,
    new RegExp(`^${PODCASTER.name} te invita a representar «${TITLE}»$`),
  );
  const acceptLink = linkIn(invitation, `${baseURL}/podcast/manager-representation-accepted?token=`);
  expect(linkIn(invitation, `${baseURL}/podcast/manager-representation-rejected?token=`)).not.toBe(acceptLink);
  const representativeContext = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  try {
    const representativePage = await representativeContext.newPage();
    await withConsentChosen(representativePage);
    await representativePage.goto(acceptLink);
    // Opening the link only shows the invitation; without an account, the page asks for one.
    const invitationPage = representativePage.getByRole('main');
    await expect(invitationPage.getByText(`${PODCASTER.name} te invita a representar «${TITLE}».`)).toBeVisible();
    await expect(invitationPage).toContainText(`Para aceptarla, crea tu cuenta con ${REPRESENTATIVE}`);
    await expectNoSeriousViolations(representativePage);
    await invitationPage.getByRole('button', { name: 'Crear mi cuenta' }).click();
    await signUpThroughModal(representativePage, {
      email: REPRESENTATIVE,
      password: 'la del representante',
      username: 'Diego Gestor',
    });
    await expect(representativePage).toHaveURL('/check-email');
    await representativePage
      .getByRole('dialog', { name: '¿Eres una agencia?' })
      .getByRole('button', { name: 'No' })
      .click();
    // The confirmation link brings them back to the invitation, signed in, where one button accepts it.
    const confirm = await waitForMail(REPRESENTATIVE, /^Confirma tu correo electrónico en Patrocina$/);
    await confirmEmailFrom(representativePage, confirm, baseURL);
    await expect(representativePage).toHaveURL(/\/podcast\/manager-representation-accepted\?token=/, {
      timeout: 10_000,
    });
    await invitationPage.getByRole('button', { name: 'Aceptar la representación' }).click();
    await expect(invitationPage.getByText(`Ya representas «${TITLE}».`)).toBeVisible();
    await expectNoSeriousViolations(representativePage);
  } finally {
    await representativeContext.close();
  }
  await waitForMail(PODCASTER.email, new RegExp(`^${REPRESENTATIVE} ya representa «${TITLE}»$`));

  await page.reload();
  const reloaded = podcastCard(page);
  const active = await openDisclosure(reloaded, 'Representante');
  await expect(active).toContainText(`${REPRESENTATIVE} representa este podcast desde el ${madridDay(0).spoken}.`);
  await expect(active.getByRole('button', { name: 'Cancelar la representación' })).toBeVisible();
  await openDisclosure(reloaded, 'Vacaciones');
  await expect(reloaded.getByRole('list', { name: `Vacaciones de ${TITLE}` })).toBeVisible();
  await expectNoSeriousViolations(page);

  // 6. The public page, by id and by slug: the sheet an advertiser decides on.
  await reloaded.getByRole('link', { name: 'Ver la página pública' }).click();
  await expect(page).toHaveURL(`/podcast/${podcastId}`);
  await expectPublicSheet(page);
  if (SCREENSHOTS) await page.screenshot({ path: '/tmp/podcasts-public.png', fullPage: true });
  await expectNoSeriousViolations(page);

  const lookup = await page.request.get(`/api/v1/public/podcasts/${podcastId}`);
  const { slug } = ((await lookup.json()) as { data: { slug: string } }).data;
  expect(slug).toBe(`sobremesa-lenta-${stamp}`);
  await page.goto(`/${slug}`);
  await expectPublicSheet(page);

  expect(refusals.filter((refusal) => refusal !== '401 GET /api/v1/private/users/me')).toEqual([]);
});

async function expectPublicSheet(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page).toHaveTitle(`${TITLE} · Patrocina`);
  await expectLoaded(page.locator('article > img').first(), 1440);
  const prices = page
    .getByRole('definition')
    .filter({ has: page.locator('xpath=preceding-sibling::dt[1][normalize-space()="Precios desde"]') });
  await expect(prices).toHaveText('150\u00a0€');
  const actions = page.getByRole('region', { name: 'Acciones y precios' });
  await expect(actions.getByRole('listitem')).toHaveText([
    /mención\s*desde 150\u00a0€/,
    /anuncio leído por el presentador\s*desde 320\u00a0€/,
  ]);
  const audience = page.getByRole('region', { name: 'Audiencia' });
  await expect(audience).toContainText('De 5.000 a 10.000 escuchas por episodio');
  await expect(audience).toContainText('Dónde: España, Madrid, Valencia');
  await expect(page.getByRole('region', { name: 'Campañas anteriores' })).toContainText('Aceites del Sur');
  await expect(page.getByRole('region', { name: 'Quién lo hace' })).toContainText('Lucía Ferrer, Dani Ortega');
  await expect(page.getByRole('region', { name: 'Últimos episodios' }).getByRole('listitem')).toHaveCount(3);
}
