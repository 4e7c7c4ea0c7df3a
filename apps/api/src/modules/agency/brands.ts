import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  AGENCY_BRAND_MESSAGES,
  brandBillingMissing,
  invoicedPartyOf,
  type Brand,
  type BrandData,
  type BrandList,
} from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { agencyBrands, type AgencyBrandRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { requireAgencyAccount, requireAgencyManager } from './account';

const brandNotFound = () => new AppError('NOT_FOUND', AGENCY_BRAND_MESSAGES.brandNotFound);
const duplicateName = () =>
  new AppError('CONFLICT', AGENCY_BRAND_MESSAGES.duplicateName, {
    fields: [{ path: 'name', message: AGENCY_BRAND_MESSAGES.duplicateName }],
  });

export function toBrand(row: AgencyBrandRow): Brand {
  const party = invoicedPartyOf(row);
  return {
    id: row.id,
    name: row.name,
    ...party,
    billingComplete: brandBillingMissing(party).length === 0,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const live = (agencyId: string) => and(eq(agencyBrands.agencyId, agencyId), isNull(agencyBrands.archivedAt));

/** A live brand of the agency; another agency's id, an archived or an unknown one: 404, learning nothing. */
export async function loadLiveBrand(
  db: Executor,
  agencyId: string,
  brandId: string,
  options: { forUpdate?: boolean } = {},
): Promise<AgencyBrandRow | null> {
  const query = db
    .select()
    .from(agencyBrands)
    .where(and(live(agencyId), eq(agencyBrands.id, brandId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** `GET /private/agency/brands`: the agency's live brands by name, and whether the actor may change them. */
export async function listBrands(db: Executor, actor: Pick<Actor, 'id'>): Promise<BrandList> {
  const account = await requireAgencyAccount(db, actor.id);
  const rows = await db
    .select()
    .from(agencyBrands)
    .where(live(account.agencyId))
    .orderBy(asc(sql`lower(${agencyBrands.name})`));
  return { brands: rows.map(toBrand), canManage: account.role !== 'viewer' };
}

/** Whether another live brand of the agency already has this name, whatever its capitals. */
async function nameTaken(db: Executor, agencyId: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: agencyBrands.id })
    .from(agencyBrands)
    .where(
      and(
        live(agencyId),
        sql`lower(${agencyBrands.name}) = lower(${name})`,
        exceptId ? ne(agencyBrands.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
}

function columnsOf(input: BrandData) {
  return { name: input.name, ...invoicedPartyOf(input) };
}

/** `POST /private/agency/brands`: a new brand with its datos de facturación; a live name is used once (409). */
export async function createBrand(db: Executor, actor: Pick<Actor, 'id'>, input: BrandData): Promise<Brand> {
  return db.transaction(async (tx) => {
    const account = await requireAgencyManager(tx, actor.id);
    if (await nameTaken(tx, account.agencyId, input.name)) throw duplicateName();
    // Two creates of one name at once: the partial unique index keeps one, the other is the same 409.
    const [row] = await tx
      .insert(agencyBrands)
      .values({ agencyId: account.agencyId, ...columnsOf(input) })
      .onConflictDoNothing()
      .returning();
    if (!row) throw duplicateName();
    return toBrand(row);
  });
}

/** `PUT /private/agency/brands/{id}`: its name and datos de facturación; campaigns already invoiced keep their copy. */
export async function updateBrand(
  db: Executor,
  actor: Pick<Actor, 'id'>,
  brandId: string,
  input: BrandData,
): Promise<Brand> {
  return db.transaction(async (tx) => {
    const account = await requireAgencyManager(tx, actor.id);
    const saved = await loadLiveBrand(tx, account.agencyId, brandId, { forUpdate: true });
    if (!saved) throw brandNotFound();
    if (await nameTaken(tx, account.agencyId, input.name, brandId)) throw duplicateName();
    const [row] = await tx
      .update(agencyBrands)
      .set({ ...columnsOf(input), updatedAt: sql`now()` })
      .where(eq(agencyBrands.id, brandId))
      .returning();
    return toBrand(row!);
  });
}

/**
 * `DELETE /private/agency/brands/{id}`: archives it. It leaves the lists and the wizard, and its name
 * is free again; the campaigns briefed for it keep it, and are still invoiced to it.
 */
export async function archiveBrand(db: Executor, actor: Pick<Actor, 'id'>, brandId: string): Promise<null> {
  return db.transaction(async (tx) => {
    const account = await requireAgencyManager(tx, actor.id);
    const saved = await loadLiveBrand(tx, account.agencyId, brandId, { forUpdate: true });
    if (!saved) throw brandNotFound();
    await tx
      .update(agencyBrands)
      .set({ archivedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(agencyBrands.id, brandId));
    return null;
  });
}

/**
 * The brand a brief names (the wizard's «Marca»): a live brand of the campaign's owner (the agency),
 * or a 400 on the field. Its name becomes the campaign's `brand`. The caller has already checked that
 * the actor may brief for that owner; checking the brand against the owner, not against whichever
 * agency the actor acts for, keeps another agency's client off the campaign and off its invoice.
 */
export async function brandForBrief(db: Executor, ownerId: string, brandId: string): Promise<AgencyBrandRow> {
  const row = await loadLiveBrand(db, ownerId, brandId);
  if (!row) {
    const message = AGENCY_BRAND_MESSAGES.unknownBrand;
    throw new AppError('VALIDATION_ERROR', message, { fields: [{ path: 'what.brandId', message }] });
  }
  return row;
}

/**
 * The datos de facturación a campaign's invoice goes to when it names a brand: the brand's, archived or
 * not (a brand archived after the brief still pays for it), or a 409 while they are incomplete.
 */
export async function requireBrandBilling(db: Executor, brandId: string): Promise<AgencyBrandRow> {
  const [row] = await db.select().from(agencyBrands).where(eq(agencyBrands.id, brandId));
  if (!row) throw new Error(`No brand ${brandId}`);
  const missing = brandBillingMissing(row);
  if (missing.length > 0) {
    throw new AppError('CONFLICT', AGENCY_BRAND_MESSAGES.billingNeeded, { detail: `missing: ${missing.join(', ')}` });
  }
  return row;
}
