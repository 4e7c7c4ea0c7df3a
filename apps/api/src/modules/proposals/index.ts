// The proposals module's door: the draft and the matching engine, publication, the podcasters'
// answers and lists, the purchase and its payment, the public proposal and its e-mailed links.
export { toBackofficeCampaign } from './backoffice-view';
export { proposalBackofficeRoutes } from './backoffice-routes';
export {
  clearAnswerPhones,
  expireOffersOfCampaigns,
  expireOffersToOwner,
  finishPickedEntries,
  setEntryStatus,
} from './entries';
export { findCampaignByLink } from './links';
export { type StartRun } from './payment';
export { listPodcasterCampaigns } from './podcaster-lists';
export { privateProposalRoutes, publicProposalRoutes } from './routes';
export { countsOf, loadProposal, offerOf } from './view';
