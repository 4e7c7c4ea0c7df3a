import { useState } from 'react';
import {
  can,
  checkCommand,
  PICKABLE_STATUSES,
  stageOf,
  PODCASTER_STATUS_TEXTS,
  type Campaign,
  type CampaignProposal,
  type ProposalPodcast,
} from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { ChatMailButton, hasChat } from '@/components/chat/chat-mail-button';
import { ChatSlideOver, type ChatTarget } from '@/components/chat/chat-slide-over';
import { ModalDialog } from '@/components/form';
import { PodcastCover } from '@/components/podcast-cover';
import { formatCount, formatWholeEuros } from '@/lib/format';
import { useCampaign } from '@/lib/campaign-queries';
import { usePurchaseCampaign } from '../api/purchase-campaign';
import { runAndTell } from '@/lib/user-message';
import { actionsLabel } from '@/lib/campaign-labels';
import { SuggestionsSummary } from './suggestions-summary';

const pickable = (podcast: ProposalPodcast) => PICKABLE_STATUSES.includes(podcast.status);

function PodcastRow({
  podcast,
  checked,
  onToggle,
  canPick,
  onChat,
}: {
  podcast: ProposalPodcast;
  checked: boolean;
  onToggle: () => void;
  canPick: boolean;
  onChat?: (() => void) | undefined;
}) {
  const id = `pick-${podcast.podcastId}`;
  const available = canPick && pickable(podcast);
  return (
    <li className="flex items-start gap-3 py-3">
      {available ? (
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={onToggle}
          className="mt-3 size-5 shrink-0 accent-accent-700"
        />
      ) : (
        <span className="mt-3 size-5 shrink-0" aria-hidden="true" />
      )}
      <PodcastCover title={podcast.title} imageUrl={podcast.imageUrl} size="row" />
      <div className="min-w-0 flex-1">
        {available ? (
          <label htmlFor={id} className="font-semibold">
            {podcast.title}
          </label>
        ) : (
          <p className="font-semibold">{podcast.title}</p>
        )}
        <p className="text-sm text-ink-muted">
          {actionsLabel(podcast.counts)} · {formatCount(podcast.reach)} escuchas a 30 días
          {podcast.target ? ` · alcance estimado ${podcast.target}` : ''}
        </p>
        {podcast.reasons.length > 0 ? <p className="text-sm text-ink-muted">{podcast.reasons.join(' · ')}</p> : null}
        <p className="text-sm font-medium">{PODCASTER_STATUS_TEXTS[podcast.status].label}</p>
      </div>
      <p className="font-semibold tabular-nums">{formatWholeEuros(podcast.cost)}</p>
      {onChat ? <ChatMailButton label={`Abrir el chat con ${podcast.title}`} onClick={onChat} /> : null}
    </li>
  );
}

function ProposalBody({
  campaign,
  proposal,
  onClose,
  onSuggest,
  onChanged,
  onChat,
}: {
  campaign: Campaign;
  proposal: CampaignProposal;
  onClose: () => void;
  onSuggest: () => void;
  onChanged?: (() => void) | undefined;
  onChat: (podcast: ProposalPodcast) => void;
}) {
  // The proposal is published (this body shows only then), so each podcast has its thread where the chat exists.
  const chats = hasChat(campaign);
  // Only the owner buys, and not while the campaign is paused.
  const canPick = campaign.role === 'owner' && checkCommand('purchase', campaign) === null;
  const [picked, setPicked] = useState<ReadonlySet<string>>(
    () => new Set(proposal.podcasts.filter(pickable).map((podcast) => podcast.podcastId)),
  );
  const [confirming, setConfirming] = useState(false);
  const purchase = usePurchaseCampaign(onChanged);
  const total = proposal.podcasts
    .filter((podcast) => picked.has(podcast.podcastId))
    .reduce((sum, podcast) => sum + podcast.cost, 0);

  function toggle(id: string) {
    setPicked((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  async function confirm() {
    const done = await runAndTell(
      () => purchase.mutateAsync({ id: campaign.id, podcastIds: [...picked] }),
      '¡Propuesta confirmada! Te hemos enviado la orden de pago por correo.',
    );
    if (done) onClose();
    else setConfirming(false);
  }

  return (
    <div className="space-y-4">
      <p className="text-ink-muted">
        {canPick
          ? 'Elige los podcasts que quieres entre los que han aceptado y confirma: te enviaremos la orden de pago.'
          : stageOf(campaign.substatus) === 'PROPOSED' && !can('purchase', campaign.substatus)
            ? 'Los podcasters aún están respondiendo. Podrás elegir cuando respondan.'
            : 'Así quedó la propuesta.'}
      </p>
      <ul aria-label="Podcasts de la propuesta" className="divide-y divide-line">
        {proposal.podcasts.map((podcast) => (
          <PodcastRow
            key={podcast.podcastId}
            podcast={podcast}
            checked={picked.has(podcast.podcastId)}
            onToggle={() => toggle(podcast.podcastId)}
            canPick={canPick}
            onChat={chats ? () => onChat(podcast) : undefined}
          />
        ))}
      </ul>
      <SuggestionsSummary campaignId={campaign.id} />
      {proposal.preroll ? (
        <p className="text-sm text-ink-muted">
          Pre-roll: {proposal.preroll.title} ({formatCount(proposal.preroll.quantity)})
        </p>
      ) : null}
      <p className="flex justify-between border-t border-line pt-3 text-lg font-semibold">
        <span>{canPick ? 'Total de lo elegido' : 'Total'}</span>
        <span>
          {formatWholeEuros(canPick ? total : proposal.total)}{' '}
          <span className="text-sm font-normal text-ink-muted">impuestos no incluidos</span>
        </span>
      </p>
      {canPick ? (
        confirming ? (
          <div
            role="group"
            aria-labelledby="confirm-purchase"
            className="rounded-control border border-accent-300 bg-accent-50 p-4"
          >
            <p id="confirm-purchase" className="font-semibold">
              ¿Confirmas {picked.size} {picked.size === 1 ? 'podcast' : 'podcasts'} por {formatWholeEuros(total)}?
            </p>
            <p className="mt-1 text-sm text-ink-muted">
              Los que no elijas quedarán fuera de la campaña. Después ya no podrás cambiar la elección.
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonClass('primary', 'sm')}
                onClick={() => void confirm()}
                disabled={purchase.isPending}
              >
                {purchase.isPending ? 'Confirmando…' : 'Sí, confirmar'}
              </button>
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setConfirming(false)}>
                Volver
              </button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row-reverse">
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={picked.size === 0}
              onClick={() => setConfirming(true)}
            >
              Confirmar propuesta
            </button>
            <button type="button" className={buttonClass('secondary')} onClick={onSuggest}>
              Sugerir un cambio
            </button>
          </div>
        )
      ) : null}
      {canPick && picked.size === 0 ? (
        <p className="text-sm text-ink-muted">Elige al menos un podcast para confirmar.</p>
      ) : null}
    </div>
  );
}

/** SPEC §2 campaign proposal modal: the podcasts proposed, their answers, prices and the total; pick and confirm. */
export function ProposalDialog({
  id,
  title,
  onClose,
  onSuggest,
  onChanged,
}: {
  id: string;
  title: string;
  onClose: () => void;
  onSuggest: () => void;
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
  return (
    <ModalDialog title={title} onClose={onClose}>
      {campaign.isPending ? (
        <p role="status" className="text-ink-muted">
          Cargando la propuesta…
        </p>
      ) : campaign.isError ? (
        <p role="alert" className="text-danger">
          No hemos podido cargar la propuesta. Inténtalo más tarde.
        </p>
      ) : campaign.data.proposal ? (
        <ProposalBody
          campaign={campaign.data}
          proposal={campaign.data.proposal}
          onClose={onClose}
          onSuggest={onSuggest}
          onChanged={onChanged}
          onChat={openChat}
        />
      ) : (
        <p className="text-ink-muted">
          Aún estamos preparando la propuesta: te avisaremos por correo cuando esté lista.
        </p>
      )}
      {chat ? <ChatSlideOver target={chat} onClose={() => setChat(null)} /> : null}
    </ModalDialog>
  );
}
