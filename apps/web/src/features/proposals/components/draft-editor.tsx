import { useId, useState } from 'react';
import {
  PODCASTER_STATUS_TEXTS,
  PROPOSAL_ACTION_LABELS,
  PROPOSAL_ACTIONS,
  PROPOSAL_MODIFIED_LABEL,
  type BackofficeCampaign,
  type DraftPodcast,
  type ProposalAction,
} from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatCount, formatEuros } from '@/lib/format';
import { toast } from '@/lib/toast';
import { DraftPodcastSearch } from './draft-podcast-search';
import { DraftTotals } from './draft-totals';
import { costOf, emptyRow, rowOf, toNumber, toText, type Row } from '../lib/draft-rows';
import { usePublish, useRunEngine, useSaveDraft } from '../api/backoffice-proposal';
import { userMessageOf } from '@/lib/user-message';

function Answer({ podcast }: { podcast: DraftPodcast }) {
  return (
    <p className="text-sm">
      <span className="font-semibold">
        {podcast.proposalModified ? PROPOSAL_MODIFIED_LABEL : PODCASTER_STATUS_TEXTS[podcast.status].label}
      </span>
      {podcast.minEarnings !== null ? ` · mínimo ${formatEuros(podcast.minEarnings * 100)}` : ''}
      {podcast.delegated ? ' · deja la negociación al equipo' : ''}
      {podcast.contactPhone ? ` · llamar al ${podcast.contactPhonePrefix ?? ''} ${podcast.contactPhone}` : ''}
      {podcast.comment ? ` · «${podcast.comment}»` : ''}
    </p>
  );
}

/** The proposal draft (issue 6): podcasts, counts and rates per kind of action, live totals; save and publish. */
export function DraftEditor({ data, editable }: { data: BackofficeCampaign; editable: boolean }) {
  const id = useId();
  const { campaign, draft } = data;
  const [rows, setRows] = useState<Row[]>(() => draft.podcasts.map(rowOf));
  const [preroll, setPreroll] = useState({
    on: draft.preroll !== null,
    title: draft.preroll?.title ?? '',
    quantity: toText(draft.preroll?.quantity ?? null),
  });
  const save = useSaveDraft(campaign.id);
  const publish = usePublish(campaign.id);
  const runEngine = useRunEngine(campaign.id);
  const [confirmPublish, setConfirmPublish] = useState(false);
  const [confirmRun, setConfirmRun] = useState(false);
  const published = data.publishedAt !== null;
  const dirty =
    JSON.stringify(rows.map(({ saved: _saved, ...row }) => row)) !==
      JSON.stringify(draft.podcasts.map(rowOf).map(({ saved: _saved, ...row }) => row)) ||
    preroll.on !== (draft.preroll !== null) ||
    (preroll.on &&
      (preroll.title !== (draft.preroll?.title ?? '') || preroll.quantity !== toText(draft.preroll?.quantity ?? null)));

  const total = rows.reduce((sum, row) => sum + costOf(row), 0);

  function change(podcastId: string, kind: 'counts' | 'rates', action: ProposalAction, value: string) {
    setRows((previous) =>
      previous.map((row) =>
        row.podcastId === podcastId ? { ...row, [kind]: { ...row[kind], [action]: value } } : row,
      ),
    );
  }

  async function onSave() {
    try {
      await save.mutateAsync({
        podcasts: rows.map((row) => ({
          podcastId: row.podcastId,
          counts: Object.fromEntries(
            PROPOSAL_ACTIONS.map((action) => [action, toNumber(row.counts[action])]),
          ) as Record<ProposalAction, number>,
          advertiserRates: Object.fromEntries(
            PROPOSAL_ACTIONS.map((action) => [
              action,
              toNumber(row.counts[action]) > 0 || row.rates[action].trim() !== ''
                ? toNumber(row.rates[action]) || null
                : null,
            ]),
          ) as Record<ProposalAction, number | null>,
        })),
        preroll: preroll.on ? { title: preroll.title, quantity: toNumber(preroll.quantity) } : null,
      });
      toast.success(
        published ? 'Propuesta guardada. Los podcasters con cambios la revisarán de nuevo.' : 'Borrador guardado',
      );
    } catch (error) {
      toast.error(userMessageOf(error));
    }
  }

  async function onRun() {
    try {
      await runEngine.mutateAsync(undefined);
      toast.success('Borrador preparado por el motor: revísalo y ajústalo antes de publicar.');
    } catch (error) {
      toast.error(userMessageOf(error));
    } finally {
      setConfirmRun(false);
    }
  }

  async function onPublish() {
    try {
      await publish.mutateAsync(undefined);
      toast.success('Propuesta publicada: se lo hemos contado a los podcasters por correo.');
      setConfirmPublish(false);
    } catch (error) {
      toast.error(userMessageOf(error));
      setConfirmPublish(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {published ? 'Propuesta publicada' : 'Borrador de la propuesta'}
      </h2>
      {rows.length === 0 ? <p className="text-ink-muted">Aún no hay podcasts en la propuesta.</p> : null}
      {editable && !published ? (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={buttonClass(rows.length === 0 ? 'primary' : 'secondary', 'sm')}
            onClick={() => (rows.length === 0 ? void onRun() : setConfirmRun(true))}
            disabled={runEngine.isPending}
          >
            {runEngine.isPending
              ? 'Buscando podcasts…'
              : rows.length === 0
                ? 'Preparar el borrador con el motor'
                : 'Rehacer el borrador con el motor'}
          </button>
          <p className="text-sm text-ink-muted">
            Elige los podcasts que mejor encajan dentro del presupuesto, a su precio mínimo, con los sugeridos primero.
          </p>
        </div>
      ) : null}
      <ul aria-label="Podcasts del borrador" className="space-y-3">
        {rows.map((row) => (
          <li key={row.podcastId} aria-label={row.title} className="rounded-card border border-line bg-surface p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <p className="font-semibold">{row.title}</p>
                {row.saved ? (
                  <p className="text-sm text-ink-muted">
                    {formatCount(row.saved.reach)} escuchas a 30 días{row.saved.target ? ` · ${row.saved.target}` : ''}
                    {row.saved.managed ? ' · con representante' : ''}
                    {row.saved.sheetComplete ? '' : ' · hoja incompleta'}
                  </p>
                ) : (
                  <p className="text-sm text-ink-muted">Nuevo: guarda para ver sus mínimos.</p>
                )}
                {row.saved && row.saved.reasons.length > 0 ? (
                  <p className="text-sm">{row.saved.reasons.join(' · ')}</p>
                ) : null}
                {row.saved && published ? <Answer podcast={row.saved} /> : null}
              </div>
              <div className="flex items-center gap-3">
                <p className="font-semibold tabular-nums">{formatEuros(costOf(row) * 100)}</p>
                {editable ? (
                  <button
                    type="button"
                    className={buttonClass('ghost', 'sm')}
                    onClick={() => setRows((previous) => previous.filter((other) => other.podcastId !== row.podcastId))}
                  >
                    Quitar <span className="sr-only">{row.title}</span>
                  </button>
                ) : null}
              </div>
            </div>
            <div className="mt-3 grid gap-3 sm:grid-cols-5">
              {PROPOSAL_ACTIONS.map((action) => {
                const minimum = row.saved?.minimumRates[action] ?? null;
                const belowMinimum =
                  minimum !== null &&
                  toNumber(row.counts[action]) > 0 &&
                  row.rates[action].trim() !== '' &&
                  toNumber(row.rates[action]) < minimum;
                const hintId = `${id}-${row.podcastId}-${action}-hint`;
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
                          onChange={(event) => change(row.podcastId, 'counts', action, event.target.value)}
                          placeholder="0"
                          className="w-full rounded-control border border-line-strong bg-surface px-2 py-1.5"
                        />
                      </label>
                      <label className="min-w-0 flex-1">
                        <span className="sr-only">
                          Tarifa por {PROPOSAL_ACTION_LABELS[action].one} de {row.title} (€)
                        </span>
                        <input
                          inputMode="numeric"
                          value={row.rates[action]}
                          disabled={!editable}
                          onChange={(event) => change(row.podcastId, 'rates', action, event.target.value)}
                          aria-invalid={belowMinimum || undefined}
                          aria-describedby={hintId}
                          placeholder="€"
                          className="w-full rounded-control border border-line-strong bg-surface px-2 py-1.5"
                        />
                      </label>
                    </div>
                    <p
                      id={hintId}
                      className={`mt-0.5 text-xs ${belowMinimum ? 'font-medium text-danger' : 'text-ink-muted'}`}
                    >
                      {minimum === null
                        ? row.saved
                          ? 'No la ofrece'
                          : ' '
                        : belowMinimum
                          ? `Por debajo del mínimo (${formatEuros(minimum * 100)})`
                          : `mín. ${formatEuros(minimum * 100)}`}
                    </p>
                  </fieldset>
                );
              })}
            </div>
          </li>
        ))}
      </ul>

      {editable ? (
        <DraftPodcastSearch
          isInDraft={(podcastId) => rows.some((row) => row.podcastId === podcastId)}
          onAdd={(podcast) => setRows((previous) => [...previous, emptyRow(podcast)])}
        />
      ) : null}

      <div className="grid gap-3 rounded-card border border-line bg-surface-muted p-4 sm:grid-cols-2">
        <label className="flex items-center gap-2 text-sm font-semibold sm:col-span-2">
          <input
            type="checkbox"
            checked={preroll.on}
            disabled={!editable}
            onChange={(event) => setPreroll({ ...preroll, on: event.target.checked })}
            className="size-4 accent-accent-700"
          />
          Incluir un pre-roll
        </label>
        {preroll.on ? (
          <>
            <label className="text-sm font-semibold">
              Título del pre-roll
              <input
                value={preroll.title}
                disabled={!editable}
                onChange={(event) => setPreroll({ ...preroll, title: event.target.value })}
                className="mt-1 w-full rounded-control border border-line-strong bg-surface px-3 py-2 font-normal"
              />
            </label>
            <label className="text-sm font-semibold">
              Cantidad
              <input
                inputMode="numeric"
                value={preroll.quantity}
                disabled={!editable}
                onChange={(event) => setPreroll({ ...preroll, quantity: event.target.value })}
                className="mt-1 w-full rounded-control border border-line-strong bg-surface px-3 py-2 font-normal"
              />
            </label>
          </>
        ) : null}
      </div>

      <DraftTotals budget={campaign.how.budget} total={total} />

      {editable ? (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonClass(published ? 'primary' : 'secondary')}
            onClick={() => void onSave()}
            disabled={save.isPending || !dirty}
          >
            {save.isPending ? 'Guardando…' : published ? 'Guardar cambios' : 'Guardar borrador'}
          </button>
          {published ? null : (
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={() => setConfirmPublish(true)}
              disabled={dirty || rows.length === 0}
            >
              Publicar a los podcasters
            </button>
          )}
          {dirty && !published && rows.length > 0 ? (
            <p className="self-center text-sm text-ink-muted">Guarda el borrador antes de publicarlo.</p>
          ) : null}
        </div>
      ) : null}
      {confirmRun ? (
        <ConfirmDialog
          title="¿Rehacer el borrador?"
          confirmLabel="Rehacer con el motor"
          tone="primary"
          busy={runEngine.isPending}
          onConfirm={() => void onRun()}
          onCancel={() => setConfirmRun(false)}
        >
          El motor sustituirá los {rows.length} podcasts del borrador, también los que hayas añadido o cambiado a mano.
        </ConfirmDialog>
      ) : null}
      {confirmPublish ? (
        <ConfirmDialog
          title="¿Publicar la propuesta?"
          confirmLabel="Publicar"
          tone="primary"
          busy={publish.isPending}
          onConfirm={() => void onPublish()}
          onCancel={() => setConfirmPublish(false)}
        >
          Enviaremos un correo a cada uno de los {rows.length} podcasts para que respondan. Después, cada cambio les
          pedirá que la revisen de nuevo.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
