import { campaignSuggestionInputSchema, SUGGESTION_MAX_LENGTH, type CampaignSummary } from '@patrocina/domain';
import { Form, ModalDialog, SubmitButton, TextAreaField, useZodForm } from '@/components/form';
import { buttonClass } from '@/components/button';
import { toast } from '@/lib/toast';
import { useSendSuggestion } from '../api/campaigns';
import { userMessageOf } from '../lib/error-message';

interface Props {
  campaign: CampaignSummary;
  onClose: () => void;
  onChanged?: (() => void) | undefined;
}

/** From the proposal review: a note to the team ("más podcasts de deporte", "sin programas dedicados"). */
export function SuggestionDialog({ campaign, onClose, onChanged }: Props) {
  const send = useSendSuggestion(onChanged);
  const form = useZodForm(campaignSuggestionInputSchema, { suggestion: '' });
  const onSubmit = form.handleSubmit(async ({ suggestion }) => {
    try {
      await send.mutateAsync({ id: campaign.id, suggestion });
      toast.success('Sugerencia enviada. El equipo te responderá por correo.');
      onClose();
    } catch (error) {
      toast.error(userMessageOf(error));
    }
  });
  return (
    <ModalDialog title="Sugerir un cambio en la propuesta" onClose={onClose} size="sm">
      <Form form={form} onSubmit={onSubmit} aria-label="Sugerencia" className="space-y-4">
        <p className="text-ink-muted">
          «{campaign.name}» de {campaign.brand}. Dinos qué cambiarías (podcasts, acciones, fechas) y el equipo rehará la propuesta contigo.
        </p>
        <TextAreaField {...form.field('suggestion')} label="Tu sugerencia" maxLength={SUGGESTION_MAX_LENGTH} rows={5} />
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <div className="sm:w-56">
            <SubmitButton busy={form.isSubmitting} busyLabel="Enviando…">
              Enviar sugerencia
            </SubmitButton>
          </div>
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            Cancelar
          </button>
        </div>
      </Form>
    </ModalDialog>
  );
}
