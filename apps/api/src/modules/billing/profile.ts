import { eq, sql } from 'drizzle-orm';
import {
  BILLING_PROFILE_MESSAGES,
  invoicedPartyOf,
  PODCASTER_BILLING_FIELDS,
  profileCompleteness,
  type BillingProfile,
  type BillingProfileAnswer,
  type BillingProfileData,
  type BillingProfileField,
  type BillingRole,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { billingProfiles, type BillingProfileRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { withOutbox } from '../../mail/outbox';
import { mailContext } from '../../mail/templates';
import { podcastIdsRunBy } from '../podcasts';
import { ibanChangedMail } from './payouts/mails';

/**
 * Whose datos de facturación these are: a podcaster's, when the user runs a podcast (owns it or
 * represents it, DOMAIN.md "Representation"), who is also paid; anyone else's is only invoiced.
 */
export async function billingRoleOf(db: Executor, userId: string): Promise<BillingRole> {
  const [runs] = await db
    .select({ one: sql<number>`1` })
    .from(podcastIdsRunBy(db, userId).as('run'))
    .limit(1);
  return runs ? 'podcaster' : 'advertiser';
}

export function toBillingProfile(row: BillingProfileRow): BillingProfile {
  return {
    ...invoicedPartyOf(row),
    iban: row.iban,
    vatRegime: row.vatRegime,
    irpfPercent: row.irpfPercent,
    selfBillingConsent: row.selfBillingConsentAt !== null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user's stored billing profile, or null when they have none yet. */
export async function loadBillingProfile(db: Executor, userId: string): Promise<BillingProfile | null> {
  const [row] = await db.select().from(billingProfiles).where(eq(billingProfiles.userId, userId));
  return row ? toBillingProfile(row) : null;
}

/**
 * What the user's profile lacks to be invoiced (`advertiser`: the purchase) or paid (`podcaster`: the
 * payout run); empty when complete.
 */
export async function missingBillingFields(
  db: Executor,
  userId: string,
  role: BillingRole,
): Promise<BillingProfileField[]> {
  return profileCompleteness(await loadBillingProfile(db, userId), role);
}

/**
 * The purchase's rule: the advertiser's profile is complete, or the purchase waits (409). The message
 * is the buyer's own by default; a colleague buying for an agency is told whom to ask instead.
 */
export async function requireCompleteBillingProfile(
  db: Executor,
  userId: string,
  message: string = BILLING_PROFILE_MESSAGES.needed,
): Promise<void> {
  const missing = await missingBillingFields(db, userId, 'advertiser');
  if (missing.length > 0) {
    throw new AppError('CONFLICT', message, { detail: `missing: ${missing.join(', ')}` });
  }
}

async function answerOf(db: Executor, userId: string): Promise<BillingProfileAnswer> {
  const [profile, role] = await Promise.all([loadBillingProfile(db, userId), billingRoleOf(db, userId)]);
  return { profile, role, missing: profileCompleteness(profile, role) };
}

/** `GET /private/users/me/billing-profile`: the actor's own, null (never a 404) when there is none yet. */
export async function getOwnBillingProfile(ctx: AppContext, actor: Actor): Promise<BillingProfileAnswer> {
  return answerOf(ctx.db, actor.id);
}

/**
 * What an admin acting as the user may not change for them: whom the invoices name (legal name, tax
 * id), where the money goes, how it is taxed and the consent to self-billing are the user's own word,
 * so an impersonated session cannot redirect a payout or sign an autofactura consent. The address can
 * still be helped with. Each refused field with its reason; a value given unchanged is no change.
 */
function fieldsOnlyInPerson(
  input: BillingProfileData,
  stored: BillingProfileRow | undefined,
): { path: BillingProfileField; message: string }[] {
  const before = {
    legalName: stored?.legalName ?? null,
    taxId: stored?.taxId ?? null,
    iban: stored?.iban ?? null,
    vatRegime: stored?.vatRegime ?? null,
    irpfPercent: stored?.irpfPercent ?? null,
    selfBillingConsent: (stored?.selfBillingConsentAt ?? null) !== null,
  };
  const messageOf = (field: keyof typeof before) =>
    field === 'iban'
      ? BILLING_PROFILE_MESSAGES.ibanInPersonOnly
      : field === 'selfBillingConsent'
        ? BILLING_PROFILE_MESSAGES.consentInPersonOnly
        : BILLING_PROFILE_MESSAGES.taxDataInPersonOnly;
  return (Object.keys(before) as (keyof typeof before)[])
    .filter((field) => input[field] !== undefined && input[field] !== before[field])
    .map((path) => ({ path, message: messageOf(path) }));
}

/**
 * `PUT /private/users/me/billing-profile`: saves the actor's own profile, already checked and
 * normalised by the shared schema. The podcaster's fields come only from someone who runs a podcast;
 * a podcaster's form that leaves them out (the purchase step's) keeps what was stored, and null clears.
 */
export async function saveOwnBillingProfile(
  ctx: AppContext,
  actor: Actor,
  input: BillingProfileData,
): Promise<BillingProfileAnswer> {
  return withOutbox(ctx, async (tx, queueMail) => {
    const role = await billingRoleOf(tx, actor.id);
    if (role !== 'podcaster') {
      const given = PODCASTER_BILLING_FIELDS.filter((field) => {
        const value = input[field];
        return value !== undefined && value !== null && value !== false;
      });
      if (given.length > 0) {
        throw new AppError('VALIDATION_ERROR', BILLING_PROFILE_MESSAGES.podcasterOnly, {
          fields: given.map((path) => ({ path, message: BILLING_PROFILE_MESSAGES.podcasterOnly })),
        });
      }
    }
    const [stored] = await tx.select().from(billingProfiles).where(eq(billingProfiles.userId, actor.id)).for('update');
    if (actor.impersonatorId) {
      const refused = fieldsOnlyInPerson(input, stored);
      if (refused.length > 0) throw new AppError('FORBIDDEN', refused[0]!.message, { fields: refused });
    }
    const consent = input.selfBillingConsent;
    const values = {
      ...invoicedPartyOf(input),
      ...(input.iban === undefined ? {} : { iban: input.iban }),
      ...(input.vatRegime === undefined ? {} : { vatRegime: input.vatRegime }),
      ...(input.irpfPercent === undefined ? {} : { irpfPercent: input.irpfPercent }),
      // The consent's date is when it was first given; withdrawing it clears it.
      ...(consent === undefined
        ? {}
        : { selfBillingConsentAt: consent ? (stored?.selfBillingConsentAt ?? ctx.clock.now()) : null }),
    };
    await tx
      .insert(billingProfiles)
      .values({ userId: actor.id, ...values })
      .onConflictDoUpdate({ target: billingProfiles.userId, set: { ...values, updatedAt: sql`now()` } });
    // Told in the same transaction as the change, to the account's address.
    if (input.iban !== undefined && input.iban !== (stored?.iban ?? null)) {
      const ibanLast4 = input.iban ? input.iban.slice(-4) : null;
      await queueMail(actor.email, ibanChangedMail(mailContext(ctx.config), { ibanLast4 }));
    }
    return answerOf(tx, actor.id);
  });
}

/**
 * Deleting an account erases its datos de facturación (name, tax id, address, IBAN). The invoices
 * already issued keep their own copy, as the law asks of issued invoices.
 */
export async function eraseBillingProfileOf(tx: Executor, userId: string): Promise<void> {
  await tx.delete(billingProfiles).where(eq(billingProfiles.userId, userId));
}
