import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayInMadrid, type MyPodcast } from '@patrocina/domain';
import { toast } from '@/lib/toast';
import { apiError, data, stubApi } from '@/test/api-stub';
import { buildMyPodcast } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { MyPodcastsPage } from './my-podcasts-page';
import { silenceToasts } from '@/test/toasts';

const ID = '6b3c1f0e-2a4d-4e8f-9b1c-0d2e3f4a5b6c';

function buildPodcast(overrides: Partial<MyPodcast> = {}): MyPodcast {
  return buildMyPodcast({ id: ID, ...overrides });
}

function renderPage() {
  renderWithProviders(
    <MemoryRouter>
      <MyPodcastsPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(silenceToasts);

describe('Mis podcasts', () => {
  it('lists each podcast with its state, its sheet progress and the way to complete it', async () => {
    stubApi({
      'GET /private/podcasts/mine': data({
        podcasts: [buildPodcast(), buildPodcast({ id: crypto.randomUUID(), title: 'Listo', state: 'READY' })],
      }),
    });
    renderPage();

    const first = (await screen.findByRole('heading', { name: 'Modo Cooperativo' })).closest('li')!;
    expect(within(first).getByText('Hoja de patrocinio incompleta')).toBeInTheDocument();
    expect(within(first).getByText(/1 de 3 pasos/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Completar la hoja de patrocinio' })).toHaveAttribute(
      'href',
      `/sponsorship/edit?pId=${ID}`,
    );
    expect(within(first).getByRole('link', { name: 'Ver la página pública' })).toHaveAttribute(
      'href',
      `/podcast/${ID}`,
    );
    expect(screen.queryByText(/datos de demostración/)).not.toBeInTheDocument();
    const ready = screen.getByRole('heading', { name: 'Listo' }).closest('li')!;
    expect(within(ready).getByText('Listo para recibir propuestas')).toBeInTheDocument();
    expect(within(ready).getByRole('link', { name: 'Editar la hoja de patrocinio' })).toBeInTheDocument();
  });

  it('reads the feed again on demand and says how many episodes it found, or why it could not', async () => {
    const api = stubApi({
      'GET /private/podcasts/mine': data({ podcasts: [buildPodcast()] }),
      [`POST /private/podcasts/${ID}/episodes/refresh`]: (call, count) =>
        count === 1
          ? data({ episodes: 42 })()
          : apiError(
              409,
              'CONFLICT',
              'Este podcast no se añadió por su feed, así que no hay episodios que actualizar.',
            )(),
    });
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Actualizar episodios' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Feed leído: 42 episodios'));
    await user.click(screen.getByRole('button', { name: 'Actualizar episodios' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Este podcast no se añadió por su feed, así que no hay episodios que actualizar.',
      ),
    );
    expect(api.callsTo(`POST /private/podcasts/${ID}/episodes/refresh`)).toHaveLength(2);
  });

  it('says the listens are demo data when no hosting platform is connected', async () => {
    stubApi({
      'GET /private/podcasts/mine': data({ podcasts: [buildPodcast()] }),
      'GET /private/podcasts/partner': data({ configured: false }),
    });
    renderPage();
    expect(await screen.findByText(/las escuchas a 30 días que ves son datos de demostración/)).toBeInTheDocument();
  });

  it('says what to do when there is no podcast yet', async () => {
    stubApi({ 'GET /private/podcasts/mine': data({ podcasts: [] }) });
    renderPage();
    expect(await screen.findByText('Aún no tienes podcasts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Añadir mi podcast' })).toHaveAttribute('href', '/sponsorship/join');
  });

  it('offers to prove a pending podcast, and nothing of its sheet, holidays or representative until then', async () => {
    stubApi({
      'GET /private/podcasts/mine': data({
        podcasts: [
          buildPodcast({ state: 'PENDING_PROOF', sheetSteps: { profile: false, audience: false, branding: false } }),
        ],
      }),
    });
    renderPage();

    const card = (await screen.findByRole('heading', { name: 'Modo Cooperativo' })).closest('li')!;
    expect(within(card).getByText('Pendiente de verificar')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Demostrar que es mío' })).toHaveAttribute(
      'href',
      `/sponsorship/join?pId=${ID}`,
    );
    expect(within(card).queryByRole('link', { name: /hoja de patrocinio/ })).not.toBeInTheDocument();
    expect(within(card).queryByText('Vacaciones')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Añadir podcast' })).toHaveAttribute('href', '/sponsorship/join');
  });

  it('tells a representative whose podcast it is, with no way to invite anyone', async () => {
    stubApi({
      'GET /private/podcasts/mine': data({
        podcasts: [buildPodcast({ imManager: true, ownerName: 'Marta Podcaster' })],
      }),
    });
    const user = renderPage();
    await user.click(await screen.findByText('Representante'));
    expect(screen.getByText(/Representas este podcast en nombre de Marta Podcaster/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invitar a un representante' })).not.toBeInTheDocument();
  });
});

describe('holidays', () => {
  it('lists coming periods in Spanish, removes one after confirming, and keeps ended ones as history', async () => {
    const today = todayInMadrid();
    const coming = { id: crypto.randomUUID(), startsOn: addDays(today, 10), endsOn: addDays(today, 12), isPast: false };
    const ended = { id: crypto.randomUUID(), startsOn: '2025-08-01', endsOn: '2025-08-15', isPast: true };
    const api = stubApi({
      'GET /private/podcasts/mine': data({ podcasts: [buildPodcast()] }),
      [`GET /private/podcasts/${ID}/availability`]: data({ periods: [ended, coming] }),
      [`DELETE /private/podcasts/${ID}/availability/${coming.id}`]: data({ periods: [ended] }),
    });
    const user = renderPage();
    await user.click(await screen.findByText('Vacaciones'));

    const list = await screen.findByRole('list', { name: 'Vacaciones de Modo Cooperativo' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Historial (1)')).toBeInTheDocument();
    expect(screen.getByText('del 1 de agosto de 2025 al 15 de agosto de 2025')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: /Quitar/ }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Quitar estas vacaciones?' });
    await user.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    await waitFor(() =>
      expect(api.callsTo(`DELETE /private/podcasts/${ID}/availability/${coming.id}`)).toHaveLength(1),
    );
    expect(await screen.findByText('No tienes vacaciones próximas.')).toBeInTheDocument();
  });

  it('asks for both dates before blocking anything', async () => {
    const api = stubApi({
      'GET /private/podcasts/mine': data({ podcasts: [buildPodcast()] }),
      [`GET /private/podcasts/${ID}/availability`]: data({ periods: [] }),
    });
    const user = renderPage();
    await user.click(await screen.findByText('Vacaciones'));
    await user.click(await screen.findByRole('button', { name: 'Bloquear fechas' }));
    expect(await screen.findByText('Elige las fechas de inicio y fin')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});

describe('representation', () => {
  async function openInvite(handlers: Parameters<typeof stubApi>[0]) {
    const api = stubApi({ 'GET /private/podcasts/mine': data({ podcasts: [buildPodcast()] }), ...handlers });
    const user = renderPage();
    await user.click(await screen.findByText('Representante'));
    await user.type(screen.getByLabelText('Correo del representante'), 'diego@ejemplo.es');
    await user.click(screen.getByRole('button', { name: 'Invitar' }));
    return api;
  }

  it('invites by e-mail and says so', async () => {
    const api = await openInvite({
      [`POST /private/podcasts/${ID}/representation`]: data(
        {
          id: crypto.randomUUID(),
          managerEmail: 'diego@ejemplo.es',
          status: 'PENDING',
          createdAt: new Date().toISOString(),
          respondedAt: null,
          paysRepresentative: false,
        },
        201,
      ),
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Invitación enviada a diego@ejemplo.es'));
    expect(api.callsTo(`POST /private/podcasts/${ID}/representation`)[0]?.body).toEqual({ email: 'diego@ejemplo.es' });
  });

  it('shows the server’s reason under the field when the e-mail is the owner’s own', async () => {
    const message = 'El correo del representante debe ser distinto del tuyo';
    await openInvite({
      [`POST /private/podcasts/${ID}/representation`]: () =>
        new Response(
          JSON.stringify({ error: { code: 'VALIDATION_ERROR', message, fields: [{ path: 'email', message }] } }),
          {
            status: 400,
            headers: { 'content-type': 'application/json' },
          },
        ),
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Correo del representante')).toHaveValue('diego@ejemplo.es');
  });

  it('says «Algo ha ido mal» with a way to contact the team when the invitation fails', async () => {
    await openInvite({
      [`POST /private/podcasts/${ID}/representation`]: apiError(
        500,
        'INTERNAL_ERROR',
        'Ha ocurrido un error. Inténtalo más tarde.',
      ),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Algo ha ido mal.');
    expect(within(alert).getByRole('link', { name: 'escríbenos' })).toHaveAttribute('href', '/contact');
  });

  it('cancels an active representation only after confirming', async () => {
    const representation = {
      id: crypto.randomUUID(),
      managerEmail: 'diego@ejemplo.es',
      status: 'ACCEPTED',
      createdAt: '2026-11-01T10:00:00.000Z',
      respondedAt: '2026-11-02T10:00:00.000Z',
      paysRepresentative: false,
    };
    const api = stubApi({
      'GET /private/podcasts/mine': data({
        podcasts: [buildPodcast({ representation: representation as MyPodcast['representation'] })],
      }),
      [`DELETE /private/podcasts/${ID}/representation`]: data(null),
    });
    const user = renderPage();
    await user.click(await screen.findByText('Representante'));
    expect(screen.getByText(/representa este podcast desde el 2 de noviembre de 2026/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancelar la representación' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Cancelar la representación?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.callsTo(`DELETE /private/podcasts/${ID}/representation`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancelar la representación' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancelar la representación' }),
    );
    await waitFor(() => expect(api.callsTo(`DELETE /private/podcasts/${ID}/representation`)).toHaveLength(1));
  });

  function accepted(paysRepresentative: boolean): MyPodcast['representation'] {
    return {
      id: crypto.randomUUID(),
      managerEmail: 'diego@ejemplo.es',
      status: 'ACCEPTED',
      createdAt: '2026-11-01T10:00:00.000Z',
      respondedAt: '2026-11-02T10:00:00.000Z',
      paysRepresentative,
    };
  }
  const PAYEE_BOX = 'Los cobros de este podcast van a mi representante';

  it('sends the earnings to the representative when the owner ticks the box, and says so', async () => {
    const api = stubApi({
      'GET /private/podcasts/mine': (call, count) =>
        data({ podcasts: [buildPodcast({ representation: accepted(count > 1) })] })(),
      [`PUT /private/podcasts/${ID}/representation/payee`]: data({ toRepresentative: true }),
    });
    const user = renderPage();
    await user.click(await screen.findByText('Representante'));
    expect(screen.getByText(/Si no lo marcas, cobras tú/)).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: PAYEE_BOX });
    expect(box).not.toBeChecked();

    await user.click(box);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Tu representante cobrará este podcast'));
    expect(api.callsTo(`PUT /private/podcasts/${ID}/representation/payee`)[0]?.body).toEqual({
      toRepresentative: true,
    });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: PAYEE_BOX })).toBeChecked());
  });

  it('keeps the owner as payee and tells why when saving the choice fails', async () => {
    stubApi({
      'GET /private/podcasts/mine': data({ podcasts: [buildPodcast({ representation: accepted(false) })] }),
      [`PUT /private/podcasts/${ID}/representation/payee`]: apiError(
        409,
        'CONFLICT',
        'Este podcast no tiene un representante que haya aceptado la invitación.',
      ),
    });
    const user = renderPage();
    await user.click(await screen.findByText('Representante'));
    await user.click(screen.getByRole('checkbox', { name: PAYEE_BOX }));

    expect(
      await screen.findByText('Este podcast no tiene un representante que haya aceptado la invitación.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: PAYEE_BOX })).not.toBeChecked();
    expect(toast.success).not.toHaveBeenCalled();
  });
});
