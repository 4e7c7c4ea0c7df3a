import { PageSkeleton } from '@/components/page-skeleton';
import { useMe } from '@/features/auth';
import { JoinPage } from '@/features/podcasts/pages/join-page';

/** `/sponsorship/join` is public: visitors start by creating an account, users by adding a podcast. */
export function JoinRoute() {
  const me = useMe();
  if (me.isPending) return <PageSkeleton />;
  return <JoinPage signedIn={Boolean(me.data)} />;
}
