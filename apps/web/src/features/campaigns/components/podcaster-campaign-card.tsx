import { Link } from 'react-router';
import {
  isAnswerableStatus,
  PODCASTER_STATUS_TEXTS,
  type PodcasterCampaign,
  type ProposalPodcastStatus,
} from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { ChatMailButton, hasChat } from '@/components/chat/chat-mail-button';
import { HeadlineFact } from '@/components/facts';
import { PodcastCampaignCard } from '@/components/podcast-campaign-card';
import { formatCount, formatWholeEuros } from '@/lib/format';
import { PodcasterStatusPill } from '@/components/status-pills';
import { actionsLabel, datesLabel, whoAnswersLabel } from '@/lib/campaign-labels';
import { EyeIcon } from './eye-icon';

export function isAnswerable(row: PodcasterCampaign): boolean {
  return row.tab === 'CONFIGURING' && isAnswerableStatus(row.podcasterStatus);
}

/** Hired and running: dates, episodes and listens are given on `/campaigns/hired`. */
const RUNNING: readonly ProposalPodcastStatus[] = ['ACTION_DATES_PENDING', 'EXPIRED_ACTION', 'IN_PROGRESS'];

/** One proposal for one of the user's podcasts: the podcaster's side of the dashboard (SPEC §4 podcaster texts). */
export function PodcasterCampaignCard({
  row,
  onDetails,
  onAnswer,
  onChat,
}: {
  row: PodcasterCampaign;
  onDetails: (row: PodcasterCampaign) => void;
  onAnswer: (row: PodcasterCampaign) => void;
  /** Opens the chat about this podcast; only offered where the chat exists. */
  onChat?: (row: PodcasterCampaign) => void;
}) {
  const toAnswer = row.podcasterStatus === 'UNANSWERED' || row.proposalModified;
  const showsDetails = row.tab !== 'CONFIGURING';
  const headingId = `proposal-${row.id}-${row.podcast.id}`;
  return (
    <PodcastCampaignCard
      headingId={headingId}
      campaign={row}
      badges={
        <>
          <PodcasterStatusPill row={row} />
          {showsDetails ? (
            <button
              type="button"
              className={buttonClass('ghost', 'sm')}
              onClick={() => onDetails(row)}
              aria-label={`Ver los detalles de ${row.name}`}
              title="Ver detalles"
            >
              <EyeIcon />
            </button>
          ) : null}
          {onChat && hasChat(row) ? (
            <ChatMailButton label={`Abrir el chat de ${row.name}`} onClick={() => onChat(row)} />
          ) : null}
        </>
      }
    >
      <p className="mt-2 text-ink-muted">
        {row.proposalModified
          ? 'El equipo ha cambiado la propuesta después de tu respuesta: revísala y responde de nuevo.'
          : PODCASTER_STATUS_TEXTS[row.podcasterStatus].podcaster}
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <HeadlineFact label="Ganancia estimada">{formatWholeEuros(row.estimatedEarnings)}</HeadlineFact>
        <div>
          <dt className="text-ink-muted">Acciones</dt>
          <dd className="font-medium">{actionsLabel(row.counts)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Fechas</dt>
          <dd className="font-medium">{datesLabel(row)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Alcance a 30 días</dt>
          <dd className="font-medium">{formatCount(row.reach)} escuchas</dd>
        </div>
      </dl>
      {isAnswerable(row) && !row.canAnswer ? (
        // The podcast is managed: its owner reads the proposal, and its representative answers.
        <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-line pt-4">
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => onAnswer(row)}>
            Ver la propuesta
          </button>
          <p className="text-sm text-ink-muted">{whoAnswersLabel(row)}</p>
        </div>
      ) : isAnswerable(row) ? (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-line pt-4">
          <button
            type="button"
            className={buttonClass(toAnswer ? 'primary' : 'secondary', 'sm')}
            onClick={() => onAnswer(row)}
          >
            {toAnswer ? 'Revisar y responder' : 'Cambiar mi respuesta'}
          </button>
        </div>
      ) : RUNNING.includes(row.podcasterStatus) ? (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-line pt-4">
          <Link
            to="/campaigns/hired"
            className={buttonClass(row.podcasterStatus === 'IN_PROGRESS' ? 'secondary' : 'primary', 'sm')}
          >
            Ir a campañas contratadas
          </Link>
        </div>
      ) : null}
    </PodcastCampaignCard>
  );
}
