import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@patrocina/domain';
import { closeModal, modalStore } from '@/lib/modal-store';
import { toast } from '@/lib/toast';
import { buildMe } from '@/test/fixtures';
import { forgetVerifications } from '../api/verify-once';
import { AFTER_VERIFY_KEY, setAfterVerify, setSignupEmail } from '../lib/client-state';
import { apiError, data, renderAuth, stubApi, visitor } from '../testing';
import { silenceToasts } from '@/test/toasts';

const LINK_TOKEN = 'enlace-de-prueba-0123456789abcdef';
const SESSION = { token: 'sesion-de-prueba-0123456789' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  forgetVerifications();
  silenceToasts();
});
afterEach(() => {
  act(() => closeModal());
});

describe('/login/verify', () => {
  it('confirma el correo una sola vez (también en StrictMode), inicia sesión y va a la portada', async () => {
    let loggedIn = false;
    const api = stubApi({
      'POST /authentication/verify': () => {
        loggedIn = true;
        return data(SESSION)();
      },
      'GET /private/users/me': () => (loggedIn ? data(buildMe())() : visitor()),
    });
    renderAuth(`/login/verify?token=${LINK_TOKEN}`);

    expect(screen.getByText('Verificando tu correo…')).toBeInTheDocument();
    expect(await screen.findByText('¡Correo confirmado!')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(LINK_TOKEN);
    expect(document.title).toBe('Confirmar correo · Patrocina');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), { timeout: 3000 });

    expect(api.callsTo('POST /authentication/verify')).toHaveLength(1);
    expect(api.callsTo('POST /authentication/verify')[0]?.body).toEqual({ token: LINK_TOKEN });
  });

  it('confirma sin iniciar sesión una cuenta hecha con un proveedor que no avaló el correo, y dice cómo entrar', async () => {
    const api = stubApi({ 'POST /authentication/verify': data({ token: null }), 'GET /private/users/me': visitor });
    renderAuth(`/login/verify?token=${LINK_TOKEN}`);

    expect(await screen.findByText('¡Correo confirmado!')).toBeInTheDocument();
    expect(screen.getByText(/Entra como creaste la cuenta, con Google, Apple o Facebook/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login\/verify$/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar' }));
    expect(modalStore.get().name).toBe('login');
    expect(api.callsTo('POST /authentication/verify')).toHaveLength(1);
  });

  it.each([
    ['/sponsorship/join', /^\/sponsorship\/join$/],
    ['//evil.example/robar', /^\/$/],
  ])('tras confirmar vuelve a donde se registró (%s) solo si es una ruta interna segura', async (stored, expected) => {
    setAfterVerify(stored);
    let loggedIn = false;
    stubApi({
      'POST /authentication/verify': () => {
        loggedIn = true;
        return data(SESSION)();
      },
      'GET /private/users/me': () => (loggedIn ? data(buildMe())() : visitor()),
    });
    renderAuth(`/login/verify?token=${LINK_TOKEN}`);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(expected), { timeout: 3000 });
    expect(localStorage.getItem(AFTER_VERIFY_KEY)).toBeNull();
  });

  it('entra aunque la petición del usuario que salió con la página responda después, como visitante', async () => {
    // The session cookie exists once /verify has answered. A /users/me sent before that answers
    // "visitor", and here it answers late, as a slow network would have it.
    let hasCookie = false;
    const lateAnswers: (() => void)[] = [];
    stubApi({
      'POST /authentication/verify': async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        hasCookie = true;
        setTimeout(() => lateAnswers.forEach((answer) => answer()), 20);
        return data(SESSION)();
      },
      'GET /private/users/me': () => {
        if (hasCookie) return data(buildMe())();
        return new Promise<Response>((resolve) => lateAnswers.push(() => resolve(visitor())));
      },
    });
    renderAuth(`/login/verify?token=${LINK_TOKEN}`);

    expect(await screen.findByText('¡Correo confirmado!')).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('con un enlace caducado lo dice y ofrece pedir otro', async () => {
    stubApi({
      'POST /authentication/verify': apiError(400, 'EXPIRED_LINK', MESSAGES.expiredLink),
      'GET /private/users/me': visitor,
    });
    renderAuth(`/login/verify?token=${LINK_TOKEN}`);

    expect(await screen.findByText('El enlace ha caducado. Solicita uno nuevo.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar para pedir otro enlace' }));
    expect(modalStore.get().name).toBe('login');
  });

  it('sin token dice que el enlace no es válido y no llama a la API', async () => {
    const api = stubApi({ 'GET /private/users/me': visitor });
    renderAuth('/login/verify');

    expect(await screen.findByText(MESSAGES.invalidLink)).toBeInTheDocument();
    expect(api.callsTo('POST /authentication/verify')).toHaveLength(0);
  });
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
