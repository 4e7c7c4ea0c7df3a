import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeModal, modalStore } from '@/lib/modal-store';
import { toast } from '@/lib/toast';
import { apiError, data, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { SponsorshipJoinPage } from './sponsorship-join-page';
import { silenceToasts } from '@/test/toasts';

const ID = '6b3c1f0e-2a4d-4e8f-9b1c-0d2e3f4a5b6c';
const PODCAST = {
  id: ID,
  slug: 'modo-cooperativo',
  title: 'Modo Cooperativo',
  imageUrl: null,
  author: 'Marta Podcaster',
};
const TOKEN = 'patrocina-verify-ABCDEF234567';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderJoin(path: string, signedIn = true) {
  const router = createMemoryRouter(
    [
      {
        path: '/sponsorship/join',
        element: (
          <>
            <SponsorshipJoinPage signedIn={signedIn} />
            <Location />
          </>
        ),
      },
      {
        path: '/sponsorship/edit',
        // Lazy like the app's route: the join page stays on screen (and renders again) while it loads.
        lazy: async () => {
          await new Promise((resolve) => setTimeout(resolve, 30));
          return { element: <Location /> };
        },
      },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return userEvent.setup();
}

function openClaim(overrides: Record<string, unknown> = {}) {
  return data({
    podcast: PODCAST,
    claim: {
      feedToken: TOKEN,
      ownerEmailHint: 'm•••@modocooperativo.es',
      codeSentAt: null,
      canResendAt: null,
      ...overrides,
    },
  });
}

beforeEach(silenceToasts);
afterEach(() => {
  act(() => closeModal());
});

describe('/sponsorship/join', () => {
  it('asks a visitor to create an account first, and comes back here after it', async () => {
    stubApi({});
    const user = renderJoin('/sponsorship/join', false);

    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Crea tu cuenta');
    await user.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
    expect(modalStore.get()).toEqual({ name: 'signup', redirectTo: '/sponsorship/join' });
    await user.click(screen.getByRole('button', { name: 'Ya tengo cuenta' }));
    expect(modalStore.get()).toEqual({ name: 'login', redirectTo: '/sponsorship/join' });
  });

  it('checks the feed address before calling the API', async () => {
    const api = stubApi({});
    const user = renderJoin('/sponsorship/join');

    await user.type(screen.getByLabelText('Dirección del feed RSS de tu podcast'), 'mi podcast');
    await user.click(screen.getByRole('button', { name: 'Buscar mi podcast' }));

    expect(await screen.findByText('Url no válida')).toBeInTheDocument();
    expect(api.callsTo('POST /private/podcasts')).toHaveLength(0);
  });

  it('shows why the API refused the feed under the field and keeps the address', async () => {
    stubApi({
      'POST /private/podcasts': apiError(400, 'INVALID_FEED', 'Esa dirección no es un feed de podcast válido.'),
    });
    const user = renderJoin('/sponsorship/join');
    const field = screen.getByLabelText('Dirección del feed RSS de tu podcast');

    await user.type(field, 'https://ejemplo.es/no-es-un-feed');
    await user.click(screen.getByRole('button', { name: 'Buscar mi podcast' }));

    expect(await screen.findByText('Esa dirección no es un feed de podcast válido.')).toBeInTheDocument();
    expect(field).toHaveValue('https://ejemplo.es/no-es-un-feed');
  });

  it('adds the podcast by its feed, proves it with the e-mailed code and goes on to the sheet', async () => {
    let sent = false;
    const api = stubApi({
      'POST /private/podcasts': data(
        { podcast: PODCAST, claim: { feedToken: TOKEN, ownerEmailHint: 'm•••@modocooperativo.es' } },
        201,
      ),
      [`GET /private/podcasts/${ID}/claim`]: () =>
        sent
          ? openClaim({
              codeSentAt: new Date().toISOString(),
              canResendAt: new Date(Date.now() + 60_000).toISOString(),
            })()
          : openClaim()(),
      [`POST /private/podcasts/${ID}/claim/code`]: () => {
        sent = true;
        return data({ sentTo: 'm•••@modocooperativo.es' })();
      },
      [`POST /private/podcasts/${ID}/claim/verify-code`]: (call, count) =>
        count === 1 ? apiError(400, 'WRONG_CODE', 'El código no es correcto.')() : data({ podcast: PODCAST })(),
    });
    const user = renderJoin('/sponsorship/join');

    await user.type(
      screen.getByLabelText('Dirección del feed RSS de tu podcast'),
      'https://modocooperativo.es/feed.xml',
    );
    await user.click(screen.getByRole('button', { name: 'Buscar mi podcast' }));

    expect(await screen.findByText('Modo Cooperativo')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/sponsorship/join?pId=${ID}`);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Demuestra que es tuyo');
    expect(api.callsTo('POST /private/podcasts')[0]?.body).toEqual({ feedUrl: 'https://modocooperativo.es/feed.xml' });

    const byEmail = screen.getByRole('region', { name: 'Con un código por correo' });
    await user.click(within(byEmail).getByRole('button', { name: 'Enviarme el código' }));
    expect(await within(byEmail).findByLabelText('Código')).toBeInTheDocument();
    expect(within(byEmail).getByRole('button', { name: 'Enviarme otro código' })).toBeDisabled();
    expect(within(byEmail).getByText(/Podrás pedir otro en \d+ s/)).toBeInTheDocument();

    await user.type(within(byEmail).getByLabelText('Código'), '12345');
    await user.click(within(byEmail).getByRole('button', { name: 'Verificar' }));
    expect(await within(byEmail).findByText('El código tiene 6 cifras.')).toBeInTheDocument();

    await user.type(within(byEmail).getByLabelText('Código'), '6');
    await user.click(within(byEmail).getByRole('button', { name: 'Verificar' }));
    expect(await within(byEmail).findByText('El código no es correcto.')).toBeInTheDocument();

    // The same wrong code is not sent again: the field has to change first.
    await user.click(within(byEmail).getByRole('button', { name: 'Verificar' }));
    expect(api.callsTo(`POST /private/podcasts/${ID}/claim/verify-code`)).toHaveLength(1);
    await user.clear(within(byEmail).getByLabelText('Código'));
    await user.type(within(byEmail).getByLabelText('Código'), '654321');
    await user.click(within(byEmail).getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/sponsorship/edit?pId=${ID}`));
    expect(api.callsTo(`POST /private/podcasts/${ID}/claim/verify-code`).map((call) => call.body)).toEqual([
      { code: '123456' },
      { code: '654321' },
    ]);
    expect(toast.success).toHaveBeenCalledWith(
      '¡Hecho! «Modo Cooperativo» ya es tuyo. Ahora completa su hoja de patrocinio.',
    );
    // Read when the step opens and again once the code is sent; not once more when it is proven.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.callsTo(`GET /private/podcasts/${ID}/claim`)).toHaveLength(2);
  });

  it('proves it with the token in the feed, saying what is missing when the feed does not have it yet', async () => {
    const api = stubApi({
      // Once proven, the API says the podcast is already yours (409), as the real one does.
      [`GET /private/podcasts/${ID}/claim`]: (call, count) =>
        count === 1 ? openClaim({ ownerEmailHint: null })() : apiError(409, 'CONFLICT', 'Este podcast ya es tuyo.')(),
      [`POST /private/podcasts/${ID}/claim/verify-feed`]: (call, count) =>
        count === 1
          ? apiError(400, 'TOKEN_NOT_FOUND', 'Aún no vemos la etiqueta en tu feed.')()
          : data({ podcast: PODCAST })(),
    });
    const user = renderJoin(`/sponsorship/join?pId=${ID}`);

    const byEmail = await screen.findByRole('region', { name: 'Con un código por correo' });
    expect(within(byEmail).getByText(/no indica un correo de propietario/)).toBeInTheDocument();
    const byFeed = screen.getByRole('region', { name: 'Con una etiqueta en tu feed' });
    expect(within(byFeed).getByText(`<podcast:txt purpose="verify">${TOKEN}</podcast:txt>`)).toBeInTheDocument();

    await user.click(within(byFeed).getByRole('button', { name: 'Comprobar mi feed' }));
    expect(await within(byFeed).findByRole('alert')).toHaveTextContent('Aún no vemos la etiqueta en tu feed.');
    await user.click(within(byFeed).getByRole('button', { name: 'Comprobar mi feed' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/sponsorship/edit?pId=${ID}`));
    // The proven claim is not read again on the way out (it would flash «ya es tuyo» before the sheet).
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.callsTo(`GET /private/podcasts/${ID}/claim`)).toHaveLength(1);
  });

  it('says so when the proof is no longer pending', async () => {
    stubApi({ [`GET /private/podcasts/${ID}/claim`]: apiError(404, 'NOT_FOUND', 'No encontrado') });
    renderJoin(`/sponsorship/join?pId=${ID}`);

    expect(await screen.findByText('Esta verificación ya no está pendiente.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Mis podcasts' })).toHaveAttribute('href', '/me/podcasts');
  });
});
