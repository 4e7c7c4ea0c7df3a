import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@patrocina/domain';
import { closeModal, modalStore } from '@/lib/modal-store';
import { toast } from '@/lib/toast';
import { buildMe } from '@/test/fixtures';
import { setSignupEmail } from '../lib/client-state';
import { apiError, data, renderAuth, stubApi, visitor } from '../testing';
import { silenceToasts } from '@/test/toasts';

const LINK_TOKEN = 'enlace-de-prueba-0123456789abcdef';
const SESSION = { token: 'sesion-de-prueba-0123456789' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  silenceToasts();
});
afterEach(() => {
  act(() => closeModal());
});

describe('/login/reset-password', () => {
  async function fill(password: string, confirmation: string) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Contraseña nueva'), password);
    await user.type(screen.getByLabelText('Repite la contraseña'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Guardar y entrar' }));
  }

  it('exige que las dos contraseñas coincidan', async () => {
    const api = stubApi({ 'GET /private/users/me': visitor });
    renderAuth(`/login/reset-password?token=${LINK_TOKEN}`);

    await fill('una contraseña', 'otra contraseña');

    expect(screen.getByLabelText('Repite la contraseña')).toHaveAccessibleDescription('Las contraseñas no coinciden');
    expect(screen.getByLabelText('Repite la contraseña')).toHaveFocus();
    expect(api.callsTo('POST /authentication/change-password')).toHaveLength(0);
  });

  it('cambia la contraseña, inicia sesión y vuelve a la portada con un aviso', async () => {
    let loggedIn = false;
    const api = stubApi({
      'POST /authentication/change-password': () => {
        loggedIn = true;
        return data(SESSION)();
      },
      'GET /private/users/me': () => (loggedIn ? data(buildMe())() : visitor()),
    });
    const { queryClient } = renderAuth(`/login/reset-password?token=${LINK_TOKEN}`);
    expect(document.title).toBe('Nueva contraseña · Patrocina');

    await fill('  una contraseña nueva ', 'una contraseña nueva');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(api.callsTo('POST /authentication/change-password')[0]?.body).toEqual({
      password: 'una contraseña nueva',
      token: LINK_TOKEN,
    });
    expect(toast.success).toHaveBeenCalledWith('Tu contraseña se ha cambiado. Ya has iniciado sesión.');
    expect(queryClient.getQueryData(['users', 'me'])).toMatchObject({ scope: 'user' });
  });

  /** Sends a new password through a link the API refuses, and checks the page says why. */
  async function refusedLink(code: string, message: string) {
    stubApi({
      'POST /authentication/change-password': apiError(400, code, message),
      'GET /private/users/me': visitor,
    });
    renderAuth(`/login/reset-password?token=${LINK_TOKEN}`);
    await fill('una contraseña', 'una contraseña');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  }

  it('con un enlace caducado muestra el mensaje y permite pedir otro', async () => {
    await refusedLink('EXPIRED_LINK', MESSAGES.expiredLink);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pedir un enlace nuevo' }));
    expect(modalStore.get().name).toBe('recover');
  });

  it('con un enlace no válido muestra su mensaje', async () => {
    await refusedLink('INVALID_LINK', MESSAGES.invalidLink);
  });
});

describe('/check-email', () => {
  it('muestra el correo del registro y un camino para reenviar el enlace', async () => {
    stubApi({ 'GET /private/users/me': visitor });
    setSignupEmail('lucia@ejemplo.es');
    renderAuth('/check-email');

    expect(screen.getByRole('heading', { level: 1, name: 'Revisa tu correo' })).toBeInTheDocument();
    expect(screen.getByText('lucia@ejemplo.es')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar y reenviar el enlace' }));
    expect(modalStore.get().name).toBe('login');
    expect(screen.getByRole('link', { name: 'Volver a la portada' })).toHaveAttribute('href', '/');
  });
});
