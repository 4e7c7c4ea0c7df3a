import {
  ACTION_MESSAGES,
  HIRED_NEXT_STEP_TEXTS,
  isFinished,
  isHostRead,
  NOT_MEASURED_LABEL,
  OWN_LISTENS_NOTE,
  VERIFIED_LABEL,
  type HiredCampaign,
} from '@patrocina/domain';
import { useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/button';
import { CreativePackSection } from '@/components/creative-pack';
import { ChatMailButton, hasChat } from '@/components/chat/chat-mail-button';
import { HeadlineFact } from '@/components/facts';
import { PodcastCampaignCard } from '@/components/podcast-campaign-card';
import { formatWholeEuros } from '@/lib/format';
import { toast } from '@/lib/toast';
import { periodLabel } from '@/lib/campaign-labels';
import { PAUSED_TONE, PodcasterStatusBadge, Pill } from '@/components/status-pills';
import { useMediaQuery } from '@/lib/use-media-query';
import { ActionCards } from './hired-action-cards';
import { ActionsTable } from './hired-actions-table';
import type { HiredCardHandlers } from './use-hired-action';
import { MakeGoodOffers } from './make-good-offers';
import { ReadSection } from './read-section';
import { VerifiedTable } from './report/verified-table';

/**
 * What the measurement prefix counted for the aired actions (issue 21), apart from what the podcaster
 * declares; once something aired and nothing is measured, how to start.
 */
function VerifiedSection({ campaign, headingId }: { campaign: HiredCampaign; headingId: string }) {
  const aired = campaign.actions.filter((action) => action.recordedAt !== null);
  if (aired.length === 0) return null;
  const measured = aired.some((action) => action.verified !== null);
  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h4 id={headingId} className="font-semibold">
        {VERIFIED_LABEL}
      </h4>
      {measured ? (
        <div className="mt-3">
          <VerifiedTable caption={`${VERIFIED_LABEL} de ${campaign.podcast.title} en ${campaign.name}`} rows={aired} />
        </div>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">
          {NOT_MEASURED_LABEL}: pon el prefijo de analítica de tu podcast en tu plataforma de alojamiento (lo tienes en
          Mis podcasts) y contaremos las descargas de cada episodio nuevo.
        </p>
      )}
    </section>
  );
}

function capitalized(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

function TrackingLink({ url }: { url: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Enlace copiado');
    } catch {
      toast.error('No hemos podido copiarlo: selecciónalo y cópialo a mano.');
    }
  }
  return (
    <div className="mt-4 rounded-control bg-surface-muted p-4">
      <p className="text-sm font-semibold">Enlace de seguimiento</p>
      <p className="mt-1 text-sm break-all">{url}</p>
      <p className="mt-1 text-sm text-ink-muted">
        Pégalo en las notas del episodio: así el anunciante ve las visitas que llegan desde tu podcast.
      </p>
      <button type="button" className={`${buttonClass('secondary', 'sm')} mt-3`} onClick={() => void copy()}>
        Copiar enlace
      </button>
    </div>
  );
}

/** The campaign's creative pack, folded: read only once opened, so a long list asks for none up front. */
function PackDisclosure({ campaignId, podcastId }: { campaignId: string; podcastId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="mt-4 rounded-control border border-line p-4"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer font-semibold">Ver el material de la campaña</summary>
      {open ? (
        <div className="mt-3">
          <CreativePackSection source={{ campaignId, podcastId }} headingLevel={4} />
        </div>
      ) : null}
    </details>
  );
}

/** Tailwind's md breakpoint. */
export const WIDE_ENOUGH_FOR_TABLE = '(min-width: 48rem)';

/** One hired podcast of one campaign on `/campaigns/hired`: where it stands, what it needs now, and its actions. */
export function HiredCampaignCard({
  campaign,
  today,
  handlers,
  paymentStatus,
}: {
  campaign: HiredCampaign;
  today: string;
  handlers: HiredCardHandlers;
  /** Where this podcast's money stands (the earnings feature's, passed in by the route). */
  paymentStatus?: ReactNode;
}) {
  const headingId = `hired-${campaign.campaignId}-${campaign.podcast.id}`;
  const finished = isFinished(campaign.substatus);
  // The server refuses these anyway; the buttons are hidden so nobody fills a form that cannot be saved.
  // Planning and recording wait while the campaign is paused; listens of what already aired do not (the server agrees).
  const canWork = campaign.canAct && !campaign.paused && !finished;
  const unrecorded = campaign.actions.filter((action) => action.recordedAt === null);
  const canPlan = canWork && campaign.range !== null && unrecorded.length > 0;
  const hasFigures = campaign.actions.some((action) => action.listens.some((report) => report.figures !== null));
  // The table from md up; below, its eight columns would push the listens out of sight.
  const wide = useMediaQuery(WIDE_ENOUGH_FOR_TABLE, true);
  return (
    <PodcastCampaignCard
      headingId={headingId}
      campaign={campaign}
      badges={
        <>
          <PodcasterStatusBadge status={campaign.podcasterStatus} />
          {campaign.paused ? <Pill tone={PAUSED_TONE}>Pausada</Pill> : null}
          {handlers.onChat && hasChat(campaign) ? (
            <ChatMailButton label={`Abrir el chat de ${campaign.name}`} onClick={() => handlers.onChat?.(campaign)} />
          ) : null}
        </>
      }
    >
      <p className="mt-2 font-medium">{HIRED_NEXT_STEP_TEXTS[campaign.nextStep]}</p>
      {!campaign.canAct ? (
        <p className="mt-2 rounded-control border border-line bg-surface-muted p-3 text-sm">
          {ACTION_MESSAGES.managedByRepresentative}
        </p>
      ) : campaign.paused ? (
        <p className="mt-2 rounded-control border border-line bg-surface-muted p-3 text-sm">{ACTION_MESSAGES.paused}</p>
      ) : campaign.range === null && !finished ? (
        <p className="mt-2 rounded-control border border-line bg-surface-muted p-3 text-sm">
          {ACTION_MESSAGES.notPaid}
        </p>
      ) : null}

      <MakeGoodOffers campaign={campaign} />

      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <HeadlineFact label="Ganancia estimada">{formatWholeEuros(campaign.earnings.estimated)}</HeadlineFact>
        <div>
          <dt className="text-ink-muted">Ganancia confirmada</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatWholeEuros(campaign.earnings.confirmed)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Fechas de la campaña</dt>
          <dd className="font-medium">{campaign.range ? capitalized(periodLabel(campaign.range)) : 'Por confirmar'}</dd>
        </div>
      </dl>
      {paymentStatus ? <div className="mt-4">{paymentStatus}</div> : null}

      {campaign.trackingUrl ? <TrackingLink url={campaign.trackingUrl} /> : null}
      <PackDisclosure campaignId={campaign.campaignId} podcastId={campaign.podcast.id} />
      {campaign.actions.some((action) => isHostRead(action.kind)) ? (
        <ReadSection campaignId={campaign.campaignId} podcastId={campaign.podcast.id} />
      ) : null}

      <section aria-labelledby={`${headingId}-actions`} className="mt-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h4 id={`${headingId}-actions`} className="font-semibold">
            Acciones
          </h4>
          {canPlan ? (
            <button
              type="button"
              className={buttonClass(campaign.nextStep === 'PLAN_DATES' ? 'primary' : 'secondary', 'sm')}
              onClick={() => handlers.onPlan(campaign)}
            >
              {unrecorded.some((action) => action.plannedOn === null) ? 'Planificar fechas' : 'Cambiar fechas'}
            </button>
          ) : null}
        </div>
        <div className="mt-3">
          {wide ? (
            <ActionsTable campaign={campaign} today={today} canWork={canWork} handlers={handlers} />
          ) : (
            <ActionCards campaign={campaign} today={today} canWork={canWork} handlers={handlers} />
          )}
        </div>
        {hasFigures ? <p className="mt-3 text-sm text-ink-muted">{OWN_LISTENS_NOTE}</p> : null}
      </section>
      <VerifiedSection campaign={campaign} headingId={`${headingId}-verified`} />
    </PodcastCampaignCard>
  );
}
