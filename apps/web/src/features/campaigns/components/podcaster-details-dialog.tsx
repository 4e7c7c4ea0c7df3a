import { useState, type ReactNode } from 'react';
import { COMMISSION_RATE, PODCASTER_STATUS_TEXTS, type PodcasterCampaign } from '@patrocina/domain';
import { ChatMailButton, hasChat } from '@/components/chat/chat-mail-button';
import { ChatSlideOver } from '@/components/chat/chat-slide-over';
import { ModalDialog } from '@/components/form';
import { formatCount, formatWholeEuros } from '@/lib/format';
import { actionsLabel, datesLabel } from '@/lib/campaign-labels';
import { PodcasterStatusPill } from '@/components/status-pills';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="font-semibold text-ink">{label}</dt>
      <dd className="text-ink-muted sm:col-span-2">{children}</dd>
    </div>
  );
}

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
          <Row label="Podcast">{row.podcast.title}</Row>
          <Row label="Marca">{row.brand}</Row>
          <Row label="Campaña">{row.name}</Row>
          <Row label="Web">
            <a
              href={row.url}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="break-all text-accent-700 underline"
            >
              {row.url}
            </a>
          </Row>
          <Row label="Briefing">
            <p className="whitespace-pre-line">
              {row.briefing || 'El anunciante adjuntó el briefing en un documento.'}
            </p>
          </Row>
          <Row label="Fechas">{datesLabel(row)}</Row>
          <Row label="Acciones">{actionsLabel(row.counts)}</Row>
          <Row label="Alcance a 30 días">{formatCount(row.reach)} escuchas</Row>
          <Row label="Ganancia estimada">
            {formatWholeEuros(row.estimatedEarnings)}{' '}
            <span className="text-sm">
              (ya descontada la comisión del {commission} %; cobrarás entre 90 y 120 días después de que termine la
              campaña)
            </span>
          </Row>
          {row.minEarnings !== null ? <Row label="Tu precio mínimo">{formatWholeEuros(row.minEarnings)}</Row> : null}
        </dl>
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
