import { PAUSE_REASON_MAX_LENGTH, pauseCampaignSchema, type CampaignSummary } from '@patrocina/domain';
import { NoteDialog } from '@/components/form';
import { usePauseCampaign } from '../api/campaigns';

interface Props {
  campaign: CampaignSummary;
  onClose: () => void;
  onChanged?: (() => void) | undefined;
}

/** SPEC §4: pausing asks for confirmation and a reason, which the team reads. */
export function PauseDialog({ campaign, onClose, onChanged }: Props) {
  const pause = usePauseCampaign(onChanged);
  return (
    <NoteDialog
      title={`Pausar «${campaign.name}»`}
      schema={pauseCampaignSchema}
      initialValues={{ paused: true, reason: '' }}
      note={{ name: 'reason', label: '¿Por qué quieres pausarla?', maxLength: PAUSE_REASON_MAX_LENGTH }}
      action={{ formLabel: 'Pausar la campaña', label: 'Pausar campaña', busyLabel: 'Pausando…' }}
      send={(input) => pause.mutateAsync({ id: campaign.id, input })}
      sentMessage="Campaña pausada. Leeremos tu motivo."
      onClose={onClose}
    >
      Mientras esté pausada no avanzará: nadie publicará acciones nuevas. Para reanudarla tendrás que pedírnoslo y te
      avisaremos por correo cuando esté hecho.
    </NoteDialog>
  );
}
