import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Browser, type Download, type Page } from '@playwright/test';
import { apiAs, campaignBrief, dataOf, publishProposal, signedIn } from './support/accounts';
import {
  CLIENT_HEADERS,
  DEMO_PASSWORD,
  PODCASTER,
  expectNoSeriousViolations,
  withConsentChosen,
} from './support/checks';
import { skipWithoutMailCatcher, waitForMail } from './support/mailbox';
import { confirmEmailFrom } from './support/email-links';

/**
 * Issue 19, the money journey: a new advertiser gives their datos de facturación in the purchase step,
 * buys, reads the payment order (IBAN, amount with IVA, reference, QR) and downloads the invoice; the
 * admin imports a Norma 43 statement with that reference and total and the campaign is paid; the
 * podcaster fills their datos de facturación, plans and records the mention; the admin moves the
 * business clock past the hold and starts the payout run by hand; the podcaster finds the mention paid
 * in «Mis cobros» and downloads the autofactura. The brief, the proposal and the answer go through the
 * API (proposal-page.spec.ts walks them on screen). Screenshots of the new screens at 1366 and 390 px
 * go to MONEY_SCREENSHOTS_DIR (default test-results/money).
 */
const ADMIN = { email: 'admin@example.com', password: DEMO_PASSWORD };
const AGENT = { email: 'gestor@example.com', password: DEMO_PASSWORD };
const SHOTS = process.env.MONEY_SCREENSHOTS_DIR ?? 'test-results/money';
/** The journey server's PAYOUT_HOLD_DAYS: playwright.config.ts leaves it at its default. */
const HOLD_DAYS = 7;
/** Where the podcaster is paid: a Spanish IBAN whose check digits hold. */
const PODCASTER_IBAN = 'ES79 2100 0813 6101 2345 6789';

function isoDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

/** The ISO week a payout run is keyed by (`2026-W49`), of a `YYYY-MM-DD` day. */
function isoWeekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * A Norma 43 (AEB cuaderno 43) statement of one credit, as a Spanish bank writes it: 80-character
 * records (11 account, 22 movement, 23 its concept, 33 totals, 88 end), ISO-8859-1, on the company's
 * account (COMPANY_IBAN's default, ES91 2100 0418 45 0200051332: a statement of another account is
 * refused). The invoice's reference makes each run's file and credit new to the importer. The layout
 * of apps/api/test/fixtures/statements/norma43.txt.
 */
function norma43Credit(reference: string, amountCents: number): Buffer {
  const yymmdd = isoDay(0).slice(2).replaceAll('-', '');
  const account = '0200051332';
  const amount = String(amountCents).padStart(14, '0');
  const records = [
    `1121000418${account}${yymmdd}${yymmdd}2${'0'.repeat(14)}9783${'PATROCINA PODCASTS SL'.padEnd(26)}   `,
    `22    0418${yymmdd}${yymmdd}020992${amount}${'0'.repeat(10)}${''.padEnd(12)}${reference.padEnd(16)}`,
    `2301${'ORDENANTE: CAFÉS DEL MONTE SL'.padEnd(38)}${`TRANSFERENCIA ${reference}`.padEnd(38)}`,
    `3321000418${account}${'0'.repeat(5)}${'0'.repeat(14)}00001${amount}2${amount}978${''.padEnd(4)}`,
    `88${'9'.repeat(18)}${'4'.padStart(6, '0')}${''.padEnd(54)}`,
  ];
  for (const record of records) expect(record).toHaveLength(80);
  return Buffer.from(`${records.join('\r\n')}\r\n`, 'latin1');
}

/** A download's bytes, after checking the name the server gave it. */
async function downloaded(download: Download, name: RegExp): Promise<Buffer> {
  expect(download.suggestedFilename()).toMatch(name);
  return readFileSync(await download.path());
}

/** axe at desktop and phone widths, nothing wider than the phone, and a full-page screenshot at each. */
async function checkScreen(page: Page, shot: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${shot}-${width}.png`, fullPage: true });
    await expectNoSeriousViolations(page, 'main');
    if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** A new advertiser, signed up through the API and logged in by their verification link, as a person would be. */
async function newAdvertiser(browser: Browser, baseURL: string): Promise<Page> {
  const email = `dinero.${Date.now()}@example.com`;
  const visitor = await browser.newContext();
  const signup = await visitor.request.post('/api/v1/authentication/signup', {
    headers: CLIENT_HEADERS,
    data: { email, password: 'una contraseña larga', username: 'Lucía Compras', newsletter: false, terms: true },
  });
  expect(signup.status()).toBe(201);
  await visitor.close();
  const page = await (await browser.newContext()).newPage();
  await withConsentChosen(page);
  const mail = await waitForMail(email, /^Confirma tu correo electrónico en Patrocina$/);
  await confirmEmailFrom(page, mail, baseURL);
  await expect(page.getByRole('main').getByText('¡Correo confirmado!', { exact: true })).toBeVisible();
  return page;
}

test('el dinero de una campaña: facturación, compra, factura, orden de pago, extracto, retención, pago y autofactura', async ({
  browser,
  baseURL,
}) => {
  skipWithoutMailCatcher();
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const name = `Café de especialidad ${Date.now()}`;
  const admin = await apiAs(browser, ADMIN);
  const moveClock = (offsetDays: number) =>
    dataOf<{ today: string }>(
      admin.put('/api/v1/private/backoffice/clock', { headers: CLIENT_HEADERS, data: { offsetDays } }),
    );

  try {
    // Brief, proposal (one mention at 1.000 €) and the podcaster's yes, through the API.
    const advertiser = await newAdvertiser(browser, baseURL!);
    const campaign = await dataOf<{ id: string }>(
      advertiser.request.post('/api/v1/private/campaigns', {
        headers: CLIENT_HEADERS,
        data: campaignBrief({
          brand: 'Cafés del Monte',
          name,
          url: 'https://cafes-del-monte.example/especialidad',
          briefing: 'Café de especialidad tostado cada semana.',
          audiences: ['tech'],
          budget: 5_000,
          dates: { fromDate: isoDay(2), toDate: isoDay(30) },
          // Money is this journey's subject: the mention airs without a read to approve (issue 20).
          noReadApproval: true,
        }),
      }),
    );
    const show = await dataOf<{ id: string }>(
      admin.get('/api/v1/public/podcasts/by-slug/modo-cooperativo', { headers: CLIENT_HEADERS }),
    );
    await publishProposal(await apiAs(browser, AGENT), campaign.id, show.id, { count: 1, rate: 1_000 });
    await dataOf(
      (await apiAs(browser, PODCASTER)).put(`/api/v1/private/campaigns/${campaign.id}/podcasts/${show.id}/answer`, {
        headers: CLIENT_HEADERS,
        data: { answer: 'ACCEPT', withMinPrice: false, minEarnings: null, delegated: false },
      }),
    );

    // 1. The advertiser confirms; with no datos de facturación yet, the purchase step asks for them first.
    await advertiser.goto(`/campaigns/${campaign.id}/proposal`);
    const totals = advertiser.getByRole('region', { name: 'Total de tu elección' });
    await expect(totals).toContainText(/Total a pagar1\.210,00\s€/);
    await totals.getByRole('button', { name: 'Confirmar propuesta' }).click();
    const billing = advertiser.getByRole('dialog', { name: 'Tus datos de facturación' });
    const form = billing.getByRole('form', { name: 'Datos de facturación' });
    await form.getByLabel('Nombre o razón social').fill('Cafés del Monte, S.L.');
    await form.getByLabel('NIF, NIE o CIF').fill('B87654323');
    await form.getByLabel('Dirección fiscal').fill('Calle Mayor 5');
    await form.getByLabel('Código postal').fill('28013');
    await form.getByLabel('Ciudad').fill('Madrid');
    await form.getByLabel('Provincia').selectOption('Madrid');
    await expectNoSeriousViolations(advertiser, '[role=dialog]');
    await form.getByRole('button', { name: 'Guardar y continuar' }).click();
    const check = advertiser.getByRole('alertdialog', { name: '¿Confirmar la propuesta?' });
    await expect(check).toContainText(/1\.210,00\s€ con IVA/);
    await check.getByRole('button', { name: 'Sí, confirmar' }).click();
    await expect(check).toBeHidden();

    // 2. The payment order: the company's IBAN, base, IVA and total, the reference, and the QR to scan.
    const order = advertiser.getByRole('region', { name: 'Orden de pago' });
    await expect(order).toContainText(/Total a pagar1\.210,00\s€/);
    await expect(order).toContainText(/Base imponible1\.000,00\s€/);
    await expect(order).toContainText(/IVA \(21 %\)210,00\s€/);
    await expect(order).toContainText('ES91 2100 0418 4502 0005 1332');
    const reference = `PAT-${campaign.id.replaceAll('-', '').slice(0, 10).toUpperCase()}`;
    await expect(order).toContainText(`Referencia (ponla en el concepto)${reference}`);
    const qr = order.getByRole('img', { name: /Código QR de la transferencia/ });
    await expect(qr).toHaveAttribute('src', /^data:image\/(png|svg\+xml);base64,/);
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await checkScreen(advertiser, 'payment-order');

    // 3. The invoice, from the campaign's page: a PDF named after its number.
    const invoiceLink = advertiser.getByRole('link', { name: /^Descargar factura / });
    const [invoice] = await Promise.all([advertiser.waitForEvent('download'), invoiceLink.click()]);
    expect((await downloaded(invoice, /^factura-.+\.pdf$/)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // 4. The admin uploads the bank's statement with that reference and the exact total: the campaign is paid.
    const office = await signedIn(browser, ADMIN);
    await office.goto('/backoffice');
    await office
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Extractos bancarios' })
      .click();
    await expect(office.getByRole('heading', { level: 1, name: 'Extractos bancarios' })).toBeVisible();
    await office.getByLabel('Elegir el extracto').setInputFiles({
      name: 'extracto.n43',
      mimeType: 'text/plain',
      buffer: norma43Credit(reference, 121_000),
    });
    const imported = office.getByRole('status').filter({ hasText: 'Extracto importado' });
    await expect(imported).toContainText(
      /^Extracto importado: Norma 43 \(AEB\)1\s*campaña pagada0\s*abonos por resolver/,
    );
    await checkScreen(office, 'bank-statements');
    await office.goto(`/backoffice/campaigns/${campaign.id}`);
    await expect(office.getByText('Pendiente de fechas').first()).toBeVisible();
    await expect(office.getByRole('button', { name: 'Marcar como pagada' })).toHaveCount(0);
    await advertiser.reload();
    await expect(advertiser.getByRole('region', { name: 'Orden de pago' })).toContainText('Pago recibido. Gracias.');

    // 5. The podcaster gives their datos de facturación in My account: where and how they are paid.
    const podcaster = await signedIn(browser, PODCASTER);
    await podcaster.goto('/me');
    const billingRegion = podcaster.getByRole('region', { name: 'Datos de facturación' });
    const profile = billingRegion.getByRole('form', { name: 'Datos de facturación' });
    await profile.getByLabel('Nombre o razón social').fill('Marta Cooperativa');
    await profile.getByLabel('NIF, NIE o CIF').fill('12345678Z');
    await profile.getByLabel('Dirección fiscal').fill('Calle de la Paz 3');
    await profile.getByLabel('Código postal').fill('46003');
    await profile.getByLabel('Ciudad').fill('Valencia');
    await profile.getByLabel('Provincia').selectOption('Valencia');
    await profile.getByLabel('IBAN').fill(PODCASTER_IBAN);
    await profile.getByRole('radio', { name: 'Repercuto IVA en mis facturas' }).check();
    await profile.getByRole('radio', { name: /^15 %/ }).check();
    await profile.getByRole('checkbox', { name: /Acepto que Patrocina emita mis facturas en mi nombre/ }).check();
    await profile.getByRole('button', { name: 'Guardar datos de facturación' }).click();
    await expect(billingRegion.getByRole('status').filter({ hasText: 'Datos de facturación guardados' })).toBeVisible();

    // 6. Plans the mention on the third day, and records it on its day.
    await podcaster.goto('/campaigns/hired');
    const card = podcaster.getByRole('article', { name });
    await card.getByRole('button', { name: 'Planificar fechas' }).click();
    const plan = podcaster.getByRole('dialog', { name: 'Planificar fechas' });
    await plan.getByLabel('Mención 1').fill(isoDay(3));
    await plan.getByRole('button', { name: 'Guardar fechas' }).click();
    await expect(plan).toBeHidden();
    await moveClock(3);
    await podcaster.reload();
    await card.getByRole('button', { name: 'Registrar emisión de Mención 1' }).click();
    const record = podcaster.getByRole('dialog', { name: 'Registrar emisión' });
    const pasteLink = record.getByLabel('Pegar el enlace');
    if (await pasteLink.isVisible()) await pasteLink.check();
    await record.getByLabel('Enlace del episodio').fill('https://modo-cooperativo.example/episodios/121');
    await record.getByLabel('Minuto de inicio del anuncio').fill('8:15');
    await record.getByRole('button', { name: 'Registrar emisión' }).click();
    await expect(record).toBeHidden();
    await podcaster.goto('/earnings');
    const row = podcaster
      .getByRole('list', { name: 'Tus cobros por acción' })
      .getByRole('listitem')
      .filter({ hasText: new RegExp(name) });
    await expect(row.getByText('Retenido', { exact: true })).toBeVisible();
    await expect(row).toContainText(/900,00\s€/);

    // 7. The hold passes on the business clock (a Sunday would be the weekly run's own day: the next one).
    let today = (await moveClock(3 + HOLD_DAYS)).today;
    if (new Date(`${today}T00:00:00Z`).getUTCDay() === 0) today = (await moveClock(4 + HOLD_DAYS)).today;
    await podcaster.reload();
    await expect(row.getByText('Liberado', { exact: true })).toBeVisible();

    // 8. The admin starts this week's payout run and downloads its SEPA file for the bank.
    await office.goto('/backoffice');
    const runs = office.getByRole('region', { name: 'Pagos a podcasters' });
    await runs.getByRole('button', { name: 'Lanzar pago ahora' }).click();
    const launch = office.getByRole('alertdialog', { name: '¿Lanzar el pago de esta semana?' });
    await launch.getByRole('button', { name: 'Lanzar pago' }).click();
    await expect(launch).toBeHidden();
    const period = isoWeekOf(today);
    const run = runs.getByRole('listitem').filter({ hasText: `Semana ${period}` });
    await expect(run).toBeVisible();
    const [sepa] = await Promise.all([
      office.waitForEvent('download'),
      run.getByRole('link', { name: `Descargar fichero SEPA de la semana ${period}` }).click(),
    ]);
    const xml = (await downloaded(sepa, new RegExp(`^pagos-${period}\\.xml$`))).toString('utf8');
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
    // Paid to the name and account the podcaster gave on screen.
    expect(xml).toMatch(/<Cdtr>\s*<Nm>Marta Cooperativa<\/Nm>/);
    expect(xml).toContain(`<IBAN>${PODCASTER_IBAN.replaceAll(' ', '')}</IBAN>`);
    // The control sum is the sum of the transfers.
    const amounts = [...xml.matchAll(/<InstdAmt Ccy="EUR">([\d.]+)<\/InstdAmt>/g)].map((match) => Number(match[1]));
    const controlSum = Number(/<GrpHdr>[\s\S]*?<CtrlSum>([\d.]+)<\/CtrlSum>/.exec(xml)![1]);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBeCloseTo(controlSum, 2);

    // 9. The podcaster sees the mention paid in «Mis cobros» and downloads the autofactura.
    await podcaster.reload();
    await expect(row.getByText('Pagado', { exact: true })).toBeVisible();
    const invoices = podcaster.getByRole('region', { name: 'Autofacturas' });
    const selfBilled = invoices.getByRole('listitem').first();
    await expect(selfBilled).toContainText(/Autofactura \S+/);
    await expect(selfBilled).toContainText(/retención de IRPF/);
    const [pdf] = await Promise.all([
      podcaster.waitForEvent('download'),
      selfBilled.getByRole('link', { name: /^Descargar PDF de la autofactura / }).click(),
    ]);
    expect((await downloaded(pdf, /^autofactura-.+\.pdf$/)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await checkScreen(podcaster, 'earnings');

    // 10. The books balance after all of it.
    await office.goto('/backoffice');
    await office.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Contabilidad' }).click();
    await expect(office.getByRole('heading', { name: 'Las cuentas cuadran' })).toBeVisible();
    await checkScreen(office, 'ledger');
  } finally {
    await moveClock(0);
  }

  // The clock's moves have queued reminders and payout e-mails for the demo's other campaigns and
  // podcasters. The outbox sends them back to back, but the next journey waits for its own e-mails no
  // more than 20 s, so this one leaves the outbox empty.
  await expect
    .poll(
      async () => {
        const { mails } = await dataOf<{ mails: { status: string }[] }>(
          admin.get('/api/v1/private/backoffice/outbox', { headers: CLIENT_HEADERS }),
        );
        return mails.filter((mail) => mail.status === 'pending' || mail.status === 'sending').length;
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBe(0);
});
