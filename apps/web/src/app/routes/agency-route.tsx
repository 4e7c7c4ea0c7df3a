import { AgencyPage } from '@/features/agency/pages/agency-page';

/** `/me/agency` «Tu agencia», for the agency account's owner and its colleagues: its brands and its team (issue 23). */
export function AgencyRoute() {
  return <AgencyPage />;
}
