import { MESSAGES } from '@patrocina/domain';
import { ModalDialog } from '@/components/form';
import { closeModal } from '@/lib/modal-store';
import { toast } from '@/lib/toast';
import { useMe } from '../api/get-me';
import { useUpdateMe } from '../api/update-me';
import { setPendingAgency } from '../lib/client-state';
import { reportAuthError } from '../lib/report';
import { primaryButtonClass, secondaryButtonClass } from './styles';

/**
 * "¿Eres una agencia?" right after sign-up. Sign-up does not log in (the e-mail must be confirmed
 * first), so the answer cannot be saved yet: it waits in sessionStorage and useCompleteLogin applies
 * it with PATCH /private/users/me after the first login or e-mail verification in this browser
 * session. A logged-in user (the modal opened some other way) has it saved at once.
 */
export function AgencyDialog() {
  const me = useMe();
  const updateMe = useUpdateMe();

  function answer(isAgency: boolean) {
    if (!me.data) {
      setPendingAgency(isAgency);
      closeModal();
      return;
    }
    if (me.data.isAgency === isAgency) {
      closeModal();
      return;
    }
    updateMe.mutate(
      { isAgency },
      {
        onSuccess: closeModal,
        onError: (error) => {
          reportAuthError(error, 'AgencyDialog');
          toast.error(MESSAGES.genericError);
        },
      },
    );
  }

  return (
    <ModalDialog title="¿Eres una agencia?" onClose={closeModal} size="sm">
      <p className="text-base text-ink-muted">
        Si gestionas campañas para otras marcas, te mostraremos las herramientas para agencias.
      </p>
      <div className="mt-6 grid grid-cols-2 gap-3">
        <button type="button" onClick={() => answer(false)} className={secondaryButtonClass}>
          No
        </button>
        <button
          type="button"
          onClick={() => answer(true)}
          aria-disabled={updateMe.isPending || undefined}
          className={primaryButtonClass}
        >
          Sí
        </button>
      </div>
    </ModalDialog>
  );
}
