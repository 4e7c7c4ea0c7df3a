import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, PODCAST_MESSAGES } from '@patrocina/domain';
import { closeModal, modalStore } from '@/lib/modal-store';
import { apiError, data, stubApi, visitor } from '@/test/api-stub';
import { buildMe } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { RepresentationAcceptedPage, RepresentationRejectedPage } from './representation-answer-page';

const TOKEN = 'enlace-de-representacion-0123456789';
const ACCEPT_PATH = `/podcast/manager-representation-accepted?token=${TOKEN}`;
const INVITATION = {
  podcastTitle: 'Voces del Sur',
  ownerName: 'Marta Dueña',
  managerEmail: 'diego@ejemplo.es',
  hasAccount: true,
};

function renderAt(path: string) {
  renderWithProviders(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/podcast/manager-representation-accepted" element={<RepresentationAcceptedPage />} />
          <Route path="/podcast/manager-representation-rejected" element={<RepresentationRejectedPage />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}

afterEach(() => act(() => closeModal()));

type ApiHandlers = Parameters<typeof stubApi>[0];

/** The invitation, valid, opened by `me`; `handlers` answer what the test goes on to do. */
function openedBy(me: ApiHandlers[string], handlers: ApiHandlers = {}) {
  return stubApi({
    'POST /public/representations/invitation': data(INVITATION),
    'GET /private/users/me': me,
    ...handlers,
  });
}

describe('the accept link', () => {
  it('only reads the invitation on opening; the invited, confirmed account accepts with the button, once', async () => {
    const api = openedBy(data(buildMe({ email: 'diego@ejemplo.es', emailVerified: true })), {
      'POST /private/podcasts/representations/accept': data(INVITATION),
    });
    renderAt(ACCEPT_PATH);

    expect(await screen.findByText('Marta Dueña te invita a representar «Voces del Sur».')).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Aceptar la representación' });
    expect(api.callsTo('POST /private/podcasts/representations/accept')).toHaveLength(0);
    expect(api.callsTo('POST /public/representations/invitation')[0]?.body).toEqual({ token: TOKEN });

    const user = userEvent.setup();
    await user.dblClick(button);
    expect(await screen.findByText('Ya representas «Voces del Sur».')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Representación aceptada' })).toBeInTheDocument();
    expect(api.callsTo('POST /private/podcasts/representations/accept')).toEqual([
      expect.objectContaining({ body: { token: TOKEN } }),
    ]);
    expect(screen.getByRole('link', { name: 'Ir a Mis podcasts' })).toHaveAttribute('href', '/me/podcasts');
  });

  it('asks a visitor without an account to create one with the invited address, and brings them back here', async () => {
    stubApi({
      'POST /public/representations/invitation': data({ ...INVITATION, hasAccount: false }),
      'GET /private/users/me': visitor,
    });
    renderAt(ACCEPT_PATH);

    expect(await screen.findByText(/crea tu cuenta con diego@ejemplo.es/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceptar la representación' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
    expect(modalStore.get()).toEqual({ name: 'signup', redirectTo: ACCEPT_PATH });
  });

  it('tells someone signed in with another address to enter with the invited one', async () => {
    openedBy(data(buildMe({ email: 'otra@ejemplo.es' })));
    renderAt(ACCEPT_PATH);

    expect(await screen.findByText(/Has entrado como/)).toHaveTextContent(
      'Has entrado como otra@ejemplo.es, pero la invitación es para diego@ejemplo.es.',
    );
    expect(screen.queryByRole('button', { name: 'Aceptar la representación' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar con otra cuenta' }));
    expect(modalStore.get()).toEqual({ name: 'login', redirectTo: ACCEPT_PATH });
  });

  it('asks the invited address’s account to confirm it first', async () => {
    openedBy(data(buildMe({ email: 'diego@ejemplo.es', emailVerified: false })));
    renderAt(ACCEPT_PATH);

    expect(await screen.findByText(/Confirma tu dirección de correo para aceptarla/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceptar la representación' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reenviar el correo de confirmación' }));
    expect(modalStore.get()).toMatchObject({ name: 'verify' });
  });

  it('shows the API’s refusal in place and keeps the page', async () => {
    openedBy(data(buildMe({ email: 'diego@ejemplo.es' })), {
      'POST /private/podcasts/representations/accept': apiError(
        403,
        'WRONG_ACCOUNT',
        PODCAST_MESSAGES.representationWrongAccount,
      ),
    });
    renderAt(ACCEPT_PATH);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Aceptar la representación' }));
    expect(await screen.findByText(PODCAST_MESSAGES.representationWrongAccount)).toBeInTheDocument();
    expect(screen.getByText('Marta Dueña te invita a representar «Voces del Sur».')).toBeInTheDocument();
  });

  it('says a used link has expired', async () => {
    stubApi({
      'POST /public/representations/invitation': apiError(400, 'EXPIRED_LINK', MESSAGES.expiredLink),
      'GET /private/users/me': visitor,
    });
    renderAt(ACCEPT_PATH);
    expect(await screen.findByText(MESSAGES.expiredLink)).toBeInTheDocument();
  });

  it('says a link without a token is not valid, without asking for the invitation', () => {
    const api = stubApi({ 'GET /private/users/me': visitor });
    renderAt('/podcast/manager-representation-accepted');
    expect(screen.getByText(MESSAGES.invalidLink)).toBeInTheDocument();
    expect(api.callsTo('POST /public/representations/invitation')).toHaveLength(0);
  });
});

describe('the reject link', () => {
  it('rejects with the button, without an account, and says the owner has been told', async () => {
    const api = stubApi({
      'POST /public/representations/invitation': data(INVITATION),
      'POST /public/representations/reject': data(INVITATION),
    });
    renderAt(`/podcast/manager-representation-rejected?token=${TOKEN}`);

    const button = await screen.findByRole('button', { name: 'Rechazar la invitación' });
    expect(screen.queryByRole('heading', { name: 'Representación rechazada' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /public/representations/reject')).toHaveLength(0);
    await userEvent.setup().click(button);
    expect(await screen.findByText('Has rechazado representar «Voces del Sur».')).toBeInTheDocument();
    expect(screen.getByText(/Se lo hemos dicho a Marta Dueña/)).toBeInTheDocument();
    expect(api.callsTo('POST /public/representations/reject')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Representación rechazada' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Representación rechazada · /);
  });

  it('says a used reject link has expired, without the title of a rejection that just happened', async () => {
    const api = stubApi({
      'POST /public/representations/invitation': apiError(400, 'EXPIRED_LINK', MESSAGES.expiredLink),
    });
    renderAt(`/podcast/manager-representation-rejected?token=${TOKEN}`);

    expect(await screen.findByText(MESSAGES.expiredLink)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Invitación para representar un podcast');
    expect(document.title).not.toMatch(/rechazada/i);
    expect(screen.queryByText(/Has rechazado/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rechazar la invitación' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /public/representations/reject')).toHaveLength(0);
  });

  it('tells an unknown link apart from an expired one', async () => {
    stubApi({ 'POST /public/representations/invitation': apiError(400, 'INVALID_LINK', MESSAGES.invalidLink) });
    renderAt(`/podcast/manager-representation-rejected?token=${TOKEN}`);
    expect(await screen.findByText(MESSAGES.invalidLink)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.expiredLink)).not.toBeInTheDocument();
  });
});
