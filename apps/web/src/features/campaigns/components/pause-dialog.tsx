import { PAUSE_REASON_MAX_LENGTH, pauseCampaignSchema, type CampaignSummary } from '@patrocina/domain';
import { FormDialog, TextAreaField, useZodForm } from '@/components/form';
import { usePauseCampaign } from '../api/campaigns';
import { runAndTell } from '@/lib/user-message';

interface Props {
  campaign: CampaignSummary;
  onClose: () => void;
  onChanged?: (() => void) | undefined;
}

/** SPEC §4: pausing asks for confirmation and a reason, which the team reads. */
export function PauseDialog({ campaign, onClose, onChanged }: Props) {
  const pause = usePauseCampaign(onChanged);
  const form = useZodForm(pauseCampaignSchema, { paused: true, reason: '' });
  const onSubmit = form.handleSubmit(async (input) => {
    if (await runAndTell(() => pause.mutateAsync({ id: campaign.id, input }), 'Campaña pausada. Leeremos tu motivo.'))
      onClose();
  });
  return (
    <FormDialog
      title={`Pausar «${campaign.name}»`}
      form={form}
      onSubmit={onSubmit}
      formLabel="Pausar la campaña"
      submitLabel="Pausar campaña"
      busyLabel="Pausando…"
      onClose={onClose}
    >
      <p className="text-ink-muted">
        Mientras esté pausada no avanzará: nadie publicará acciones nuevas. Para reanudarla tendrás que pedírnoslo y te
        avisaremos por correo cuando esté hecho.
      </p>
      <TextAreaField
        {...form.field('reason')}
        label="¿Por qué quieres pausarla?"
        maxLength={PAUSE_REASON_MAX_LENGTH}
        rows={4}
      />
    </FormDialog>
  );
}
