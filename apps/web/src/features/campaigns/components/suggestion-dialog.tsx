import { campaignSuggestionInputSchema, SUGGESTION_MAX_LENGTH, type CampaignSummary } from '@patrocina/domain';
import { NoteDialog } from '@/components/form';
import { useSendSuggestion } from '../api/campaigns';

interface Props {
  /** The dashboard's card, or the proposal page's campaign: what the dialog names. */
  campaign: Pick<CampaignSummary, 'id' | 'name' | 'brand'>;
  onClose: () => void;
  onChanged?: (() => void) | undefined;
}

/** From the proposal review: a note to the team ("más podcasts de deporte", "sin programas dedicados"). */
export function SuggestionDialog({ campaign, onClose, onChanged }: Props) {
  const send = useSendSuggestion(onChanged);
  return (
    <NoteDialog
      title="Sugerir un cambio en la propuesta"
      schema={campaignSuggestionInputSchema}
      initialValues={{ suggestion: '' }}
      note={{ name: 'suggestion', label: 'Tu sugerencia', maxLength: SUGGESTION_MAX_LENGTH, rows: 5 }}
      action={{ formLabel: 'Sugerencia', label: 'Enviar sugerencia', busyLabel: 'Enviando…' }}
      send={({ suggestion }) => send.mutateAsync({ id: campaign.id, suggestion })}
      sentMessage="Sugerencia enviada. El equipo te responderá por correo."
      onClose={onClose}
    >
      «{campaign.name}» de {campaign.brand}. Dinos qué cambiarías (podcasts, acciones, fechas) y el equipo rehará la
      propuesta contigo.
    </NoteDialog>
  );
}
