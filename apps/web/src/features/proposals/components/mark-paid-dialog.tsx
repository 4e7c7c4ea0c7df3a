import { ConfirmDialog } from '@/components/confirm-dialog';
import { runAndTell } from '@/lib/user-message';
import { useMarkPaid } from '../api/backoffice-proposal';

/**
 * An admin confirms that the advertiser paid what they bought: the chosen podcasters move on to plan
 * their dates. Closes whatever the answer; a refusal is told in a toast.
 */
export function MarkPaidDialog({ campaignId, onClose }: { campaignId: string; onClose: () => void }) {
  const paid = useMarkPaid(campaignId);

  async function confirm() {
    await runAndTell(
      () => paid.mutateAsync(undefined),
      'Pago confirmado: los podcasters ya pueden planificar sus fechas',
    );
    onClose();
  }

  return (
    <ConfirmDialog
      title="¿Confirmar el pago?"
      confirmLabel="Sí, está pagada"
      tone="primary"
      busy={paid.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      Avisaremos al anunciante y los podcasters elegidos pasarán a planificar las fechas de sus acciones.
    </ConfirmDialog>
  );
}
