import { useState } from 'react';
import { useParams } from 'react-router';
import { inGroup, type ProposalPodcast } from '@patrocina/domain';
import { CampaignInvoices } from '@/components/campaign-invoices';
import { ChatSlideOver, type ChatTarget } from '@/components/chat/chat-slide-over';
import { LoadFailed } from '@/components/load-failed';
import { PageTitleBar } from '@/components/page-title-bar';
import { SubstatusPill } from '@/components/status-pills';
import { ApiError } from '@/lib/api-client';
import { useCampaign } from '@/lib/campaign-queries';
import { ProposalDecision } from '../components/proposal-decision';

/**
 * The proposal of one campaign for its advertiser (and its agent), as the body of the page; `id` is the
 * campaign's. The back office's tests show it beside the team's page.
 */
export function ProposalView({
  id,
  onSuggest,
  onChanged,
}: {
  id: string;
  onSuggest?: (() => void) | undefined;
  onChanged?: (() => void) | undefined;
}) {
  const campaign = useCampaign(id);
  const [chat, setChat] = useState<ChatTarget | null>(null);
  const openChat = (podcast: ProposalPodcast) =>
    campaign.data &&
    setChat({
      campaignId: campaign.data.id,
      podcastId: podcast.podcastId,
      brand: campaign.data.what.brand,
      campaignName: campaign.data.what.name,
    });
  if (campaign.isPending)
    return (
      <p role="status" className="text-ink-muted">
        Cargando la propuesta…
      </p>
    );
  if (campaign.isError)
    return campaign.error instanceof ApiError && campaign.error.status === 404 ? (
      <p role="alert" className="text-ink-muted">
        No encontramos esa campaña entre las tuyas.
      </p>
    ) : (
      <LoadFailed title="No hemos podido cargar la propuesta." onRetry={() => void campaign.refetch()} />
    );
  const { data } = campaign;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold">
          {data.what.brand}: {data.what.name}
        </h2>
        <SubstatusPill substatus={data.substatus} />
      </div>
      {data.proposal ? (
        <ProposalDecision
          campaign={data}
          proposal={data.proposal}
          onSuggest={onSuggest}
          onChanged={onChanged}
          onChat={openChat}
        />
      ) : (
        <p className="text-ink-muted">
          Aún estamos preparando la propuesta: te avisaremos por correo cuando esté lista.
        </p>
      )}
      {/* Once bought: the invoice, and the credit note if the purchase was cancelled. */}
      {inGroup('hired', data.substatus) ? <CampaignInvoices campaignId={data.id} headingLevel={3} /> : null}
      {chat ? <ChatSlideOver target={chat} onClose={() => setChat(null)} /> : null}
    </div>
  );
}

/**
 * `/campaigns/{id}/proposal` (issue 18): the page where the advertiser decides the purchase, which the
 * dashboard's cards link to. What the campaigns feature adds (the suggestion dialog) comes from its route.
 */
export function ProposalPage({
  onSuggest,
  onChanged,
}: {
  onSuggest?: ((id: string) => void) | undefined;
  onChanged?: (() => void) | undefined;
}) {
  const { id = '' } = useParams();
  return (
    <>
      <PageTitleBar title="Propuesta" back="/dashboard" />
      <div className="mx-auto w-full max-w-5xl px-4 pt-6 pb-10 sm:px-6">
        <ProposalView id={id} onSuggest={onSuggest ? () => onSuggest(id) : undefined} onChanged={onChanged} />
      </div>
    </>
  );
}
