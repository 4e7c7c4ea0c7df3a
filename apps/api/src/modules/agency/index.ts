// The agency module's door (issue 23): which agency a user acts for and with which role (account.ts),
// its team and invitations (team.ts, invitations.ts) and their routes.
export {
  agencyAccountOf,
  colleagueAgencyIds,
  colleagueRoleIn,
  requireAgencyAccount,
  requireAgencyManager,
  viewerCannotChange,
  type AgencyAccount,
  type AgencyRole,
} from './account';
export { privateAgencyTeamRoutes, publicAgencyTeamRoutes } from './routes';
