import { useState } from 'react';
import { buttonClass } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { runAndTell } from '@/lib/user-message';
import { useLeaveAgency } from '../api/team';

/**
 * «Salir de la agencia», on a colleague's own row of «Equipo» (any role; the owner is the agency and
 * stays). Confirmed first: coming back takes a new invitation.
 */
export function LeaveAgency({
  userId,
  agencyName,
  onLeft,
}: {
  userId: string;
  agencyName: string;
  onLeft?: (() => void) | undefined;
}) {
  const leave = useLeaveAgency();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setConfirming(true)}>
        Salir de la agencia
      </button>
      {confirming ? (
        <ConfirmDialog
          title={`¿Salir de ${agencyName}?`}
          confirmLabel="Salir de la agencia"
          busy={leave.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            void runAndTell(() => leave.mutateAsync(userId), `Has salido de ${agencyName}`).then((left) => {
              if (left) onLeft?.();
              else setConfirming(false);
            });
          }}
        >
          Dejarás de ver las campañas, las marcas y las facturas de la agencia en cuanto lo confirmes. Para volver,
          alguien del equipo tendrá que invitarte de nuevo.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
