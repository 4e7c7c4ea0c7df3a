import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LegalInfo } from '@patrocina/domain';
import { closeCookiePreferences, CONSENT_STORAGE_KEY, useConsent } from '@/lib/consent';
import { apiError, data, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { LegalPage } from './index';

/** A company unlike the API's example defaults, so nothing printed can come from anywhere but the call. */
const INFO: LegalInfo = {
  productName: 'Patrocina',
  website: 'https://ondas.example',
  company: {
    legalName: 'Ondas Patrocinadas, S.L.',
    taxId: 'B87654321',
    address: 'Calle de Colón 12, 46004 Valencia, España',
    registry: 'Registro Mercantil de Valencia, tomo 10.234, folio 5, hoja V-98765',
    email: 'datos@ondas.example',
    phone: '+34 960 123 456',
    dpoEmail: 'dpd@ondas.example',
    jurisdictionCity: 'Valencia',
  },
  terms: { commissionPercent: 10, vatPercent: 21, payoutHoldDays: 10, payoutWeekday: 5, underDeliveryPercent: 55 },
  socialProviders: ['google', 'facebook'],
};

const WITHOUT_EXTRAS: LegalInfo = {
  ...INFO,
  company: { ...INFO.company, phone: null, dpoEmail: null },
  socialProviders: [],
};

function renderLegal(info: LegalInfo = INFO) {
  const api = stubApi({ 'GET /public/legal': data(info) });
  const rendered = renderWithProviders(
    <MemoryRouter>
      <LegalPage />
    </MemoryRouter>,
  );
  return { ...rendered, api };
}

const part = (name: string) => within(screen.getByRole('region', { name }));

/** Headings must not skip levels (h1 → h2 → h3), and there is exactly one h1. */
function expectHeadingsInOrder() {
  const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.slice(1).forEach((level, index) => {
    expect(level).toBeLessThanOrEqual((levels[index] ?? 0) + 1);
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.title = '';
});

describe('LegalPage', () => {
  it('prints the configured company in the legal notice, with no placeholder left', async () => {
    const { container } = renderLegal();
    const notice = part('Aviso legal');
    expect(await notice.findByText('Ondas Patrocinadas, S.L.')).toBeInTheDocument();
    expect(notice.getByText('B87654321')).toBeInTheDocument();
    expect(notice.getByText('Calle de Colón 12, 46004 Valencia, España')).toBeInTheDocument();
    expect(notice.getByText('Registro Mercantil de Valencia, tomo 10.234, folio 5, hoja V-98765')).toBeInTheDocument();
    expect(notice.getByRole('link', { name: 'datos@ondas.example' })).toHaveAttribute(
      'href',
      'mailto:datos@ondas.example',
    );
    expect(notice.getByRole('link', { name: '+34 960 123 456' })).toHaveAttribute('href', 'tel:+34960123456');
    expect(notice.getByText('https://ondas.example')).toBeInTheDocument();

    expect(container.textContent).not.toMatch(/\[[^\]]*\]/);
    expect(container.textContent).not.toMatch(/dato no disponible/);
    expect(screen.queryByTestId('fact-loading')).toBeNull();
    expect(document.title).toBe('Privacidad y términos legales · Patrocina');
    expectHeadingsInOrder();
  });

  it('has the four parts, each reached from the table of contents by its anchor', async () => {
    const { container } = renderLegal();
    await part('Aviso legal').findByText('B87654321');
    const toc = within(screen.getByRole('navigation', { name: 'En esta página' }));
    for (const [title, id] of [
      ['Aviso legal', 'aviso-legal'],
      ['Política de privacidad', 'privacidad'],
      ['Política de cookies', 'cookies'],
      ['Condiciones del servicio', 'condiciones'],
    ] as const) {
      expect(container.querySelector(`section#${id}`)).toContainElement(
        screen.getByRole('heading', { level: 2, name: title }),
      );
      expect(toc.getByRole('link', { name: title })).toHaveAttribute('href', `#${id}`);
    }
    for (const link of toc.getAllByRole('link')) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(container.querySelector(`[id="${id}"]`), id).not.toBeNull();
    }
  });

  it('names the controller, the DPO, the recipients, the transfers, the rights and the AEPD', async () => {
    renderLegal();
    await part('Aviso legal').findByText('B87654321');
    const privacy = part('Política de privacidad');
    expect(privacy.getByText(/El responsable de tus datos es/).textContent).toMatch(
      /es Ondas Patrocinadas, S\.L\., con NIF B87654321 y domicilio en Calle de Colón 12/,
    );
    expect(privacy.getByRole('heading', { level: 3, name: 'Responsable del tratamiento' })).toBeInTheDocument();
    expect(privacy.getByText(/Hemos nombrado un delegado de protección de datos/)).toBeInTheDocument();
    expect(privacy.getByRole('link', { name: 'dpd@ondas.example' })).toHaveAttribute(
      'href',
      'mailto:dpd@ondas.example',
    );
    for (const right of ['acceso', 'rectificación', 'supresión', 'limitación', 'portabilidad', 'oposición']) {
      expect(privacy.getByText(right)).toBeInTheDocument();
    }
    expect(privacy.getByText('Agencia Española de Protección de Datos')).toBeInTheDocument();
    expect(privacy.getByText(/C\/ Jorge Juan 6, 28001 Madrid/)).toBeInTheDocument();
    // Each purpose says its legal basis and its period.
    const purposes = privacy.getByRole('heading', { name: /Para qué, con qué base legal/ }).nextElementSibling!;
    const items = within(purposes as HTMLElement).getAllByRole('listitem');
    expect(items.length).toBeGreaterThanOrEqual(6);
    for (const item of items) {
      expect(within(item).getByText('Base legal:')).toBeInTheDocument();
      expect(within(item).getByText('Plazo:')).toBeInTheDocument();
    }
    expect(privacy.getByText(/seis años desde el cierre del ejercicio/, { selector: 'li' })).toBeInTheDocument();
    expect(privacy.getByText('Google, Meta (Facebook)')).toBeInTheDocument();
    expect(privacy.getByText(/Marco de Privacidad de Datos UE-EE. UU./)).toBeInTheDocument();
    // Issue 21: what the measurement prefix keeps of a listener.
    expect(privacy.getByText('Nunca guardamos tu dirección IP.')).toBeInTheDocument();
  });

  it('leaves out the phone, the DPO and the social providers when the company has none', async () => {
    renderLegal(WITHOUT_EXTRAS);
    const notice = part('Aviso legal');
    await notice.findByText('Ondas Patrocinadas, S.L.');
    expect(notice.queryByText('Teléfono:')).toBeNull();
    expect(screen.queryByText(/delegado de protección de datos/)).toBeNull();
    expect(screen.queryByText(/Marco de Privacidad de Datos/)).toBeNull();
    expect(part('Política de cookies').getByText(/no ofrecemos entrar con ninguna red social/)).toBeInTheDocument();
  });

  it('lists each cookie and browser key with its purpose and duration, and opens the preferences', async () => {
    const user = userEvent.setup();
    renderLegal();
    const cookies = part('Política de cookies');
    const necessary = within(cookies.getByRole('list', { name: 'Cookies necesarias' }));
    expect(necessary.getByText('patrocina_session')).toBeInTheDocument();
    expect(necessary.getByText(/hasta 365 días, o hasta que cierres sesión/)).toBeInTheDocument();
    expect(necessary.getByText('patrocina_login_nonce')).toBeInTheDocument();
    expect(necessary.getByText('patrocina_consent')).toBeInTheDocument();
    const local = within(cookies.getByRole('list', { name: 'Almacenamiento local' }));
    expect(local.getByText(CONSENT_STORAGE_KEY)).toBeInTheDocument();
    for (const item of [...necessary.getAllByRole('listitem'), ...local.getAllByRole('listitem')]) {
      expect(within(item).getByText(/^Duración: /)).toBeInTheDocument();
    }
    for (const category of ['Redes sociales', 'Analítica', 'Socios publicitarios']) {
      expect(cookies.getByText(`${category}:`)).toBeInTheDocument();
    }
    expect(await cookies.findByRole('link', { name: /Google/ })).toHaveAttribute(
      'href',
      expect.stringContaining('policies.google.com'),
    );
    expect(cookies.getByRole('link', { name: /Meta \(Facebook\)/ })).toBeInTheDocument();

    const { result } = renderHook(() => useConsent());
    await user.click(cookies.getByRole('button', { name: 'Gestionar cookies' }));
    expect(result.current.preferencesOpen).toBe(true);
    act(() => closeCookiePreferences());
  });

  it('quotes the money rules as the server applies them, and the configured courts', async () => {
    renderLegal();
    await part('Aviso legal').findByText('B87654321');
    const terms = part('Condiciones del servicio');
    const text = terms.getByRole('heading', { name: 'Precios, comisión e impuestos' }).nextElementSibling!.textContent;
    expect(text).toMatch(/comisión del 10\s% del coste de cada acción/);
    expect(text).toMatch(/IVA \(21\s%/);
    const payments = terms.getByRole('heading', { name: 'Cómo se paga' }).nextElementSibling!.textContent;
    expect(payments).toMatch(/cuando han pasado 10 días desde que la registra/);
    expect(payments).toMatch(/Pagamos cada semana, los viernes/);
    expect(payments).toMatch(/autofactura/);
    const claims = terms.getByRole('heading', { name: 'Reclamaciones y acciones de compensación' }).nextElementSibling!
      .textContent;
    expect(claims).toMatch(/no llegan al 55\s% del alcance estimado/);
    expect(claims).toMatch(/acción de compensación/);
    expect(terms.getByRole('heading', { name: 'Pausas y cancelaciones' })).toBeInTheDocument();
    expect(terms.getByText(/juzgados y tribunales de/).textContent).toMatch(/de Valencia, salvo que seas consumidor/);
  });

  it('shows the whole text while the company loads, with a bar in place of each value', async () => {
    renderLegal();
    expect(screen.getByRole('heading', { level: 2, name: 'Condiciones del servicio' })).toBeInTheDocument();
    expect(screen.getAllByTestId('fact-loading').length).toBeGreaterThan(5);
    expect(screen.getByText('Cargando los datos de la empresa…')).toBeInTheDocument();
    expect(await part('Aviso legal').findByText('B87654321')).toBeInTheDocument();
    expect(screen.queryByText('Cargando los datos de la empresa…')).toBeNull();
  });

  it('says when the company could not be loaded, and «Reintentar» fills it in', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /public/legal': (call, count) =>
        count === 1 ? apiError(503, 'UNAVAILABLE', 'No disponible')() : data(INFO)(),
    });
    renderWithProviders(
      <MemoryRouter>
        <LegalPage />
      </MemoryRouter>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No hemos podido cargar los datos de la empresa.');
    expect(screen.getAllByText('(dato no disponible)').length).toBeGreaterThan(0);
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await part('Aviso legal').findByText('B87654321')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
