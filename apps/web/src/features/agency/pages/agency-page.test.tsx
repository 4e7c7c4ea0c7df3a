import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AGENCY_BRAND_MESSAGES, type Brand } from '@patrocina/domain';
import { toast } from '@/lib/toast';
import { apiError, data, stubApi } from '@/test/api-stub';
import { buildMe, jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { silenceToasts } from '@/test/toasts';
import { AgencyPage } from './agency-page';

const BRAND: Brand = {
  id: '50000000-0000-4000-8000-000000000001',
  name: 'Café Aroma',
  legalName: 'Cafés Aroma del Sur, S.L.',
  taxId: 'B12345674',
  addressLine: 'Calle Mayor 1',
  postalCode: '28013',
  city: 'Madrid',
  province: 'Madrid',
  country: 'ES',
  euVatNumber: null,
  billingComplete: true,
  updatedAt: '2026-11-27T09:00:00.000Z',
};

function renderPage() {
  const router = createMemoryRouter([{ path: '/me/agency', element: <AgencyPage /> }], {
    initialEntries: ['/me/agency'],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return userEvent.setup();
}

const brandsRegion = () => screen.findByRole('region', { name: 'Marcas' });
const agency = () => data(buildMe({ isAgency: true, agencyRole: 'owner' }));

beforeEach(silenceToasts);

describe('«Tu agencia»', () => {
  it('tells an account that is not an agency what the page is for, and asks nothing of the brands', async () => {
    const api = stubApi({ 'GET /private/users/me': data(buildMe({ isAgency: false })) });
    renderPage();
    expect(await screen.findByText('Tu cuenta no es de agencia')).toBeInTheDocument();
    expect(api.callsTo('GET /private/agency/brands')).toEqual([]);
  });

  it('adds the first brand in a dialog: a name already used shows on its field and keeps what was typed', async () => {
    let saved = false;
    const api = stubApi({
      'GET /private/users/me': agency(),
      'GET /private/agency/brands': () => jsonResponse({ data: { brands: saved ? [BRAND] : [], canManage: true } }),
      'POST /private/agency/brands': (_call, count) => {
        if (count === 1) return apiError(409, 'CONFLICT', AGENCY_BRAND_MESSAGES.duplicateName)();
        saved = true;
        return jsonResponse({ data: BRAND }, 201);
      },
    });
    const user = renderPage();
    const region = await brandsRegion();
    expect(await within(region).findByText('Aún no tienes marcas')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Añadir marca' }));

    const dialog = await screen.findByRole('dialog', { name: 'Añadir marca' });
    const name = within(dialog).getByLabelText('Marca');
    await user.type(name, 'Café Aroma');
    await user.type(within(dialog).getByLabelText('Nombre o razón social'), 'Cafés Aroma del Sur, S.L.');
    await user.type(within(dialog).getByLabelText('NIF, NIE o CIF'), 'B12345674');
    await user.type(within(dialog).getByLabelText('Dirección fiscal'), 'Calle Mayor 1');
    await user.type(within(dialog).getByLabelText('Código postal'), '28013');
    await user.type(within(dialog).getByLabelText('Ciudad'), 'Madrid');
    await user.selectOptions(within(dialog).getByLabelText('Provincia'), 'Madrid');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir marca' }));

    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(expect.stringContaining(AGENCY_BRAND_MESSAGES.duplicateName)),
    );
    expect(name).toHaveValue('Café Aroma');
    await user.type(name, ' Madrid');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir marca' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Marca añadida'), { timeout: 5_000 });
    expect(api.callsTo('POST /private/agency/brands')[1]?.body).toMatchObject({
      name: 'Café Aroma Madrid',
      taxId: 'B12345674',
      province: 'Madrid',
      euVatNumber: null,
    });
    expect(await within(region).findByText('Datos de facturación completos')).toBeInTheDocument();
  }, 30_000);

  it('says which brands miss billing data, and archives one only after confirming', async () => {
    const api = stubApi({
      'GET /private/users/me': agency(),
      'GET /private/agency/brands': data({
        brands: [
          BRAND,
          { ...BRAND, id: '50000000-0000-4000-8000-000000000002', name: 'Bodegas Altas', billingComplete: false },
        ],
        canManage: true,
      }),
      'DELETE /private/agency/brands/50000000-0000-4000-8000-000000000001': data(null),
    });
    const user = renderPage();
    const region = await brandsRegion();
    expect(await within(region).findByText('Faltan datos de facturación')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Archivar Café Aroma' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Archivar «Café Aroma»?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(api.callsTo('DELETE /private/agency/brands/50000000-0000-4000-8000-000000000001')).toEqual([]);

    await user.click(within(region).getByRole('button', { name: 'Archivar Café Aroma' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Archivar marca' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('«Café Aroma» archivada'));
  });

  it('offers no changes to a colleague who can only read', async () => {
    stubApi({
      'GET /private/users/me': data(buildMe({ agencyRole: 'viewer' })),
      'GET /private/agency/brands': data({ brands: [BRAND], canManage: false }),
    });
    renderPage();
    const region = await brandsRegion();
    expect(await within(region).findByText('Datos de facturación completos')).toBeInTheDocument();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the brands cannot be loaded, and tries again', async () => {
    const api = stubApi({
      'GET /private/users/me': agency(),
      'GET /private/agency/brands': (_call, count) =>
        count === 1
          ? apiError(500, 'INTERNAL_ERROR', 'Ha ocurrido un error. Inténtalo más tarde.')()
          : jsonResponse({ data: { brands: [BRAND], canManage: true } }),
    });
    const user = renderPage();
    const region = await brandsRegion();
    await user.click(await within(region).findByRole('button', { name: 'Reintentar' }));
    expect(await within(region).findByRole('button', { name: 'Editar Café Aroma' })).toBeInTheDocument();
    expect(api.callsTo('GET /private/agency/brands')).toHaveLength(2);
  });
});
