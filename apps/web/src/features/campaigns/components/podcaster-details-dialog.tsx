import { useState } from 'react';
import { COMMISSION_RATE, PODCASTER_STATUS_TEXTS, type PodcasterCampaign } from '@patrocina/domain';
import { ChatMailButton, hasChat } from '@/components/chat/chat-mail-button';
import { ChatSlideOver } from '@/components/chat/chat-slide-over';
import { ModalDialog } from '@/components/form';
import { formatCount, formatWholeEuros } from '@/lib/format';
import { actionsLabel, datesLabel } from '@/lib/campaign-labels';
import { PodcasterStatusPill } from '@/components/status-pills';
import { FactRow } from '@/components/facts';
import { CreativePackSection } from '@/components/creative-pack';

/**
 * SPEC §2 and §3: the podcaster's version of the details modal, the podcaster-side proposal view.
 * Only what concerns their podcast: never the advertiser's budget or other podcasts.
 */
export function PodcasterDetailsDialog({ row, onClose }: { row: PodcasterCampaign; onClose: () => void }) {
  const commission = Math.round(COMMISSION_RATE * 100);
  const [chatOpen, setChatOpen] = useState(false);
  return (
    <ModalDialog title={`${row.brand}: ${row.name}`} onClose={onClose}>
      <div className="space-y-5">
        <div className="flex flex-wrap items-center gap-2">
          <PodcasterStatusPill row={row} />
          {hasChat(row) ? (
            <ChatMailButton label={`Abrir el chat con ${row.podcast.title}`} onClick={() => setChatOpen(true)} />
          ) : null}
        </div>
        <p className="text-ink-muted">{PODCASTER_STATUS_TEXTS[row.podcasterStatus].podcaster}</p>
        <dl className="divide-y divide-line">
          <FactRow label="Podcast">{row.podcast.title}</FactRow>
          <FactRow label="Marca">{row.brand}</FactRow>
          <FactRow label="Campaña">{row.name}</FactRow>
          <FactRow label="Fechas">{datesLabel(row)}</FactRow>
          <FactRow label="Acciones">{actionsLabel(row.counts)}</FactRow>
          <FactRow label="Alcance a 30 días">{formatCount(row.reach)} escuchas</FactRow>
          <FactRow label="Ganancia estimada">
            {formatWholeEuros(row.estimatedEarnings)}{' '}
            <span className="text-sm">
              (ya descontada la comisión del {commission} %; cobras cada semana las acciones emitidas, una vez pasado el
              plazo de revisión del anunciante)
            </span>
          </FactRow>
          {row.minEarnings !== null ? (
            <FactRow label="Tu precio mínimo">{formatWholeEuros(row.minEarnings)}</FactRow>
          ) : null}
        </dl>
        <CreativePackSection source={{ campaignId: row.id, podcastId: row.podcast.id }} />
      </div>
      {chatOpen ? (
        <ChatSlideOver
          target={{ campaignId: row.id, podcastId: row.podcast.id, brand: row.brand, campaignName: row.name }}
          onClose={() => setChatOpen(false)}
        />
      ) : null}
    </ModalDialog>
  );
}
