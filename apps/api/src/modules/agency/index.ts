// The agency module's door (issue 23): which agency a user acts for and with which role (account.ts,
// docs/decisions/0034), the agency's brands and their datos de facturación (brands.ts, decision 0033),
// its team and invitations (team.ts, invitations.ts) and their routes.
export {
  agencyAccountOf,
  colleagueAgencyIds,
  colleagueRoleIn,
  colleaguesOf,
  requireAgencyAccount,
  requireAgencyManager,
  viewerCannotChange,
  type AgencyAccount,
  type AgencyColleague,
  type AgencyRole,
} from './account';
export { brandForBrief, requireBrandBilling } from './brands';
export { agencyBrandRoutes } from './brand-routes';
export { privateAgencyTeamRoutes, publicAgencyTeamRoutes } from './routes';
export { assertAgencyFlagChange, endAgencyTiesOf } from './team';
