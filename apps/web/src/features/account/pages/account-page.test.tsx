import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, IN_PERSON_ONLY_MESSAGE, type AccountSession } from '@patrocina/domain';
import { toast } from '@/lib/toast';
import { data, stubApi } from '@/test/api-stub';
import { buildMe, jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { AccountPage } from './account-page';
import { silenceToasts } from '@/test/toasts';

const CURRENT: AccountSession = {
  id: '7a1f0c2e-3b4d-4e5f-8a6b-0c1d2e3f4a01',
  device: 'Chrome en Windows',
  createdAt: '2026-03-01T09:00:00.000Z',
  lastUsedAt: '2026-03-10T17:05:00.000Z',
  current: true,
};
const OTHER: AccountSession = {
  id: '7a1f0c2e-3b4d-4e5f-8a6b-0c1d2e3f4a02',
  device: 'Safari en iPhone',
  createdAt: '2026-02-01T09:00:00.000Z',
  lastUsedAt: '2026-03-09T08:30:00.000Z',
  current: false,
};

const wrongPassword = () =>
  jsonResponse(
    {
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Datos no válidos',
        fields: [{ path: 'currentPassword', message: 'Contraseña incorrecta' }],
      },
    },
    400,
  );

function renderPage() {
  const router = createMemoryRouter([{ path: '/me', element: <AccountPage /> }], { initialEntries: ['/me'] });
  renderWithProviders(<RouterProvider router={router} />);
  return userEvent.setup();
}

beforeEach(silenceToasts);

describe('/me', () => {
  it('shows the profile, the password form and the open sessions', async () => {
    stubApi({
      'GET /private/users/me': data(buildMe({ username: 'marta', email: 'marta@example.com' })),
      'GET /private/users/me/sessions': data([CURRENT]),
    });
    renderPage();

    expect(await screen.findByRole('heading', { level: 2, name: 'Tu perfil' })).toBeInTheDocument();
    expect(await screen.findByText('marta@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cambiar contraseña' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sesiones abiertas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mis podcasts' })).toHaveAttribute('href', '/me/podcasts');
  });

  it('offers an admin acting as the user only the profile: password, e-mails, sessions, hosting account and deletion are the user’s', async () => {
    const api = stubApi({
      'GET /private/users/me': data(
        buildMe({ username: 'marta', impersonatedBy: '7a1f0c2e-3b4d-4e5f-8a6b-0c1d2e3f4aff' }),
      ),
    });
    renderPage();

    expect(await screen.findByRole('heading', { level: 2, name: 'Tu perfil' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(IN_PERSON_ONLY_MESSAGE);
    for (const name of ['Cambiar contraseña', 'Sesiones abiertas', 'Correo alternativo', 'Eliminar cuenta']) {
      expect(screen.queryByRole('heading', { level: 2, name })).not.toBeInTheDocument();
    }
    expect(api.callsTo('GET /private/users/me/sessions')).toHaveLength(0);
  });

  it('saves the newsletter choice as soon as it is ticked', async () => {
    const api = stubApi({
      'GET /private/users/me': data(buildMe({ newsletter: false })),
      'PATCH /private/users/me': data(buildMe({ newsletter: true })),
      'GET /private/users/me/sessions': data([CURRENT]),
    });
    const user = renderPage();

    await user.click(await screen.findByRole('checkbox', { name: /newsletter/ }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Guardado'));
    expect(api.callsTo('PATCH /private/users/me')[0]?.body).toEqual({ newsletter: true });
    expect(screen.getByRole('checkbox', { name: /newsletter/ })).toBeChecked();
  });

  it('changes the password with trimmed values, then empties the form and reloads the sessions', async () => {
    const api = stubApi({
      'GET /private/users/me': data(buildMe()),
      'PUT /private/users/me/password': data(null),
      'GET /private/users/me/sessions': data([CURRENT]),
    });
    const user = renderPage();

    await user.type(await screen.findByLabelText('Contraseña actual'), ' vieja-clave-1 ');
    await user.type(screen.getByLabelText('Contraseña nueva'), 'nueva-clave-2');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MESSAGES.passwordChanged));
    expect(api.callsTo('PUT /private/users/me/password')[0]?.body).toEqual({
      currentPassword: 'vieja-clave-1',
      newPassword: 'nueva-clave-2',
    });
    expect(screen.getByLabelText('Contraseña actual')).toHaveValue('');
    expect(screen.getByLabelText('Contraseña nueva')).toHaveValue('');
    await waitFor(() => expect(api.callsTo('GET /private/users/me/sessions')).toHaveLength(2));
  });

  it('shows «Contraseña incorrecta» on the current password and keeps what was typed', async () => {
    stubApi({
      'GET /private/users/me': data(buildMe()),
      'PUT /private/users/me/password': wrongPassword,
      'GET /private/users/me/sessions': data([CURRENT]),
    });
    const user = renderPage();

    await user.type(await screen.findByLabelText('Contraseña actual'), 'mal-escrita');
    await user.type(screen.getByLabelText('Contraseña nueva'), 'nueva-clave-2');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));

    const current = screen.getByLabelText('Contraseña actual');
    await waitFor(() => expect(current).toHaveAccessibleDescription(/Contraseña incorrecta/));
    expect(current).toHaveValue('mal-escrita');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('refuses a new password equal to the current one without calling the API', async () => {
    const api = stubApi({
      'GET /private/users/me': data(buildMe()),
      'GET /private/users/me/sessions': data([CURRENT]),
    });
    const user = renderPage();

    await user.type(await screen.findByLabelText('Contraseña actual'), 'misma-clave-1');
    await user.type(screen.getByLabelText('Contraseña nueva'), 'misma-clave-1');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Contraseña nueva')).toHaveAccessibleDescription(
        new RegExp(ACCOUNT_MESSAGES.samePassword),
      ),
    );
    expect(screen.getByLabelText('Contraseña nueva')).toHaveFocus();
    expect(api.callsTo('PUT /private/users/me/password')).toHaveLength(0);
  });

  it('lists the sessions with this one marked, and closes the others after confirming', async () => {
    const api = stubApi({
      'GET /private/users/me': data(buildMe()),
      'GET /private/users/me/sessions': (call, count) => data(count === 1 ? [CURRENT, OTHER] : [CURRENT])(),
      'DELETE /private/users/me/sessions': data({ closed: 1 }),
    });
    const user = renderPage();

    const list = await screen.findByRole('list', { name: 'Tus sesiones' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Chrome en Windows')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Esta sesión')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/^Última actividad: 10 de marzo de 2026, 18:05$/)).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Esta sesión')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cerrar las demás sesiones' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Cerrar las demás sesiones?' });
    expect(api.callsTo('DELETE /private/users/me/sessions')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar sesiones' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MESSAGES.othersClosed));
    expect(api.callsTo('DELETE /private/users/me/sessions')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Cerrar las demás sesiones' })).toBeDisabled();
  });

  it('disables closing the others when this is the only session', async () => {
    stubApi({ 'GET /private/users/me': data(buildMe()), 'GET /private/users/me/sessions': data([CURRENT]) });
    renderPage();

    expect(await screen.findByText(ACCOUNT_MESSAGES.noOtherSessions)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar las demás sesiones' })).toBeDisabled();
  });

  it('offers a retry when the sessions cannot be loaded', async () => {
    stubApi({
      'GET /private/users/me': data(buildMe()),
      'GET /private/users/me/sessions': (call, count) =>
        count === 1 ? jsonResponse({ error: { code: 'INTERNAL', message: 'x' } }, 500) : data([CURRENT])(),
    });
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByText('Esta sesión')).toBeInTheDocument();
  });
});
