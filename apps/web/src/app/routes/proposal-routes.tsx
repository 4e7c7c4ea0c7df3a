import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { meQueryKey, useMe } from '@/features/auth';
import { SuggestionDialog } from '@/features/campaigns/components/suggestion-dialog';
import { ProposalPage } from '@/features/proposals/pages/proposal-page';
import { ProposalBySlugPage, ProposalByTokenPage } from '@/features/proposals/pages/public-proposal-page';
import { useCampaign } from '@/lib/campaign-queries';

/** The suggestion dialog for the campaign whose proposal page is open (features/campaigns). */
function Suggestion({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const campaign = useCampaign(id);
  if (!campaign.data) return null;
  const { brand, name } = campaign.data.what;
  return <SuggestionDialog campaign={{ id, brand, name }} onClose={onClose} onChanged={onChanged} />;
}

/**
 * `/campaigns/{id}/proposal`: the advertiser's proposal page, with «Sugerir un cambio» from the campaigns
 * feature; a purchase also refreshes the header's badge.
 */
export function CampaignProposalRoute() {
  const queryClient = useQueryClient();
  const refreshMe = useCallback(() => void queryClient.invalidateQueries({ queryKey: meQueryKey }), [queryClient]);
  const [suggesting, setSuggesting] = useState<string | null>(null);
  return (
    <>
      <ProposalPage onSuggest={setSuggesting} onChanged={refreshMe} />
      {suggesting ? <Suggestion id={suggesting} onClose={() => setSuggesting(null)} onChanged={refreshMe} /> : null}
    </>
  );
}

/** `/proposal/{slug}`: public; a signed-in podcaster is offered their dashboard instead of the log-in. */
export function ProposalBySlugRoute() {
  const me = useMe();
  return <ProposalBySlugPage signedIn={Boolean(me.data)} />;
}

export function ProposalByTokenRoute() {
  const me = useMe();
  return <ProposalByTokenPage signedIn={Boolean(me.data)} />;
}
