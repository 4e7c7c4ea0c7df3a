import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeModal, modalStore } from '@/lib/modal-store';
import { toast } from '@/lib/toast';
import { apiError, data, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { CAMPAIGN_DRAFT_KEY } from '../lib/draft';
import { NewCampaignPage } from './new-campaign-page';
import { silenceToasts } from '@/test/toasts';

const PODCAST_ID = '0b7d9c1e-5a2f-4c3d-8e9f-1a2b3c4d5e6f';
const CAMPAIGN_ID = '7e1c2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

function renderWizard(signedIn: boolean) {
  const router = createMemoryRouter([{ path: '/campaigns/new', element: <NewCampaignPage signedIn={signedIn} /> }], {
    initialEntries: ['/campaigns/new'],
  });
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { user: userEvent.setup(), ...view };
}

function createdCampaign(body: Record<string, Record<string, unknown>>) {
  return {
    id: CAMPAIGN_ID,
    slug: 'cafe-lumbre-tueste-de-invierno',
    status: 'CONFIGURING',
    substatus: 'PENDING_REVIEW',
    role: 'owner',
    canChange: true,
    managedByAgent: false,
    what: body.what,
    whom: body.whom,
    how: body.how,
    generalist: false,
    optimum: false,
    isDeletable: true,
    isEditable: true,
    paused: false,
    pauseReason: null,
    unpauseRequestedAt: null,
    awaitingEmailConfirmation: false,
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
  };
}

async function fillWhat(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Marca'), 'Café Lumbre');
  await user.type(screen.getByLabelText('Campaña o producto'), 'Tueste de invierno');
  await user.type(screen.getByLabelText('Web de la campaña'), 'https://cafelumbre.es');
  await user.type(screen.getByLabelText('Briefing'), 'Queremos que tus oyentes prueben el tueste de invierno.');
}

/** Fills the first step, passes the audience step as it comes, and types the budget on the last. */
async function fillUpToBudget(user: ReturnType<typeof userEvent.setup>, budget: string) {
  await fillWhat(user);
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
  await user.type(await screen.findByLabelText('Presupuesto (€)'), budget);
}

beforeEach(() => {
  window.localStorage.clear();
  silenceToasts();
});
afterEach(() => {
  act(() => closeModal());
});

describe('/campaigns/new', () => {
  it('refuses a bad URL on the first step and keeps what was typed', async () => {
    stubApi({});
    const { user } = renderWizard(true);

    await fillWhat(user);
    await user.clear(screen.getByLabelText('Web de la campaña'));
    await user.type(screen.getByLabelText('Web de la campaña'), 'cafe lumbre');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(await screen.findAllByText('Url no válida')).not.toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Qué anunciar' })).toBeInTheDocument();
    expect(screen.getByLabelText('Marca')).toHaveValue('Café Lumbre');
  });

  it('lists the provinces alphabetically, as a Spanish reader looks for them', async () => {
    stubApi({});
    const { user } = renderWizard(true);
    await fillWhat(user);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(await screen.findByText(/^Provincias \(todas\)/));

    const provinces = within(screen.getByRole('group', { name: 'Provincias' }))
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(provinces.slice(0, 4)).toEqual(['A Coruña', 'Álava', 'Albacete', 'Alicante']);
    expect(provinces).toContain('Ávila');
    expect(provinces.indexOf('Burgos')).toBeLessThan(provinces.indexOf('Cáceres'));
    expect(provinces.at(-1)).toBe('Zaragoza');
  });

  it('marks every optional field «(opcional)» in one style, muted after its bold label', async () => {
    stubApi({});
    const { user } = renderWizard(true);
    const optionalMarks = () => screen.getAllByText(/^\(opcional/);
    expect(screen.getByText('Documento del briefing')).toContainElement(optionalMarks()[0]!);

    await fillUpToBudget(user, '1500');
    const labels = optionalMarks().map((mark) => mark.parentElement?.textContent);
    expect(labels).toEqual(
      expect.arrayContaining(['Podcasts que te gustaría incluir (opcional)', 'Cuña (opcional)', 'Banner (opcional)']),
    );
    for (const mark of optionalMarks()) {
      expect(mark).toHaveClass('font-normal', 'text-ink-muted');
      expect(mark).toHaveTextContent(/^\(opcional\)$/);
    }
  });

  it('keeps the draft and the step across a reload', async () => {
    stubApi({});
    const first = renderWizard(true);
    await fillWhat(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'A quién llegar' })).toBeInTheDocument();
    await first.user.click(screen.getByLabelText('Tecnología'));
    first.unmount();

    const second = renderWizard(true);
    expect(await screen.findByRole('heading', { level: 2, name: 'A quién llegar' })).toBeInTheDocument();
    expect(screen.getByLabelText('Tecnología')).toBeChecked();
    await second.user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByLabelText('Marca')).toHaveValue('Café Lumbre');
  });

  it('lets a visitor fill every step and asks them to log in only to send it, without calling the API', async () => {
    const api = stubApi({});
    const { user } = renderWizard(false);

    await fillUpToBudget(user, '1500');
    await user.click(screen.getByRole('button', { name: 'Entrar y crear campaña' }));

    await waitFor(() => expect(modalStore.get()).toMatchObject({ name: 'login', redirectTo: '/campaigns/new' }));
    expect(api.callsTo('POST /private/campaigns')).toHaveLength(0);
    const saved = JSON.parse(window.localStorage.getItem(CAMPAIGN_DRAFT_KEY) ?? '{}') as {
      step: string;
      how: { budget: string };
    };
    expect(saved).toMatchObject({ step: 'how', how: { budget: '1500' } });
  });

  it('refuses a budget under 500 €, then sends the whole brief once with the suggested podcasts and says what happens next', async () => {
    const api = stubApi({
      'GET /public/podcasts/search': data({
        podcasts: [
          {
            id: PODCAST_ID,
            slug: 'orbita-cero',
            title: 'Órbita Cero',
            author: null,
            imageUrl: null,
            categories: [],
            listens30d: 45_000,
          },
        ],
      }),
      'POST /private/campaigns': async (call) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return data(createdCampaign(call.body as Record<string, Record<string, unknown>>), 201)();
      },
    });
    const { user } = renderWizard(true);

    await fillWhat(user);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(await screen.findByLabelText('Tecnología'));
    await user.type(screen.getByLabelText(/Palabras clave/), 'café, desayuno');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    await user.type(await screen.findByPlaceholderText('Busca por nombre o autor'), 'órbita');
    await user.click(await screen.findByRole('button', { name: 'Añadir Órbita Cero' }));
    expect(
      within(screen.getByRole('list', { name: 'Podcasts sugeridos' })).getByText('Órbita Cero'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Presupuesto (€)'), '499');
    await user.click(screen.getByRole('button', { name: 'Crear campaña' }));
    expect(await screen.findAllByText('El presupuesto mínimo es de 500 €')).not.toHaveLength(0);
    expect(api.callsTo('POST /private/campaigns')).toHaveLength(0);
    await user.keyboard('{Escape}');

    await user.clear(screen.getByLabelText('Presupuesto (€)'));
    await user.type(screen.getByLabelText('Presupuesto (€)'), '1500');
    const send = screen.getByRole('button', { name: 'Crear campaña' });
    await user.dblClick(send);

    expect(await screen.findByRole('heading', { name: '¡Campaña enviada!' })).toBeInTheDocument();
    expect(screen.getByText(/Estamos eligiendo los podcasts/)).toBeInTheDocument();
    expect(api.callsTo('POST /private/campaigns')).toHaveLength(1);
    expect(api.callsTo('POST /private/campaigns')[0]!.body).toMatchObject({
      what: { brand: 'Café Lumbre', name: 'Tueste de invierno', url: 'https://cafelumbre.es' },
      whom: { audiences: ['tech'], tags: ['café', 'desayuno'], country: 'ES', gender: 'ALL' },
      how: {
        budget: 1500,
        podcastsSelected: [PODCAST_ID],
        coverageAction: 'ALL',
        podcastType: 'PREMIUM',
        approximateDate: 'ASAP',
      },
    });
    expect(window.localStorage.getItem(CAMPAIGN_DRAFT_KEY)).toBeNull();
  });

  it('shows the API’s reason when it refuses the brief and keeps every field', async () => {
    stubApi({ 'POST /private/campaigns': apiError(400, 'VALIDATION_ERROR', 'Debes adjuntar la cuña') });
    const { user } = renderWizard(true);
    await fillUpToBudget(user, '2000');
    await user.click(screen.getByRole('button', { name: 'Crear campaña' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Debes adjuntar la cuña'));
    expect(screen.getByLabelText('Presupuesto (€)')).toHaveValue('2000');
    expect(window.localStorage.getItem(CAMPAIGN_DRAFT_KEY)).not.toBeNull();
  });
});
