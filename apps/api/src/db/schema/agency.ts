import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, instant, updatedAt } from './columns';
import { users } from './users';

/**
 * A brand (client) of an agency account (issue 23, docs/decisions/0033): its name and the datos de
 * facturación its campaigns are invoiced to, the same fields as an advertiser's billing profile.
 * Archiving keeps the row, so the campaigns that name it still do; only live names are unique.
 */
export const agencyBrands = pgTable(
  'agency_brands',
  {
    id: id(),
    /** The agency account: the user flagged `is_agency`. */
    agencyId: belongsTo('agency_id', () => users.id),
    name: text('name').notNull(),
    legalName: text('legal_name').notNull(),
    /** NIF, CIF or NIE (Spain) or the foreign tax id, upper case without spaces. */
    taxId: text('tax_id').notNull(),
    addressLine: text('address_line').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    province: text('province'),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull().default('ES'),
    /** The EU VAT number (VIES), for businesses outside Spain: reverse charge. */
    euVatNumber: text('eu_vat_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the agency archived it: gone from its lists and the wizard, still on its campaigns. */
    archivedAt: instant('archived_at'),
  },
  (table) => [
    uniqueIndex('agency_brands_live_name_key')
      .on(table.agencyId, sql`lower(${table.name})`)
      .where(sql`${table.archivedAt} is null`),
  ],
);

export type AgencyBrandRow = typeof agencyBrands.$inferSelect;
