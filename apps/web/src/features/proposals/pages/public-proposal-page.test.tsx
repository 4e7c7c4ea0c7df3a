import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@patrocina/domain';
import { apiError, data, stubApi } from '@/test/api-stub';
import { buildCreativePack } from '@/test/creative-pack-fixtures';
import { jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ProposalBySlugPage, ProposalByTokenPage } from './public-proposal-page';

const PUBLIC = {
  slug: 'cafe-lumbre-tueste',
  brand: 'Café Lumbre',
  name: 'Tueste de invierno',
  url: 'https://cafelumbre.es',
  briefing: 'Cuenta a tus oyentes cómo es nuestro tueste.',
  status: 'CONFIGURING',
  substatus: 'PENDING_RESPONSE',
  audiences: ['tech', 'geek'],
  country: 'ES',
  provinces: ['28'],
  gender: 'ALL',
  ages: [25],
  coverageAction: 'ALL',
  brandingActions: ['mention'],
  approximateDate: 'DATE_RANGE',
  fromDate: '2026-12-01',
  toDate: '2026-12-31',
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/proposal/token/:token?', element: <ProposalByTokenPage signedIn={false} /> },
      { path: '/proposal/:slug?', element: <ProposalBySlugPage signedIn={false} /> },
    ],
    { initialEntries: [path] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

describe('/proposal', () => {
  it('shows a visitor the campaign read-only, by slug, with the way to answer after logging in', async () => {
    stubApi({ 'GET /public/campaign/cafe-lumbre-tueste': data(PUBLIC) });
    renderAt('/proposal/cafe-lumbre-tueste');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Café Lumbre: Tueste de invierno' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Esperando a los podcasters')).toBeInTheDocument();
    expect(screen.getByText('Tecnología, Geek')).toBeInTheDocument();
    expect(screen.getByText('Madrid')).toBeInTheDocument();
    expect(screen.getByText('Del 1 de diciembre de 2026 al 31 de diciembre de 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar para responder' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('reads the link sent by e-mail, with the creative pack for its holder', async () => {
    const pack = buildCreativePack(
      { brief: 'Cuenta a tus oyentes cómo es nuestro tueste.', trackingUrl: null },
      '/api/v1/public/campaign/by-token/abc123token/files',
    );
    stubApi({
      'GET /public/campaign/by-token/abc123token': data(PUBLIC),
      'GET /public/campaign/by-token/abc123token/creative-pack': data(pack),
    });
    renderAt('/proposal/token/abc123token');
    expect(await screen.findByRole('heading', { level: 2, name: 'Material de la campaña' })).toBeInTheDocument();
    // The brief once, in the pack.
    expect(screen.getAllByText('Cuenta a tus oyentes cómo es nuestro tueste.')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Descargar la cuña/ })).toHaveAttribute(
      'href',
      '/api/v1/public/campaign/by-token/abc123token/files/f-spot?download=1',
    );
  });

  it('shows no pack by the public slug', async () => {
    const api = stubApi({ 'GET /public/campaign/cafe-lumbre-tueste': data(PUBLIC) });
    renderAt('/proposal/cafe-lumbre-tueste');
    expect(await screen.findByText('Cuenta a tus oyentes cómo es nuestro tueste.')).toBeInTheDocument();
    expect(screen.queryByText('Material de la campaña')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path.includes('creative-pack'))).toBe(false);
  });

  it('says an unknown or unreadable token is an invalid link, and where the proposals are', async () => {
    stubApi({
      'GET /public/campaign/by-token/otro': apiError(400, 'INVALID_LINK', MESSAGES.invalidLink),
      // What the API answers a token longer than any of ours: a validation error on the token.
      [`GET /public/campaign/by-token/${'x'.repeat(201)}`]: () =>
        jsonResponse(
          {
            error: {
              code: 'VALIDATION_ERROR',
              message: 'Demasiado largo',
              fields: [{ path: 'token', message: 'Demasiado largo' }],
            },
          },
          400,
        ),
    });
    for (const token of ['otro', 'x'.repeat(201)]) {
      const { unmount } = renderAt(`/proposal/token/${token}`);
      expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidLink);
      expect(screen.queryByText(MESSAGES.expiredLink)).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Entrar para verlas' })).toHaveAttribute('href', '/dashboard');
      unmount();
    }
  });

  it('shows a podcaster the campaign’s state in their words, not the advertiser’s «Revisa tu propuesta»', async () => {
    stubApi({ 'GET /public/campaign/by-token/abc123token': data({ ...PUBLIC, substatus: 'PENDING_ACCEPT' }) });
    renderAt('/proposal/token/abc123token');
    expect(await screen.findByText('El anunciante revisa la propuesta')).toBeInTheDocument();
    expect(screen.queryByText('Revisa tu propuesta')).not.toBeInTheDocument();
  });

  it('still shows the not-found page for an unknown slug', async () => {
    stubApi({ 'GET /public/campaign/otra': apiError(404, 'NOT_FOUND', 'Esa campaña no existe.') });
    renderAt('/proposal/otra');
    expect(await screen.findByRole('link', { name: /inicio/i })).toBeInTheDocument();
  });
});
