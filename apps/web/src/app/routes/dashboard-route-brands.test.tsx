import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALL_BRANDS, type Brand } from '@patrocina/domain';
import { data } from '@/test/api-stub';
import { silenceToasts } from '@/test/toasts';
import { list, renderDashboard, stubDashboard, summary } from './dashboard-route.testing';

const AROMA = '50000000-0000-4000-8000-000000000001';
const ALTAS = '50000000-0000-4000-8000-000000000002';

const brand = (id: string, name: string): Brand => ({
  id,
  name,
  legalName: `${name}, S.L.`,
  taxId: 'B12345674',
  addressLine: 'Calle Mayor 1',
  postalCode: '28013',
  city: 'Madrid',
  province: 'Madrid',
  country: 'ES',
  euVatNumber: null,
  billingComplete: true,
  updatedAt: '2026-11-27T09:00:00.000Z',
});

beforeEach(silenceToasts);

describe('/dashboard for an agency with brands', () => {
  it('filters by one of its brands, by id, kept in the address, and «Todas las marcas» shows every campaign', async () => {
    stubDashboard({
      'GET /private/advertiser-or-manager-campaigns': list([
        summary({ name: 'Tueste', brand: 'Café Aroma', brandId: AROMA }),
        summary({ name: 'Vendimia', brand: 'Bodegas Altas', brandId: ALTAS }),
        summary({ name: 'Sin marca', brand: 'Café Aroma', brandId: null }),
      ]),
      'GET /private/agency/brands': data({
        brands: [brand(ALTAS, 'Bodegas Altas'), brand(AROMA, 'Café Aroma')],
        canManage: true,
      }),
    });
    const { user } = renderDashboard('/dashboard', true);
    const filter = await screen.findByRole('combobox', { name: 'Marca' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Café Aroma' })).toBeInTheDocument());
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      ALL_BRANDS,
      'Bodegas Altas',
      'Café Aroma',
    ]);

    await user.selectOptions(filter, 'Café Aroma');
    expect(screen.getByTestId('location')).toHaveTextContent(`marca=${AROMA}`);
    expect(screen.getByRole('article', { name: 'Tueste' })).toBeInTheDocument();
    // Typed «Café Aroma» by hand before the brand existed: not the brand's campaign.
    expect(screen.queryByRole('article', { name: 'Sin marca' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Vendimia' })).not.toBeInTheDocument();

    await user.selectOptions(filter, ALL_BRANDS);
    expect(await screen.findByRole('article', { name: 'Vendimia' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).not.toHaveTextContent('marca=');
  }, 30_000);

  it('opens filtered when the address names a brand', async () => {
    stubDashboard({
      'GET /private/advertiser-or-manager-campaigns': list([
        summary({ name: 'Tueste', brand: 'Café Aroma', brandId: AROMA }),
        summary({ name: 'Vendimia', brand: 'Bodegas Altas', brandId: ALTAS }),
      ]),
      'GET /private/agency/brands': data({
        brands: [brand(AROMA, 'Café Aroma'), brand(ALTAS, 'Bodegas Altas')],
        canManage: true,
      }),
    });
    renderDashboard(`/dashboard?marca=${ALTAS}`, true);
    expect(await screen.findByRole('article', { name: 'Vendimia' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Tueste' })).not.toBeInTheDocument();
  }, 30_000);
});
