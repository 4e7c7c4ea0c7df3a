import { useState } from 'react';
import { Link } from 'react-router';
import { inviteRepresentativeSchema, PODCAST_MESSAGES, type MyPodcast } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmailField, Form, SubmitButton, useZodForm } from '@/components/form';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useCancelRepresentation, useInviteRepresentative } from '../api/representation';
import { runAndTell } from '@/lib/user-message';

/**
 * SPEC §2, DOMAIN.md "Representation": the owner invites a representative by e-mail, sees the
 * invitation or the active representation, and can cancel either. A representative sees who they act for.
 */
export function RepresentationPanel({ podcast }: { podcast: MyPodcast }) {
  if (podcast.imManager) {
    return (
      <p>
        Representas este podcast{podcast.ownerName ? ` en nombre de ${podcast.ownerName}` : ''}: recibes sus propuestas
        y hablas con los anunciantes por él.
      </p>
    );
  }
  return podcast.representation ? <LiveRepresentation podcast={podcast} /> : <InviteForm podcastId={podcast.id} />;
}

function LiveRepresentation({ podcast }: { podcast: MyPodcast }) {
  const cancel = useCancelRepresentation(podcast.id);
  const [confirming, setConfirming] = useState(false);
  const representation = podcast.representation!;
  const isPending = representation.status === 'PENDING';

  async function confirm() {
    await runAndTell(() => cancel.mutateAsync(), isPending ? 'Invitación cancelada' : 'Representación cancelada');
    setConfirming(false);
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p>
        {isPending ? (
          <>
            Invitación enviada a <span className="font-semibold">{representation.managerEmail}</span> el{' '}
            {formatDate(representation.createdAt)}. Espera su respuesta.
          </>
        ) : (
          <>
            <span className="font-semibold">{representation.managerEmail}</span> representa este podcast desde el{' '}
            {formatDate(representation.respondedAt ?? representation.createdAt)}.
          </>
        )}
      </p>
      <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setConfirming(true)}>
        {isPending ? 'Cancelar la invitación' : 'Cancelar la representación'}
      </button>
      {confirming ? (
        <ConfirmDialog
          title={isPending ? '¿Cancelar la invitación?' : '¿Cancelar la representación?'}
          confirmLabel={isPending ? 'Cancelar la invitación' : 'Cancelar la representación'}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
          busy={cancel.isPending}
        >
          {isPending
            ? `El enlace que recibió ${representation.managerEmail} dejará de funcionar.`
            : `${representation.managerEmail} dejará de recibir las propuestas de este podcast y de hablar con los anunciantes en tu nombre.`}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function InviteForm({ podcastId }: { podcastId: string }) {
  const invite = useInviteRepresentative(podcastId);
  const form = useZodForm(inviteRepresentativeSchema, { email: '' });
  const [failed, setFailed] = useState(false);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailed(false);
    try {
      await invite.mutateAsync(email);
      toast.success(`Invitación enviada a ${email}`);
    } catch (error) {
      const field = error instanceof ApiError ? error.fields.find((item) => item.path === 'email') : undefined;
      if (field) form.setFieldError('email', field.message);
      else if (error instanceof ApiError && error.status === 409) toast.error(error.message);
      else setFailed(true);
    }
  });

  return (
    <div>
      <p className="mb-3 text-sm text-ink-muted">
        Un representante recibe las propuestas de este podcast, las responde y habla con los anunciantes por ti. Le
        enviaremos un correo para que acepte.
      </p>
      <Form
        form={form}
        onSubmit={onSubmit}
        aria-label="Invitar a un representante"
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <div className="flex-1">
          <EmailField {...form.field('email')} label="Correo del representante" />
        </div>
        <div className="sm:mt-7 sm:w-44">
          <SubmitButton busy={form.isSubmitting}>Invitar</SubmitButton>
        </div>
      </Form>
      {failed ? (
        <p role="alert" className="mt-3 text-sm font-medium text-danger">
          {PODCAST_MESSAGES.representationFailed}. Inténtalo de nuevo y, si vuelve a pasar,{' '}
          <Link to="/contact" className="underline">
            escríbenos
          </Link>{' '}
          y lo resolvemos.
        </p>
      ) : null}
    </div>
  );
}
