import { PageSkeleton } from '@/components/page-skeleton';
import { useMe } from '@/features/auth';
import { SponsorshipJoinPage } from '@/features/podcasts/pages/sponsorship-join-page';

/** `/sponsorship/join` is public: visitors start by creating an account, users by adding a podcast. */
export function JoinRoute() {
  const me = useMe();
  if (me.isPending) return <PageSkeleton />;
  return <SponsorshipJoinPage signedIn={Boolean(me.data)} />;
}
