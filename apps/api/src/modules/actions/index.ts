// The actions module's door: a paid campaign's run (dates, recording, listens, the daily tick), its
// report and CSV, the tracking links, and what waits for each user.
export { actionBackofficeRoutes } from './backoffice-routes';
export { runCampaignTick } from './daily-tick';
export { planActionDates } from './dates';
export { listHiredCampaigns, type RunDeps } from './hired';
export { reportListens } from './listens';
export { countPendingActions } from './pending';
export { runAiringProof, runDueAiringProofs, type AiringDeps } from './airing-proof';
export { recordAction } from './recording';
export { getCampaignReport } from './report';
export { replanPausedDays } from './resume';
export { decideRead, submitRead } from './read-approval';
export { readRoutes } from './read-routes';
export { runRoutes } from './routes';
export { startRunningCampaign } from './start';
export { followTrackingLink, trackingRoutes } from './tracking';
