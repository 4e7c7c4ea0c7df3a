import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PodcasterCampaign } from '@patrocina/domain';
import { data, stubApi } from '@/test/api-stub';
import { buildCreativePack } from '@/test/creative-pack-fixtures';
import { buildMyPodcast, buildPodcasterCampaign } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { AnswerDialog } from './answer-dialog';
import { silenceToasts } from '@/test/toasts';

const CAMPAIGN_ID = '10000000-0000-4000-8000-000000000001';
const PODCAST_ID = '20000000-0000-4000-8000-000000000001';

const ROW = buildPodcasterCampaign({
  id: CAMPAIGN_ID,
  slug: 'trail',
  name: 'Trail de otoño',
  podcast: { id: PODCAST_ID, title: 'Modo Cooperativo', slug: 'modo-cooperativo', imageUrl: null },
  counts: { mentions: 2, sponsorships: 0, reviews: 0, dedicatedShows: 0, spots: 0 },
});

function mine(state: 'READY' | 'SHEET_INCOMPLETE') {
  return data({
    podcasts: [
      buildMyPodcast({
        id: PODCAST_ID,
        state,
        listens30d: 45_000,
        sheetSteps: { profile: true, audience: true, branding: state === 'READY' },
      }),
    ],
  });
}

const ANSWER = `PUT /private/campaigns/${CAMPAIGN_ID}/podcasts/${PODCAST_ID}/answer`;

function renderDialog(row: PodcasterCampaign = ROW) {
  const onClose = vi.fn();
  const router = createMemoryRouter([{ path: '/dashboard', element: <AnswerDialog row={row} onClose={onClose} /> }], {
    initialEntries: ['/dashboard'],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return { user: userEvent.setup(), onClose };
}

/** A ready podcast whose answer the API takes, answering with the row as `answered` leaves it. */
function stubAnswer(answered: Partial<PodcasterCampaign>) {
  return stubApi({ 'GET /private/podcasts/mine': mine('READY'), [ANSWER]: data({ ...ROW, ...answered }) });
}

async function submit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
}

beforeEach(silenceToasts);

describe('the podcaster’s answer', () => {
  it('shows the proposal as the podcaster sees it and asks for a choice before sending anything', async () => {
    const api = stubApi({ 'GET /private/podcasts/mine': mine('READY') });
    const { user } = renderDialog();

    const dialog = await screen.findByRole('dialog', { name: 'Propuesta de Zapatillas Brío: Trail de otoño' });
    expect(dialog).toHaveTextContent('2 menciones');
    expect(dialog).toHaveTextContent('45.000 escuchas');
    expect(dialog).toHaveTextContent(/540\s€/);
    await user.click(await screen.findByRole('button', { name: 'Enviar respuesta' }));
    expect(
      (await screen.findAllByText('Debes hacer una selección ante la propuesta de campaña')).length,
    ).toBeGreaterThan(0);
    expect(api.callsTo(ANSWER)).toHaveLength(0);
  });

  it('accepts with a minimum price, which is then required, and may delegate the negotiation', async () => {
    const api = stubAnswer({
      podcasterStatus: 'ACCEPT_WITH_MIN_PRICE',
      statusReason: 'ACCEPT_WITH_MIN_PRICE',
      minEarnings: 400,
    });
    const { user, onClose } = renderDialog();

    await user.click(await screen.findByLabelText('Acepto la propuesta'));
    await user.click(screen.getByLabelText('Quiero poner un precio mínimo'));
    await submit(user);
    expect((await screen.findAllByText('Indica tu precio mínimo en euros')).length).toBeGreaterThan(0);
    await screen.findByRole('alertdialog', { name: 'Revisa el formulario' });
    await user.keyboard('{Escape}');

    // Typed with the thousands dot, sent in the whole euros the route takes.
    await user.type(screen.getByLabelText('Precio mínimo (€)'), '1.500');
    await user.click(screen.getByLabelText('Prefiero que el equipo negocie por mí'));
    await submit(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo(ANSWER)[0]!.body).toEqual({
      answer: 'ACCEPT',
      withMinPrice: true,
      minEarnings: 1_500,
      delegated: true,
    });
  });

  it('asks for a valid phone to be called, with +34 as the prefix hint', async () => {
    const api = stubAnswer({ podcasterStatus: 'CONTACT_REQUIRED', statusReason: 'CONTACT' });
    const { user, onClose } = renderDialog();

    await user.click(await screen.findByLabelText('Prefiero que me llaméis antes'));
    expect(screen.getByLabelText('Prefijo')).toHaveValue('+34');
    await user.type(screen.getByLabelText('Número'), '12-ab');
    await submit(user);
    expect((await screen.findAllByText('Telefono formato incorrecto')).length).toBeGreaterThan(0);
    await screen.findByRole('alertdialog', { name: 'Revisa el formulario' });
    await user.keyboard('{Escape}');

    await user.clear(screen.getByLabelText('Número'));
    await user.type(screen.getByLabelText('Número'), '600 123 456');
    await submit(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo(ANSWER)[0]!.body).toEqual({ answer: 'CONTACT', prefix: '+34', phone: '600123456' });
  });

  it('rejects with a reason and a comment', async () => {
    const api = stubAnswer({ podcasterStatus: 'NOT_AVAILABLE', statusReason: 'REJECT_NO_AVAILABILITY' });
    const { user, onClose } = renderDialog();

    await user.click(await screen.findByLabelText('No la acepto'));
    await submit(user);
    expect((await screen.findAllByText('Elige el motivo')).length).toBeGreaterThan(0);
    await screen.findByRole('alertdialog', { name: 'Revisa el formulario' });
    await user.keyboard('{Escape}');
    await user.click(screen.getByLabelText('No tengo hueco en esas fechas'));
    await user.type(screen.getByLabelText(/Comentario/), 'En diciembre paramos.');
    await submit(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo(ANSWER)[0]!.body).toEqual({
      answer: 'REJECT',
      reason: 'REJECT_NO_AVAILABILITY',
      comment: 'En diciembre paramos.',
    });
  });

  it('starts from the answer already given, to change it', async () => {
    stubApi({ 'GET /private/podcasts/mine': mine('READY') });
    renderDialog({
      ...ROW,
      podcasterStatus: 'ACCEPT_WITH_MIN_PRICE',
      statusReason: 'ACCEPT_WITH_MIN_PRICE',
      minEarnings: 350,
    });

    expect(await screen.findByLabelText('Acepto la propuesta')).toBeChecked();
    expect(screen.getByLabelText('Precio mínimo (€)')).toHaveValue('350');
  });

  it('sends a podcaster with an incomplete sheet to complete it first, with no form', async () => {
    stubApi({
      'GET /private/podcasts/mine': mine('SHEET_INCOMPLETE'),
      [`GET /private/campaigns/${ROW.id}/creative-pack`]: data(buildCreativePack()),
    });
    renderDialog();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Completa la hoja de patrocinio de tu podcast antes de responder a la propuesta.');
    expect(within(alert).getByRole('link', { name: 'Completar la hoja de patrocinio' })).toHaveAttribute(
      'href',
      `/sponsorship/edit?pId=${PODCAST_ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Enviar respuesta' })).not.toBeInTheDocument();
  });
});
