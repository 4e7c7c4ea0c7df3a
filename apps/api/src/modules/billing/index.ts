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
export { verifyInvoiceChain, type ChainFinding, type ChainReport } from './chain-check';
export { cancelPurchaseMoney, issueCreditNote, type CancelledPurchase } from './credit-notes';
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
