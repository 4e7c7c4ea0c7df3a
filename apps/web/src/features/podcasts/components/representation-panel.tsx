import { useState } from 'react';
import { Link } from 'react-router';
import { inviteRepresentativeSchema, PODCAST_MESSAGES, type MyPodcast } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Checkbox, EmailField, Form, SubmitButton, useZodForm } from '@/components/form';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useCancelRepresentation, useInviteRepresentative, useSetRepresentationPayee } from '../api/representation';
import { runAndTell, userMessageOf } from '@/lib/user-message';

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
    <div className="flex flex-col gap-4">
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
      {isPending ? null : <PayeeChoice podcastId={podcast.id} paysRepresentative={representation.paysRepresentative} />}
    </div>
  );
}

/** Issue 19: a represented podcast's earnings go to its owner unless the owner ticks this box. */
function PayeeChoice({ podcastId, paysRepresentative }: { podcastId: string; paysRepresentative: boolean }) {
  const save = useSetRepresentationPayee(podcastId);
  const [failure, setFailure] = useState<string>();

  async function change(toRepresentative: boolean) {
    setFailure(undefined);
    try {
      await save.mutateAsync(toRepresentative);
      toast.success(toRepresentative ? 'Tu representante cobrará este podcast' : 'Cobrarás tú este podcast');
    } catch (error) {
      setFailure(userMessageOf(error));
    }
  }

  return (
    <div>
      <Checkbox
        id={`payee-${podcastId}`}
        name="toRepresentative"
        value={save.isPending && save.variables !== undefined ? save.variables : paysRepresentative}
        onValueChange={(checked) => {
          if (!save.isPending) void change(checked);
        }}
        onBlur={() => undefined}
        error={failure}
        label="Los cobros de este podcast van a mi representante"
      />
      <p className="mt-1 ml-8 text-sm text-ink-muted">
        Si no lo marcas, cobras tú; la autofactura se emite a nombre de quien cobra, con sus datos de facturación. El
        cambio cuenta para las campañas que se paguen a partir de ahora.
      </p>
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
