import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  CAMPAIGN_SUBSTATUSES,
  SUBSTATUS_TEXTS,
  type BackofficeCampaignSummary,
  type CampaignSubstatus,
} from '@patrocina/domain';
import { formatDate, formatWholeEuros } from '@/lib/format';
import { useQueue } from '../api/backoffice-campaigns';

function answersLabel(campaign: BackofficeCampaignSummary): string {
  const { answers } = campaign;
  if (!campaign.publishedAt)
    return answers.proposed === 0 ? 'Sin propuesta' : `Borrador con ${answers.proposed} podcasts`;
  // A lapsed offer is no answer: it is counted apart, so «5 de 5» never hides three that never answered.
  const answered = answers.proposed - answers.unanswered - answers.expired;
  const label = `${answered} de ${answers.proposed} han respondido`;
  if (answers.expired === 0) return label;
  return `${label} · ${answers.expired} no ${answers.expired === 1 ? 'respondió' : 'respondieron'} a tiempo`;
}

/** The team's queue (issue 6): campaigns waiting for a proposal first, every other one on request. */
export function QueuePanel() {
  const id = useId();
  const [substatus, setSubstatus] = useState<CampaignSubstatus | ''>('');
  const queue = useQueue(substatus);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          Campañas
        </h2>
        {/* On a phone the select takes the whole width under its label: its longest option would
            otherwise make it, and the page, wider than the screen. */}
        <label className="flex w-full flex-col gap-1 text-sm font-semibold sm:w-auto sm:flex-row sm:items-center sm:gap-2">
          Estado
          <select
            value={substatus}
            onChange={(event) => setSubstatus(event.target.value as CampaignSubstatus | '')}
            className="w-full min-w-0 rounded-control border border-line-strong bg-surface px-3 py-2 font-normal sm:w-auto"
          >
            <option value="">Todas (primero las que esperan propuesta)</option>
            {CAMPAIGN_SUBSTATUSES.map((value) => (
              <option key={value} value={value}>
                {SUBSTATUS_TEXTS[value].others}
              </option>
            ))}
          </select>
        </label>
      </div>
      {queue.isPending ? (
        <p role="status" className="text-ink-muted">
          Cargando la cola…
        </p>
      ) : queue.isError ? (
        <p role="alert" className="text-danger">
          No hemos podido cargar las campañas. Inténtalo más tarde.
        </p>
      ) : queue.data.campaigns.length === 0 ? (
        <p className="text-ink-muted">No hay campañas en este estado.</p>
      ) : (
        <ul aria-label="Cola de campañas" className="divide-y divide-line rounded-card border border-line bg-surface">
          {queue.data.campaigns.map((campaign) => (
            <li key={campaign.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
              {/* At least 16rem for the campaign: on a phone its status wraps under it instead of squeezing it. */}
              <div className="min-w-0 grow basis-64">
                <Link
                  to={`/backoffice/campaigns/${campaign.id}`}
                  className="font-semibold text-accent-800 underline-offset-2 hover:underline"
                >
                  {campaign.brand}: {campaign.name}
                </Link>
                <p className="text-sm text-ink-muted">
                  {campaign.owner.username} · {formatWholeEuros(campaign.budget)} · creada el{' '}
                  {formatDate(campaign.createdAt)} ·{' '}
                  {campaign.agent ? `gestiona ${campaign.agent.username}` : 'sin gestor'}
                </p>
              </div>
              <div className="text-sm sm:text-right">
                <p className="font-semibold">{SUBSTATUS_TEXTS[campaign.substatus].others}</p>
                <p className="text-ink-muted">
                  {answersLabel(campaign)}
                  {campaign.paused ? (campaign.unpauseRequestedAt ? ' · pide reanudar' : ' · pausada') : ''}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {queue.data?.truncated ? (
        <p className="text-sm text-ink-muted">Hay más campañas: filtra por estado para verlas.</p>
      ) : null}
    </section>
  );
}
