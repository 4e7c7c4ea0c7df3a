import { campaignSuggestionInputSchema, SUGGESTION_MAX_LENGTH, type CampaignSummary } from '@patrocina/domain';
import { FormDialog, TextAreaField, useZodForm } from '@/components/form';
import { useSendSuggestion } from '../api/campaigns';
import { runAndTell } from '@/lib/user-message';

interface Props {
  /** The dashboard's card, or the proposal page's campaign: what the dialog names. */
  campaign: Pick<CampaignSummary, 'id' | 'name' | 'brand'>;
  onClose: () => void;
  onChanged?: (() => void) | undefined;
}

/** From the proposal review: a note to the team ("más podcasts de deporte", "sin programas dedicados"). */
export function SuggestionDialog({ campaign, onClose, onChanged }: Props) {
  const send = useSendSuggestion(onChanged);
  const form = useZodForm(campaignSuggestionInputSchema, { suggestion: '' });
  const onSubmit = form.handleSubmit(async ({ suggestion }) => {
    const done = await runAndTell(
      () => send.mutateAsync({ id: campaign.id, suggestion }),
      'Sugerencia enviada. El equipo te responderá por correo.',
    );
    if (done) onClose();
  });
  return (
    <FormDialog
      title="Sugerir un cambio en la propuesta"
      form={form}
      onSubmit={onSubmit}
      formLabel="Sugerencia"
      submitLabel="Enviar sugerencia"
      busyLabel="Enviando…"
      onClose={onClose}
    >
      <p className="text-ink-muted">
        «{campaign.name}» de {campaign.brand}. Dinos qué cambiarías (podcasts, acciones, fechas) y el equipo rehará la
        propuesta contigo.
      </p>
      <TextAreaField {...form.field('suggestion')} label="Tu sugerencia" maxLength={SUGGESTION_MAX_LENGTH} rows={5} />
    </FormDialog>
  );
}
