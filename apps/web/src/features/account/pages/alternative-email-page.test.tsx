import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALTERNATIVE_EMAIL_MESSAGES, MESSAGES } from '@patrocina/domain';
import { apiError, data, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { AlternativeEmailPage, forgetConfirmations } from './alternative-email-page';

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/me/alternative-email', element: <AlternativeEmailPage /> }], {
    initialEntries: [url],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

beforeEach(() => {
  forgetConfirmations();
});

describe('/me/alternative-email', () => {
  it('confirms the address with the token of the link, without needing a session', async () => {
    const api = stubApi({ 'POST /authentication/verify-change-email': data({ alternativeEmail: 'marta@trabajo.es' }) });
    renderAt('/me/alternative-email?token=abcdefghijklmnopqrstuvwxyz012345');

    expect(await screen.findByText(ALTERNATIVE_EMAIL_MESSAGES.confirmed)).toBeInTheDocument();
    expect(screen.getByText(/marta@trabajo.es ya figura en tu cuenta/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Mi cuenta' })).toHaveAttribute('href', '/me');
    expect(api.callsTo('POST /authentication/verify-change-email')).toHaveLength(1);
    expect(api.callsTo('POST /authentication/verify-change-email')[0]?.body).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz012345',
    });
  });

  it('says an expired link has expired and how to get another', async () => {
    stubApi({ 'POST /authentication/verify-change-email': apiError(400, 'EXPIRED_LINK', MESSAGES.expiredLink) });
    renderAt('/me/alternative-email?token=abcdefghijklmnopqrstuvwxyz012345');

    expect(await screen.findByText(MESSAGES.expiredLink)).toBeInTheDocument();
    expect(screen.getByText(/Puedes pedir otro enlace/)).toBeInTheDocument();
  });

  it('says a link without a token, or an unknown one, is not valid', async () => {
    const api = stubApi({
      'POST /authentication/verify-change-email': apiError(400, 'INVALID_LINK', MESSAGES.invalidLink),
    });
    renderAt('/me/alternative-email');
    expect(await screen.findByText(MESSAGES.invalidLink)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
