import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ALTERNATIVE_EMAIL_MESSAGES,
  DELETION_MESSAGES,
  MESSAGES,
  type AccountSession,
  type DeletionCheck,
} from '@patrocina/domain';
import { toast } from '@/lib/toast';
import { apiError, data, stubApi } from '@/test/api-stub';
import { buildMe, jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { AccountPage } from '../pages/account-page';
import { silenceToasts } from '@/test/toasts';

/** Issue 9: the alternative e-mail and the account deletion sections of `/me`. */
const SESSION: AccountSession = {
  id: '7a1f0c2e-3b4d-4e5f-8a6b-0c1d2e3f4a01',
  device: 'Chrome en Windows',
  createdAt: '2026-03-01T09:00:00.000Z',
  lastUsedAt: '2026-03-10T17:05:00.000Z',
  current: true,
};
const ALLOWED: DeletionCheck = { allowed: true, committed: [], unpaidEarnings: false, confirmWith: 'password' };
const COMMITTED: DeletionCheck = {
  allowed: false,
  committed: [
    { id: '5b0e7e52-8f7c-4c55-9a8e-2f3b4c5d6e7f', brand: 'Café Aroma', name: 'Tueste de invierno', role: 'advertiser' },
  ],
  unpaidEarnings: false,
  confirmWith: 'password',
};

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/me', element: <AccountPage /> },
      { path: '/', element: <h1>Portada</h1> },
      { path: '/contact', element: <h1>Contacto</h1> },
    ],
    { initialEntries: ['/me'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

const fieldError = (path: string, message: string) => () =>
  jsonResponse({ error: { code: 'VALIDATION_ERROR', message, fields: [{ path, message }] } }, 400);

beforeEach(silenceToasts);

describe('the alternative e-mail', () => {
  it('asks for it twice and says a link went to it, emptying the form', async () => {
    const api = stubApi({
      'GET /private/users/me': data(buildMe({ email: 'marta@example.com', alternativeEmail: null })),
      'GET /private/users/me/sessions': data([SESSION]),
      'PUT /private/users/me/alternative-email': data({ sentTo: 'marta@trabajo.es' }),
    });
    const { user } = renderPage();

    await user.type(await screen.findByLabelText('Nuevo correo alternativo'), 'marta@trabajo.es');
    await user.type(screen.getByLabelText('Repite el correo alternativo'), 'marta@trabajo.es');
    await user.click(screen.getByRole('button', { name: 'Añadir correo alternativo' }));

    expect(
      await screen.findByText(ALTERNATIVE_EMAIL_MESSAGES.sent.replace('{email}', 'marta@trabajo.es')),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /private/users/me/alternative-email')[0]?.body).toEqual({
      email: 'marta@trabajo.es',
      confirmation: 'marta@trabajo.es',
    });
    expect(screen.getByLabelText('Nuevo correo alternativo')).toHaveValue('');
  });

  it('does not send two addresses that differ, and keeps what was typed', async () => {
    const api = stubApi({
      'GET /private/users/me': data(buildMe()),
      'GET /private/users/me/sessions': data([SESSION]),
    });
    const { user } = renderPage();

    await user.type(await screen.findByLabelText('Nuevo correo alternativo'), 'marta@trabajo.es');
    await user.type(screen.getByLabelText('Repite el correo alternativo'), 'marta@trabajo.com');
    await user.click(screen.getByRole('button', { name: 'Añadir correo alternativo' }));

    expect((await screen.findAllByText(ALTERNATIVE_EMAIL_MESSAGES.mismatch)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Repite el correo alternativo')).toHaveValue('marta@trabajo.com');
    expect(api.callsTo('PUT /private/users/me/alternative-email')).toHaveLength(0);
  });

  it('shows the API’s refusal under its field', async () => {
    stubApi({
      'GET /private/users/me': data(buildMe({ email: 'marta@example.com' })),
      'GET /private/users/me/sessions': data([SESSION]),
      'PUT /private/users/me/alternative-email': fieldError('email', ALTERNATIVE_EMAIL_MESSAGES.sameAsMain),
    });
    const { user } = renderPage();

    await user.type(await screen.findByLabelText('Nuevo correo alternativo'), 'marta@example.com');
    await user.type(screen.getByLabelText('Repite el correo alternativo'), 'marta@example.com');
    await user.click(screen.getByRole('button', { name: 'Añadir correo alternativo' }));

    expect(await screen.findByText(ALTERNATIVE_EMAIL_MESSAGES.sameAsMain)).toBeInTheDocument();
    expect(screen.getByLabelText('Nuevo correo alternativo')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the confirmed one and removes it after asking', async () => {
    let removed = false;
    const api = stubApi({
      'GET /private/users/me': () =>
        jsonResponse({ data: buildMe({ alternativeEmail: removed ? null : 'marta@trabajo.es' }) }),
      'GET /private/users/me/sessions': data([SESSION]),
      'DELETE /private/users/me/alternative-email': () => {
        removed = true;
        return jsonResponse({ data: null });
      },
    });
    const { user } = renderPage();

    expect(await screen.findByText('marta@trabajo.es')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Quitar tu correo alternativo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Quitar correo' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ALTERNATIVE_EMAIL_MESSAGES.removed));
    expect(api.callsTo('DELETE /private/users/me/alternative-email')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('marta@trabajo.es')).not.toBeInTheDocument());
  });
});

describe('deleting the account', () => {
  it('is refused with the campaigns that hold it and the offer to write to us, before any password', async () => {
    const api = stubApi({
      'GET /private/users/me': data(buildMe()),
      'GET /private/users/me/sessions': data([SESSION]),
      'GET /private/users/me/deletion': data(COMMITTED),
    });
    const { user, router } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Aún no puedes eliminar tu cuenta' });
    expect(within(dialog).getByText(DELETION_MESSAGES.committed)).toBeInTheDocument();
    expect(within(dialog).getByText('Café Aroma · Tueste de invierno')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Tu contraseña')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'Escríbenos' }));
    expect(router.state.location.pathname).toBe('/contact');
    expect(api.callsTo('DELETE /private/users/me')).toHaveLength(0);
  });

  it('keeps the dialog and the typed password on a wrong one', async () => {
    stubApi({
      'GET /private/users/me': data(buildMe()),
      'GET /private/users/me/sessions': data([SESSION]),
      'GET /private/users/me/deletion': data(ALLOWED),
      'DELETE /private/users/me': fieldError('password', MESSAGES.wrongCurrentPassword),
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    await user.type(within(dialog).getByLabelText('Tu contraseña'), 'no-es-esta');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));

    expect(await within(dialog).findByText(MESSAGES.wrongCurrentPassword)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Tu contraseña')).toHaveValue('no-es-esta');
  });

  it('asks again after a failed check, and keeps the typed password when the window regains focus', async () => {
    const api = stubApi({
      'GET /private/users/me': data(buildMe()),
      'GET /private/users/me/sessions': data([SESSION]),
      'GET /private/users/me/deletion': (_call, count) =>
        count === 1
          ? jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500)
          : jsonResponse({ data: ALLOWED }),
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(await screen.findByText(MESSAGES.genericError)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    await user.type(within(dialog).getByLabelText('Tu contraseña'), 'a medio escribir');

    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('alertdialog', { name: '¿Eliminar tu cuenta?' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Tu contraseña')).toHaveValue('a medio escribir');
    expect(api.callsTo('GET /private/users/me/deletion')).toHaveLength(2);
    focusManager.setFocused(undefined);
  });

  it('deletes it with the password and goes home signed out', async () => {
    const api = stubApi({
      'GET /private/users/me': data(buildMe()),
      'GET /private/users/me/sessions': data([SESSION]),
      'GET /private/users/me/deletion': data(ALLOWED),
      'DELETE /private/users/me': data(null),
    });
    const { user, router } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    await user.type(within(dialog).getByLabelText('Tu contraseña'), ' mi-clave-larga ');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(toast.success).toHaveBeenCalledWith(DELETION_MESSAGES.deleted);
    expect(api.callsTo('DELETE /private/users/me')[0]?.body).toEqual({ password: 'mi-clave-larga' });
  });

  it('is refused while the user is owed earnings, saying so instead of the campaigns', async () => {
    stubApi({
      'GET /private/users/me': data(buildMe()),
      'GET /private/users/me/sessions': data([SESSION]),
      'GET /private/users/me/deletion': data({ ...ALLOWED, allowed: false, unpaidEarnings: true }),
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Aún no puedes eliminar tu cuenta' });
    expect(within(dialog).getByText(DELETION_MESSAGES.unpaidEarnings)).toBeInTheDocument();
    expect(within(dialog).queryByText(DELETION_MESSAGES.committed)).not.toBeInTheDocument();
  });

  it('asks an account without a password to type ELIMINAR, and says so if a campaign was paid meanwhile', async () => {
    const api = stubApi({
      'GET /private/users/me': data(buildMe()),
      'GET /private/users/me/sessions': data([SESSION]),
      'GET /private/users/me/deletion': data({ ...ALLOWED, confirmWith: 'word' }),
      'DELETE /private/users/me': apiError(409, 'ACCOUNT_HAS_COMMITMENTS', DELETION_MESSAGES.committed),
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    await user.type(within(dialog).getByLabelText('Escribe ELIMINAR para confirmar'), 'ELIMINAR');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));

    expect(await screen.findByRole('alertdialog', { name: 'Aún no puedes eliminar tu cuenta' })).toBeInTheDocument();
    expect(api.callsTo('DELETE /private/users/me')[0]?.body).toEqual({ confirmation: 'ELIMINAR' });
  });
});
