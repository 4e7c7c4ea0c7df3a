import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AGENCY_TEAM_MESSAGES, MESSAGES } from '@patrocina/domain';
import { closeModal, modalStore } from '@/lib/modal-store';
import { apiError, data, stubApi, visitor } from '@/test/api-stub';
import { buildMe } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { AgencyInvitationPage } from './agency-invitation-page';

const TOKEN = 'enlace-de-agencia-0123456789';
const PATH = `/agency/invitations/${TOKEN}`;
const INVITATION = {
  agencyName: 'Agencia Onda Media',
  invitedBy: 'Sara Gestora',
  role: 'viewer',
  email: 'pablo@ejemplo.es',
  hasAccount: true,
};

function renderPage() {
  renderWithProviders(
    <StrictMode>
      <MemoryRouter initialEntries={[PATH]}>
        <Routes>
          <Route path="/agency/invitations/:token" element={<AgencyInvitationPage />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}

afterEach(() => act(() => closeModal()));

describe('the agency invitation link', () => {
  it('shows who invites, the agency and the role, and accepts only on the click, once', async () => {
    const api = stubApi({
      [`GET /public/agency/invitations/${TOKEN}`]: data(INVITATION),
      'GET /private/users/me': data(buildMe({ email: 'pablo@ejemplo.es' })),
      [`POST /private/agency/invitations/${TOKEN}/accept`]: data(INVITATION),
    });
    renderPage();
    expect(await screen.findByText('Sara Gestora te invita al equipo de Agencia Onda Media.')).toBeInTheDocument();
    expect(screen.getByText(/Tendrás el permiso «Puede ver»/)).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Aceptar invitación' });
    expect(api.callsTo(`POST /private/agency/invitations/${TOKEN}/accept`)).toEqual([]);

    await userEvent.setup().dblClick(button);
    expect(await screen.findByText('Ya formas parte de Agencia Onda Media.')).toBeInTheDocument();
    expect(api.callsTo(`POST /private/agency/invitations/${TOKEN}/accept`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Ir al dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('asks a visitor to sign in and brings them back here', async () => {
    stubApi({ [`GET /public/agency/invitations/${TOKEN}`]: data(INVITATION), 'GET /private/users/me': visitor });
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Entrar para aceptar' }));
    expect(modalStore.get()).toEqual({ name: 'login', redirectTo: PATH });
    expect(screen.queryByRole('button', { name: 'Aceptar invitación' })).not.toBeInTheDocument();
  });

  it('asks a visitor without an account to sign up with the invited address', async () => {
    stubApi({
      [`GET /public/agency/invitations/${TOKEN}`]: data({ ...INVITATION, hasAccount: false }),
      'GET /private/users/me': visitor,
    });
    renderPage();
    expect(await screen.findByText(/crea tu cuenta con pablo@ejemplo.es/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
    expect(modalStore.get()).toEqual({ name: 'signup', redirectTo: PATH });
  });

  it('explains a refusal in place: a colleague of another agency', async () => {
    stubApi({
      [`GET /public/agency/invitations/${TOKEN}`]: data(INVITATION),
      'GET /private/users/me': data(buildMe({ email: 'pablo@ejemplo.es' })),
      [`POST /private/agency/invitations/${TOKEN}/accept`]: apiError(
        409,
        'CONFLICT',
        AGENCY_TEAM_MESSAGES.inOtherAgency,
      ),
    });
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Aceptar invitación' }));
    expect(await screen.findByText(AGENCY_TEAM_MESSAGES.inOtherAgency)).toBeInTheDocument();
  });

  it.each([
    ['EXPIRED_LINK', MESSAGES.expiredLink],
    ['INVALID_LINK', MESSAGES.invalidLink],
  ])('tells a link that fails with %s', async (code, message) => {
    stubApi({
      [`GET /public/agency/invitations/${TOKEN}`]: apiError(400, code, message),
      'GET /private/users/me': visitor,
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Aceptar invitación' })).not.toBeInTheDocument();
  });
});
