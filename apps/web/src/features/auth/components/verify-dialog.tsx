import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@patrocina/domain';
import { ApiError } from '@/lib/api-client';
import { ModalDialog } from '@/components/form';
import { closeModal } from '@/lib/modal-store';
import { toast } from '@/lib/toast';
import { resendVerificationEmail } from '../api/auth-calls';
import { useMe } from '../api/get-me';
import { reportAuthError } from '../lib/report';
import { primaryButtonClass, secondaryButtonClass } from './styles';

export const RESENT_MESSAGE = 'Te hemos enviado un nuevo correo de verificación';

/** Reminds a logged-in user whose address is not confirmed yet, and re-sends the link. */
export function VerifyDialog() {
  const { data: me } = useMe();
  const resend = useMutation({
    mutationFn: resendVerificationEmail,
    onSuccess: () => {
      toast.success(RESENT_MESSAGE);
      closeModal();
    },
    onError: (error) => {
      reportAuthError(error, 'VerifyDialog');
      toast.error(error instanceof ApiError && error.status === 429 ? error.message : MESSAGES.genericError);
    },
  });

  return (
    <ModalDialog title="Confirma tu correo electrónico" onClose={closeModal} size="sm">
      <p className="text-base text-ink-muted">
        Te enviamos un enlace de confirmación
        {me ? (
          <>
            {' '}
            a <strong className="font-semibold break-all text-ink">{me.email}</strong>
          </>
        ) : null}
        . Ábrelo para confirmar tu cuenta. Si no lo encuentras, revisa la carpeta de spam o pide otro.
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={closeModal} className={secondaryButtonClass}>
          Ahora no
        </button>
        <button
          type="button"
          onClick={() => {
            if (!resend.isPending) resend.mutate();
          }}
          aria-disabled={resend.isPending || undefined}
          aria-busy={resend.isPending || undefined}
          className={primaryButtonClass}
        >
          {resend.isPending ? 'Enviando…' : 'Reenviar correo'}
        </button>
      </div>
    </ModalDialog>
  );
}
