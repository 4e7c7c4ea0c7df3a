import { PageSkeleton } from '@/components/page-skeleton';
import { useMe } from '@/features/auth';
import { NewCampaignPage } from '@/features/campaigns/pages/new-campaign-page';

/**
 * `/campaigns/new` is public: a visitor fills the brief in and logs in or signs up only to send it. An
 * agency account (or a colleague acting for it) picks one of its brands instead of typing one.
 */
export function NewCampaignRoute() {
  const me = useMe();
  if (me.isPending) return <PageSkeleton />;
  return <NewCampaignPage signedIn={Boolean(me.data)} isAgency={Boolean(me.data?.agencyRole)} />;
}
