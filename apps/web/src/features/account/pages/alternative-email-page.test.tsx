import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ALTERNATIVE_EMAIL_MESSAGES, MESSAGES } from '@patrocina/domain';
import { apiError, data, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { AlternativeEmailPage } from './alternative-email-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const CONFIRM = 'POST /authentication/verify-change-email';

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/me/alternative-email', element: <AlternativeEmailPage /> }], {
    initialEntries: [url],
  });
  renderWithProviders(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

/** Opens the link, checks that opening it did nothing, and presses the page's button. */
async function openAndConfirm(api: ReturnType<typeof stubApi>) {
  renderAt(`/me/alternative-email?token=${TOKEN}`);
  expect(api.callsTo(CONFIRM)).toHaveLength(0);
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirmar este correo' }));
  await waitFor(() => expect(api.callsTo(CONFIRM)).toHaveLength(1));
}

describe('/me/alternative-email', () => {
  it('does nothing on opening: it says what the button will do and focuses its heading', async () => {
    const api = stubApi({ [CONFIRM]: data({ alternativeEmail: 'marta@trabajo.es' }) });
    renderAt(`/me/alternative-email?token=${TOKEN}`);

    expect(screen.getByRole('heading', { level: 1, name: 'Confirmar tu correo alternativo' })).toHaveFocus();
    expect(screen.getByText(/Pulsa el botón para añadir esta dirección a tu cuenta/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar este correo' })).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toHaveLength(0);
  });

  it('confirms the address with the button, once however often it is pressed, without needing a session', async () => {
    let answer = () => {};
    const api = stubApi({
      [CONFIRM]: async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return data({ alternativeEmail: 'marta@trabajo.es' })();
      },
    });
    renderAt(`/me/alternative-email?token=${TOKEN}`);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Confirmar este correo' }));
    const pending = screen.getByRole('button', { name: 'Confirmando…' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    await user.click(pending);
    await waitFor(() => expect(api.callsTo(CONFIRM)).toHaveLength(1));
    act(() => answer());

    expect(await screen.findByText(ALTERNATIVE_EMAIL_MESSAGES.confirmed)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.getByText(/marta@trabajo.es ya figura en tu cuenta/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirm/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Mi cuenta' })).toHaveAttribute('href', '/me');
    expect(api.callsTo(CONFIRM)).toEqual([expect.objectContaining({ body: { token: TOKEN } })]);
  });

  it('says an expired link has expired and how to get another, focusing the message', async () => {
    await openAndConfirm(stubApi({ [CONFIRM]: apiError(400, 'EXPIRED_LINK', MESSAGES.expiredLink) }));

    expect(await screen.findByText(MESSAGES.expiredLink)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.getByText(/Puedes pedir otro enlace/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar este correo' })).not.toBeInTheDocument();
  });

  it('tells an unknown link apart from an expired one', async () => {
    await openAndConfirm(stubApi({ [CONFIRM]: apiError(400, 'INVALID_LINK', MESSAGES.invalidLink) }));

    expect(await screen.findByText(MESSAGES.invalidLink)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.expiredLink)).not.toBeInTheDocument();
  });

  it('shows the generic error on a server failure and keeps the button to try again', async () => {
    const api = stubApi({
      [CONFIRM]: (_call, count) =>
        count === 1
          ? apiError(500, 'INTERNAL', MESSAGES.genericError)()
          : data({ alternativeEmail: 'marta@trabajo.es' })(),
    });
    await openAndConfirm(api);

    expect(await screen.findByText(MESSAGES.genericError)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveFocus();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirmar este correo' }));
    expect(await screen.findByText(ALTERNATIVE_EMAIL_MESSAGES.confirmed)).toBeInTheDocument();
    expect(api.callsTo(CONFIRM)).toHaveLength(2);
  });

  it('says a link without a token is not valid, with no button and no call', () => {
    const api = stubApi({});
    renderAt('/me/alternative-email');

    expect(screen.getByText(MESSAGES.invalidLink)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar este correo' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
