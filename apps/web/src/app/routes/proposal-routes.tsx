import { useMe } from '@/features/auth';
import { ProposalBySlugPage, ProposalByTokenPage } from '@/features/proposals/pages/public-proposal-page';

/** `/proposal/{slug}`: public; a signed-in podcaster is offered their dashboard instead of the log-in. */
export function ProposalBySlugRoute() {
  const me = useMe();
  return <ProposalBySlugPage signedIn={Boolean(me.data)} />;
}

export function ProposalByTokenRoute() {
  const me = useMe();
  return <ProposalByTokenPage signedIn={Boolean(me.data)} />;
}
