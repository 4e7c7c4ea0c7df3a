import { finishCampaignSchema } from '@patrocina/domain';
import { FormDialog, TextAreaField, useZodForm } from '@/components/form';
import { runAndTell } from '@/lib/user-message';
import { useFinishCampaign } from '../api/finish-campaign';

const REASON_MAX_LENGTH = 2_000;

/**
 * Issue 7: an admin closes a campaign in progress before every listen is in, and says why. The
 * reason is checked with the API's own schema; a refusal leaves the dialog and what was typed.
 */
export function FinishCampaignDialog({
  campaignId,
  campaignName,
  onClose,
}: {
  campaignId: string;
  campaignName: string;
  onClose: () => void;
}) {
  const finish = useFinishCampaign(campaignId);
  const form = useZodForm(finishCampaignSchema, { reason: '' });
  const onSubmit = form.handleSubmit(async (input) => {
    if (await runAndTell(() => finish.mutateAsync(input), 'Campaña cerrada: ya figura como finalizada.')) onClose();
  });
  return (
    <FormDialog
      title={`Cerrar «${campaignName}»`}
      form={form}
      onSubmit={onSubmit}
      formLabel="Cerrar la campaña"
      submitLabel="Cerrar la campaña"
      busyLabel="Cerrando…"
      onClose={onClose}
    >
      <p className="text-ink-muted">
        La campaña pasa a finalizada aunque falten acciones o escuchas. El motivo se verá en su informe.
      </p>
      <TextAreaField
        {...form.field('reason')}
        label="¿Por qué cierras la campaña?"
        maxLength={REASON_MAX_LENGTH}
        rows={4}
      />
    </FormDialog>
  );
}
