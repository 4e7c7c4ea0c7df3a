import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@patrocina/domain';
import { closeModal, modalStore } from '@/lib/modal-store';
import { toast } from '@/lib/toast';
import { buildMe } from '@/test/fixtures';
import { silenceToasts } from '@/test/toasts';
import { AFTER_VERIFY_KEY, setAfterVerify } from '../lib/client-state';
import { apiError, data, renderAuth, stubApi, visitor } from '../testing';

const LINK_TOKEN = 'enlace-de-prueba-0123456789abcdef';
const SESSION = { token: 'sesion-de-prueba-0123456789' };
const VERIFY = 'POST /authentication/verify';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  silenceToasts();
});
afterEach(() => {
  act(() => closeModal());
});

/** The page's live region (the test layout's <output> is a status too). */
function outcome(): HTMLElement | null {
  return document.querySelector<HTMLElement>('section [role="status"]');
}

/** An API where the link signs in: the session exists once the verification has answered. */
function stubSigningIn(beforeAnswer: () => Promise<void> = () => Promise.resolve()) {
  let loggedIn = false;
  return stubApi({
    [VERIFY]: async () => {
      await beforeAnswer();
      loggedIn = true;
      return data(SESSION)();
    },
    'GET /private/users/me': () => (loggedIn ? data(buildMe())() : visitor()),
  });
}

/** Opens the link, checks that opening it did nothing, and presses the page's button. */
async function openAndConfirm(api: ReturnType<typeof stubApi>) {
  renderAuth(`/login/verify?token=${LINK_TOKEN}`);
  expect(api.callsTo(VERIFY)).toHaveLength(0);
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirmar mi correo' }));
  await waitFor(() => expect(api.callsTo(VERIFY)).toHaveLength(1));
}

describe('/login/verify', () => {
  it('al abrir el enlace no confirma nada: dice qué hará el botón y pone el foco en el título', async () => {
    const api = stubSigningIn();
    renderAuth(`/login/verify?token=${LINK_TOKEN}`);

    expect(screen.getByRole('heading', { level: 1, name: 'Confirmar tu correo' })).toHaveFocus();
    expect(screen.getByText(/Pulsa el botón para confirmar tu dirección de correo/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar mi correo' })).toBeEnabled();
    expect(document.title).toBe('Confirmar correo · Patrocina');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo(VERIFY)).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login\/verify$/);
  });

  it('el botón confirma una sola vez aunque se pulse dos veces, inicia sesión y va a la portada', async () => {
    let answer = () => {};
    const api = stubSigningIn(() => new Promise((resolve) => (answer = resolve)));
    renderAuth(`/login/verify?token=${LINK_TOKEN}`);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Confirmar mi correo' }));
    const pending = screen.getByRole('button', { name: 'Confirmando…' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    await user.click(pending);
    act(() => answer());

    expect(await screen.findByText('¡Correo confirmado!')).toBeInTheDocument();
    expect(outcome()).toHaveFocus();
    expect(outcome()).toHaveTextContent('Ya has iniciado sesión. Te llevamos a la portada…');
    expect(screen.queryByRole('button', { name: /Confirm/ })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(LINK_TOKEN);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), { timeout: 3000 });
    expect(api.callsTo(VERIFY)).toEqual([expect.objectContaining({ body: { token: LINK_TOKEN } })]);
  });

  it('confirma sin iniciar sesión una cuenta hecha con un proveedor que no avaló el correo, y dice cómo entrar', async () => {
    const api = stubApi({ [VERIFY]: data({ token: null }), 'GET /private/users/me': visitor });
    await openAndConfirm(api);

    expect(await screen.findByText('¡Correo confirmado!')).toBeInTheDocument();
    expect(screen.getByText(/Entra como creaste la cuenta, con Google, Apple o Facebook/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login\/verify$/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar' }));
    expect(modalStore.get().name).toBe('login');
  });

  it.each([
    ['/sponsorship/join', /^\/sponsorship\/join$/],
    ['//evil.example/robar', /^\/$/],
  ])('tras confirmar vuelve a donde se registró (%s) solo si es una ruta interna segura', async (stored, expected) => {
    setAfterVerify(stored);
    await openAndConfirm(stubSigningIn());

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(expected), { timeout: 3000 });
    expect(localStorage.getItem(AFTER_VERIFY_KEY)).toBeNull();
  });

  it('entra aunque la petición del usuario que salió con la página responda después, como visitante', async () => {
    // The session cookie exists once /verify has answered. A /users/me sent before that answers
    // "visitor", and here it answers late, as a slow network would have it.
    let hasCookie = false;
    const lateAnswers: (() => void)[] = [];
    const api = stubApi({
      [VERIFY]: async () => {
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
    await openAndConfirm(api);

    expect(await screen.findByText('¡Correo confirmado!')).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('si la sesión no llega a abrirse, dice que el correo está confirmado y ofrece entrar', async () => {
    const api = stubApi({ [VERIFY]: data(SESSION), 'GET /private/users/me': visitor });
    await openAndConfirm(api);

    expect(await screen.findByText(/No hemos podido iniciar tu sesión/)).toBeInTheDocument();
    expect(screen.getByText('¡Correo confirmado!')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.genericError);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar' }));
    expect(modalStore.get().name).toBe('login');
  });

  it('con un enlace caducado lo dice, pone el foco en el aviso y ofrece pedir otro', async () => {
    const api = stubApi({
      [VERIFY]: apiError(400, 'EXPIRED_LINK', MESSAGES.expiredLink),
      'GET /private/users/me': visitor,
    });
    await openAndConfirm(api);

    expect(await screen.findByText(MESSAGES.expiredLink)).toBeInTheDocument();
    expect(outcome()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Confirmar mi correo' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar para pedir otro enlace' }));
    expect(modalStore.get().name).toBe('login');
  });

  it('distingue un enlace que no es válido de uno caducado', async () => {
    const api = stubApi({
      [VERIFY]: apiError(400, 'INVALID_LINK', MESSAGES.invalidLink),
      'GET /private/users/me': visitor,
    });
    await openAndConfirm(api);

    expect(await screen.findByText(MESSAGES.invalidLink)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.expiredLink)).not.toBeInTheDocument();
  });

  it('ante un fallo del servidor muestra el error genérico y deja el botón para volver a intentarlo', async () => {
    const api = stubApi({
      [VERIFY]: (_call, count) =>
        count === 1 ? apiError(500, 'INTERNAL', MESSAGES.genericError)() : data({ token: null })(),
      'GET /private/users/me': visitor,
    });
    await openAndConfirm(api);

    expect(await screen.findByText(MESSAGES.genericError)).toBeInTheDocument();
    expect(outcome()).toHaveFocus();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirmar mi correo' }));
    expect(await screen.findByText('¡Correo confirmado!')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.genericError)).not.toBeInTheDocument();
    expect(api.callsTo(VERIFY)).toHaveLength(2);
  });

  it('sin token dice que el enlace no es válido, sin botón y sin llamar a la API', async () => {
    const api = stubApi({ 'GET /private/users/me': visitor });
    renderAuth('/login/verify');

    expect(await screen.findByText(MESSAGES.invalidLink)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar mi correo' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(api.callsTo(VERIFY)).toHaveLength(0);
  });
});
