import type { ReactNode } from 'react';
import {
  actionTitle,
  isHttpUrl,
  LISTEN_MILESTONES,
  MAKE_GOOD_LABEL,
  REMEDY_LABELS,
  spanishDay,
  underDeliveryMessage,
  DECLARED_LABEL,
  VERIFIED_LABEL,
  type ReportPodcast,
} from '@patrocina/domain';
import { PodcastCover } from '@/components/podcast-cover';
import { formatCount, formatWholeEuros } from '@/lib/format';
import { listensAt, shareOfEstimate } from '../../lib/report';
import { ActionPayments } from './action-payments';
import { AiringProofs } from './airing-proofs';
import { ActionColumnsHead, CELL, Missing, ScrollingTable } from './table';
import { VerifiedTable } from './verified-table';
import { ExternalLink, Fact } from '@/components/facts';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Fact label={label} valueClassName="text-xl font-bold tabular-nums">
      {children}
    </Fact>
  );
}

function ActionsTable({ podcast }: { podcast: ReportPodcast }) {
  return (
    <ScrollingTable caption={`Acciones de ${podcast.title}`}>
      <ActionColumnsHead dateLabel="Fecha prevista" />
      <tbody>
        {podcast.actions.map((action) => (
          <tr key={action.id} className="border-t border-line">
            <th scope="row" className={`${CELL} text-left font-semibold`}>
              {actionTitle(action.kind, action.position)}
              {action.makeGood ? <MakeGoodPill /> : null}
            </th>
            <td className={CELL}>{action.plannedOn ? spanishDay(action.plannedOn) : 'Por planificar'}</td>
            <td className={`${CELL} max-w-64 truncate`}>
              {action.episodeUrl && isHttpUrl(action.episodeUrl) ? (
                <ExternalLink href={action.episodeUrl} className="text-accent-700 underline">
                  {action.episodeTitle ?? 'Ver el episodio'}
                  <span className="sr-only"> (se abre en otra pestaña)</span>
                </ExternalLink>
              ) : (
                <span className="text-ink-muted">Sin publicar</span>
              )}
            </td>
            <td className={CELL}>{action.adStart ?? <Missing />}</td>
            {LISTEN_MILESTONES.map((milestone) => {
              const listens = listensAt(action, milestone);
              return (
                <td key={milestone} className={`${CELL} text-right`}>
                  {listens === null ? <Missing /> : formatCount(listens)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t-2 border-line">
          <th scope="row" colSpan={4} className={`${CELL} text-left font-semibold`}>
            Total del podcast
          </th>
          {LISTEN_MILESTONES.map((milestone) => (
            <td key={milestone} className={`${CELL} text-right font-semibold`}>
              {formatCount(podcast.milestones.find((entry) => entry.milestone === milestone)?.total ?? 0)}
            </td>
          ))}
        </tr>
      </tfoot>
    </ScrollingTable>
  );
}

function MakeGoodPill() {
  return (
    <span className="ml-2 inline-flex items-center rounded-pill bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900">
      {MAKE_GOOD_LABEL}
    </span>
  );
}

/** The actions that fell short of their estimate at 31 days, in words, and what the team did (docs/decisions/0025). */
function UnderDeliveryNotes({ podcast }: { podcast: ReportPodcast }) {
  const flagged = podcast.actions.filter((action) => action.underDelivery !== null);
  if (flagged.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label={`Acciones de ${podcast.title} por debajo de lo previsto`}>
      {flagged.map((action) => (
        <li key={action.id} className="rounded-control border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <span className="font-semibold">{actionTitle(action.kind, action.position)}:</span>{' '}
          {underDeliveryMessage(action.underDelivery!)}
          {action.remedy ? <span className="block text-amber-900">{REMEDY_LABELS[action.remedy.status]}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** One podcast of the report: what it costs, what it reached against its target, its clicks and its actions. */
export function PodcastReport({ podcast, campaignId }: { podcast: ReportPodcast; campaignId: string }) {
  const headingId = `report-podcast-${podcast.podcastId}`;
  const share = shareOfEstimate(podcast.reach, podcast.estimatedReach);
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-card border border-line bg-surface p-4 sm:p-6">
      <div className="flex items-center gap-3">
        <PodcastCover title={podcast.title} imageUrl={podcast.imageUrl} size="row" />
        <h3 id={headingId} className="min-w-0 text-lg font-semibold break-words">
          {podcast.title}
        </h3>
      </div>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Figure label="Coste">{formatWholeEuros(podcast.cost)}</Figure>
        <Figure label="Alcance">
          {formatCount(podcast.reach)}
          <span className="block text-sm font-normal text-ink-muted">
            de {formatCount(podcast.estimatedReach)} estimadas{share === null ? '' : ` (${share}\u00a0%)`}
          </span>
        </Figure>
        <Figure label="Objetivo a 30 días">{podcast.target ?? '—'}</Figure>
        <Figure label="Clics">{formatCount(podcast.clicks)}</Figure>
      </dl>
      {podcast.trackingUrl ? (
        <div className="text-sm">
          <p className="font-semibold">Enlace de seguimiento</p>
          {/* Shown as text, not a link: a click from here would count as one from the podcast's audience. */}
          <p className="mt-1 font-mono break-all text-ink-muted select-all">{podcast.trackingUrl}</p>
        </div>
      ) : null}
      {podcast.actions.length > 0 ? (
        <>
          <h4 className="font-semibold">
            {DECLARED_LABEL} <span className="font-normal text-ink-muted">por el podcaster</span>
          </h4>
          <ActionsTable podcast={podcast} />
          <UnderDeliveryNotes podcast={podcast} />
          <h4 className="font-semibold">
            {VERIFIED_LABEL} <span className="font-normal text-ink-muted">por el prefijo de analítica</span>
          </h4>
          <VerifiedTable
            caption={`${VERIFIED_LABEL} de ${podcast.title}`}
            rows={podcast.actions}
            withCosts
            totals={podcast.verified}
          />
        </>
      ) : (
        <p className="text-ink-muted">Este podcast aún no tiene acciones.</p>
      )}
      <AiringProofs podcast={podcast} />
      <ActionPayments campaignId={campaignId} podcast={podcast} />
    </section>
  );
}
