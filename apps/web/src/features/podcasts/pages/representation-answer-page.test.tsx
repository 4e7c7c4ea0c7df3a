import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@patrocina/domain';
import { closeModal, modalStore } from '@/lib/modal-store';
import { apiError, data, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { forgetRepresentationAnswers } from '../api/answer-once';
import { RepresentationAcceptedPage, RepresentationRejectedPage } from './representation-answer-page';

const TOKEN = 'enlace-de-representacion-0123456789';

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

beforeEach(() => forgetRepresentationAnswers());
afterEach(() => act(() => closeModal()));

describe('the representation links', () => {
  it('accepts once (also in StrictMode) and asks someone without an account to create one with that e-mail', async () => {
    const api = stubApi({ 'POST /public/representations/accept': data({ podcastTitle: 'Voces del Sur', managerEmail: 'diego@ejemplo.es', hasAccount: false }) });
    renderAt(`/podcast/manager-representation-accepted?token=${TOKEN}`);

    expect(await screen.findByText('Ya representas «Voces del Sur».')).toBeInTheDocument();
    expect(screen.getByText(/Crea tu cuenta con diego@ejemplo.es/)).toBeInTheDocument();
    expect(api.callsTo('POST /public/representations/accept')).toHaveLength(1);
    expect(api.callsTo('POST /public/representations/accept')[0]?.body).toEqual({ token: TOKEN });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
    expect(modalStore.get()).toEqual({ name: 'signup', redirectTo: '/me/podcasts' });
  });

  it('rejects and says the owner has been told', async () => {
    stubApi({ 'POST /public/representations/reject': data({ podcastTitle: 'Voces del Sur', managerEmail: 'diego@ejemplo.es', hasAccount: true }) });
    renderAt(`/podcast/manager-representation-rejected?token=${TOKEN}`);
    expect(await screen.findByText('Has rechazado representar «Voces del Sur».')).toBeInTheDocument();
  });

  it('says a used link has expired', async () => {
    stubApi({ 'POST /public/representations/accept': apiError(400, 'EXPIRED_LINK', MESSAGES.expiredLink) });
    renderAt(`/podcast/manager-representation-accepted?token=${TOKEN}`);
    expect(await screen.findByText(MESSAGES.expiredLink)).toBeInTheDocument();
  });

  it('says a link without a token is not valid, without calling the API', () => {
    const api = stubApi({});
    renderAt('/podcast/manager-representation-accepted');
    expect(screen.getByText(MESSAGES.invalidLink)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
