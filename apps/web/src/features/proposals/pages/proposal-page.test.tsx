import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AGENCY_BRAND_MESSAGES,
  AGENCY_TEAM_MESSAGES,
  type CampaignSubstatus,
  type ProposalPodcast,
  type ProposalPodcastStatus,
} from '@patrocina/domain';
import { toast } from '@/lib/toast';
import { apiError, data, stubApi } from '@/test/api-stub';
import { buildCampaign, buildChatThread, buildMe } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ProposalPage } from './proposal-page';
import { silenceToasts } from '@/test/toasts';

const ID = '40000000-0000-4000-8000-000000000001';
const PURCHASE = `PUT /private/campaigns/${ID}/purchase`;
const ids = [1, 2, 3, 4, 5].map((n) => `50000000-0000-4000-8000-00000000000${n}`);

function proposed(
  index: number,
  title: string,
  status: ProposalPodcastStatus,
  cost: number,
  overrides: Partial<ProposalPodcast> = {},
): ProposalPodcast {
  return {
    podcastId: ids[index]!,
    title,
    slug: title.toLowerCase().replace(/\s/g, '-'),
    imageUrl: null,
    counts: { mentions: 2, sponsorships: 0, reviews: 0, dedicatedShows: 0, spots: 0 },
    advertiserRates: { mentions: cost / 2, sponsorships: null, reviews: null, dedicatedShows: null, spots: null },
    cost,
    proposedCost: cost,
    target: '5k/10k',
    reach: 12_000,
    reasons: [],
    status,
    statusReason: null,
    picked: false,
    ...overrides,
  };
}

const PODCASTS = [
  proposed(0, 'Modo Cooperativo', 'ACCEPTED', 900, { reasons: ['Audiencia tech y geek'] }),
  // Accepted with a minimum of 80 €: 60 € proposed, 89 € asked (DOMAIN.md "the agreed price").
  proposed(1, 'La Consulta Abierta', 'ACCEPT_WITH_MIN_PRICE', 89, {
    counts: { mentions: 1, sponsorships: 0, reviews: 0, dedicatedShows: 0, spots: 0 },
    advertiserRates: { mentions: 60, sponsorships: null, reviews: null, dedicatedShows: null, spots: null },
    proposedCost: 60,
  }),
  proposed(2, 'Ecos del Pasado', 'REJECTED', 800),
  proposed(3, 'Voces de Barrio', 'UNANSWERED', 400),
  proposed(4, 'La Tertulia', 'CONTACT_REQUIRED', 300),
];

function campaign(substatus: CampaignSubstatus, podcasts = PODCASTS, total = 2_489) {
  return buildCampaign({
    id: ID,
    substatus,
    what: { brand: 'Café Lumbre', name: 'Tueste', briefing: 'b' },
    proposal: {
      podcasts,
      preroll: { title: 'Pre-roll de invierno', quantity: 2_000 },
      total,
      publishedAt: '2026-11-10T10:00:00.000Z',
    },
  });
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/campaigns/:id/proposal', element: <ProposalPage /> }], {
    initialEntries: [`/campaigns/${ID}/proposal`],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return userEvent.setup();
}

const totals = () => screen.getByRole('region', { name: 'Total de tu elección' });
const rowOf = (title: string) => screen.getByRole('listitem', { name: title });

beforeEach(silenceToasts);

describe('the proposal page', () => {
  it('shows each podcast with its link, actions and prices, reach, reasons and the answer in the advertiser’s words', async () => {
    stubApi({ [`GET /private/campaigns/${ID}`]: data(campaign('PENDING_ACCEPT')) });
    renderPage();

    expect(await screen.findByRole('heading', { level: 2, name: 'Café Lumbre: Tueste' })).toBeInTheDocument();
    const first = rowOf('Modo Cooperativo');
    expect(within(first).getByRole('link', { name: 'Modo Cooperativo' })).toHaveAttribute('href', '/modo-cooperativo');
    expect(first).toHaveTextContent(/2 menciones × 450\s€/);
    expect(first).toHaveTextContent('12.000 escuchas a 30 días · alcance estimado 5k/10k');
    expect(first).toHaveTextContent('Por qué: Audiencia tech y geek');
    expect(within(first).getByText('Acepta')).toBeInTheDocument();
    // The counter-price beside the price proposed.
    const asks = rowOf('La Consulta Abierta');
    expect(within(asks).getByText(/^Pide 89\s€$/)).toBeInTheDocument();
    expect(asks).toHaveTextContent(/propuesto 60\s€/);
    expect(within(rowOf('Ecos del Pasado')).getByText('No puede')).toBeInTheDocument();
    expect(within(rowOf('Voces de Barrio')).getByText('Aún no ha respondido')).toBeInTheDocument();
    expect(within(rowOf('La Tertulia')).getByText('Quiere hablar contigo')).toBeInTheDocument();
    // Never the podcaster's own labels, which read as orders.
    expect(screen.queryByText('Propuesta por revisar')).not.toBeInTheDocument();
    expect(screen.queryByText('Candidatura enviada')).not.toBeInTheDocument();
    // Only those who accepted can be picked.
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByText('Pre-roll: Pre-roll de invierno (2.000)')).toBeInTheDocument();
  });

  it('starts with those who accept the price proposed, selects all accepted at once, and totals base, IVA and total to pay', async () => {
    stubApi({ [`GET /private/campaigns/${ID}`]: data(campaign('PENDING_ACCEPT')) });
    const user = renderPage();

    expect(await screen.findByRole('checkbox', { name: 'Modo Cooperativo' })).toBeChecked();
    // Asking more than proposed: the advertiser ticks it themself.
    expect(screen.getByRole('checkbox', { name: 'La Consulta Abierta' })).not.toBeChecked();
    expect(totals()).toHaveTextContent('1 podcast elegido');
    expect(totals()).toHaveTextContent(/Base imponible900,00\s€/);
    expect(totals()).toHaveTextContent(/IVA \(21 %\)189,00\s€/);
    expect(totals()).toHaveTextContent(/Total a pagar1\.089,00\s€/);

    await user.click(within(totals()).getByRole('button', { name: 'Seleccionar todas las aceptadas' }));
    expect(screen.getByRole('checkbox', { name: 'La Consulta Abierta' })).toBeChecked();
    expect(totals()).toHaveTextContent('2 podcasts elegidos');
    expect(totals()).toHaveTextContent(/Base imponible989,00\s€/);
    expect(totals()).toHaveTextContent(/IVA \(21 %\)207,69\s€/);
    expect(totals()).toHaveTextContent(/Total a pagar1\.196,69\s€/);
    expect(within(totals()).getByRole('button', { name: 'Seleccionar todas las aceptadas' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Modo Cooperativo' }));
    await user.click(screen.getByRole('checkbox', { name: 'La Consulta Abierta' }));
    expect(totals()).toHaveTextContent('Aún no has elegido ningún podcast');
    expect(within(totals()).getByRole('button', { name: 'Confirmar propuesta' })).toBeDisabled();
  });

  it('confirms once, after a second look that says the total with IVA, and then shows the payment order', async () => {
    const bought = PODCASTS.map((podcast, index) =>
      index === 1 ? { ...podcast, status: 'ACTION_DATES_PENDING' as const, picked: true } : podcast,
    );
    const api = stubApi({
      [`GET /private/campaigns/${ID}`]: (_call, count) =>
        data(count === 1 ? campaign('PENDING_ACCEPT') : campaign('PENDING_PAYMENT', bought, 89))(),
      [PURCHASE]: data(campaign('PENDING_PAYMENT', bought, 89)),
      [`GET /private/campaigns/${ID}/payment-order`]: data({
        invoiceCode: '2026-000007',
        baseCents: 8_900,
        vatPercent: 21,
        vatCents: 1_869,
        reverseCharge: false,
        totalCents: 10_769,
        reference: 'PAT-ABCDEF0123',
        beneficiary: 'Patrocina Media, S.L.',
        iban: 'ES91 2100 0418 4502 0005 1332',
        bic: 'CAIXESBBXXX',
        qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
        paid: false,
      }),
    });
    const user = renderPage();

    await user.click(await screen.findByRole('checkbox', { name: 'Modo Cooperativo' }));
    await user.click(screen.getByRole('checkbox', { name: 'La Consulta Abierta' }));
    await user.click(within(totals()).getByRole('button', { name: 'Confirmar propuesta' }));
    const check = screen.getByRole('alertdialog', { name: '¿Confirmar la propuesta?' });
    expect(check).toHaveTextContent(/Contratas 1 podcast por 107,69\s€ con IVA \(89,00\s€ más 18,69\s€ de IVA\)/);
    expect(api.callsTo(PURCHASE)).toHaveLength(0);
    const yes = within(check).getByRole('button', { name: 'Sí, confirmar' });
    // The dialog opens on its decision, not on an empty panel or the page behind.
    expect(yes).toHaveFocus();
    await user.click(yes);
    await user.click(yes).catch(() => undefined);

    const order = await screen.findByRole('region', { name: 'Orden de pago' });
    // The selection and its bar are gone: focus lands on what replaced them, never the page's body.
    await waitFor(() => expect(within(order).getByRole('heading', { name: 'Orden de pago' })).toHaveFocus());
    expect(api.callsTo(PURCHASE)).toHaveLength(1);
    expect(api.callsTo(PURCHASE)[0]!.body).toEqual({ podcastIds: [ids[1]] });
    expect(toast.success).toHaveBeenCalledWith('¡Propuesta confirmada! Te hemos enviado la orden de pago por correo.');
    // The invoice's total with IVA, where to send it, the reference and the SEPA QR code.
    expect(await within(order).findByText('PAT-ABCDEF0123')).toBeInTheDocument();
    expect(order).toHaveTextContent(/Base imponible89,00\s€IVA \(21 %\)18,69\s€Total a pagar107,69\s€/);
    expect(order).toHaveTextContent('ES91 2100 0418 4502 0005 1332');
    expect(order).toHaveTextContent('Patrocina Media, S.L.');
    expect(order).toHaveTextContent('2026-000007');
    expect(within(order).getByRole('img', { name: /Código QR de la transferencia/ })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(order).not.toHaveTextContent('Impuestos no incluidos');
    // What was bought, and nothing left to pick.
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(within(rowOf('La Consulta Abierta')).getByText('Elegido')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('keeps the choice when the API refuses it, and says why beside the button', async () => {
    stubApi({
      [`GET /private/campaigns/${ID}`]: data(campaign('PENDING_ACCEPT')),
      [PURCHASE]: apiError(
        409,
        'CONFLICT',
        'La campaña está pausada: pide reanudarla antes de confirmar la propuesta.',
      ),
    });
    const user = renderPage();

    await user.click(await screen.findByRole('checkbox', { name: 'La Consulta Abierta' }));
    await user.click(within(totals()).getByRole('button', { name: 'Confirmar propuesta' }));
    await user.click(screen.getByRole('button', { name: 'Sí, confirmar' }));

    expect(await within(totals()).findByRole('alert')).toHaveTextContent(
      'La campaña está pausada: pide reanudarla antes de confirmar la propuesta.',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Modo Cooperativo' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'La Consulta Abierta' })).toBeChecked();
    expect(totals()).toHaveTextContent('2 podcasts elegidos');
  });

  it('asks for the datos de facturación before confirming when they are missing, then goes on with the same picks', async () => {
    const missing = {
      profile: null,
      role: 'advertiser',
      missing: ['legalName', 'taxId', 'addressLine', 'postalCode', 'city', 'country'],
    };
    const api = stubApi({
      [`GET /private/campaigns/${ID}`]: data(campaign('PENDING_ACCEPT')),
      'GET /private/users/me/billing-profile': data(missing),
      'PUT /private/users/me/billing-profile': (call) =>
        data({
          profile: {
            ...(call.body as object),
            updatedAt: '2026-11-27T09:00:00.000Z',
            iban: null,
            vatRegime: null,
            irpfPercent: null,
            selfBillingConsent: false,
          },
          role: 'advertiser',
          missing: [],
        })(),
      [PURCHASE]: data(campaign('PENDING_PAYMENT')),
    });
    const user = renderPage();

    await user.click(await screen.findByRole('checkbox', { name: 'La Consulta Abierta' }));
    await waitFor(() => expect(api.callsTo('GET /private/users/me/billing-profile')).toHaveLength(1));
    await user.click(within(totals()).getByRole('button', { name: 'Confirmar propuesta' }));
    const asked = await screen.findByRole('dialog', { name: 'Tus datos de facturación' });
    // Only who to invoice: nothing about being paid.
    expect(within(asked).queryByLabelText(/IBAN/)).not.toBeInTheDocument();
    await user.type(within(asked).getByLabelText('Nombre o razón social'), 'Café Lumbre, S.L.');
    await user.type(within(asked).getByLabelText('NIF, NIE o CIF'), 'B12345674');
    await user.type(within(asked).getByLabelText('Dirección fiscal'), 'Calle Mayor 1');
    await user.type(within(asked).getByLabelText('Código postal'), '28013');
    await user.type(within(asked).getByLabelText('Ciudad'), 'Madrid');
    await user.selectOptions(within(asked).getByLabelText('Provincia'), 'Madrid');
    await user.click(within(asked).getByRole('button', { name: 'Guardar y continuar' }));

    const check = await screen.findByRole('alertdialog', { name: '¿Confirmar la propuesta?' });
    expect(screen.queryByRole('dialog', { name: 'Tus datos de facturación' })).not.toBeInTheDocument();
    expect(check).toHaveTextContent(/Contratas 2 podcasts/);
    expect(api.callsTo('PUT /private/users/me/billing-profile')[0]!.body).toMatchObject({ taxId: 'B12345674' });
    await user.click(within(check).getByRole('button', { name: 'Sí, confirmar' }));
    await waitFor(() => expect(api.callsTo(PURCHASE)).toHaveLength(1));
    expect(api.callsTo(PURCHASE)[0]!.body).toEqual({ podcastIds: [ids[0], ids[1]] });
  });

  it('opens the same form when the API refuses the purchase for want of datos de facturación, keeping the picks', async () => {
    // The profile looked complete here (changed since, say, in another tab): the API has the last word.
    const stale = {
      legalName: 'Café Lumbre, S.L.',
      taxId: 'B12345674',
      addressLine: 'Calle Mayor 1',
      postalCode: '28013',
      city: 'Madrid',
      province: 'Madrid',
      country: 'ES',
      euVatNumber: null,
      iban: null,
      vatRegime: null,
      irpfPercent: null,
      selfBillingConsent: false,
      updatedAt: '2026-11-27T09:00:00.000Z',
    };
    stubApi({
      [`GET /private/campaigns/${ID}`]: data(campaign('PENDING_ACCEPT')),
      'GET /private/users/me/billing-profile': data({ profile: stale, role: 'advertiser', missing: [] }),
      [PURCHASE]: apiError(409, 'CONFLICT', 'Completa tus datos de facturación antes de confirmar la compra'),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'La Consulta Abierta' }));
    await user.click(within(totals()).getByRole('button', { name: 'Confirmar propuesta' }));
    await user.click(screen.getByRole('button', { name: 'Sí, confirmar' }));

    const asked = await screen.findByRole('dialog', { name: 'Tus datos de facturación' });
    expect(within(asked).getByLabelText('Nombre o razón social')).toHaveValue('Café Lumbre, S.L.');
    expect(screen.getByRole('checkbox', { name: 'La Consulta Abierta' })).toBeChecked();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('buys a brand’s campaign without asking for the user’s own datos de facturación, and says what the brand lacks', async () => {
    const forBrand = campaign('PENDING_ACCEPT');
    const api = stubApi({
      [`GET /private/campaigns/${ID}`]: data({ ...forBrand, what: { ...forBrand.what, brandId: ids[4] } }),
      [PURCHASE]: apiError(409, 'CONFLICT', AGENCY_BRAND_MESSAGES.billingNeeded),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'La Consulta Abierta' }));
    await user.click(within(totals()).getByRole('button', { name: 'Confirmar propuesta' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí, confirmar' }));

    expect(await within(totals()).findByRole('alert')).toHaveTextContent(AGENCY_BRAND_MESSAGES.billingNeeded);
    expect(screen.queryByRole('dialog', { name: 'Tus datos de facturación' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /private/users/me/billing-profile')).toHaveLength(0);
  });

  it('tells an agency’s colleague to ask its owner for the datos de facturación, without the buyer’s own form', async () => {
    const api = stubApi({
      'GET /private/users/me': data(buildMe({ agencyRole: 'manager' })),
      [`GET /private/campaigns/${ID}`]: data(campaign('PENDING_ACCEPT')),
      [PURCHASE]: apiError(409, 'CONFLICT', AGENCY_TEAM_MESSAGES.agencyBillingNeeded),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'La Consulta Abierta' }));
    await user.click(within(totals()).getByRole('button', { name: 'Confirmar propuesta' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí, confirmar' }));

    expect(await within(totals()).findByRole('alert')).toHaveTextContent(AGENCY_TEAM_MESSAGES.agencyBillingNeeded);
    expect(screen.queryByRole('dialog', { name: 'Tus datos de facturación' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /private/users/me/billing-profile')).toHaveLength(0);
    expect(screen.getByRole('checkbox', { name: 'La Consulta Abierta' })).toBeChecked();
  });

  it('only shows the proposal while the podcasters are still answering, with its whole total', async () => {
    stubApi({ [`GET /private/campaigns/${ID}`]: data(campaign('PENDING_RESPONSE')) });
    renderPage();

    expect(
      await screen.findByText('Los podcasters aún están respondiendo. Podrás elegir cuando respondan.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar propuesta' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Total de la propuesta' })).toHaveTextContent(
      /Total a pagar3\.011,69\s€/,
    );
  });

  it('says so when the campaign is not the user’s', async () => {
    stubApi({ [`GET /private/campaigns/${ID}`]: apiError(404, 'NOT_FOUND', 'No encontrado') });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos esa campaña entre las tuyas.');
  });
});

describe('the chat from the proposal page', () => {
  it('offers each podcast’s chat when a campaign manager runs the campaign', async () => {
    const thread = `/private/campaigns/${ID}/podcasts/${ids[0]}/messages`;
    stubApi({
      [`GET /private/campaigns/${ID}`]: data({ ...campaign('PENDING_ACCEPT'), managedByAgent: true }),
      [`GET ${thread}`]: data(
        buildChatThread({ campaign: { id: ID, brand: 'Café Lumbre', name: 'Tueste', status: 'CONFIGURING' } }),
      ),
      [`PUT ${thread}/read`]: data({ unread: 0 }),
    });
    const user = renderPage();

    const list = await screen.findByRole('list', { name: 'Podcasts de la propuesta' });
    expect(within(list).getAllByRole('button', { name: /^Abrir el chat con / })).toHaveLength(5);
    await user.click(within(list).getByRole('button', { name: 'Abrir el chat con Modo Cooperativo' }));
    const chat = await screen.findByRole('dialog', { name: 'Café Lumbre · Tueste' });
    await within(chat).findByLabelText('Tu mensaje');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Café Lumbre · Tueste' })).not.toBeInTheDocument());
    expect(screen.getByRole('list', { name: 'Podcasts de la propuesta' })).toBeInTheDocument();
  });

  it('offers no chat when nobody manages the campaign', async () => {
    stubApi({ [`GET /private/campaigns/${ID}`]: data(campaign('PENDING_ACCEPT')) });
    renderPage();
    await screen.findByRole('list', { name: 'Podcasts de la propuesta' });
    expect(screen.queryByRole('button', { name: /Abrir el chat/ })).not.toBeInTheDocument();
  });
});
