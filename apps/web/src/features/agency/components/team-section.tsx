import { useId, useState } from 'react';
import {
  AGENCY_MEMBER_ROLES,
  AGENCY_ROLE_LABELS,
  AGENCY_TEAM_MESSAGES,
  inviteColleagueSchema,
  type AgencyColleague,
  type AgencyMemberRole,
  type AgencyTeam,
  type PendingAgencyInvitation,
} from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmailField, Form, SelectField, SubmitButton, useZodForm } from '@/components/form';
import { LoadFailed } from '@/components/load-failed';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useMe } from '@/lib/me';
import { toast } from '@/lib/toast';
import { runAndTell, userMessageOf } from '@/lib/user-message';
import {
  useChangeColleagueRole,
  useInviteColleague,
  useRemoveColleague,
  useRevokeInvitation,
  useTeam,
} from '../api/team';
import { LeaveAgency } from './leave-agency';

const ROLE_OPTIONS = AGENCY_MEMBER_ROLES.map((role) => ({ value: role, label: AGENCY_ROLE_LABELS[role] }));

const rowClass = 'flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between';

/** The reader's own row: a colleague (not the owner) may leave, whatever their role. */
function OwnRow({
  colleague,
  team,
  onLeft,
}: {
  colleague: AgencyColleague;
  team: AgencyTeam;
  onLeft?: (() => void) | undefined;
}) {
  return (
    <li className={rowClass}>
      <div className="min-w-0">
        <p className="font-semibold break-words">{colleague.username} (tú)</p>
        <p className="text-sm break-words text-ink-muted">{colleague.email}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm font-medium">{AGENCY_ROLE_LABELS[colleague.role]}</p>
        {colleague.role === 'owner' ? null : (
          <LeaveAgency userId={colleague.userId} agencyName={team.agency.name} onLeft={onLeft} />
        )}
      </div>
    </li>
  );
}

function ColleagueRow({ colleague, canManage }: { colleague: AgencyColleague; canManage: boolean }) {
  const change = useChangeColleagueRole();
  const remove = useRemoveColleague();
  const [confirming, setConfirming] = useState(false);
  const selectId = useId();
  const isOwner = colleague.role === 'owner';
  return (
    <li className={rowClass}>
      <div className="min-w-0">
        <p className="font-semibold break-words">{colleague.username}</p>
        <p className="text-sm break-words text-ink-muted">{colleague.email}</p>
      </div>
      {canManage && !isOwner ? (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={selectId} className="sr-only">
            Permiso de {colleague.username}
          </label>
          <select
            id={selectId}
            value={colleague.role}
            disabled={change.isPending}
            onChange={(event) => {
              const role = event.target.value as AgencyMemberRole;
              void runAndTell(() => change.mutateAsync({ userId: colleague.userId, role }), 'Permiso cambiado');
            }}
            className="rounded-control border border-line-strong bg-surface px-3 py-2 text-sm"
          >
            {ROLE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setConfirming(true)}>
            Quitar
          </button>
        </div>
      ) : (
        <p className="text-sm font-medium">{AGENCY_ROLE_LABELS[colleague.role]}</p>
      )}
      {confirming ? (
        <ConfirmDialog
          title={`¿Quitar a ${colleague.username} de la agencia?`}
          confirmLabel="Quitar de la agencia"
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            void runAndTell(
              () => remove.mutateAsync(colleague.userId),
              `${colleague.username} ya no está en tu equipo`,
            );
          }}
        >
          Dejará de ver y gestionar las campañas de la agencia en cuanto lo confirmes. Puedes volver a invitarle cuando
          quieras.
        </ConfirmDialog>
      ) : null}
    </li>
  );
}

function InvitationRow({ invitation, canManage }: { invitation: PendingAgencyInvitation; canManage: boolean }) {
  const revoke = useRevokeInvitation();
  return (
    <li className={rowClass}>
      <div className="min-w-0">
        <p className="font-semibold break-words">{invitation.email}</p>
        <p className="text-sm text-ink-muted">
          {AGENCY_ROLE_LABELS[invitation.role]} ·{' '}
          {invitation.isExpired
            ? 'El enlace ha caducado: invítale de nuevo'
            : `Caduca el ${formatDate(invitation.expiresAt)}`}
        </p>
      </div>
      {canManage ? (
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          disabled={revoke.isPending}
          aria-label={`Anular la invitación a ${invitation.email}`}
          onClick={() => void runAndTell(() => revoke.mutateAsync(invitation.id), 'Invitación anulada')}
        >
          Anular
        </button>
      ) : null}
    </li>
  );
}

/** Sent: the parent mounts a fresh, empty form for the next colleague. */
function InviteForm({ onSent }: { onSent: () => void }) {
  const invite = useInviteColleague();
  const form = useZodForm(inviteColleagueSchema, { email: '', role: 'viewer' });
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await invite.mutateAsync(input);
      toast.success(AGENCY_TEAM_MESSAGES.invitationSent);
      onSent();
    } catch (error) {
      const field = error instanceof ApiError ? error.fields.find((item) => item.path === 'email') : undefined;
      if (field) form.setFieldError('email', field.message);
      else toast.error(userMessageOf(error));
    }
  });
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      aria-label="Invitar a un colega"
      className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start"
    >
      <EmailField {...form.field('email')} label="Correo de tu colega" />
      <SelectField {...form.field('role')} label="Permiso" options={ROLE_OPTIONS} />
      <div className="sm:mt-7">
        <SubmitButton busy={form.isSubmitting}>Invitar</SubmitButton>
      </div>
    </Form>
  );
}

function TeamLists({
  team,
  meId,
  onLeft,
}: {
  team: AgencyTeam;
  meId: string | undefined;
  onLeft?: (() => void) | undefined;
}) {
  const canManage = team.role !== 'viewer';
  const [sent, setSent] = useState(0);
  return (
    <>
      <ul className="divide-y divide-line" aria-label="Personas del equipo">
        {team.members.map((colleague) =>
          colleague.userId === meId ? (
            <OwnRow key={colleague.userId} colleague={colleague} team={team} onLeft={onLeft} />
          ) : (
            <ColleagueRow key={colleague.userId} colleague={colleague} canManage={canManage} />
          ),
        )}
      </ul>
      {team.invitations.length > 0 ? (
        <>
          <h3 className="mt-6 text-lg font-semibold">Invitaciones pendientes</h3>
          <ul className="divide-y divide-line">
            {team.invitations.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} canManage={canManage} />
            ))}
          </ul>
        </>
      ) : null}
      {canManage ? (
        <div className="mt-6 border-t border-line pt-6">
          <h3 className="mb-1 text-lg font-semibold">Invitar</h3>
          <p className="mb-4 text-sm text-ink-muted">
            «Puede ver» lee las campañas, propuestas, informes y facturas. «Puede gestionar» además crea y cambia
            campañas, responde a las propuestas, compra e invita a más colegas.
          </p>
          <InviteForm key={sent} onSent={() => setSent((count) => count + 1)} />
        </div>
      ) : (
        <p className="mt-4 text-sm text-ink-muted">
          Tu permiso es «Puede ver»: ves el equipo y las campañas de la agencia, pero no puedes cambiarlos.
        </p>
      )}
    </>
  );
}

/**
 * «Equipo» on `/me/agency`: who acts for the agency; managers invite, change roles and remove, and a
 * colleague may leave (then `onLeft`).
 */
export function TeamSection({ onLeft }: { onLeft?: () => void } = {}) {
  const team = useTeam();
  // Until the user is known their own row would look like a colleague's, with a manager's «Quitar» on
  // themselves: the list waits for both answers.
  const me = useMe();
  const meUnknown = me.data === undefined;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-line bg-surface p-6">
      <h2 id={headingId} className="text-xl font-semibold">
        Equipo
      </h2>
      <div className="mt-2">
        {team.isPending || (meUnknown && me.isPending) ? (
          <p role="status" className="text-ink-muted">
            Cargando tu equipo…
          </p>
        ) : team.isError || meUnknown ? (
          <LoadFailed
            title="No hemos podido cargar tu equipo."
            onRetry={() => {
              if (team.isError) void team.refetch();
              if (meUnknown) void me.refetch();
            }}
          />
        ) : (
          <TeamLists team={team.data} meId={me.data?.id} onLeft={onLeft} />
        )}
      </div>
    </section>
  );
}
