import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, FILE_MESSAGES, MESSAGES } from '@patrocina/domain';
import { toast } from '@/lib/toast';
import { data, stubApi } from '@/test/api-stub';
import { buildMe, jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { AccountPage } from '../pages/account-page';
import { silenceToasts } from '@/test/toasts';

const AVATAR_URL = '/api/v1/public/images/0b8f6a52-8a7e-4b43-9d0f-4c1f1d9e2a11';
const page = {
  'GET /private/users/me/sessions': data([]),
  'GET /private/podcasts/partner': data({ configured: true }),
};

function renderPage() {
  const router = createMemoryRouter([{ path: '/me', element: <AccountPage /> }], { initialEntries: ['/me'] });
  renderWithProviders(<RouterProvider router={router} />);
  return userEvent.setup();
}

const fieldError =
  (path: string, message: string, status = 400) =>
  () =>
    jsonResponse({ error: { code: 'VALIDATION_ERROR', message, fields: [{ path, message }] } }, status);

beforeEach(silenceToasts);

describe('«Tu perfil»', () => {
  it('saves a new username and a phone with its prefix, and shows «Guardado»', async () => {
    const me = buildMe({ username: 'marta' });
    const api = stubApi({
      ...page,
      'GET /private/users/me': data(me),
      'PATCH /private/users/me': data({ ...me, username: 'Marta Ondas', prefix: '+34', phone: '600123456' }),
    });
    const user = renderPage();

    const username = await screen.findByLabelText('Nombre de usuario');
    expect(username).toHaveValue('marta');
    await user.clear(username);
    await user.type(username, 'Marta Ondas');
    await user.type(screen.getByLabelText('Prefijo'), '+34');
    await user.type(screen.getByLabelText('Número'), '600 123 456');
    expect(screen.getByLabelText('Número')).toHaveAccessibleDescription(/por ejemplo \+34/);
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Guardado'));
    expect(api.callsTo('PATCH /private/users/me')[0]?.body).toEqual({
      username: 'Marta Ondas',
      prefix: '+34',
      phone: '600123456',
    });
  });

  it('clears the phone when both boxes are emptied', async () => {
    const me = buildMe({ prefix: '+34', phone: '600123456' });
    const api = stubApi({
      ...page,
      'GET /private/users/me': data(me),
      'PATCH /private/users/me': data({ ...me, prefix: null, phone: null }),
    });
    const user = renderPage();

    await user.clear(await screen.findByLabelText('Prefijo'));
    await user.clear(screen.getByLabelText('Número'));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(api.callsTo('PATCH /private/users/me')).toHaveLength(1));
    expect(api.callsTo('PATCH /private/users/me')[0]?.body).toEqual({
      username: me.username,
      prefix: null,
      phone: null,
    });
  });

  it('refuses a badly written phone with «Telefono formato incorrecto» without calling the API', async () => {
    const api = stubApi({ ...page, 'GET /private/users/me': data(buildMe()) });
    const user = renderPage();

    await user.type(await screen.findByLabelText('Prefijo'), '+34');
    await user.type(screen.getByLabelText('Número'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Número')).toHaveAccessibleDescription(/Telefono formato incorrecto/),
    );
    expect(api.callsTo('PATCH /private/users/me')).toHaveLength(0);
  });

  it('shows the API’s refusal under its field and keeps what was typed', async () => {
    stubApi({
      ...page,
      'GET /private/users/me': data(buildMe()),
      'PATCH /private/users/me': fieldError('username', MESSAGES.usernameTooLong),
    });
    const user = renderPage();

    const username = await screen.findByLabelText('Nombre de usuario');
    await user.clear(username);
    await user.type(username, 'Un nombre válido aquí');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(username).toHaveAccessibleDescription(new RegExp(MESSAGES.usernameTooLong)));
    expect(username).toHaveValue('Un nombre válido aquí');
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe('«Foto de perfil»', () => {
  const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'yo.png', { type: 'image/png' });

  it('shows the fallback, uploads the chosen image and shows the new one', async () => {
    const me = buildMe();
    const api = stubApi({
      ...page,
      'GET /private/users/me': data(me),
      'PUT /private/users/me/avatar': data({ ...me, avatar: AVATAR_URL }),
    });
    const user = renderPage();

    expect(await screen.findByRole('img', { name: 'Tu foto de perfil' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/) as unknown,
    );
    expect(screen.queryByRole('button', { name: 'Quitar foto' })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Subir foto'), png());

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MESSAGES.avatarSaved));
    const body = api.callsTo('PUT /private/users/me/avatar')[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Tu foto de perfil' })).toHaveAttribute('src', AVATAR_URL),
    );
    expect(screen.getByRole('button', { name: 'Quitar foto' })).toBeInTheDocument();
  });

  it('shows the server’s file error under the picker and keeps the old photo', async () => {
    stubApi({
      ...page,
      'GET /private/users/me': data(buildMe({ avatar: AVATAR_URL })),
      'PUT /private/users/me/avatar': fieldError('file', FILE_MESSAGES.invalidImage),
    });
    const user = renderPage();

    await user.upload(await screen.findByLabelText('Cambiar foto'), png());

    expect(await screen.findByText(FILE_MESSAGES.invalidImage)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Tu foto de perfil' })).toHaveAttribute('src', AVATAR_URL);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('removes the photo only after confirming', async () => {
    const me = buildMe({ avatar: AVATAR_URL });
    const api = stubApi({
      ...page,
      'GET /private/users/me': data(me),
      'DELETE /private/users/me/avatar': data({ ...me, avatar: null }),
    });
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Quitar foto' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Quitar tu foto de perfil?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.callsTo('DELETE /private/users/me/avatar')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Quitar foto' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Quitar foto' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MESSAGES.avatarRemoved));
    expect(api.callsTo('DELETE /private/users/me/avatar')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Quitar foto' })).not.toBeInTheDocument());
  });
});
