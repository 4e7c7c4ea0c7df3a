import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Brand } from '@patrocina/domain';
import { stubApi } from '@/test/api-stub';
import { jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { silenceToasts } from '@/test/toasts';
import { CAMPAIGN_DRAFT_KEY } from '../lib/draft';
import { NewCampaignPage } from './new-campaign-page';

const NEW_BRAND: Brand = {
  id: '50000000-0000-4000-8000-000000000009',
  name: 'Zumos Vega',
  legalName: 'Zumos Vega, S.L.',
  taxId: 'B28765436',
  addressLine: 'Calle de la Huerta 3',
  postalCode: '30001',
  city: 'Murcia',
  province: 'Murcia',
  country: 'ES',
  euVatNumber: null,
  billingComplete: true,
  updatedAt: '2026-11-27T09:00:00.000Z',
};

function renderWizard() {
  const router = createMemoryRouter([{ path: '/campaigns/new', element: <NewCampaignPage signedIn isAgency /> }], {
    initialEntries: ['/campaigns/new'],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return userEvent.setup();
}

beforeEach(() => {
  silenceToasts();
  window.localStorage.removeItem(CAMPAIGN_DRAFT_KEY);
});

describe('/campaigns/new for an agency', () => {
  it('asks for one of its brands instead of a typed one, and adds one on the spot that is then chosen', async () => {
    let added = false;
    stubApi({
      'GET /private/agency/brands': () => jsonResponse({ data: { brands: added ? [NEW_BRAND] : [], canManage: true } }),
      'POST /private/agency/brands': () => {
        added = true;
        return jsonResponse({ data: NEW_BRAND }, 201);
      },
    });
    const user = renderWizard();
    const step = await screen.findByRole('form', { name: 'Qué anunciar' });
    expect(within(step).queryByRole('textbox', { name: 'Marca' })).not.toBeInTheDocument();
    const select = within(step).getByRole('combobox', { name: 'Marca' });
    expect(await within(step).findByText(/Aún no tienes marcas/)).toBeInTheDocument();

    // Nothing chosen: the step does not go on.
    await user.click(within(step).getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(select).toHaveAttribute('aria-invalid', 'true'));

    await user.click(within(step).getByRole('button', { name: 'Añadir marca' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir marca' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Marca' }), 'Zumos Vega');
    await user.type(within(dialog).getByLabelText('Nombre o razón social'), 'Zumos Vega, S.L.');
    await user.type(within(dialog).getByLabelText('NIF, NIE o CIF'), 'B28765436');
    await user.type(within(dialog).getByLabelText('Dirección fiscal'), 'Calle de la Huerta 3');
    await user.type(within(dialog).getByLabelText('Código postal'), '30001');
    await user.type(within(dialog).getByLabelText('Ciudad'), 'Murcia');
    await user.selectOptions(within(dialog).getByLabelText('Provincia'), 'Murcia');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir marca' }));

    // The dialog closes once the brand is saved and the list fetched again: two calls, slow on a busy CI runner.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Añadir marca' })).not.toBeInTheDocument(), {
      timeout: 10_000,
    });
    // Still on the first step: the dialog's submit is not the step's.
    expect(screen.getByRole('form', { name: 'Qué anunciar' })).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue(NEW_BRAND.id), { timeout: 10_000 });
    const draft = JSON.parse(window.localStorage.getItem(CAMPAIGN_DRAFT_KEY) ?? '{}') as {
      what?: { brand: string; brandId: string };
    };
    expect(draft.what).toMatchObject({ brand: 'Zumos Vega', brandId: NEW_BRAND.id });
  }, 60_000);
});
