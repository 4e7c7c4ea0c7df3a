import type { Executor } from '../client';
import { agencyBrands } from '../schema';

/**
 * The demo agency's brands (issue 23), made-up companies with valid CIFs, so «Tu agencia», the wizard's
 * «Marca» and the dashboard's filter show something. Their names are those of the agency's demo
 * briefs (campaign-briefs.ts), whose campaigns are then briefed for them; «Viajes Brújula» stays free text.
 */
const DEMO_AGENCY_BRANDS: Omit<typeof agencyBrands.$inferInsert, 'agencyId'>[] = [
  {
    name: 'Banco Horizonte',
    legalName: 'Banco Horizonte, S.A.',
    taxId: 'A28145670',
    addressLine: 'Paseo de la Castellana 120',
    postalCode: '28046',
    city: 'Madrid',
    province: 'Madrid',
    country: 'ES',
  },
  {
    name: 'Telefonía Onda',
    legalName: 'Onda Telecomunicaciones, S.L.',
    taxId: 'B08123457',
    addressLine: 'Avinguda Diagonal 400',
    postalCode: '08037',
    city: 'Barcelona',
    province: 'Barcelona',
    country: 'ES',
  },
  {
    name: 'Gafas Nítida',
    legalName: 'Óptica Nítida, S.A.',
    taxId: 'A41908765',
    addressLine: 'Avenida de la Constitución 8',
    postalCode: '41004',
    city: 'Sevilla',
    province: 'Sevilla',
    country: 'ES',
  },
];

/** Inserts the demo agency's brands as rows; each brand's id by its name, for the briefs. */
export async function insertDemoBrands(tx: Executor, agencyId: string): Promise<Map<string, string>> {
  const rows = await tx
    .insert(agencyBrands)
    .values(DEMO_AGENCY_BRANDS.map((brand) => ({ agencyId, ...brand })))
    .returning({ id: agencyBrands.id, name: agencyBrands.name });
  return new Map(rows.map((row) => [row.name, row.id]));
}
