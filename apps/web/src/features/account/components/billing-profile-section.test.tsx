import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { BILLING_PROFILE_MESSAGES, type BillingProfile, type BillingProfileAnswer } from '@patrocina/domain';
import { toast } from '@/lib/toast';
import { data, stubApi } from '@/test/api-stub';
import { buildMe, jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { silenceToasts } from '@/test/toasts';
import { AccountPage } from '../pages/account-page';

const EMPTY: BillingProfileAnswer = {
  profile: null,
  role: 'advertiser',
  missing: ['legalName', 'taxId', 'addressLine', 'postalCode', 'city', 'country'],
};

const SAVED: BillingProfile = {
  legalName: 'Cafés del Sur, S.L.',
  taxId: 'B12345674',
  addressLine: 'Calle Mayor 1',
  postalCode: '28013',
  city: 'Madrid',
  province: 'Madrid',
  country: 'ES',
  euVatNumber: null,
  iban: null,
  vatRegime: null,
  irpfPercent: null,
  selfBillingConsent: false,
  updatedAt: '2026-11-27T09:00:00.000Z',
};

function renderPage() {
  const router = createMemoryRouter([{ path: '/me', element: <AccountPage /> }], { initialEntries: ['/me'] });
  renderWithProviders(<RouterProvider router={router} />);
  return userEvent.setup();
}

const section = () => screen.findByRole('region', { name: 'Datos de facturación' });

beforeEach(silenceToasts);

describe('«Datos de facturación»', () => {
  it('shows a wrong NIF on its field as it is left, keeps what was typed, then saves the corrected profile', async () => {
    const api = stubApi({
      'GET /private/users/me': data(buildMe()),
      'GET /private/users/me/sessions': data([]),
      'GET /private/users/me/billing-profile': data(EMPTY),
      'PUT /private/users/me/billing-profile': data({ profile: SAVED, role: 'advertiser', missing: [] }),
    });
    const user = renderPage();
    const region = await section();
    expect(await within(region).findByText(/Para poder contratar campañas nos falta/)).toBeInTheDocument();
    // Nothing of the podcaster's: this account runs no podcast.
    expect(within(region).queryByLabelText(/IBAN/)).not.toBeInTheDocument();

    await user.type(within(region).getByLabelText('Nombre o razón social'), 'Cafés del Sur, S.L.');
    const taxId = within(region).getByLabelText('NIF, NIE o CIF');
    await user.type(taxId, '12345678A');
    await user.tab();
    await waitFor(() => expect(taxId).toHaveAccessibleDescription(/El NIF no es válido: revisa la letra/));
    expect(taxId).toHaveValue('12345678A');

    await user.clear(taxId);
    await user.type(taxId, 'b12345674');
    await user.type(within(region).getByLabelText('Dirección fiscal'), 'Calle Mayor 1');
    await user.type(within(region).getByLabelText('Código postal'), '28013');
    await user.type(within(region).getByLabelText('Ciudad'), 'Madrid');
    await user.selectOptions(within(region).getByLabelText('Provincia'), 'Madrid');
    await user.click(within(region).getByRole('button', { name: 'Guardar datos de facturación' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(BILLING_PROFILE_MESSAGES.saved));
    expect(api.callsTo('PUT /private/users/me/billing-profile')[0]?.body).toEqual({
      legalName: 'Cafés del Sur, S.L.',
      taxId: 'b12345674',
      addressLine: 'Calle Mayor 1',
      postalCode: '28013',
      city: 'Madrid',
      province: 'Madrid',
      country: 'ES',
      euVatNumber: null,
    });
    expect(within(region).getByRole('status')).toHaveTextContent(BILLING_PROFILE_MESSAGES.saved);
  });

  it('puts the API’s refusal of an IBAN under the podcaster’s IBAN field and keeps it', async () => {
    stubApi({
      'GET /private/users/me': data(buildMe()),
      'GET /private/users/me/sessions': data([]),
      'GET /private/users/me/billing-profile': data({
        profile: SAVED,
        role: 'podcaster',
        missing: ['iban', 'vatRegime', 'irpfPercent', 'selfBillingConsent'],
      }),
      'PUT /private/users/me/billing-profile': () =>
        jsonResponse(
          {
            error: {
              code: 'VALIDATION_ERROR',
              message: 'Datos no válidos',
              fields: [{ path: 'iban', message: BILLING_PROFILE_MESSAGES.ibanNotSepa }],
            },
          },
          400,
        ),
    });
    const user = renderPage();
    const region = await section();
    expect(await within(region).findByText(/Para pagarte nos falta: IBAN/)).toBeInTheDocument();
    expect(within(region).getByText(/Patrocina la emite en tu nombre/)).toBeInTheDocument();
    expect(within(region).getByText(/hace menos de tres años/)).toBeInTheDocument();

    const iban = within(region).getByLabelText(/IBAN/);
    // A valid IBAN by its digits, which only the API refuses here.
    await user.type(iban, 'DE89370400440532013000');
    await user.click(within(region).getByRole('radio', { name: 'Repercuto IVA en mis facturas' }));
    await user.click(within(region).getByRole('radio', { name: /^15 %/ }));
    await user.click(within(region).getByRole('checkbox', { name: /autofacturación/ }));
    await user.click(within(region).getByRole('button', { name: 'Guardar datos de facturación' }));

    await waitFor(() =>
      expect(iban).toHaveAccessibleDescription(expect.stringContaining(BILLING_PROFILE_MESSAGES.ibanNotSepa)),
    );
    expect(iban).toHaveValue('DE89370400440532013000');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says when the profile cannot be loaded, and tries again', async () => {
    let fail = true;
    stubApi({
      'GET /private/users/me': data(buildMe()),
      'GET /private/users/me/sessions': data([]),
      'GET /private/users/me/billing-profile': () =>
        fail ? jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'Error' } }, 500) : data(EMPTY)(),
    });
    const user = renderPage();
    const region = await section();
    expect(await within(region).findByText('No hemos podido cargar tus datos de facturación')).toBeInTheDocument();
    fail = false;
    await user.click(within(region).getByRole('button', { name: 'Reintentar' }));
    expect(await within(region).findByLabelText('Nombre o razón social')).toBeInTheDocument();
  });
});
