import { useState } from 'react';
import { Link } from 'react-router';
import {
  AGE_BUCKET_LABELS,
  AUDIENCE_FLAG_LABELS,
  BRANDING_ACTION_LABELS,
  CAMPAIGN_GENDER_LABELS,
  COUNTRY_LABELS,
  COVERAGE_ACTION_LABELS,
  inGroup,
  PODCAST_TYPE_LABELS,
  SPANISH_PROVINCES,
  PODCASTER_STATUS_TEXTS,
  SUBSTATUS_TEXTS,
  type Campaign,
  type CampaignProposal,
  type ProposalPodcast,
} from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { ChatMailButton, hasChat } from '@/components/chat/chat-mail-button';
import { ChatSlideOver, type ChatTarget } from '@/components/chat/chat-slide-over';
import { PodcastCover } from '@/components/podcast-cover';
import { ModalDialog } from '@/components/form';
import { formatCount, formatWholeEuros } from '@/lib/format';
import { useCampaign } from '@/lib/campaign-queries';
import { actionsLabel, datesLabel } from '@/lib/campaign-labels';
import { SubstatusPill } from '@/components/status-pills';
import { ExternalLink, FactRow } from '@/components/facts';

function listOr(values: readonly string[], none: string): string {
  return values.length > 0 ? values.join(', ') : none;
}

/** The proposal's podcasts: once the advertiser has chosen, only the ones they picked. */
function ProposalPodcasts({
  proposal,
  onChat,
}: {
  proposal: CampaignProposal;
  onChat?: ((podcast: ProposalPodcast) => void) | undefined;
}) {
  const chosen = proposal.podcasts.some((podcast) => podcast.picked);
  const podcasts = chosen ? proposal.podcasts.filter((podcast) => podcast.picked) : proposal.podcasts;
  return (
    <section aria-labelledby="details-podcasts">
      <h3 id="details-podcasts" className="text-lg font-semibold">
        {chosen ? 'Podcasts elegidos' : 'Podcasts propuestos'}
      </h3>
      <ul className="mt-2 divide-y divide-line">
        {podcasts.map((podcast) => (
          <li key={podcast.podcastId} className="flex items-start gap-3 py-3">
            <PodcastCover title={podcast.title} imageUrl={podcast.imageUrl} size="thumb" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{podcast.title}</p>
              <p className="text-sm text-ink-muted">
                {actionsLabel(podcast.counts)} · {formatCount(podcast.reach)} escuchas a 30 días
                {chosen ? null : ` · ${PODCASTER_STATUS_TEXTS[podcast.status].label}`}
              </p>
            </div>
            <p className="font-semibold tabular-nums">{formatWholeEuros(podcast.cost)}</p>
            {onChat ? (
              <ChatMailButton label={`Abrir el chat con ${podcast.title}`} onClick={() => onChat(podcast)} />
            ) : null}
          </li>
        ))}
      </ul>
      {proposal.preroll ? (
        <p className="mt-2 text-sm text-ink-muted">
          Pre-roll: {proposal.preroll.title} ({proposal.preroll.quantity})
        </p>
      ) : null}
      <p className="mt-2 flex justify-between border-t border-line pt-3 font-semibold">
        <span>Total</span>
        <span>
          {formatWholeEuros(proposal.total)}{' '}
          <span className="text-sm font-normal text-ink-muted">(impuestos no incluidos)</span>
        </span>
      </p>
    </section>
  );
}

function Brief({ campaign, onChat }: { campaign: Campaign; onChat: (podcast: ProposalPodcast) => void }) {
  const { what, whom, how } = campaign;
  const provinces = SPANISH_PROVINCES as Record<string, string>;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        <SubstatusPill substatus={campaign.substatus} />
        <p className="text-sm text-ink-muted">{SUBSTATUS_TEXTS[campaign.substatus].advertiser}</p>
      </div>
      {/* Once every action has a date, the campaign's figures live on the report page. */}
      {inGroup('started', campaign.substatus) ? (
        <Link to={`/campaigns/${campaign.id}/report`} className={buttonClass('primary', 'sm')}>
          Ver el informe
        </Link>
      ) : null}
      {campaign.proposal ? (
        <ProposalPodcasts proposal={campaign.proposal} onChat={hasChat(campaign) ? onChat : undefined} />
      ) : null}
      <section aria-labelledby="details-what">
        <h3 id="details-what" className="text-lg font-semibold">
          Qué anunciar
        </h3>
        <dl className="divide-y divide-line">
          <FactRow label="Marca">{what.brand}</FactRow>
          <FactRow label="Campaña o producto">{what.name}</FactRow>
          <FactRow label="Web">
            <ExternalLink href={what.url} className="break-all text-accent-700 underline" nofollow>
              {what.url}
            </ExternalLink>
          </FactRow>
          <FactRow label="Briefing">
            {/* Read-only: once the campaign runs, the brief is what the podcasters were told. */}
            <p className="whitespace-pre-line">
              {what.briefing || 'Sin texto: el briefing va en el documento adjunto.'}
            </p>
            {what.briefingFileId ? <p className="mt-1">Con un documento adjunto.</p> : null}
          </FactRow>
        </dl>
      </section>
      <section aria-labelledby="details-whom">
        <h3 id="details-whom" className="text-lg font-semibold">
          A quién llegar
        </h3>
        <dl className="divide-y divide-line">
          <FactRow label="Audiencia">
            {listOr(
              whom.audiences.map((flag) => AUDIENCE_FLAG_LABELS[flag]),
              'Generalista',
            )}
          </FactRow>
          <FactRow label="Palabras clave">{listOr(whom.tags, 'Ninguna')}</FactRow>
          <FactRow label="País">{(COUNTRY_LABELS as Record<string, string>)[whom.country] ?? whom.country}</FactRow>
          {whom.country === 'ES' ? (
            <FactRow label="Provincias">
              {listOr(
                whom.provinces.map((code) => provinces[code] ?? code),
                'Toda España',
              )}
            </FactRow>
          ) : null}
          <FactRow label="Género">{CAMPAIGN_GENDER_LABELS[whom.gender]}</FactRow>
          <FactRow label="Edad">
            {listOr(
              whom.ages.map((age) => AGE_BUCKET_LABELS[age]),
              'Todas las edades',
            )}
          </FactRow>
        </dl>
      </section>
      <section aria-labelledby="details-how">
        <h3 id="details-how" className="text-lg font-semibold">
          Cómo
        </h3>
        <dl className="divide-y divide-line">
          <FactRow label="Cuña">{COVERAGE_ACTION_LABELS[how.coverageAction]}</FactRow>
          <FactRow label="Acciones de branding">
            {listOr(
              how.brandingActions.map((action) => BRANDING_ACTION_LABELS[action]),
              'La mejor combinación para el presupuesto',
            )}
          </FactRow>
          <FactRow label="Podcasts">{PODCAST_TYPE_LABELS[how.podcastType]}</FactRow>
          <FactRow label="Presupuesto">
            {formatWholeEuros(how.budget)} <span className="text-sm">(impuestos no incluidos)</span>
          </FactRow>
          <FactRow label="Fechas">{datesLabel(how)}</FactRow>
          <FactRow label="Cuña de audio">{how.spotFileId ? 'Adjunta' : 'Sin cuña'}</FactRow>
          {how.prerollText ? <FactRow label="Texto del pre-roll">{how.prerollText}</FactRow> : null}
          <FactRow label="Lectura del anuncio">
            {how.noReadApproval ? 'Sin aprobación previa' : 'La apruebas antes de que se emita'}
          </FactRow>
          {how.bannerFileId ? (
            <FactRow label="Banner">
              <img
                src={`/api/v1/public/images/${how.bannerFileId}?w=320`}
                alt={`Banner de ${what.brand}`}
                width={225}
                height={183}
                className="rounded-control border border-line"
              />
              {how.bannerUrl ? <p className="mt-1 break-all">Enlaza a {how.bannerUrl}</p> : null}
            </FactRow>
          ) : null}
        </dl>
      </section>
    </div>
  );
}

/** SPEC §2: the advertiser's extended details modal, the brief read-only, for a campaign in progress or finished. */
export function CampaignDetailsDialog({ id, title, onClose }: { id: string; title: string; onClose: () => void }) {
  const campaign = useCampaign(id);
  const [chat, setChat] = useState<ChatTarget | null>(null);
  return (
    <ModalDialog title={title} onClose={onClose}>
      {campaign.isPending ? (
        <p role="status" className="text-ink-muted">
          Cargando la campaña…
        </p>
      ) : campaign.isError ? (
        <p role="alert" className="text-danger">
          No hemos podido cargar la campaña. Inténtalo más tarde.
        </p>
      ) : (
        <Brief
          campaign={campaign.data}
          onChat={(podcast) =>
            setChat({
              campaignId: campaign.data.id,
              podcastId: podcast.podcastId,
              brand: campaign.data.what.brand,
              campaignName: campaign.data.what.name,
            })
          }
        />
      )}
      {chat ? <ChatSlideOver target={chat} onClose={() => setChat(null)} /> : null}
    </ModalDialog>
  );
}
