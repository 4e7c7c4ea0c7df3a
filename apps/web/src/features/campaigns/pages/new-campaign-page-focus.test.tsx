import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { data, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { silenceToasts } from '@/test/toasts';
import { NewCampaignPage } from './new-campaign-page';

const PODCAST = {
  id: '0b7d9c1e-5a2f-4c3d-8e9f-1a2b3c4d5e6f',
  slug: 'orbita-cero',
  title: 'Órbita Cero',
  author: null,
  imageUrl: null,
  categories: [],
  listens30d: 45_000,
};

function renderWizard() {
  const router = createMemoryRouter([{ path: '/campaigns/new', element: <NewCampaignPage signedIn /> }], {
    initialEntries: ['/campaigns/new'],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return userEvent.setup();
}

/** The first step, pasted rather than typed key by key: what this file tests is where focus goes. */
async function fillWhat(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of [
    ['Marca', 'Café Lumbre'],
    ['Campaña o producto', 'Tueste de invierno'],
    ['Web de la campaña', 'https://cafelumbre.es'],
    ['Briefing', 'Queremos que tus oyentes prueben el tueste de invierno.'],
  ] as const) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

beforeEach(() => {
  window.localStorage.clear();
  silenceToasts();
});

describe('/campaigns/new with the keyboard', () => {
  it('moves focus to each new step’s heading, back to the search after «Añadir» and to the confirmation after «Crear campaña»', async () => {
    stubApi({
      'GET /public/podcasts/search': data({ podcasts: [PODCAST] }),
      'POST /private/campaigns': (call) => {
        const body = call.body as Record<string, Record<string, unknown>>;
        return data(
          {
            id: '7e1c2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
            slug: 'cafe-lumbre',
            status: 'CONFIGURING',
            substatus: 'PENDING_REVIEW',
            role: 'owner',
            canChange: true,
            managedByAgent: false,
            ...body,
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
          },
          201,
        )();
      },
    });
    const user = renderWizard();
    // Nothing is focused for the person on arrival: the page opens where they are.
    expect(screen.getByRole('heading', { name: 'Qué anunciar' })).not.toHaveFocus();

    await fillWhat(user);
    screen.getByRole('button', { name: 'Siguiente' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'A quién llegar' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { name: 'Cómo' })).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);

    const search = screen.getByPlaceholderText('Busca por nombre o autor');
    await user.click(search);
    await user.paste('órbita');
    (await screen.findByRole('button', { name: 'Añadir Órbita Cero' })).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Quitar Órbita Cero' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Busca por nombre o autor')).toHaveFocus();

    await user.click(screen.getByLabelText('Presupuesto (€)'));
    await user.paste('1500');
    screen.getByRole('button', { name: 'Crear campaña' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: '¡Campaña enviada!' })).toHaveFocus();
  }, 20_000);

  it('«Anterior» takes focus to the step before’s heading', async () => {
    stubApi({});
    const user = renderWizard();
    await fillWhat(user);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(await screen.findByRole('button', { name: 'Anterior' }));
    expect(await screen.findByRole('heading', { name: 'Qué anunciar' })).toHaveFocus();
  }, 20_000);
});
