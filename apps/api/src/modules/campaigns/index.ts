// The campaigns module's door: the brief, its lists, pause and resume, deletion, suggestions, the
// team's queue and agent, and the campaign's row with its life-cycle moves, which the later stages
// (proposals, actions) change only through the functions below.
export {
  assertActsAsBuyer,
  campaignNotFound,
  isTeamsCampaign,
  loadCampaign,
  loadReadableCampaign,
  loadTeamCampaign,
  readsCampaign,
  readsCampaignWithAgency,
  releaseEmailHold,
} from './access';
export { assignAgent } from './agent';
export { countAnswers } from './backoffice-queue';
export { campaignBackofficeRoutes } from './backoffice-routes';
export { createCampaign, toCampaign } from './brief';
export type { LaterStages } from './later-stages';
export {
  applyCommand,
  extendRunTo,
  reopenForMakeGood,
  savePreroll,
  setRunDays,
  stampFinished,
  stampPublished,
  transitionCampaign,
} from './life-cycle';
export { pauseCampaign } from './pause';
export { privateCampaignRoutes } from './routes';
export { campaignOwner, teamAddresses } from './team';
export { closeCampaignsOfLeavingOwner, NOT_YET_HIRED, releaseCampaignsOfLeavingAgent } from './leaving';
