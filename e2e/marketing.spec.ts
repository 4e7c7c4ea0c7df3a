import { expect, test } from '@playwright/test';
import { CLIENT_HEADERS, HOME_HEADING, PODCASTER, seriousViolationsAnyRule, withConsentChosen } from './support/checks';

/**
 * Every public page and its h1: the marketing pages (apps/web/src/features/marketing), contact, the
 * page after sign-up and the not-found page. A podcast's public page is checked below, with a podcast
 * of the demo data. On a first visit each shows the cookie notice, which axe checks with the page.
 */
const PAGES = [
  { path: '/', heading: HOME_HEADING },
  { path: '/podcasters', heading: /Gana dinero con tu podcast/ },
  { path: '/about-us', heading: 'Sobre Patrocina' },
  { path: '/legal', heading: 'Privacidad y términos legales' },
  { path: '/contact', heading: 'Contacto' },
  { path: '/check-email', heading: 'Revisa tu correo' },
  { path: '/notFound404', heading: 'Página no encontrada' },
] as const;

test.describe('páginas públicas', () => {
  test('la portada muestra el titular y lleva a crear una campaña', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    const main = page.getByRole('main');
    const create = main.getByRole('link', { name: 'Crear campaña' }).first();
    await expect(create).toBeVisible();
    await expect(create).toHaveAttribute('href', '/campaigns/new');

    // The slider loads when it scrolls into view, with the demo catalogue's podcasts, each linked to its page.
    await main.getByRole('heading', { name: 'Algunos podcasts del catálogo' }).scrollIntoViewIfNeeded();
    const slider = main.getByRole('list', { name: 'Podcasts del catálogo' });
    const first = slider.getByRole('link').first();
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute('href', /^\/podcast\/[0-9a-f-]{36}$/);
    await first.click();
    await expect(page).toHaveURL(/\/podcast\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('la portada no tiene fallos de accesibilidad graves ni críticos (axe)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    expect(await seriousViolationsAnyRule(page)).toEqual([]);
  });

  for (const { path, heading } of PAGES) {
    test(`${path} cabe en 360 px y axe no encuentra fallos graves`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousViolationsAnyRule(page)).toEqual([]);
    });
  }

  test('la página pública de un podcast cabe en 360 px y axe no encuentra fallos graves', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // A podcast of the demo podcaster, asked for in a separate session: the page itself is seen as a visitor.
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: CLIENT_HEADERS });
    expect((await api.post('/api/v1/authentication/login', { data: PODCASTER })).status()).toBe(200);
    const mine = (await (await api.get('/api/v1/private/podcasts/mine')).json()) as {
      data: { podcasts: { slug: string; title: string }[] };
    };
    await api.dispose();
    const podcast = mine.data.podcasts[0];
    expect(podcast, 'the demo podcaster owns a podcast').toBeDefined();

    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/${podcast!.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: podcast!.title })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolationsAnyRule(page)).toEqual([]);
  });

  test('el índice de /legal lleva a sus cuatro partes, con los datos de la empresa configurados', async ({ page }) => {
    await withConsentChosen(page);
    await page.goto('/legal');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacidad y términos legales' })).toBeVisible();
    // The company comes from the server's configuration (GET /public/legal): the example company here.
    const notice = page.getByRole('region', { name: 'Aviso legal' });
    await expect(notice.getByText('Patrocina Media, S.L.', { exact: true })).toBeVisible();
    await expect(notice.getByText('B12345674', { exact: true })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/\[[^\]]+\]/);

    const toc = page.getByRole('navigation', { name: 'En esta página' });
    for (const [name, anchor] of [
      ['Aviso legal', 'aviso-legal'],
      ['Política de privacidad', 'privacidad'],
      ['Política de cookies', 'cookies'],
      ['Condiciones del servicio', 'condiciones'],
    ] as const) {
      await toc.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/legal#${anchor}$`));
      await expect(page.getByRole('heading', { level: 2, name })).toBeInViewport();
    }
  });

  test('el pie lleva a cada parte de /legal', async ({ page }) => {
    await withConsentChosen(page);
    await page.goto('/about-us');
    const footer = page.getByRole('navigation', { name: 'Pie de página' });
    await footer.getByRole('link', { name: 'Términos legales' }).click();
    await expect(page).toHaveURL(/\/legal#condiciones$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Condiciones del servicio' })).toBeInViewport();
    await footer.getByRole('link', { name: 'Política de privacidad' }).click();
    await expect(page).toHaveURL(/\/legal#privacidad$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Política de privacidad' })).toBeInViewport();
  });

  for (const width of [1366, 390]) {
    test(`/legal a ${width} px: todo cargado, sin desbordar y sin fallos graves de axe`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/legal');
      await expect(page.getByRole('heading', { level: 1, name: 'Privacidad y términos legales' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Aviso legal' }).getByText('B12345674')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousViolationsAnyRule(page)).toEqual([]);
    });
  }
});
