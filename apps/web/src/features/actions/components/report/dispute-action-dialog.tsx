import { DISPUTE_REASON_MAX, disputeActionSchema } from '@patrocina/domain';
import { NoteDialog } from '@/components/form';
import { useDisputeAction } from '../../api/campaign-escrow';

/** Issue 19: the advertiser disputes an aired action before its money leaves escrow, and says why. */
export function DisputeActionDialog({
  campaignId,
  actionId,
  actionName,
  onClose,
}: {
  campaignId: string;
  actionId: string;
  actionName: string;
  onClose: () => void;
}) {
  const dispute = useDisputeAction(campaignId, actionId);
  return (
    <NoteDialog
      title={`Reclamar «${actionName}»`}
      schema={disputeActionSchema}
      initialValues={{ reason: '' }}
      note={{ name: 'reason', label: '¿Qué ha fallado en esta acción?', maxLength: DISPUTE_REASON_MAX }}
      action={{ formLabel: 'Reclamar esta acción', label: 'Enviar la reclamación', busyLabel: 'Enviando…' }}
      send={(input) => dispute.mutateAsync(input)}
      sentMessage="Reclamación enviada: el equipo la revisará y no pagaremos la acción mientras tanto."
      onClose={onClose}
    >
      Retendremos el pago de esta acción al podcaster y el equipo revisará tu reclamación: o se paga, o te devolvemos su
      precio con su IVA. Te escribiremos con la decisión.
    </NoteDialog>
  );
}
