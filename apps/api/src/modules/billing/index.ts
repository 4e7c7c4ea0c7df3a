// The billing module's door (issue 19, docs/decisions/0022): billing profiles, invoices and their
// chain, payments and reconciliation, escrow, payouts and the ledger. Money moves only through
// postLedger; every invoice number comes from issueInvoice.
export { ledgerBalances, postLedger, type LedgerBalances, type PostingRefs } from './ledger';
export {
  campaignInvoice,
  invoiceRecordHash,
  issueInvoice,
  issuePurchaseInvoice,
  madridTimestamp,
  platformParty,
  type InvoiceDraft,
  type InvoiceParty,
  type PurchasedPodcast,
} from './invoices';
export { confirmCampaignPaid, receivePayment, unappliedForInvoice } from './payments';
export { invoiceToPay, paymentOrderOf, paymentQrImage, paymentQrPng } from './payment-order';
export { bankStatementRoutes, paymentOrderRoutes } from './statements/routes';
export type { SettlePayment } from './statements/import';
