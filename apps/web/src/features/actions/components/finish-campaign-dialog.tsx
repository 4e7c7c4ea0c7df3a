import { finishCampaignSchema } from '@patrocina/domain';
import { NoteDialog } from '@/components/form';
import { useFinishCampaign } from '../api/finish-campaign';

const REASON_MAX_LENGTH = 2_000;

/** Issue 7: an admin closes a campaign in progress before every listen is in, and says why. */
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
  return (
    <NoteDialog
      title={`Cerrar «${campaignName}»`}
      schema={finishCampaignSchema}
      initialValues={{ reason: '' }}
      note={{ name: 'reason', label: '¿Por qué cierras la campaña?', maxLength: REASON_MAX_LENGTH }}
      action={{ formLabel: 'Cerrar la campaña', label: 'Cerrar la campaña', busyLabel: 'Cerrando…' }}
      send={(input) => finish.mutateAsync(input)}
      sentMessage="Campaña cerrada: ya figura como finalizada."
      onClose={onClose}
    >
      La campaña pasa a finalizada aunque falten acciones o escuchas. El motivo se verá en su informe.
    </NoteDialog>
  );
}
