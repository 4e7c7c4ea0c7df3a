import { AgencyPage } from '@/features/agency/pages/agency-page';

/** `/me/agency` «Tu agencia»: the agency feature's page (its brands; its team below, issue 23). */
export function AgencyRoute() {
  return <AgencyPage />;
}
