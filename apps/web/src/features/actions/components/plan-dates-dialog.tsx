import { useState } from 'react';
import { z } from 'zod';
import {
  ACTION_MESSAGES,
  actionTitle,
  planActionDatesSchema,
  plannedDateProblem,
  type CampaignAction,
  type DatePeriod,
  type HiredCampaign,
} from '@patrocina/domain';
import { DialogFormActions, Form, ModalDialog, TextField, useZodForm } from '@/components/form';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { userMessageOf } from '@/lib/user-message';
import { usePlanActionDates } from '../api/plan-action-dates';
import { periodLabel } from '@/lib/campaign-labels';

interface PlanContext {
  today: string;
  range: DatePeriod;
  blocked: readonly DatePeriod[];
}

/**
 * One date field per action, named by the action's id, checked with the domain's rule so a wrong day
 * gets the API's own Spanish message before any call; the result is the contract's body, checked again.
 */
function planDatesFormSchema(actions: readonly CampaignAction[], context: PlanContext) {
  const day = z.string().superRefine((value, issues) => {
    const problem = value === '' ? ACTION_MESSAGES.dateRequired : plannedDateProblem(value, context);
    if (problem) issues.addIssue({ code: 'custom', message: problem });
  });
  return z
    .object(Object.fromEntries(actions.map((action) => [action.id, day])))
    .transform((values) => ({
      dates: actions.map((action) => ({ actionId: action.id, plannedOn: values[action.id] ?? '' })),
    }))
    .pipe(planActionDatesSchema);
}

/** The API names a refused date by its place in the body (`dates.1.plannedOn`): back to the action it belongs to. */
function actionOfField(path: string, actions: readonly CampaignAction[]): CampaignAction | undefined {
  const index = /^dates\.(\d+)(?:\.|$)/.exec(path)?.[1];
  return index === undefined ? undefined : actions[Number(index)];
}

function PlanDatesForm({
  campaign,
  context,
  onClose,
  onChanged,
}: {
  campaign: HiredCampaign;
  context: PlanContext;
  onClose: () => void;
  onChanged?: (() => void) | undefined;
}) {
  // Fixed while the dialog is open: a refetch behind it must not change which fields there are.
  const [{ actions, schema, initialValues }] = useState(() => {
    const open = campaign.actions.filter((action) => action.recordedAt === null);
    return {
      actions: open,
      schema: planDatesFormSchema(open, context),
      initialValues: Object.fromEntries(open.map((action) => [action.id, action.plannedOn ?? ''])),
    };
  });
  const plan = usePlanActionDates(onChanged);
  const form = useZodForm(schema, initialValues);
  const min = context.range.startsOn > context.today ? context.range.startsOn : context.today;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await plan.mutateAsync({ campaignId: campaign.campaignId, podcastId: campaign.podcast.id, input });
      toast.success('Fechas guardadas. Emite cada acción en su día y luego registra el episodio.');
      onClose();
    } catch (error) {
      const refused =
        error instanceof ApiError && error.status === 400
          ? error.fields.map((field) => ({ action: actionOfField(field.path, actions), message: field.message }))
          : [];
      const onFields = refused.filter(
        (entry): entry is { action: CampaignAction; message: string } => entry.action !== undefined,
      );
      if (onFields.length === 0) {
        toast.error(userMessageOf(error));
        return;
      }
      for (const { action, message } of onFields) form.setFieldError(action.id, message);
      form.formRef.current?.querySelector<HTMLInputElement>(`[name="${onFields[0]!.action.id}"]`)?.focus();
    }
  });

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Fechas de las acciones" className="space-y-5">
      <div className="space-y-2 text-sm text-ink-muted">
        <p>
          Elige un día entre el {formatDate(context.range.startsOn)} y el {formatDate(context.range.endsOn)}. Emite cada
          acción ese día y registra después el episodio y el minuto.
        </p>
        {context.blocked.length > 0 ? (
          <p>
            <span className="font-semibold text-ink">Vacaciones del podcast: </span>
            {context.blocked.map(periodLabel).join('; ')}. Esos días no se pueden elegir.
          </p>
        ) : null}
      </div>
      {actions.map((action) => (
        <TextField
          key={action.id}
          {...form.field(action.id)}
          label={actionTitle(action.kind, action.position)}
          type="date"
          min={min}
          max={context.range.endsOn}
        />
      ))}
      <DialogFormActions busy={form.isSubmitting} busyLabel="Guardando…" onCancel={onClose}>
        Guardar fechas
      </DialogFormActions>
    </Form>
  );
}

/** «Planificar fechas»: the day of every action of one hired podcast not recorded yet, sent at once. */
export function PlanDatesDialog({
  campaign,
  today,
  range,
  onClose,
  onChanged,
}: {
  campaign: HiredCampaign;
  today: string;
  range: DatePeriod;
  onClose: () => void;
  onChanged?: (() => void) | undefined;
}) {
  return (
    <ModalDialog title="Planificar fechas" onClose={onClose}>
      <p className="mb-5 text-ink-muted">
        {campaign.brand}: {campaign.name}, para {campaign.podcast.title}.
      </p>
      <PlanDatesForm
        campaign={campaign}
        context={{ today, range, blocked: campaign.blocked }}
        onClose={onClose}
        onChanged={onChanged}
      />
    </ModalDialog>
  );
}
