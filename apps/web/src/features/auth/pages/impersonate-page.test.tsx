import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, MESSAGES } from '@patrocina/domain';
import { buildMe } from '@/test/fixtures';
import { apiError, data, renderAuth, stubApi, visitor } from '../testing';

const LINK_TOKEN = 'enlace-de-admin-0123456789abcdef';
const ADMIN = buildMe({ scope: 'admin' });
const IMPERSONATE = 'POST /authentication/login/impersonate';

/** Opens the link, checks that opening it did nothing, and presses the page's button. */
async function openAndEnter(api: ReturnType<typeof stubApi>) {
  renderAuth(`/login/impersonate?token=${LINK_TOKEN}`);
  expect(api.callsTo(IMPERSONATE)).toHaveLength(0);
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Entrar en la cuenta' }));
  await waitFor(() => expect(api.callsTo(IMPERSONATE)).toHaveLength(1));
}

describe('/login/impersonate', () => {
  it('opening the link uses nothing: it says what the button does and focuses the title', async () => {
    const api = stubApi({
      [IMPERSONATE]: data({ token: 'sesion-de-prueba-0123456789' }),
      'GET /private/users/me': data(ADMIN),
    });
    renderAuth(`/login/impersonate?token=${LINK_TOKEN}`);

    expect(screen.getByRole('heading', { level: 1, name: 'Entrar como otro usuario' })).toHaveFocus();
    expect(screen.getByText(/Pulsa el botón para entrar en la cuenta/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar en la cuenta' })).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo(IMPERSONATE)).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login\/impersonate$/);
  });

  it('enters the account on the click, once even when pressed twice, and goes to the dashboard', async () => {
    let entered = false;
    let answer = () => {};
    const api = stubApi({
      [IMPERSONATE]: async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        entered = true;
        return data({ token: 'sesion-de-prueba-0123456789' })();
      },
      'GET /private/users/me': () => data(entered ? buildMe({ impersonatedBy: ADMIN.id }) : ADMIN)(),
    });
    renderAuth(`/login/impersonate?token=${LINK_TOKEN}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Entrar en la cuenta' }));
    const pending = screen.getByRole('button', { name: 'Entrando en la cuenta…' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    await user.click(pending);
    act(() => answer());

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    expect(api.callsTo(IMPERSONATE)).toEqual([expect.objectContaining({ body: { token: LINK_TOKEN } })]);
  });

  it('sends an admin whose link expired back to the back office for a new one', async () => {
    const api = stubApi({
      [IMPERSONATE]: apiError(400, 'EXPIRED_LINK', MESSAGES.expiredLink),
      'GET /private/users/me': data(ADMIN),
    });
    await openAndEnter(api);
    expect(await screen.findByText(MESSAGES.expiredLink)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Volver al back office' })).toHaveAttribute('href', '/backoffice');
    expect(screen.queryByRole('link', { name: 'Ir a la portada' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entrar en la cuenta' })).not.toBeInTheDocument();
  });

  it.each([
    ['a visitor', visitor],
    ['an advertiser', data(buildMe({ scope: 'user' }))],
    ['an agent', data(buildMe({ scope: 'agent' }))],
    ['an admin already acting as a user', data(buildMe({ impersonatedBy: ADMIN.id }))],
  ])('offers %s no back office: says what the link is for and links home', async (_who, me) => {
    const api = stubApi({
      [IMPERSONATE]: apiError(400, 'INVALID_LINK', MESSAGES.invalidLink),
      'GET /private/users/me': me,
    });
    await openAndEnter(api);
    expect(await screen.findByText(MESSAGES.invalidLink)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ir a la portada' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/Estos enlaces son del equipo de Patrocina/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Volver al back office' })).not.toBeInTheDocument();
  });

  it('tells an invalid link from an expired one, and a link without a token is invalid without a button or a call', async () => {
    const api = stubApi({ 'GET /private/users/me': visitor });
    renderAuth('/login/impersonate');
    expect(await screen.findByText(MESSAGES.invalidLink)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.expiredLink)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entrar en la cuenta' })).not.toBeInTheDocument();
    expect(api.callsTo(IMPERSONATE)).toHaveLength(0);
  });

  it('says so when the link was made by someone who is no longer an admin', async () => {
    const api = stubApi({
      [IMPERSONATE]: apiError(403, 'FORBIDDEN', ADMIN_MESSAGES.adminOnly),
      'GET /private/users/me': visitor,
    });
    await openAndEnter(api);
    expect(await screen.findByText(ADMIN_MESSAGES.adminOnly)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ir a la portada' })).toBeInTheDocument();
  });

  it('after a server failure shows the generic error and keeps the button to try again', async () => {
    let entered = false;
    const api = stubApi({
      [IMPERSONATE]: (_call, count) => {
        if (count === 1) return apiError(500, 'INTERNAL', MESSAGES.genericError)();
        entered = true;
        return data({ token: 'sesion-de-prueba-0123456789' })();
      },
      'GET /private/users/me': () => data(entered ? buildMe({ impersonatedBy: ADMIN.id }) : ADMIN)(),
    });
    await openAndEnter(api);
    expect(await screen.findByText(MESSAGES.genericError)).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar en la cuenta' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    expect(api.callsTo(IMPERSONATE)).toHaveLength(2);
  });
});
