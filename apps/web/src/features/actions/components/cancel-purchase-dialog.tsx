import { cancelPurchaseSchema, INVOICE_DOCUMENT_LABELS as LABELS } from '@patrocina/domain';
import { NoteDialog } from '@/components/form';
import { useCancelPurchase } from '../api/cancel-purchase';

const REASON_MAX_LENGTH = 2_000;

/** Issue 19: an admin cancels a purchase, paid or not, before anything airs, and says why. */
export function CancelPurchaseDialog({
  campaignId,
  campaignName,
  onClose,
}: {
  campaignId: string;
  campaignName: string;
  onClose: () => void;
}) {
  const cancel = useCancelPurchase(campaignId);
  return (
    <NoteDialog
      title={`${LABELS.cancelPurchase}: «${campaignName}»`}
      schema={cancelPurchaseSchema}
      initialValues={{ reason: '' }}
      note={{ name: 'reason', label: LABELS.cancelPurchaseReason, maxLength: REASON_MAX_LENGTH }}
      action={{ formLabel: LABELS.cancelPurchase, label: LABELS.cancelPurchaseConfirm, busyLabel: 'Cancelando…' }}
      send={(input) => cancel.mutateAsync(input)}
      sentMessage={LABELS.cancelPurchaseDone}
      onClose={onClose}
    >
      {LABELS.cancelPurchaseHelp}
    </NoteDialog>
  );
}
