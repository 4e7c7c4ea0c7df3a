import { useId, useState } from 'react';
import {
  eurosToCents,
  proposalDraftInputSchema,
  type BackofficeCampaign,
  type ProposalAction,
} from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { messagesByPath } from '@/components/form';
import { toast } from '@/lib/toast';
import { runAndTell } from '@/lib/user-message';
import { DraftPodcastRow } from './draft-podcast-row';
import { DraftPodcastSearch } from './draft-podcast-search';
import { DraftPreroll } from './draft-preroll';
import { DraftTotals } from './draft-totals';
import { costCentsOf, draftInputOf, emptyRow, prerollOf, rowOf, typedRate, type Row } from '../lib/draft-rows';
import { usePublish, useRunEngine, useSaveDraft } from '../api/backoffice-proposal';

/** The proposal draft (issue 6): podcasts, counts and rates per kind of action, live totals; save and publish. */
export function DraftEditor({ data, editable }: { data: BackofficeCampaign; editable: boolean }) {
  const id = useId();
  const { campaign, draft } = data;
  const [rows, setRows] = useState<Row[]>(() => draft.podcasts.map(rowOf));
  const [preroll, setPreroll] = useState(() => prerollOf(draft.preroll));
  const save = useSaveDraft(campaign.id);
  const publish = usePublish(campaign.id);
  const runEngine = useRunEngine(campaign.id);
  const [confirmPublish, setConfirmPublish] = useState(false);
  const [confirmRun, setConfirmRun] = useState(false);
  // After a refused save the shared schema's messages stay beside their inputs, and follow what is typed.
  const [showErrors, setShowErrors] = useState(false);
  const published = data.publishedAt !== null;
  const savedPreroll = prerollOf(draft.preroll);
  const dirty =
    JSON.stringify(rows.map(({ saved: _saved, ...row }) => row)) !==
      JSON.stringify(draft.podcasts.map(rowOf).map(({ saved: _saved, ...row }) => row)) ||
    preroll.on !== savedPreroll.on ||
    (preroll.on && (preroll.title !== savedPreroll.title || preroll.quantity !== savedPreroll.quantity));

  const totalCents = rows.reduce((sum, row) => sum + costCentsOf(row), 0);
  // The same schema as the API route, so a rule and its Spanish message are written once.
  const parsed = proposalDraftInputSchema.safeParse(draftInputOf(rows, preroll));
  const errors = showErrors && !parsed.success ? messagesByPath(parsed.error) : {};

  function change(podcastId: string, kind: 'counts' | 'rates', action: ProposalAction, value: string) {
    setRows((previous) =>
      previous.map((row) => {
        if (row.podcastId !== podcastId) return row;
        return kind === 'counts'
          ? { ...row, counts: { ...row.counts, [action]: value } }
          : { ...row, rates: { ...row.rates, [action]: typedRate(value) } };
      }),
    );
  }

  async function onSave() {
    if (!parsed.success) {
      setShowErrors(true);
      toast.error(parsed.error.issues[0]!.message);
      return;
    }
    await runAndTell(
      () => save.mutateAsync(parsed.data),
      published ? 'Propuesta guardada. Los podcasters con cambios la revisarán de nuevo.' : 'Borrador guardado',
    );
  }

  async function onRun() {
    await runAndTell(
      () => runEngine.mutateAsync(undefined),
      'Borrador preparado por el motor: revísalo y ajústalo antes de publicar.',
    );
    setConfirmRun(false);
  }

  async function onPublish() {
    await runAndTell(
      () => publish.mutateAsync(undefined),
      'Propuesta publicada: se lo hemos contado a los podcasters por correo.',
    );
    setConfirmPublish(false);
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
        {rows.map((row, index) => (
          <DraftPodcastRow
            key={row.podcastId}
            row={row}
            idPrefix={id}
            editable={editable}
            published={published}
            errorAt={(path) => errors[`podcasts.${index}.${path}`]}
            onChange={(kind, action, value) => change(row.podcastId, kind, action, value)}
            onRemove={() => setRows((previous) => previous.filter((other) => other.podcastId !== row.podcastId))}
          />
        ))}
      </ul>

      {editable ? (
        <DraftPodcastSearch
          isInDraft={(podcastId) => rows.some((row) => row.podcastId === podcastId)}
          onAdd={(podcast) => setRows((previous) => [...previous, emptyRow(podcast)])}
        />
      ) : null}

      <DraftPreroll
        preroll={preroll}
        editable={editable}
        errorAt={(path) => errors[`preroll.${path}`]}
        onChange={setPreroll}
      />

      <DraftTotals budgetCents={eurosToCents(campaign.how.budget)} totalCents={totalCents} />

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
