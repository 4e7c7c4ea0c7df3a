// The billing module's door (issue 19, docs/decisions/0022): billing profiles, invoices and their
// chain, payments and reconciliation, escrow, payouts and the ledger. Money moves only through
// postLedger; every invoice number comes from issueInvoice.
export { ledgerBalances, ledgerSummary, postLedger, type LedgerBalances, type PostingRefs } from './ledger';
export { ledgerRoutes } from './ledger-routes';
export {
  campaignInvoice,
  invoiceRecordHash,
  issueInvoice,
  issuePurchaseInvoice,
  madridTimestamp,
  platformParty,
  type InvoiceAddressee,
  type InvoiceDraft,
  type InvoiceParty,
  type PurchasedPodcast,
} from './invoices';
export { confirmCampaignPaid, receivePayment, unappliedForInvoice } from './payments';
export { billingProfileRoutes } from './profile-routes';
export {
  billingRoleOf,
  eraseBillingProfileOf,
  loadBillingProfile,
  missingBillingFields,
  requireCompleteBillingProfile,
} from './profile';
// Money out (escrow, disputes, payout runs): the daily release and the weekly run for the jobs, and the routes.
export { hasUnpaidEarnings, releaseDueEarnings } from './payouts/escrow';
export { runScheduledPayout, startPayoutRun } from './payouts/run';
export { payoutBackofficeRoutes, payoutRoutes } from './payouts/routes';
export { verifyInvoiceChain, type ChainFinding, type ChainReport } from './chain-check';
export {
  cancelPurchaseMoney,
  creditUnderDelivery,
  issueCreditNote,
  refundUnairedActions,
  underDeliveryCreditCents,
  type CancelledPurchase,
  type CreditedAction,
  type RefundedEarnings,
} from './credit-notes';
export {
  downloadsInvoice,
  invoiceDocument,
  invoicePdf,
  listCampaignInvoices,
  loadDownloadableInvoice,
} from './documents';
export { invoiceDocumentRoutes } from './invoice-routes';
export {
  AEAT_STATUSES,
  createVerifactuSender,
  sendPendingRecords,
  type AeatStatus,
  type SendDeps,
  type VerifactuSender,
} from './verifactu';
export { invoiceToPay, paymentOrderOf, paymentQrImage, paymentQrPng } from './payment-order';
export { bankStatementRoutes, paymentOrderRoutes } from './statements/routes';
export type { SettlePayment } from './statements/import';
