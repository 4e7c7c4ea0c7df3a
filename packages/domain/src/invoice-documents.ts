import { z } from 'zod';
import { INVOICE_KINDS, type InvoiceKind } from './billing';

/**
 * Invoices as documents people download (issue 19): the list a campaign shows, the download's
 * address, and the team's «Cancelar compra», which issues a credit note. Words from DESIGN.md:
 * factura / factura rectificativa / autofactura.
 */

export const INVOICE_DOCUMENT_MESSAGES = {
  notFound: 'No encontramos esa factura.',
  cancelNotAllowed: 'Solo se puede cancelar la compra de una campaña pendiente de pago o de fechas.',
  cancelAfterAiring: 'Alguna acción de esta campaña ya se ha emitido: ciérrala en lugar de cancelar la compra.',
  cancelReasonRequired: 'Escribe el motivo de la cancelación (al menos 10 caracteres).',
  lineAlreadyCredited: 'Esa acción ya se ha devuelto al anunciante en una factura rectificativa.',
} as const;

export const INVOICE_DOCUMENT_LABELS = {
  section: 'Facturas',
  empty: 'Aún no hay facturas de esta campaña.',
  kinds: {
    INVOICE: 'Factura',
    CREDIT_NOTE: 'Factura rectificativa',
    SELF_BILLED: 'Autofactura',
  } satisfies Record<InvoiceKind, string>,
  download: {
    INVOICE: 'Descargar factura',
    CREDIT_NOTE: 'Descargar factura rectificativa',
    SELF_BILLED: 'Descargar autofactura',
  } satisfies Record<InvoiceKind, string>,
  cancelPurchase: 'Cancelar compra',
  cancelPurchaseTitle: '¿Cancelar la compra de esta campaña?',
  cancelPurchaseHelp:
    'La campaña se da por terminada y se emite una factura rectificativa que anula la factura de la compra. ' +
    'Si el pago ya había llegado, se anota su devolución. Se avisa al anunciante por correo.',
  cancelPurchaseReason: 'Motivo (lo verá el anunciante)',
  cancelPurchaseConfirm: 'Sí, cancelar la compra',
  cancelPurchaseDone: 'Compra cancelada. Se ha emitido la factura rectificativa.',
} as const;

/** `GET /private/billing/invoices/{id}/pdf`: an unknown id reads as someone else's. */
export const invoiceIdParamsSchema = z.object({ id: z.uuid({ error: INVOICE_DOCUMENT_MESSAGES.notFound }) });

/** One invoice or credit note of a campaign, as its lists show it. */
export const campaignInvoiceSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  kind: z.enum(INVOICE_KINDS),
  /** When it was issued (ISO 8601). */
  issuedAt: z.string(),
  /** Base + IVA, in cents; negative on a credit note. */
  totalCents: z.number().int(),
  /** The PDF's address on this site (`/api/v1/…`); null for a viewer who reads the campaign but may not download it (an agent). */
  downloadUrl: z.string().nullable(),
});
export type CampaignInvoice = z.infer<typeof campaignInvoiceSchema>;

export const campaignInvoicesSchema = z.object({ invoices: z.array(campaignInvoiceSchema) });
export type CampaignInvoices = z.infer<typeof campaignInvoicesSchema>;

/** Where a downloaded invoice lives, below /api/v1. */
export function invoicePdfPath(id: string): string {
  return `/private/billing/invoices/${id}/pdf`;
}

/** `PUT /private/backoffice/campaigns/{id}/cancel-purchase`: why, for the advertiser and the credit note. */
export const cancelPurchaseSchema = z
  .object({
    reason: z
      .string({ error: INVOICE_DOCUMENT_MESSAGES.cancelReasonRequired })
      .trim()
      .min(10, INVOICE_DOCUMENT_MESSAGES.cancelReasonRequired)
      .max(2_000),
  })
  .strict();
export type CancelPurchaseInput = z.infer<typeof cancelPurchaseSchema>;
