import {
  PODCASTER_STATUS_TEXTS,
  PROPOSAL_ACTION_LABELS,
  PROPOSAL_ACTIONS,
  PROPOSAL_MODIFIED_LABEL,
  type DraftPodcast,
  type ProposalAction,
} from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { PodcastCover } from '@/components/podcast-cover';
import { formatCount, formatEuros, formatWholeEuros } from '@/lib/format';
import { costCentsOf, isBelowMinimum, type Row } from '../lib/draft-rows';

function Answer({ podcast }: { podcast: DraftPodcast }) {
  return (
    <p className="text-sm">
      <span className="font-semibold">
        {podcast.proposalModified ? PROPOSAL_MODIFIED_LABEL : PODCASTER_STATUS_TEXTS[podcast.status].label}
      </span>
      {podcast.minEarnings !== null ? ` · mínimo ${formatWholeEuros(podcast.minEarnings)}` : ''}
      {podcast.delegated ? ' · deja la negociación al equipo' : ''}
      {podcast.contactPhone ? ` · llamar al ${podcast.contactPhonePrefix ?? ''} ${podcast.contactPhone}` : ''}
      {podcast.comment ? ` · «${podcast.comment}»` : ''}
    </p>
  );
}

const inputClass = 'w-full rounded-control border border-line-strong bg-surface px-2 py-1.5';

/** The line under a kind's inputs: the shared schema's complaint once saving failed, else the podcast's minimum. */
function hintOf(row: Row, action: ProposalAction, error: string | undefined): string {
  if (error) return error;
  const minimum = row.minimumCents[action];
  if (minimum === null) return 'No la ofrece';
  return isBelowMinimum(row, action)
    ? `Por debajo del mínimo (${formatEuros(minimum)})`
    : `mín. ${formatEuros(minimum)}`;
}

/**
 * One podcast of the draft: what the team knows of it, and a count and a rate per kind of action.
 * `errorAt` gives the shared schema's message at a path of this podcast ("counts.mentions").
 */
export function DraftPodcastRow({
  row,
  idPrefix,
  editable,
  published,
  errorAt,
  onChange,
  onRemove,
}: {
  row: Row;
  idPrefix: string;
  editable: boolean;
  published: boolean;
  errorAt: (path: string) => string | undefined;
  onChange: (kind: 'counts' | 'rates', action: ProposalAction, value: string) => void;
  onRemove: () => void;
}) {
  const rowError = errorAt('counts');
  const { podcast } = row;
  // One layout for every card, whether the engine chose the podcast, the team added it by hand, or it is saved.
  return (
    <li aria-label={row.title} className="rounded-card border border-line bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <PodcastCover title={row.title} imageUrl={podcast.imageUrl} size="row" />
          <div className="min-w-0">
            <p className="font-semibold">{row.title}</p>
            <p className="text-sm text-ink-muted">
              {formatCount(podcast.reach)} escuchas a 30 días{podcast.target ? ` · ${podcast.target}` : ''}
              {podcast.managed ? ' · con representante' : ''}
              {podcast.sheetComplete ? '' : ' · hoja incompleta'}
            </p>
            <p className="text-sm">
              {podcast.reasons.length > 0 ? podcast.reasons.join(' · ') : 'Añadido a mano por el equipo'}
            </p>
            {row.saved && published ? <Answer podcast={row.saved} /> : null}
          </div>
        </div>
        <div className="flex items-center gap-3">
          <p className="font-semibold tabular-nums">{formatEuros(costCentsOf(row))}</p>
          {editable ? (
            <button type="button" className={buttonClass('ghost', 'sm')} onClick={onRemove}>
              Quitar <span className="sr-only">{row.title}</span>
            </button>
          ) : null}
        </div>
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-5">
        {PROPOSAL_ACTIONS.map((action) => {
          const countError = errorAt(`counts.${action}`);
          const rateError = errorAt(`advertiserRates.${action}`);
          const rateInvalid = isBelowMinimum(row, action) || rateError !== undefined;
          const hintId = `${idPrefix}-${row.podcastId}-${action}-hint`;
          return (
            <fieldset key={action} className="min-w-0">
              <legend className="text-sm font-semibold first-letter:uppercase">
                {PROPOSAL_ACTION_LABELS[action].many}
              </legend>
              <div className="mt-1 flex gap-1">
                <label className="min-w-0 flex-1">
                  <span className="sr-only">
                    Número de {PROPOSAL_ACTION_LABELS[action].many} de {row.title}
                  </span>
                  <input
                    inputMode="numeric"
                    value={row.counts[action]}
                    disabled={!editable}
                    onChange={(event) => onChange('counts', action, event.target.value)}
                    aria-invalid={countError !== undefined || undefined}
                    aria-describedby={countError ? hintId : undefined}
                    placeholder="0"
                    className={inputClass}
                  />
                </label>
                <label className="min-w-0 flex-1">
                  <span className="sr-only">
                    Tarifa por {PROPOSAL_ACTION_LABELS[action].one} de {row.title} (€)
                  </span>
                  <input
                    inputMode="numeric"
                    value={row.rates[action].text}
                    disabled={!editable}
                    onChange={(event) => onChange('rates', action, event.target.value)}
                    aria-invalid={rateInvalid || undefined}
                    aria-describedby={hintId}
                    placeholder="€"
                    className={inputClass}
                  />
                </label>
              </div>
              <p
                id={hintId}
                className={`mt-0.5 text-xs ${rateInvalid || countError ? 'font-medium text-danger' : 'text-ink-muted'}`}
              >
                {hintOf(row, action, countError ?? rateError)}
              </p>
            </fieldset>
          );
        })}
      </div>
      {rowError ? <p className="mt-2 text-sm font-medium text-danger">{rowError}</p> : null}
    </li>
  );
}
