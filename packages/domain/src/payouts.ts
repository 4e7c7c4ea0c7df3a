import { z } from 'zod';
import { isValidIBAN } from 'ibantools';
import { addDays, PRODUCT_TIME_ZONE } from './availability';
import { EARNING_STATUSES, type EarningStatus, type VatRegime } from './billing';

/**
 * Money out (DOMAIN.md "Money", issue 19): an aired action's earnings wait `PAYOUT_HOLD_DAYS` in escrow,
 * then a weekly payout run pays every podcaster with released earnings. These are the calendar rules
 * and the sums; the API applies them on the business clock. Amounts in integer cents, days `YYYY-MM-DD`
 * in Madrid.
 */

export const DISPUTE_REASON_MAX = 1_000;

export const PAYOUT_MESSAGES = {
  disputeReasonRequired: 'Cuéntanos qué ha fallado en esta acción',
  disputeReasonTooLong: `El motivo no puede tener más de ${DISPUTE_REASON_MAX.toLocaleString('es-ES')} caracteres`,
  actionNotFound: 'No encontramos esa acción entre las pagadas de esta campaña',
  notAired: 'Solo puedes reclamar una acción que ya se ha emitido',
  notDisputable: 'Esta acción ya no se puede reclamar: su pago ya se ha liberado o resuelto',
  alreadyDisputed: 'Ya has reclamado esta acción: el equipo la está revisando',
  disputeNotFound: 'No encontramos esa reclamación',
  disputeResolved: 'Esta reclamación ya está resuelta',
  runAlreadyDone: 'El pago de esta semana ya está hecho',
  runNotFound: 'No encontramos ese pago a podcasters',
  whenAired: 'Cuando se emita',
  completeProfile: 'Completa tus datos de facturación para cobrar',
} as const;

/** The day an aired action's earnings leave escrow: its recording day plus the hold. */
export function releaseDayOf(recordedDay: string, holdDays: number): string {
  return addDays(recordedDay, holdDays);
}

/** ISO weekday of a `YYYY-MM-DD` day: 1 = Monday … 7 = Sunday. */
export function isoWeekdayOf(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The ISO week a day falls in, `2027-W02`: a payout run's period, so a week is paid once. */
export function payoutPeriodOf(day: string): string {
  // The ISO week's year is the year of that week's Thursday.
  const thursday = addDays(day, 4 - isoWeekdayOf(day));
  const year = Number(thursday.slice(0, 4));
  const firstThursday = addDays(`${year}-01-04`, 4 - isoWeekdayOf(`${year}-01-04`));
  const week = Math.round((Date.parse(thursday) - Date.parse(firstThursday)) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The first payout-run day on or after `day` (`runWeekday` 1 = Monday … 7 = Sunday; 0 is Sunday too). */
export function nextPayoutDayFrom(day: string, runWeekday: number): string {
  const target = runWeekday % 7 === 0 ? 7 : runWeekday % 7;
  return addDays(day, (target - isoWeekdayOf(day) + 7) % 7);
}

/** The Madrid hour (0-23) of an instant. */
export function hourInMadrid(now: Date): number {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone: PRODUCT_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' })
    .format(now)
    .slice(0, 2);
  return Number(hour);
}

/**
 * Whether this week's scheduled run is due on `today` at `hour` (Madrid): from its weekday and hour
 * on, to the end of the ISO week, so a server that was down on the day still pays that week.
 */
export function isPayoutRunDue(today: string, hour: number, schedule: { weekday: number; hour: number }): boolean {
  const target = schedule.weekday % 7 === 0 ? 7 : schedule.weekday % 7;
  const weekday = isoWeekdayOf(today);
  return weekday > target || (weekday === target && hour >= schedule.hour);
}

export interface PayoutAmounts {
  baseCents: number;
  vatCents: number;
  irpfCents: number;
  netCents: number;
}

/**
 * One podcaster's payout: the base is their released earnings; IVA is added when they charge it;
 * IRPF is withheld from the base (15%, 7% or 0%); the transfer is base + IVA − IRPF.
 */
export function payoutAmounts(input: {
  baseCents: number;
  chargesVat: boolean;
  vatPercent: number;
  irpfPercent: number;
}): PayoutAmounts {
  const vat = input.chargesVat ? Math.round((input.baseCents * input.vatPercent) / 100) : 0;
  const irpf = Math.round((input.baseCents * input.irpfPercent) / 100);
  return { baseCents: input.baseCents, vatCents: vat, irpfCents: irpf, netCents: input.baseCents + vat - irpf };
}

/** What the podcaster reads for each state of an action's earnings. */
export const EARNINGS_STATUS_LABELS: Record<EarningStatus, string> = {
  HELD: 'Retenido',
  RELEASED: 'Liberado',
  DISPUTED: 'En revisión',
  PAID: 'Pagado',
  REFUNDED: 'Devuelto',
};

/** What a podcaster's «datos de facturación» need before a payout run pays them. */
export interface PayoutProfileFields {
  legalName: string | null;
  taxId: string | null;
  addressLine: string | null;
  postalCode: string | null;
  city: string | null;
  iban: string | null;
  vatRegime: VatRegime | null;
  irpfPercent: number | null;
  selfBillingConsentAt: Date | string | null;
}

/** Complete: legal name, tax id, fiscal address, an IBAN whose check digits hold, IVA, IRPF and consent to self-billing. */
export function isCompletePayoutProfile(profile: PayoutProfileFields | null | undefined): boolean {
  if (!profile) return false;
  const filled = (value: string | null) => Boolean(value?.trim());
  return (
    filled(profile.legalName) &&
    filled(profile.taxId) &&
    filled(profile.addressLine) &&
    filled(profile.postalCode) &&
    filled(profile.city) &&
    profile.iban !== null &&
    isValidIBAN(profile.iban.replace(/\s+/g, '').toUpperCase()) &&
    profile.vatRegime !== null &&
    profile.irpfPercent !== null &&
    profile.selfBillingConsentAt !== null
  );
}

// ---- API contracts ----

/** `POST /private/campaigns/{id}/actions/{actionId}/dispute`: the advertiser's reason. */
export const disputeActionSchema = z
  .object({
    reason: z
      .string({ error: PAYOUT_MESSAGES.disputeReasonRequired })
      .trim()
      .min(1, PAYOUT_MESSAGES.disputeReasonRequired)
      .max(DISPUTE_REASON_MAX, PAYOUT_MESSAGES.disputeReasonTooLong),
  })
  .strict();
export type DisputeActionInput = z.infer<typeof disputeActionSchema>;

export const DISPUTE_OUTCOMES = ['RELEASE', 'REFUND'] as const;
export const DISPUTE_OUTCOME_LABELS: Record<(typeof DISPUTE_OUTCOMES)[number], string> = {
  RELEASE: 'Liberar el pago',
  REFUND: 'Devolver al anunciante',
};

/** `PUT /private/backoffice/disputes/{id}`: the team's decision. */
export const resolveDisputeSchema = z.object({ outcome: z.enum(DISPUTE_OUTCOMES) }).strict();
export type ResolveDisputeInput = z.infer<typeof resolveDisputeSchema>;

/** What the advertiser gets back after disputing: the action's earnings are now under review. */
export const actionDisputeSchema = z.object({
  id: z.string(),
  actionId: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  status: z.enum(EARNING_STATUSES),
});
export type ActionDispute = z.infer<typeof actionDisputeSchema>;

/** One open dispute in the back office. */
export const openDisputeSchema = z.object({
  id: z.string(),
  campaignId: z.string(),
  campaignTitle: z.string(),
  podcastTitle: z.string(),
  actionId: z.string(),
  episodeUrl: z.string().nullable(),
  recordedAt: z.string().nullable(),
  /** Euros (calls speak euros, docs/decisions/0005): what the advertiser paid for it, before IVA. */
  price: z.number(),
  earnings: z.number(),
  reason: z.string(),
  createdAt: z.string(),
});
export type OpenDispute = z.infer<typeof openDisputeSchema>;
export const openDisputeListSchema = z.object({ disputes: z.array(openDisputeSchema) });
export type OpenDisputeList = z.infer<typeof openDisputeListSchema>;

/** One action's earnings on the podcaster's «Mis cobros». */
export const earningsItemSchema = z.object({
  id: z.string(),
  campaignId: z.string(),
  campaignTitle: z.string(),
  podcastTitle: z.string(),
  podcastId: z.string(),
  actionId: z.string(),
  actionTitle: z.string(),
  /** Euros, after the platform's commission. */
  earnings: z.number(),
  status: z.enum(EARNING_STATUSES),
  releaseOn: z.string().nullable(),
  /**
   * The payout-run day it will be paid («Cobrarás el 12 de enero»); null before it airs («Cuando se
   * emita»), while disputed and once refunded. For a paid one, the day it was paid.
   */
  paysOn: z.string().nullable(),
});
export type EarningsItem = z.infer<typeof earningsItemSchema>;

/** One self-billed invoice (autofactura) the podcaster can download. */
export const selfBilledInvoiceSchema = z.object({
  id: z.string(),
  code: z.string(),
  issuedOn: z.string(),
  /** Euros with cents: base imponible, IVA, retención de IRPF, and what was transferred. */
  base: z.number(),
  vat: z.number(),
  irpf: z.number(),
  net: z.number(),
});
export type SelfBilledInvoice = z.infer<typeof selfBilledInvoiceSchema>;

/** `GET /private/users/me/earnings`. */
export const myEarningsSchema = z.object({
  items: z.array(earningsItemSchema),
  invoices: z.array(selfBilledInvoiceSchema),
});
export type MyEarnings = z.infer<typeof myEarningsSchema>;

/** One payout run in the back office. */
export const payoutRunSchema = z.object({
  id: z.string(),
  period: z.string(),
  createdAt: z.string(),
  payoutCount: z.number().int(),
  /** Euros with cents: the SEPA file's control sum. */
  totalNet: z.number(),
  hasSepaFile: z.boolean(),
});
export type PayoutRun = z.infer<typeof payoutRunSchema>;
export const payoutRunListSchema = z.object({ runs: z.array(payoutRunSchema) });
export type PayoutRunList = z.infer<typeof payoutRunListSchema>;

/** Cents as euros with their cents (1234.5), where whole euros would lose money: payouts and autofacturas. */
export function exactEuros(cents: number): number {
  return cents / 100;
}

const SPANISH_DAY_MONTH = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** `2027-01-12` → «12 de enero». */
export function spanishDayMonth(day: string): string {
  return SPANISH_DAY_MONTH.format(new Date(`${day}T00:00:00Z`));
}

/** When the podcaster gets an action's money, in their words: «Cobrarás el 12 de enero», «Cuando se emita». */
export function earningsWhenText(item: Pick<EarningsItem, 'status' | 'paysOn'>): string {
  switch (item.status) {
    case 'PAID':
      return item.paysOn ? `Pagado el ${spanishDayMonth(item.paysOn)}` : 'Pagado';
    case 'REFUNDED':
      return 'Devuelto al anunciante tras su reclamación';
    case 'DISPUTED':
      return 'El anunciante lo ha reclamado: el equipo lo está revisando';
    default:
      return item.paysOn ? `Cobrarás el ${spanishDayMonth(item.paysOn)}` : PAYOUT_MESSAGES.whenAired;
  }
}

/** One bought action's money as the campaign's advertiser sees it on the report. */
export const actionEscrowSchema = z.object({
  actionId: z.string(),
  status: z.enum(EARNING_STATUSES),
  /** Aired, not yet released, not already disputed: «Reclamar esta acción» shows. */
  canDispute: z.boolean(),
  /** The advertiser's reason, once disputed. */
  disputeReason: z.string().nullable(),
});
export type ActionEscrow = z.infer<typeof actionEscrowSchema>;

/** `GET /private/campaigns/{id}/escrow`: each paid action's state, for the report. */
export const campaignEscrowSchema = z.object({ actions: z.array(actionEscrowSchema) });
export type CampaignEscrow = z.infer<typeof campaignEscrowSchema>;

/** What the advertiser reads of each state on the report. */
export const ESCROW_STATUS_LABELS_FOR_ADVERTISER: Record<EarningStatus, string> = {
  HELD: 'Retenido',
  RELEASED: 'Liberado al podcaster',
  DISPUTED: 'Reclamada: el equipo la revisa',
  PAID: 'Pagado al podcaster',
  REFUNDED: 'Devuelta',
};

export const payoutRunParamsSchema = z.object({ id: z.uuid({ error: PAYOUT_MESSAGES.runNotFound }) });
export const disputeParamsSchema = z.object({ id: z.uuid({ error: PAYOUT_MESSAGES.disputeNotFound }) });
