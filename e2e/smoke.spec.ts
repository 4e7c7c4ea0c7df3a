import { expect, test, type Page } from '@playwright/test';
import { ADVERTISER, CLIENT_HEADERS, HOME_HEADING, seriousViolationsAnyRule } from './support/checks';

/** Collects what the page reports as errors: console errors (CSP violations among them) and uncaught exceptions. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A visitor's GET /private/users/me answers 401 (that is how the app learns nobody is logged in),
    // and Chromium logs every 4xx fetch; exactly that message for exactly that call is no app error.
    const isVisitor401 =
      message.text() === 'Failed to load resource: the server responded with a status of 401 (Unauthorized)' &&
      message.location().url.endsWith('/api/v1/private/users/me');
    if (!isVisitor401) errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`exception: ${error.message}`));
  return errors;
}

test.describe('portada', () => {
  test('se muestra en español, sin errores en la consola', async ({ page }) => {
    const errors = collectErrors(page);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);

    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    // Late errors (lazy chunks, blocked requests) arrive after the first paint.
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('no tiene fallos de accesibilidad graves ni críticos (axe)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();

    const serious = await seriousViolationsAnyRule(page);
    expect(serious).toEqual([]);
  });
});

test.describe('API', () => {
  test('el servicio responde y está listo: base de datos accesible y migraciones aplicadas', async ({ request }) => {
    const health = await request.get('/api/v1/sys/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ data: { status: 'ok' } });
    const ready = await request.get('/api/v1/sys/ready');
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ data: { status: 'ready', database: 'ok', migrations: 'ok' } });
  });

  test('iniciar sesión deja una cookie HttpOnly que identifica al usuario', async ({ page }) => {
    await page.goto('/');
    const login = await page.request.post('/api/v1/authentication/login', { data: ADVERTISER });
    expect(login.status(), await login.text()).toBe(200);

    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'patrocina_session');
    expect(session, 'session cookie').toBeDefined();
    expect(session?.httpOnly).toBe(true);
    // Secure only when PUBLIC_URL is https; these journeys run on http://127.0.0.1.
    expect(session?.secure).toBe(false);
    expect(session?.sameSite).toBe('Lax');

    const me = await page.request.get('/api/v1/private/users/me', { headers: CLIENT_HEADERS });
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ data: { email: ADVERTISER.email } });

    // The browser itself sends the cookie back, and scripts cannot read it.
    const fromPage = await page.evaluate(async (headers) => {
      const answer = await fetch('/api/v1/private/users/me', { headers });
      const body = (await answer.json()) as { data?: { email?: string } };
      return { status: answer.status, email: body.data?.email, visible: document.cookie.includes('patrocina_session') };
    }, CLIENT_HEADERS);
    expect(fromPage).toEqual({ status: 200, email: ADVERTISER.email, visible: false });
  });

  test('el documento OpenAPI describe el inicio de sesión y la documentación se sirve', async ({ request }) => {
    const openapi = await request.get('/api/v1/openapi.json');
    expect(openapi.status()).toBe(200);
    const spec = (await openapi.json()) as { paths?: Record<string, unknown> };
    expect(Object.keys(spec.paths ?? {})).toContain('/api/v1/authentication/login');

    const docs = await request.get('/api/v1/docs');
    expect(docs.status()).toBe(200);
  });
});

test.describe('primera pantalla', () => {
  const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

  test('el punto de entrada y los trozos de la página llevan la pista de compilación; los demás, no', async ({
    request,
  }) => {
    const page = await request.get('/podcasts');
    const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(await page.text())?.[1];
    const preloaded = [...(page.headers()['link'] ?? '').matchAll(/<([^>]+)>; rel=modulepreload/g)].map(
      (match) => match[1]!,
    );
    expect(entry).toBeTruthy();
    expect(preloaded.length).toBeGreaterThan(0);
    for (const chunk of [entry!, ...preloaded]) {
      expect((await (await request.get(chunk)).text()).startsWith(`${COMPILE_HINT}\n`), chunk).toBe(true);
    }
    // A page opened later (the login dialog's chunk, listed in the entry's preload map) compiles lazily.
    const entryCode = await (await request.get(entry!)).text();
    const later = /"(assets\/login-dialog-[^"]+\.js)"/.exec(entryCode)?.[1];
    expect(later).toBeTruthy();
    expect((await (await request.get(`/${later}`)).text()).includes(COMPILE_HINT)).toBe(false);
  });
});
