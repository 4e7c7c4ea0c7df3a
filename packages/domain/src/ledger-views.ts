import { z } from 'zod';
import { LEDGER_KINDS } from './billing';

/**
 * The back office's «Contabilidad» (issue 19 "The ledger"): what came in, what went out, and whose the
 * rest is. The books balance when money received = payouts + refunds + commission + taxes held +
 * escrow. Amounts in cents: the books are exact to the cent.
 */
export const ledgerSummarySchema = z.object({
  receivedCents: z.number().int(),
  paidOutCents: z.number().int(),
  refundedCents: z.number().int(),
  commissionCents: z.number().int(),
  /** IVA charged less the IVA of podcasters' self-billed invoices: owed to the tax agency. */
  vatCents: z.number().int(),
  /** IRPF withheld from podcasters: owed to the tax agency. */
  irpfCents: z.number().int(),
  escrow: z.object({
    /** Received and not yet applied to a paid invoice (partial, excess or unknown credits). */
    unappliedCents: z.number().int(),
    /** Podcasters' earnings not yet released. */
    heldCents: z.number().int(),
    /** Released, waiting for the next payout run. */
    releasedCents: z.number().int(),
    totalCents: z.number().int(),
  }),
  /** What the bank account should hold: received less payouts and refunds. */
  bankCents: z.number().int(),
  balanced: z.boolean(),
  recent: z.array(
    z.object({
      postingId: z.uuid(),
      occurredAt: z.iso.datetime({ offset: true }),
      kind: z.enum(LEDGER_KINDS),
      /** The posting's effect on the bank; when the bank does not move, the money moved between accounts. */
      amountCents: z.number().int(),
      campaignId: z.uuid().nullable(),
      memo: z.string().nullable(),
    }),
  ),
});
export type LedgerSummary = z.infer<typeof ledgerSummarySchema>;

/** The ledger's kinds of movement, as the back office names them. */
export const LEDGER_KIND_LABELS: Record<(typeof LEDGER_KINDS)[number], string> = {
  PAYMENT_RECEIVED: 'Cobro recibido',
  PAYMENT_APPLIED: 'Cobro aplicado a su factura',
  COMMISSION: 'Comisión',
  PODCASTER_PAYABLE: 'A pagar a podcasters',
  VAT: 'IVA',
  IRPF_WITHHELD: 'IRPF retenido',
  RELEASE: 'Pago liberado',
  PAYOUT: 'Pago a podcaster',
  REFUND: 'Devolución',
  CREDIT: 'Abono',
};
