import {
  actionTitle,
  addDays,
  LISTEN_SOURCE_LABELS,
  LISTEN_SOURCES,
  reportListensSchema,
  OWN_LISTENS_NOTE,
  type CampaignAction,
  type HiredCampaign,
  type ListenSource,
  type MilestoneReport,
} from '@patrocina/domain';
import { DialogFormActions, Form, ModalDialog, TextField, useZodForm } from '@/components/form';
import { formatDate } from '@/lib/format';
import { runAndTell } from '@/lib/user-message';
import { useReportListens } from '../api/report-listens';

type ListensValues = Record<ListenSource, string>;

/** Digits grouped by thousands in Spanish: «1200», «1.200», «1 200», «12.345.678». */
const GROUPED = /^\d{1,3}([.\s]\d{3})+$/;

/**
 * "1.500" is a thousand five hundred in Spanish; "1.5" or "1,5" are not whole numbers, and the schema
 * says so (rather than reading «1.5» as fifteen); anything else is not a number at all.
 */
function toNumber(typed: string): number | string | undefined {
  const trimmed = typed.trim();
  if (trimmed === '') return undefined;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  if (GROUPED.test(trimmed)) return Number(trimmed.replace(/[.\s]/g, ''));
  return /^\d+[.,]\d+$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : trimmed;
}

function toInput(values: ListensValues): unknown {
  return Object.fromEntries(LISTEN_SOURCES.map((source) => [source, toNumber(values[source])]));
}

interface ReportListensProps {
  campaign: HiredCampaign;
  action: CampaignAction;
  report: MilestoneReport;
  onClose: () => void;
  onChanged?: (() => void) | undefined;
}

function ReportListensForm({ campaign, action, report, onClose, onChanged }: ReportListensProps) {
  const reportListens = useReportListens(onChanged);
  const initialValues = Object.fromEntries(
    LISTEN_SOURCES.map((source) => [source, report.figures ? String(report.figures[source]) : '']),
  ) as ListensValues;
  const form = useZodForm(reportListensSchema, initialValues, { prepare: toInput });

  const onSubmit = form.handleSubmit(async (input) => {
    const done = await runAndTell(
      () =>
        reportListens.mutateAsync({
          campaignId: campaign.campaignId,
          actionId: action.id,
          milestone: report.milestone,
          input,
        }),
      `Escuchas a ${report.milestone} días guardadas. ¡Gracias!`,
    );
    if (done) onClose();
  });

  return (
    <Form form={form} onSubmit={onSubmit} aria-label={`Escuchas a ${report.milestone} días`} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {LISTEN_SOURCES.map((source) => (
          <TextField
            key={source}
            {...form.field(source)}
            label={LISTEN_SOURCE_LABELS[source]}
            inputMode="numeric"
            autoComplete="off"
          />
        ))}
      </div>
      <p className="text-sm text-ink-muted">
        {OWN_LISTENS_NOTE}{' '}
        {report.closesOn
          ? `Puedes corregirlas hasta el ${formatDate(addDays(report.closesOn, -1))}.`
          : 'Es la última medición: cuando todas las acciones tengan la suya, la campaña termina.'}
      </p>
      <DialogFormActions busy={form.isSubmitting} busyLabel="Guardando…" onCancel={onClose}>
        Guardar escuchas
      </DialogFormActions>
    </Form>
  );
}

/** «Escuchas a N días» of one action (SPEC §3 Listen stats): the podcaster's own figures, prefilled to correct them. */
export function ReportListensDialog({ campaign, action, report, onClose, onChanged }: ReportListensProps) {
  return (
    <ModalDialog title={`Escuchas a ${report.milestone} días`} onClose={onClose}>
      <p className="mb-5 text-ink-muted">
        {actionTitle(action.kind, action.position)} de {campaign.brand}: {campaign.name}, en {campaign.podcast.title}.
      </p>
      <ReportListensForm campaign={campaign} action={action} report={report} onClose={onClose} onChanged={onChanged} />
    </ModalDialog>
  );
}
