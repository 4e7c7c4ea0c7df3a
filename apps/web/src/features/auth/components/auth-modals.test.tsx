import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRODUCT_NAME, MESSAGES, termsRequiredMessage } from '@patrocina/domain';
import { hasConsent, rejectAllConsent, resetConsentForTests } from '@/lib/consent';
import { closeModal, modalStore, openModal } from '@/lib/modal-store';
import { toast } from '@/lib/toast';
import { buildMe } from '@/test/fixtures';
import {
  AFTER_VERIFY_KEY,
  METHOD_TYPE_KEY,
  PENDING_AGENCY_KEY,
  SIGNUP_EMAIL_KEY,
  loggingInStore,
} from '../lib/client-state';
import { apiError, data, renderAuth, stubApi, visitor } from '../testing';
import { silenceToasts } from '@/test/toasts';

const TOKEN = { token: 'sesion-de-prueba-0123456789' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetConsentForTests();
  silenceToasts();
});
afterEach(() => {
  act(() => closeModal());
  vi.useRealTimers();
});

function loginDialog() {
  return screen.getByRole('dialog', { name: 'Entrar' });
}

async function fillLogin(email: string, password: string) {
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
  await user.type(within(dialog).getByLabelText('Correo electrónico'), email);
  await user.type(within(dialog).getByLabelText('Contraseña'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
  return user;
}

describe('entrar', () => {
  it('inicia sesión, vuelve a cargar el usuario, cierra el modal y va a la página pedida', async () => {
    const me = buildMe();
    let loggedIn = false;
    const api = stubApi({
      'POST /authentication/login': () => {
        loggedIn = true;
        return data(TOKEN)();
      },
      'GET /private/users/me': () => (loggedIn ? data(me)() : visitor()),
    });
    const { queryClient } = renderAuth();
    act(() => openModal('login', { redirectTo: '/dashboard' }));

    await fillLogin('lucia@ejemplo.es', '  una contraseña  ');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /authentication/login')[0]?.body).toEqual({
      email: 'lucia@ejemplo.es',
      password: 'una contraseña',
      method: 'LOGIN',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(queryClient.getQueryData(['users', 'me'])).toEqual(me);
    expect(loggingInStore.get()).toBe(false);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('acepta todas las cookies al entrar si el aviso seguía sin contestar (SPEC §4), y no si ya se había elegido', async () => {
    let loggedIn = false;
    stubApi({
      'POST /authentication/login': () => {
        loggedIn = true;
        return data(TOKEN)();
      },
      'POST /authentication/logout': () => {
        loggedIn = false;
        return data(null)();
      },
      'GET /private/users/me': () => (loggedIn ? data(buildMe())() : visitor()),
    });
    renderAuth();
    expect(hasConsent('analytics')).toBe(false);
    act(() => openModal('login'));
    await fillLogin('lucia@ejemplo.es', 'una contraseña');
    await waitFor(() => expect(hasConsent('analytics')).toBe(true));
    expect(hasConsent('social')).toBe(true);

    // A visitor who already said no keeps their no.
    act(() => rejectAllConsent());
    loggedIn = false;
    act(() => openModal('login'));
    await fillLogin('lucia@ejemplo.es', 'una contraseña');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(hasConsent('analytics')).toBe(false);
  });

  it('con un 403 muestra «El email o contraseña son incorrectos.» y deja el modal abierto', async () => {
    stubApi({
      'POST /authentication/login': apiError(403, 'LOGIN_FAILED', MESSAGES.loginFailed),
      'GET /private/users/me': visitor,
    });
    renderAuth();
    act(() => openModal('login'));

    await fillLogin('lucia@ejemplo.es', 'no es esta');

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('El email o contraseña son incorrectos.'));
    expect(loginDialog()).toBeInTheDocument();
    expect(loggingInStore.get()).toBe(false);
    expect(within(loginDialog()).getByRole('button', { name: 'Entrar' })).not.toHaveAttribute('aria-busy');
  });

  it('con otro fallo lo registra y muestra el error genérico', async () => {
    const api = stubApi({
      'POST /authentication/login': apiError(500, 'INTERNAL_ERROR', MESSAGES.genericError),
      'POST /sys/log': data(null),
      'GET /private/users/me': visitor,
    });
    renderAuth();
    act(() => openModal('login'));

    await fillLogin('lucia@ejemplo.es', 'una contraseña');

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.genericError));
    await waitFor(() => expect(api.callsTo('POST /sys/log')).toHaveLength(1));
    expect(String(api.callsTo('POST /sys/log')[0]?.body)).toContain('component=LoginForm');
    expect(loggingInStore.get()).toBe(false);
  });

  it('muestra «Bloq Mayús activado» mientras el bloqueo de mayúsculas está puesto', async () => {
    stubApi({ 'GET /private/users/me': visitor });
    renderAuth();
    act(() => openModal('login'));
    const password = await screen.findByLabelText('Contraseña');

    fireEvent.keyDown(password, { key: 'A', modifierCapsLock: true });
    expect(screen.getByText('Bloq Mayús activado')).toBeInTheDocument();
    expect(password.getAttribute('aria-describedby')).toContain('caps');

    fireEvent.keyUp(password, { key: 'a', modifierCapsLock: false });
    expect(screen.queryByText('Bloq Mayús activado')).not.toBeInTheDocument();
  });

  it('recuerda el método elegido y lo envía al entrar', async () => {
    const api = stubApi({
      'POST /authentication/login': apiError(403, 'LOGIN_FAILED', MESSAGES.loginFailed),
      'GET /private/users/me': visitor,
    });
    renderAuth();
    act(() => openModal('login'));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Regístrate' }));
    expect(screen.getByRole('dialog', { name: 'Crear cuenta' })).toBeInTheDocument();
    expect(localStorage.getItem(METHOD_TYPE_KEY)).toBe('SIGN_UP');

    await user.click(screen.getByRole('button', { name: 'Entra' }));
    expect(localStorage.getItem(METHOD_TYPE_KEY)).toBe('LOGIN');

    localStorage.setItem(METHOD_TYPE_KEY, 'SIGN_UP');
    await fillLogin('lucia@ejemplo.es', 'una contraseña');
    await waitFor(() => expect(api.callsTo('POST /authentication/login')).toHaveLength(1));
    expect(api.callsTo('POST /authentication/login')[0]?.body).toMatchObject({ method: 'SIGN_UP' });
  });

  it('lleva el foco al primer campo no válido y, 500 ms después, lista los errores en un modal', async () => {
    stubApi({ 'GET /private/users/me': visitor });
    renderAuth();
    act(() => openModal('login'));
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });

    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }));

    const email = within(dialog).getByLabelText('Correo electrónico');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(MESSAGES.required);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });

    const summary = screen.getByRole('alertdialog', { name: 'Revisa el formulario' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`Correo electrónico: ${MESSAGES.required}`, `Contraseña: ${MESSAGES.required}`]);
    expect(within(summary).getByRole('button', { name: 'Entendido' })).toHaveFocus();

    // Escape closes only the top dialog, and focus returns to the invalid field.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(loginDialog()).toBeInTheDocument();
    expect(email).toHaveFocus();
  });

  it('Escape cierra el modal y devuelve el foco a quien lo abrió', async () => {
    stubApi({ 'GET /private/users/me': visitor });
    renderAuth();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    act(() => openModal('login'));
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    expect(within(dialog).getByLabelText('Correo electrónico')).toHaveFocus();

    fireEvent.keyDown(document, { key: 'Escape' });

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(modalStore.get().name).toBeNull();
    expect(opener).toHaveFocus();
    opener.remove();
  });
});

/** Opens «Crear cuenta» over the page, as the header's button does. */
async function openSignup() {
  renderAuth();
  act(() => openModal('signup'));
  const user = userEvent.setup();
  return { user, dialog: await screen.findByRole('dialog', { name: 'Crear cuenta' }) };
}

describe('crear cuenta', () => {
  it('avisa de que el correo ya está en uso al salir del campo', async () => {
    const api = stubApi({ 'GET /private/users/me': visitor, 'GET /authentication/check-email': data(true) });
    const { user, dialog } = await openSignup();

    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'Ocupado@Ejemplo.es');
    await user.tab();

    expect(await within(dialog).findByText('Este correo electrónico ya está siendo utilizado')).toBeInTheDocument();
    expect(api.callsTo('GET /authentication/check-email')[0]?.search).toBe('?email=ocupado%40ejemplo.es');
  });

  it('cuenta un fallo de la comprobación como correo no válido', async () => {
    stubApi({
      'GET /private/users/me': visitor,
      'GET /authentication/check-email': apiError(500, 'INTERNAL_ERROR', MESSAGES.genericError),
      'POST /sys/log': data(null),
    });
    const { user, dialog } = await openSignup();

    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'lucia@ejemplo.es');
    await user.tab();

    expect(await within(dialog).findByText(MESSAGES.emailTaken)).toBeInTheDocument();
  });

  it('exige aceptar los términos con el mensaje de la especificación', async () => {
    const api = stubApi({ 'GET /private/users/me': visitor, 'GET /authentication/check-email': data(false) });
    const { user, dialog } = await openSignup();

    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'lucia@ejemplo.es');
    await user.type(within(dialog).getByLabelText('Contraseña'), 'una contraseña');
    await user.type(within(dialog).getByLabelText('Nombre de usuario'), 'lucía');
    await user.click(within(dialog).getByRole('button', { name: 'Crear cuenta' }));

    const terms = within(dialog).getByRole('checkbox', { name: /términos y condiciones/ });
    expect(terms).toHaveFocus();
    expect(terms).toHaveAccessibleDescription('Debes aceptar los términos y Condiciones de Patrocina');
    expect(termsRequiredMessage(DEFAULT_PRODUCT_NAME)).toBe('Debes aceptar los términos y Condiciones de Patrocina');
    expect(api.callsTo('POST /authentication/signup')).toHaveLength(0);
    expect(within(dialog).getByText('5/40')).toBeInTheDocument();
    expect(within(dialog).getByText('(opcional)')).toBeInTheDocument();
  });

  it('crea la cuenta, va a /check-email y pregunta si es una agencia; el «Sí» se aplica al primer inicio de sesión', async () => {
    const me = buildMe({ emailVerified: true });
    let loggedIn = false;
    const api = stubApi({
      'GET /private/users/me': () => (loggedIn ? data(me)() : visitor()),
      'GET /authentication/check-email': data(false),
      'POST /authentication/signup': data({ email: 'lucia@ejemplo.es' }, 201),
      'POST /authentication/login': () => {
        loggedIn = true;
        return data(TOKEN)();
      },
      'PATCH /private/users/me': data({ ...me, isAgency: true }),
    });
    renderAuth();
    act(() => openModal('signup', { redirectTo: '/sponsorship/join' }));
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Crear cuenta' });

    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'lucia@ejemplo.es');
    await user.type(within(dialog).getByLabelText('Contraseña'), ' una contraseña ');
    await user.type(within(dialog).getByLabelText('Nombre de usuario'), 'lucía');
    await user.click(within(dialog).getByRole('checkbox', { name: /términos y condiciones/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear cuenta' }));

    const agency = await screen.findByRole('dialog', { name: '¿Eres una agencia?' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/check-email'));
    expect(api.callsTo('POST /authentication/signup')[0]?.body).toEqual({
      email: 'lucia@ejemplo.es',
      password: 'una contraseña',
      username: 'lucía',
      newsletter: false,
      terms: true,
    });
    expect(sessionStorage.getItem(SIGNUP_EMAIL_KEY)).toBe('lucia@ejemplo.es');
    // The verification link (another tab, maybe) takes her back to where she signed up from.
    expect(localStorage.getItem(AFTER_VERIFY_KEY)).toBe('/sponsorship/join');
    expect(await screen.findByText('lucia@ejemplo.es')).toBeInTheDocument();

    await user.click(within(agency).getByRole('button', { name: 'Sí' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(PENDING_AGENCY_KEY)).toBe('true');
    expect(api.callsTo('PATCH /private/users/me')).toHaveLength(0);

    act(() => openModal('login'));
    await fillLogin('lucia@ejemplo.es', 'una contraseña');
    await waitFor(() => expect(api.callsTo('PATCH /private/users/me')).toHaveLength(1));
    expect(api.callsTo('PATCH /private/users/me')[0]?.body).toEqual({ isAgency: true });
    expect(sessionStorage.getItem(PENDING_AGENCY_KEY)).toBeNull();
  });
});

describe('recuperar la contraseña', () => {
  it('confirma el envío sin decir si la cuenta existe', async () => {
    const api = stubApi({ 'GET /private/users/me': visitor, 'POST /authentication/lost-password': data(null) });
    renderAuth();
    act(() => openModal('login'));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '¿Has olvidado tu contraseña?' }));
    const dialog = screen.getByRole('dialog', { name: 'Recupera tu contraseña' });
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'nadie@ejemplo.es');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar enlace' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Si existe una cuenta con ese correo, te hemos enviado un enlace',
    );
    expect(api.callsTo('POST /authentication/lost-password')[0]?.body).toEqual({ email: 'nadie@ejemplo.es' });
  });
});

describe('verificación pendiente', () => {
  it('recuerda una vez por sesión al usuario sin verificar y reenvía el correo', async () => {
    const api = stubApi({
      'GET /private/users/me': data(buildMe({ emailVerified: false, email: 'sin-verificar@ejemplo.es' })),
      'POST /private/users/me/verification-email': data(null),
    });
    renderAuth();
    const user = userEvent.setup();

    const dialog = await screen.findByRole('dialog', { name: 'Confirma tu correo electrónico' });
    expect(within(dialog).getByText('sin-verificar@ejemplo.es')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reenviar correo' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Te hemos enviado un nuevo correo de verificación'));
    expect(api.callsTo('POST /private/users/me/verification-email')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
