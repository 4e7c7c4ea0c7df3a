import { PageSkeleton } from '@/components/page-skeleton';
import { useMe } from '@/features/auth';
import { WorkroomPage } from '@/features/workroom/pages/workroom-page';

/** `/workroom`: campaign managers read theirs from the agents' endpoint (`me.scope === 'agent'`). */
export function WorkroomRoute() {
  const me = useMe();
  if (me.isPending) return <PageSkeleton />;
  return <WorkroomPage isAgent={me.data?.scope === 'agent'} />;
}
