import { text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Column builders the tables share, so that a kind of column is written (and documented) once.

/** A moment in time: every timestamp the schema keeps carries its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** The row's own id, a random uuid. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written. */
export const createdAt = () => instant('created_at').notNull().defaultNow();

/** When the row last changed; the services set it on every update. */
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** A reference to the row this one is part of: always set, and deleted with it. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });

/** A single-use secret's life: issued, good until it expires, spent once used. */
export const singleUseTimes = () => ({
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  createdAt: createdAt(),
});

/**
 * Whom an invoice is made out to (packages/domain's invoicedPartyShape): a user's datos de facturación
 * (billing_profiles) and an agency's brand (agency_brands) keep the same columns.
 */
export const invoicedPartyColumns = () => ({
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
});
