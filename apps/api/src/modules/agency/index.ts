// The agency module's door (issue 23, docs/decisions/0033): which agency a user acts for and with
// which role (account.ts), the agency's brands and their datos de facturación (brands.ts).
export { agencyAccountOf, type AgencyAccount, type AgencyRole } from './account';
export { brandForBrief, requireBrandBilling } from './brands';
export { agencyBrandRoutes } from './routes';
