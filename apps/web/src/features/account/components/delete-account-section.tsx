import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  DELETE_ACCOUNT_WORD,
  DELETION_MESSAGES,
  MESSAGES,
  type CommittedCampaign,
  type DeletionCheck,
} from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { DialogFormActions, Form, ModalDialog, PasswordField, TextField, useZodForm } from '@/components/form';
import { ApiError } from '@/lib/api-client';
import { meQueryKey } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { userMessageOf } from '@/lib/user-message';
import { useDeleteAccount, useDeletionCheck } from '../api/deletion';
import { AccountSection } from './section';

const ROLE_LABELS: Record<CommittedCampaign['role'], string> = {
  advertiser: 'la pagas tú',
  agent: 'la gestionas tú',
  podcaster: 'tu podcast está contratado',
};

const passwordConfirmSchema = z.object({ value: z.string().trim().min(1, MESSAGES.required) });

/**
 * Refused: which campaigns hold the account (issue 9), or the money still owed to the user (issue 19),
 * and the way to talk to us instead.
 */
function CommittedDialog({
  committed,
  unpaidEarnings,
  onClose,
}: {
  committed: CommittedCampaign[];
  unpaidEarnings: boolean;
  onClose: () => void;
}) {
  return (
    <ModalDialog title="Aún no puedes eliminar tu cuenta" onClose={onClose} size="sm" role="alertdialog">
      {committed.length > 0 || !unpaidEarnings ? <p className="text-ink-muted">{DELETION_MESSAGES.committed}</p> : null}
      {unpaidEarnings ? <p className="text-ink-muted">{DELETION_MESSAGES.unpaidEarnings}</p> : null}
      {committed.length > 0 ? (
        <ul className="mt-4 space-y-2" aria-label="Campañas contratadas sin terminar">
          {committed.map((campaign) => (
            <li key={campaign.id} className="rounded-control bg-surface-muted px-3 py-2">
              <span className="font-medium">
                {campaign.brand} · {campaign.name}
              </span>{' '}
              <span className="text-sm text-ink-muted">({ROLE_LABELS[campaign.role]})</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
        <Link to="/contact" className={buttonClass('primary')}>
          Escríbenos
        </Link>
        <button type="button" className={buttonClass('secondary')} onClick={onClose}>
          Cerrar
        </button>
      </div>
    </ModalDialog>
  );
}

/** The last step: the password (or the word, for an account made with Google, Apple or Facebook). */
function ConfirmDeletionDialog({ check, onClose }: { check: DeletionCheck; onClose: () => void }) {
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [refused, setRefused] = useState<{ unpaidEarnings: boolean } | null>(null);
  const byPassword = check.confirmWith === 'password';
  const form = useZodForm(passwordConfirmSchema, { value: '' });

  const onSubmit = form.handleSubmit(async ({ value }) => {
    try {
      await remove.mutateAsync(byPassword ? { password: value } : { confirmation: value });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // A campaign was paid, or earnings came in, since the check: say so, as the check would have.
        setRefused({ unpaidEarnings: error.message === DELETION_MESSAGES.unpaidEarnings });
        return;
      }
      const field = error instanceof ApiError && error.status === 400 ? error.fields[0] : undefined;
      if (field) form.setFieldError('value', field.message);
      else toast.error(userMessageOf(error));
      return;
    }
    // The session is gone on the server: forget everything cached about the account, then leave.
    queryClient.setQueryData(meQueryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    toast.success(DELETION_MESSAGES.deleted);
    await navigate('/', { replace: true });
  });

  if (refused) return <CommittedDialog committed={[]} unpaidEarnings={refused.unpaidEarnings} onClose={onClose} />;

  return (
    <ModalDialog title="¿Eliminar tu cuenta?" onClose={onClose} size="sm" role="alertdialog">
      <Form form={form} onSubmit={onSubmit} aria-label="Confirmar la eliminación" className="space-y-4">
        <div className="space-y-2 text-ink-muted">
          <p>Borraremos tus datos personales y cerraremos todas tus sesiones. No se puede deshacer.</p>
          <p>
            Los mensajes que escribiste en campañas compartidas se quedan para los demás, firmados como «
            {DELETION_MESSAGES.deletedUsername}».
          </p>
        </div>
        {byPassword ? (
          <PasswordField {...form.field('value')} label="Tu contraseña" autoComplete="current-password" />
        ) : (
          <TextField
            {...form.field('value')}
            label={`Escribe ${DELETE_ACCOUNT_WORD} para confirmar`}
            autoComplete="off"
          />
        )}
        <DialogFormActions busy={form.isSubmitting} busyLabel="Eliminando…" onCancel={onClose} tone="danger">
          Eliminar mi cuenta
        </DialogFormActions>
      </Form>
    </ModalDialog>
  );
}

/** «Eliminar cuenta»: asks the API first whether it can be done, so a refusal comes before any password. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const check = useDeletionCheck(open);
  const close = () => setOpen(false);

  return (
    <AccountSection id="delete-account" title="Eliminar cuenta">
      <p className="mb-4 text-sm text-ink-muted">
        Si eliminas tu cuenta borraremos tus datos personales. Mientras tengas campañas contratadas sin terminar o
        cobros pendientes no podrás hacerlo.
      </p>
      <button
        type="button"
        className={buttonClass('danger')}
        // After a failed check the section stays open: pressing again asks again.
        onClick={() => (open ? void check.refetch() : setOpen(true))}
        aria-busy={(open && check.isFetching) || undefined}
      >
        {open && check.isFetching ? 'Comprobando…' : 'Eliminar mi cuenta'}
      </button>
      {open && check.isError ? (
        <p role="alert" className="mt-3 text-danger">
          {userMessageOf(check.error)}
        </p>
      ) : null}
      {open && check.data && !check.isFetching ? (
        check.data.allowed ? (
          <ConfirmDeletionDialog check={check.data} onClose={close} />
        ) : (
          <CommittedDialog
            committed={check.data.committed}
            unpaidEarnings={check.data.unpaidEarnings}
            onClose={close}
          />
        )
      ) : null}
    </AccountSection>
  );
}
