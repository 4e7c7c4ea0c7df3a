import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@patrocina/domain';
import { acceptAllConsent, hasConsent, resetConsentForTests } from '@/lib/consent';
import { closeModal, openModal } from '@/lib/modal-store';
import { toast } from '@/lib/toast';
import { buildMe } from '@/test/fixtures';
import { LOGIN_PROVIDER_KEY } from '../lib/client-state';
import { restoreSocialAdapters, replaceSocialAdapters, type SocialAdapters } from '../lib/social';
import { apiError, data, renderAuth, stubApi, visitor } from '../testing';

const TOKEN = { token: 'sesion-de-prueba-0123456789' };
const PROVIDERS = {
  google: { clientId: 'patrocina.apps.googleusercontent.com' },
  apple: { clientId: 'com.patrocina.web', redirectUri: 'http://localhost:3000/login' },
  facebook: null,
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetConsentForTests();
  vi.spyOn(toast, 'error').mockReturnValue(0);
});
afterEach(() => {
  act(() => closeModal());
  restoreSocialAdapters();
  vi.useRealTimers();
});

/** The providers whose (fake) SDK was loaded ahead of a click. */
let preloaded: string[] = [];
beforeEach(() => {
  preloaded = [];
});

/** Fake SDKs: the real ones are third parties the tests cannot reach. */
function fakeProviders(
  answers: Partial<{ [P in keyof SocialAdapters]: Awaited<ReturnType<SocialAdapters[P]['signIn']>> }>,
) {
  const seen: { provider: string; nonce: string }[] = [];
  function fake<P extends keyof SocialAdapters>(provider: P) {
    return {
      preload: () => {
        preloaded.push(provider);
        return Promise.resolve();
      },
      signIn: ({ nonce }: { nonce: string }) => {
        seen.push({ provider, nonce });
        return Promise.resolve(answers[provider] ?? null);
      },
    };
  }
  replaceSocialAdapters({ google: fake('google'), apple: fake('apple') });
  return seen;
}

/** Lets the nonce fetched in advance arrive (the fake API answers at once, a few ticks later). */
async function nonceArrived(api: ReturnType<typeof stubApi>, count = 1) {
  await waitFor(() => expect(api.callsTo('POST /authentication/login/nonce')).toHaveLength(count));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

function baseApi(extra: Parameters<typeof stubApi>[0] = {}) {
  let loggedIn = false;
  const api = stubApi({
    'GET /public/auth-providers': data(PROVIDERS),
    'POST /authentication/login/nonce': data({ nonce: 'nonce-de-prueba' }),
    'GET /private/users/me': () => (loggedIn ? data(buildMe())() : visitor()),
    ...extra,
  });
  return { api, logIn: () => (loggedIn = true) };
}

describe('acceso con Google, Apple y Facebook', () => {
  it('no muestra botones si el servidor no tiene ningún proveedor configurado', async () => {
    stubApi({
      'GET /public/auth-providers': data({ google: null, apple: null, facebook: null }),
      'GET /private/users/me': visitor,
    });
    acceptAllConsent();
    renderAuth();
    act(() => openModal('login'));
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    await waitFor(() => expect(within(dialog).getByLabelText('Correo electrónico')).toBeInTheDocument());
    expect(within(dialog).queryByRole('button', { name: /Continuar con/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(MESSAGES.socialCookiesRequired)).not.toBeInTheDocument();
  });

  it('sin las cookies aceptadas pide aceptar la política de uso y privacidad, y al aceptarlas muestra los botones configurados', async () => {
    baseApi();
    renderAuth();
    act(() => openModal('login'));
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    expect(await within(dialog).findByText(MESSAGES.socialCookiesRequired)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Continuar con Google' })).not.toBeInTheDocument();

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Aceptar y continuar' }));
    expect(hasConsent('social')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Continuar con Google' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continuar con Apple' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Continuar con Facebook' })).not.toBeInTheDocument();
  });

  it('ofrece primero el acceso que se usó la última vez (SPEC §4)', async () => {
    baseApi();
    localStorage.setItem(LOGIN_PROVIDER_KEY, 'apple');
    acceptAllConsent();
    renderAuth();
    act(() => openModal('login'));
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    await within(dialog).findByRole('button', { name: 'Continuar con Apple' });
    const names = within(dialog)
      .getAllByRole('button', { name: /^Continuar con/ })
      .map((button) => button.textContent);
    expect(names).toEqual(['Continuar con Apple', 'Continuar con Google']);
  });

  it('entra con Google: pide un nonce, envía el id token con LOGIN, completa el acceso y recuerda el método', async () => {
    const { api, logIn } = baseApi({
      'POST /authentication/login/google': () => {
        logIn();
        return data(TOKEN)();
      },
    });
    const seen = fakeProviders({ google: { id_token: 'id-token-de-google' } });
    acceptAllConsent();
    renderAuth();
    act(() => openModal('login', { redirectTo: '/dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    await userEvent.setup().click(await within(dialog).findByRole('button', { name: 'Continuar con Google' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen).toEqual([{ provider: 'google', nonce: 'nonce-de-prueba' }]);
    expect(api.callsTo('POST /authentication/login/google')[0]?.body).toEqual({
      id_token: 'id-token-de-google',
      method: 'LOGIN',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(localStorage.getItem(LOGIN_PROVIDER_KEY)).toBe('google');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('crea la cuenta con Apple desde el registro, enviando SIGN_UP', async () => {
    const { api, logIn } = baseApi({
      'POST /authentication/login/apple': () => {
        logIn();
        return data(TOKEN)();
      },
    });
    const authorization = { id_token: 'id-token-de-apple', code: 'codigo' };
    fakeProviders({ apple: { authorization, user: { email: 'marta@ejemplo.es' } } });
    acceptAllConsent();
    renderAuth();
    act(() => openModal('signup'));
    const dialog = await screen.findByRole('dialog', { name: 'Crear cuenta' });
    await userEvent.setup().click(await within(dialog).findByRole('button', { name: 'Continuar con Apple' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /authentication/login/apple')[0]?.body).toEqual({
      authorization,
      user: { email: 'marta@ejemplo.es' },
      method: 'SIGN_UP',
    });
  });

  it('ignora en silencio la ventana de Google cerrada por el usuario', async () => {
    const { api } = baseApi();
    fakeProviders({ google: null });
    acceptAllConsent();
    renderAuth();
    act(() => openModal('login'));
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    await userEvent.setup().click(await within(dialog).findByRole('button', { name: 'Continuar con Google' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Continuar con Google' })).toBeInTheDocument(),
    );
    expect(api.callsTo('POST /authentication/login/google')).toHaveLength(0);
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('dice que no hay cuenta cuando el acceso con Google no tiene una', async () => {
    baseApi({ 'POST /authentication/login/google': apiError(404, 'SOCIAL_NO_ACCOUNT', MESSAGES.socialNoAccount) });
    fakeProviders({ google: { id_token: 'id-token-de-google' } });
    acceptAllConsent();
    renderAuth();
    act(() => openModal('login'));
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    await userEvent.setup().click(await within(dialog).findByRole('button', { name: 'Continuar con Google' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.socialNoAccount));
  });

  it('con un 409 pide la contraseña de la cuenta, la vincula y entra; una contraseña mal se marca en su campo', async () => {
    const { api, logIn } = baseApi({
      'POST /authentication/login/google': apiError(
        409,
        'SOCIAL_LINK_NEEDS_PASSWORD',
        MESSAGES.socialLinkNeedsPassword,
      ),
      'POST /authentication/login/link': (call) => {
        if ((call.body as { password: string }).password !== 'la buena contraseña') {
          return apiError(403, 'LOGIN_FAILED', MESSAGES.wrongCurrentPassword)();
        }
        logIn();
        return data(TOKEN)();
      },
    });
    fakeProviders({ google: { id_token: 'id-token-de-google' } });
    acceptAllConsent();
    renderAuth();
    act(() => openModal('signup'));
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Crear cuenta' });
    await user.click(await within(dialog).findByRole('button', { name: 'Continuar con Google' }));

    const step = await within(dialog).findByRole('form', { name: 'Vincular tu cuenta de Google' });
    expect(within(step).getByText(MESSAGES.socialLinkNeedsPassword)).toBeInTheDocument();
    // The button that had the focus is gone: the focus goes to the field, inside the dialog.
    await waitFor(() => expect(within(step).getByLabelText('Contraseña')).toHaveFocus());
    await user.type(within(step).getByLabelText('Contraseña'), 'otra cosa');
    await user.click(within(step).getByRole('button', { name: 'Vincular y entrar' }));
    expect(await within(step).findByText(MESSAGES.wrongCurrentPassword)).toBeInTheDocument();

    await user.clear(within(step).getByLabelText('Contraseña'));
    await user.type(within(step).getByLabelText('Contraseña'), 'la buena contraseña');
    await user.click(within(step).getByRole('button', { name: 'Vincular y entrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /authentication/login/link').at(-1)?.body).toEqual({ password: 'la buena contraseña' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('prepara los SDK y un nonce al mostrar los botones, y el clic llama al SDK sin esperar nada (la ventana no se bloquea)', async () => {
    let nonces = 0;
    const { api, logIn } = baseApi({
      'POST /authentication/login/nonce': () => {
        nonces += 1;
        return data({ nonce: `nonce-${nonces}` })();
      },
      'POST /authentication/login/apple': () => {
        logIn();
        return data(TOKEN)();
      },
    });
    const authorization = { id_token: 'id-token-de-apple' };
    const seen = fakeProviders({ apple: null });
    const callsAtSignIn: number[] = [];
    replaceSocialAdapters({
      google: { preload: () => Promise.resolve(), signIn: () => Promise.resolve(null) },
      apple: {
        preload: () => {
          preloaded.push('apple');
          return Promise.resolve();
        },
        signIn: ({ nonce }) => {
          seen.push({ provider: 'apple', nonce });
          callsAtSignIn.push(api.callsTo('POST /authentication/login/nonce').length);
          return Promise.resolve(seen.length === 1 ? null : { authorization });
        },
      },
    });
    acceptAllConsent();
    renderAuth();
    act(() => openModal('signup'));
    const dialog = await screen.findByRole('dialog', { name: 'Crear cuenta' });
    const apple = await within(dialog).findByRole('button', { name: 'Continuar con Apple' });
    await nonceArrived(api);
    expect(preloaded).toContain('apple');

    // A synchronous click: the adapter is called before the event handler returns, with no fetch.
    fireEvent.click(apple);
    expect(seen).toEqual([{ provider: 'apple', nonce: 'nonce-1' }]);
    expect(callsAtSignIn).toEqual([1]);

    // Closed popup: the used nonce is replaced by a new one, ready for the next click.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Continuar con Apple' })).toBeInTheDocument(),
    );
    await nonceArrived(api, 2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar con Apple' }));
    expect(seen.at(-1)).toEqual({ provider: 'apple', nonce: 'nonce-2' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /authentication/login/apple')[0]?.body).toEqual({ authorization, method: 'SIGN_UP' });
  });

  it('no prepara nada mientras no se aceptan las cookies sociales', async () => {
    const { api } = baseApi();
    fakeProviders({});
    renderAuth();
    act(() => openModal('login'));
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    await within(dialog).findByText(MESSAGES.socialCookiesRequired);
    expect(preloaded).toEqual([]);
    expect(api.callsTo('POST /authentication/login/nonce')).toHaveLength(0);
  });

  it('pide el nonce al hacer clic si aún no había llegado uno', async () => {
    let answer: (() => void) | undefined;
    const { api } = baseApi({
      'POST /authentication/login/nonce': () =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(data({ nonce: 'nonce-tardio' })());
        }),
    });
    const seen = fakeProviders({ google: null });
    acceptAllConsent();
    renderAuth();
    act(() => openModal('login'));
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Continuar con Google' }));
    await waitFor(() => expect(answer).toBeDefined());
    expect(seen).toEqual([]);
    // One nonce only: the click waits for the one on its way instead of asking for another.
    expect(api.callsTo('POST /authentication/login/nonce')).toHaveLength(1);
    act(() => answer!());
    await waitFor(() => expect(seen).toEqual([{ provider: 'google', nonce: 'nonce-tardio' }]));
  });

  it('libera los botones con el error genérico si el proveedor no contesta nunca', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = baseApi();
    fakeProviders({});
    replaceSocialAdapters({
      // Google's prompt under FedCM may never call back nor notify: a promise that never settles.
      google: { preload: () => Promise.resolve(), signIn: () => new Promise(() => undefined) },
      apple: { preload: () => Promise.resolve(), signIn: () => Promise.resolve(null) },
    });
    acceptAllConsent();
    renderAuth();
    act(() => openModal('login'));
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    await nonceArrived(api);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar con Google' }));
    expect(await within(dialog).findByRole('button', { name: 'Conectando…' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('button', { name: 'Continuar con Apple' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(within(dialog).getByRole('button', { name: 'Continuar con Google' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    expect(within(dialog).getByRole('button', { name: 'Continuar con Apple' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.genericError);
    expect(api.callsTo('POST /authentication/login/google')).toHaveLength(0);
  });
});
