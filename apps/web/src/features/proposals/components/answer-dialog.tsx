import { Link } from 'react-router';
import {
  ANSWER_COMMENT_MAX_LENGTH,
  ANSWER_MESSAGES,
  proposalAnswerSchema,
  type PodcasterCampaign,
} from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import {
  Checkbox,
  ChoiceGroup,
  DialogFormActions,
  Form,
  ModalDialog,
  PhoneField,
  TextAreaField,
  TextField,
  useZodForm,
} from '@/components/form';
import { formatCount, formatWholeEuros } from '@/lib/format';
import { centsAsEuros, readTypedCents } from '@/lib/typed-amounts';
import { useAnswerProposal } from '../api/answer-proposal';
import { useMyPodcasts } from '@/lib/my-podcasts';
import { runAndTell } from '@/lib/user-message';
import { actionsLabel, datesLabel, whoAnswersLabel } from '@/lib/campaign-labels';
import { PodcasterStatusPill } from '@/components/status-pills';
import { Fact } from '@/components/facts';
import { CreativePackSection } from '@/components/creative-pack';

interface AnswerValues extends Record<string, unknown> {
  answer: string;
  withMinPrice: boolean;
  minEarnings: string;
  delegated: boolean;
  prefix: string;
  phone: string;
  reason: string;
  comment: string;
}

const ANSWER_OPTIONS = [
  { value: 'ACCEPT', label: 'Acepto la propuesta' },
  { value: 'CONTACT', label: 'Prefiero que me llaméis antes' },
  { value: 'REJECT', label: 'No la acepto' },
] as const;

const REJECT_OPTIONS = [
  { value: 'REJECT', label: 'No encaja con mi podcast' },
  { value: 'REJECT_NO_AVAILABILITY', label: 'No tengo hueco en esas fechas' },
] as const;

/** The form's values from the answer already given, so changing it starts from what was said. */
function initialValues(row: PodcasterCampaign): AnswerValues {
  const answered = row.podcasterStatus !== 'UNANSWERED' && !row.proposalModified;
  const answer =
    !answered || row.statusReason === null
      ? ''
      : row.statusReason.startsWith('ACCEPT')
        ? 'ACCEPT'
        : row.statusReason === 'CONTACT'
          ? 'CONTACT'
          : 'REJECT';
  return {
    answer,
    withMinPrice: row.minEarnings !== null,
    minEarnings: row.minEarnings === null ? '' : String(row.minEarnings),
    delegated: row.delegated,
    prefix: row.contactPhonePrefix ?? '+34',
    phone: row.contactPhone ?? '',
    reason: row.statusReason === 'REJECT' || row.statusReason === 'REJECT_NO_AVAILABILITY' ? row.statusReason : '',
    comment: row.comment ?? '',
  };
}

/** Only the chosen answer's fields go to the shared schema, shaped as the API takes them. */
function toAnswer(values: AnswerValues): unknown {
  if (values.answer === 'ACCEPT') {
    // Read into cents as typed, sent in the euros the route takes: "1.500" is 1500, "12,5" is refused as decimals.
    const cents = values.withMinPrice ? readTypedCents(values.minEarnings) : null;
    return {
      answer: 'ACCEPT',
      withMinPrice: values.withMinPrice,
      minEarnings: cents === null ? null : centsAsEuros(cents),
      delegated: values.delegated,
    };
  }
  if (values.answer === 'CONTACT') return { answer: 'CONTACT', prefix: values.prefix, phone: values.phone };
  if (values.answer === 'REJECT')
    return { answer: 'REJECT', reason: values.reason || undefined, comment: values.comment };
  return { answer: undefined };
}

interface AnswerDialogProps {
  row: PodcasterCampaign;
  onClose: () => void;
  /** After the answer is saved: the header badge counts proposals to answer. */
  onChanged?: (() => void) | undefined;
}

function AnswerForm({ row, onClose, onChanged }: AnswerDialogProps) {
  const answerProposal = useAnswerProposal(onChanged);
  const form = useZodForm(proposalAnswerSchema, initialValues(row), { prepare: toAnswer });
  const onSubmit = form.handleSubmit(async (answer) => {
    const done = await runAndTell(
      () => answerProposal.mutateAsync({ campaignId: row.id, podcastId: row.podcast.id, answer }),
      answer.answer === 'ACCEPT'
        ? 'Respuesta enviada: te avisaremos si el anunciante te elige.'
        : 'Respuesta enviada. ¡Gracias!',
    );
    if (done) onClose();
  });
  const choice = form.values.answer;
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Tu respuesta" className="space-y-5">
      <ChoiceGroup
        legend="Tu respuesta"
        {...form.radios('answer')}
        options={ANSWER_OPTIONS}
        error={form.errorAt('answer')}
        columns="sm:grid-cols-3"
      />
      {choice === 'ACCEPT' ? (
        <div className="space-y-4 rounded-control border border-line p-4">
          <Checkbox {...form.field('withMinPrice')} label="Quiero poner un precio mínimo" />
          {form.values.withMinPrice ? (
            <TextField
              {...form.field('minEarnings')}
              error={form.errorAt('minEarnings')}
              label="Precio mínimo (€)"
              inputMode="numeric"
              hint="Lo que quieres ganar como mínimo por esta propuesta, en euros sin decimales."
            />
          ) : null}
          <Checkbox {...form.field('delegated')} label="Prefiero que el equipo negocie por mí" />
        </div>
      ) : null}
      {choice === 'CONTACT' ? (
        <PhoneField
          label="Teléfono de contacto"
          prefix={{ ...form.field('prefix'), error: form.errorAt('prefix') }}
          number={{ ...form.field('phone'), error: form.errorAt('phone') }}
        />
      ) : null}
      {choice === 'REJECT' ? (
        <div className="space-y-4">
          <ChoiceGroup
            legend="Motivo"
            {...form.radios('reason')}
            options={REJECT_OPTIONS}
            error={form.errorAt('reason')}
            columns="sm:grid-cols-2"
          />
          <TextAreaField
            {...form.field('comment')}
            label="Comentario"
            optional
            maxLength={ANSWER_COMMENT_MAX_LENGTH}
            rows={3}
          />
        </div>
      ) : null}
      <DialogFormActions busy={form.isSubmitting} busyLabel="Enviando…" onCancel={onClose}>
        Enviar respuesta
      </DialogFormActions>
    </Form>
  );
}

/** SPEC §3 podcaster-side proposal view with the answer form (issue 6). */
export function AnswerDialog({ row, onClose, onChanged }: AnswerDialogProps) {
  // Read only to know whether the podcast's sheet is complete: an answer needs it (DOMAIN.md).
  const states = useMyPodcasts();
  const podcast = states.data?.find((mine) => mine.id === row.podcast.id);
  const sheetIncomplete = podcast !== undefined && podcast.state !== 'READY';
  return (
    <ModalDialog title={`Propuesta de ${row.brand}: ${row.name}`} onClose={onClose}>
      <div className="space-y-5">
        <div className="flex flex-wrap items-center gap-2">
          <PodcasterStatusPill row={row} />
          <span className="text-sm text-ink-muted">Para {row.podcast.title}</span>
        </div>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact label="Fechas">{datesLabel(row)}</Fact>
          <Fact label="Acciones">{actionsLabel(row.counts)}</Fact>
          <Fact label="Alcance a 30 días">{`${formatCount(row.reach)} escuchas`}</Fact>
          <Fact label="Ganancia estimada">{`${formatWholeEuros(row.estimatedEarnings)} (ya sin la comisión del 10 %)`}</Fact>
        </dl>
        {/* What the advertiser gave to work with, heard and seen before answering (issue 18). */}
        <CreativePackSection source={{ campaignId: row.id, podcastId: row.podcast.id }} />
        {!row.canAnswer ? (
          // DOMAIN.md "Representation": the owner of a managed podcast reads the proposal; the representative answers.
          <p role="note" className="rounded-control border border-line bg-surface-muted p-4 font-medium">
            {whoAnswersLabel(row)} Aquí puedes leer la propuesta y lo que ha respondido.
          </p>
        ) : states.isPending ? (
          <p role="status" className="text-ink-muted">
            Cargando…
          </p>
        ) : sheetIncomplete ? (
          <div role="alert" className="rounded-control border border-amber-300 bg-amber-50 p-4">
            <p className="font-semibold">{ANSWER_MESSAGES.sheetIncomplete}</p>
            <Link to={`/sponsorship/edit?pId=${row.podcast.id}`} className={`${buttonClass('primary', 'sm')} mt-3`}>
              Completar la hoja de patrocinio
            </Link>
          </div>
        ) : (
          <AnswerForm row={row} onClose={onClose} onChanged={onChanged} />
        )}
      </div>
    </ModalDialog>
  );
}
