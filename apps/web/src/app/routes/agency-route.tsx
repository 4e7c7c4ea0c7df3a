import { AgencyPage } from '@/features/agency/pages/agency-page';

/** `/me/agency`: the agency account's page, for its owner and its colleagues. */
export function AgencyRoute() {
  return <AgencyPage />;
}
