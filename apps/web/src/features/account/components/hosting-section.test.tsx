import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, PODCAST_MESSAGES, type HostingLinkResult } from '@patrocina/domain';
import { toast } from '@/lib/toast';
import { myPodcastsQueryKey } from '@/lib/query-keys';
import { apiError, data, stubApi } from '@/test/api-stub';
import { buildMe } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { AccountPage } from '../pages/account-page';
import { silenceToasts } from '@/test/toasts';

const RESULT: HostingLinkResult = {
  ivooxUserId: 'u_81723',
  linked: [
    { id: '0b8f6a52-8a7e-4b43-9d0f-4c1f1d9e2a11', slug: 'el-ocaso-de-roma', title: 'El Ocaso de Roma' },
    { id: '0b8f6a52-8a7e-4b43-9d0f-4c1f1d9e2a12', slug: 'ruta-sonora', title: 'Ruta Sonora' },
  ],
  skipped: [{ hostingId: 'p_3', title: 'Voces de Barrio' }],
};

function renderPage() {
  const router = createMemoryRouter([{ path: '/me', element: <AccountPage /> }], { initialEntries: ['/me'] });
  const { queryClient } = renderWithProviders(<RouterProvider router={router} />);
  return { user: userEvent.setup(), queryClient };
}

function section() {
  return screen.findByRole('region', { name: 'Plataforma de alojamiento' });
}

beforeEach(silenceToasts);

describe('«Plataforma de alojamiento»', () => {
  it('links the account, says what came in and what was left, and refreshes My podcasts', async () => {
    const me = buildMe();
    const api = stubApi({
      'GET /private/users/me': (_call, count) => data(count === 1 ? me : { ...me, ivooxUserId: RESULT.ivooxUserId })(),
      'GET /private/users/me/sessions': data([]),
      'GET /private/podcasts/partner': data({ configured: true }),
      'POST /private/users/me/hosting-account': data(RESULT),
    });
    const { user, queryClient } = renderPage();
    queryClient.setQueryData(myPodcastsQueryKey, []);

    const region = await section();
    expect(within(region).queryByText(/datos de demostración/)).not.toBeInTheDocument();
    await user.type(within(region).getByLabelText('Correo de la plataforma'), 'marta@ejemplo.es');
    await user.type(within(region).getByLabelText('Contraseña de la plataforma'), ' su-clave ');
    await user.click(within(region).getByRole('button', { name: 'Vincular cuenta' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MESSAGES.hostingLinked));
    expect(api.callsTo('POST /private/users/me/hosting-account')[0]?.body).toEqual({
      email: 'marta@ejemplo.es',
      password: 'su-clave',
    });
    expect(await within(region).findByText(/usuario u_81723 en la plataforma/)).toBeInTheDocument();
    expect(within(region).getByText(/Hemos añadido 2 podcasts a tus podcasts/)).toBeInTheDocument();
    expect(within(region).getByText('Voces de Barrio')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Ver Mis podcasts' })).toHaveAttribute('href', '/me/podcasts');
    expect(queryClient.getQueryState(myPodcastsQueryKey)?.isInvalidated).toBe(true);
  });

  it('shows SPEC §8’s text when the platform refuses, keeping what was typed', async () => {
    stubApi({
      'GET /private/users/me': data(buildMe()),
      'GET /private/users/me/sessions': data([]),
      'GET /private/podcasts/partner': data({ configured: true }),
      'POST /private/users/me/hosting-account': apiError(
        400,
        'HOSTING_LINK_FAILED',
        PODCAST_MESSAGES.hostingLinkFailed,
      ),
    });
    const { user } = renderPage();

    const region = await section();
    await user.type(within(region).getByLabelText('Correo de la plataforma'), 'marta@ejemplo.es');
    await user.type(within(region).getByLabelText('Contraseña de la plataforma'), 'mal');
    await user.click(within(region).getByRole('button', { name: 'Vincular cuenta' }));

    expect(await within(region).findByRole('alert')).toHaveTextContent(PODCAST_MESSAGES.hostingLinkFailed);
    expect(within(region).getByLabelText('Correo de la plataforma')).toHaveValue('marta@ejemplo.es');
    expect(within(region).getByLabelText('Contraseña de la plataforma')).toHaveValue('mal');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says the platform is not connected and demo data stands in', async () => {
    stubApi({
      'GET /private/users/me': data(buildMe()),
      'GET /private/users/me/sessions': data([]),
      'GET /private/podcasts/partner': data({ configured: false }),
    });
    renderPage();

    const region = await section();
    expect(await within(region).findByText(/no está conectado a la plataforma de alojamiento/)).toBeInTheDocument();
  });

  it('unlinks after confirming', async () => {
    const me = buildMe({ ivooxUserId: 'u_81723' });
    const api = stubApi({
      'GET /private/users/me': (_call, count) => data(count === 1 ? me : { ...me, ivooxUserId: null })(),
      'GET /private/users/me/sessions': data([]),
      'GET /private/podcasts/partner': data({ configured: true }),
      'DELETE /private/users/me/hosting-account': data(null),
    });
    const { user } = renderPage();

    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Desvincular' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Desvincular tu cuenta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Desvincular' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MESSAGES.hostingUnlinked));
    expect(api.callsTo('DELETE /private/users/me/hosting-account')).toHaveLength(1);
    expect(await within(region).findByRole('button', { name: 'Vincular cuenta' })).toBeInTheDocument();
  });
});
