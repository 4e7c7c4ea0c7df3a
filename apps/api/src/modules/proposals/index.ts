// The proposals module's door: the draft and the matching engine, publication, the podcasters'
// answers and lists, the purchase and its payment, the public proposal and its e-mailed links.
export { answerProposal } from './answers';
export { toBackofficeCampaign } from './backoffice-view';
export { proposalBackofficeRoutes } from './backoffice-routes';
export { saveProposalDraft } from './draft';
export {
  clearAnswerPhones,
  expireOffersOfCampaigns,
  expireOffersToOwner,
  finishPickedEntries,
  setEntryStatus,
} from './entries';
export { findCampaignByLink, findProposalLink } from './links';
export { markCampaignPaid, settleCampaignPayment, type SettleCampaignPayment, type StartRun } from './payment';
export { listPodcasterCampaigns } from './podcaster-lists';
export { publishProposal } from './publication';
export { purchaseCampaign } from './purchase';
export { privateProposalRoutes, publicProposalRoutes } from './routes';
export { countsOf, isPublished, loadProposal, offerOf } from './view';
