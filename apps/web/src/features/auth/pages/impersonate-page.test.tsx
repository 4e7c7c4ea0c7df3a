import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, MESSAGES } from '@patrocina/domain';
import { buildMe } from '@/test/fixtures';
import { forgetImpersonations } from '../api/impersonate-once';
import { apiError, data, renderAuth, stubApi, visitor } from '../testing';

const LINK_TOKEN = 'enlace-de-admin-0123456789abcdef';
const ADMIN = buildMe({ scope: 'admin' });

beforeEach(() => {
  forgetImpersonations();
});

describe('/login/impersonate', () => {
  it('enters the account with the admin’s link and goes to the dashboard', async () => {
    let entered = false;
    const api = stubApi({
      'POST /authentication/login/impersonate': () => {
        entered = true;
        return data({ token: 'sesion-de-prueba-0123456789' })();
      },
      'GET /private/users/me': () => data(entered ? buildMe({ impersonatedBy: ADMIN.id }) : ADMIN)(),
    });
    renderAuth(`/login/impersonate?token=${LINK_TOKEN}`);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    expect(api.callsTo('POST /authentication/login/impersonate')).toHaveLength(1);
  });

  it('sends an admin whose link expired back to the back office for a new one', async () => {
    stubApi({
      'POST /authentication/login/impersonate': apiError(400, 'EXPIRED_LINK', MESSAGES.expiredLink),
      'GET /private/users/me': data(ADMIN),
    });
    renderAuth(`/login/impersonate?token=${LINK_TOKEN}`);
    expect(await screen.findByText(MESSAGES.expiredLink)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Volver al back office' })).toHaveAttribute('href', '/backoffice');
    expect(screen.queryByRole('link', { name: 'Ir a la portada' })).not.toBeInTheDocument();
  });

  it.each([
    ['a visitor', visitor],
    ['an advertiser', data(buildMe({ scope: 'user' }))],
    ['an agent', data(buildMe({ scope: 'agent' }))],
    ['an admin already acting as a user', data(buildMe({ impersonatedBy: ADMIN.id }))],
  ])('offers %s no back office: says what the link is for and links home', async (_who, me) => {
    stubApi({
      'POST /authentication/login/impersonate': apiError(400, 'INVALID_LINK', MESSAGES.invalidLink),
      'GET /private/users/me': me,
    });
    renderAuth(`/login/impersonate?token=${LINK_TOKEN}`);
    expect(await screen.findByText(MESSAGES.invalidLink)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ir a la portada' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/Estos enlaces son del equipo de Patrocina/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Volver al back office' })).not.toBeInTheDocument();
  });

  it('tells an invalid link from an expired one, and a link without a token is invalid without calling the API', async () => {
    const api = stubApi({ 'GET /private/users/me': visitor });
    renderAuth('/login/impersonate');
    expect(await screen.findByText(MESSAGES.invalidLink)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.expiredLink)).not.toBeInTheDocument();
    expect(api.callsTo('POST /authentication/login/impersonate')).toHaveLength(0);
  });

  it('says so when the link was made by someone who is no longer an admin', async () => {
    stubApi({
      'POST /authentication/login/impersonate': apiError(403, 'FORBIDDEN', ADMIN_MESSAGES.adminOnly),
      'GET /private/users/me': visitor,
    });
    renderAuth(`/login/impersonate?token=${LINK_TOKEN}`);
    expect(await screen.findByText(ADMIN_MESSAGES.adminOnly)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ir a la portada' })).toBeInTheDocument();
  });
});
