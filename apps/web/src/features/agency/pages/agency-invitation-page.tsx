import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { AGENCY_ROLE_LABELS, MESSAGES, type AgencyInvitationView, type Me } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { PageTitleBar } from '@/components/page-title-bar';
import { ApiError } from '@/lib/api-client';
import { LINK_MESSAGES, linkProblemOf } from '@/lib/link-errors';
import { useMe } from '@/lib/me';
import { openModal } from '@/lib/modal-store';
import { userMessageOf } from '@/lib/user-message';
import { useAcceptAgencyInvitation, useAgencyInvitation } from '../api/invitation';

const TITLE = 'Invitación a una agencia';

/** Refusals the page explains in place (another account, another agency, an unconfirmed address). */
const EXPLAINED_REFUSALS = new Set(['WRONG_ACCOUNT', 'EMAIL_NOT_CONFIRMED', 'CONFLICT']);

function Frame({ title = TITLE, children }: { title?: string; children: ReactNode }) {
  return (
    <>
      <PageTitleBar title={title} />
      <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6">{children}</div>
    </>
  );
}

function LinkFailed({ error }: { error: unknown }) {
  const problem = linkProblemOf(error);
  return (
    <div role="alert">
      <p className="text-lg font-medium text-danger">{problem ? LINK_MESSAGES[problem] : userMessageOf(error)}</p>
      <p className="mt-2 text-ink-muted">Pide a quien te invitó que te envíe una invitación nueva.</p>
    </div>
  );
}

/** What the invited person must do before the button works; the API checks it all again. */
function SignInFirst({ invitation, me, here }: { invitation: AgencyInvitationView; me: Me | null; here: string }) {
  if (!me)
    return (
      <>
        <p className="mt-4">
          {invitation.hasAccount
            ? `Para aceptarla, entra con tu cuenta de ${invitation.email}.`
            : `Para aceptarla, crea tu cuenta con ${invitation.email} y confírmala con el enlace que te enviaremos.`}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => openModal(invitation.hasAccount ? 'login' : 'signup', { redirectTo: here })}
          >
            {invitation.hasAccount ? 'Entrar para aceptar' : 'Crear mi cuenta'}
          </button>
          {invitation.hasAccount ? null : (
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => openModal('login', { redirectTo: here })}
            >
              Ya tengo cuenta
            </button>
          )}
        </div>
      </>
    );
  if (me.email !== invitation.email)
    return (
      <>
        <p className="mt-4" role="alert">
          Has entrado como <strong className="break-words">{me.email}</strong>, pero la invitación es para{' '}
          <strong className="break-words">{invitation.email}</strong>. Entra con la cuenta de esa dirección para
          aceptarla.
        </p>
        <button
          type="button"
          className={`${buttonClass('primary')} mt-6`}
          onClick={() => openModal('login', { redirectTo: here })}
        >
          Entrar con otra cuenta
        </button>
      </>
    );
  return (
    <>
      <p className="mt-4" role="alert">
        Confirma tu dirección de correo para aceptarla: ábrela con el enlace que te enviamos a{' '}
        <strong className="break-words">{me.email}</strong> y vuelve a esta página.
      </p>
      <button type="button" className={`${buttonClass('primary')} mt-6`} onClick={() => openModal('verify')}>
        Reenviar el correo de confirmación
      </button>
    </>
  );
}

function Invitation({ token, invitation }: { token: string; invitation: AgencyInvitationView }) {
  const location = useLocation();
  const me = useMe();
  const accept = useAcceptAgencyInvitation(token);
  const here = location.pathname;

  if (accept.isSuccess)
    return (
      <Frame title="Invitación aceptada">
        <div role="status">
          <p className="text-2xl font-semibold">Ya formas parte de {accept.data.agencyName}.</p>
          <p className="mt-3 text-ink-muted">
            Tu permiso es «{AGENCY_ROLE_LABELS[accept.data.role]}». Encontrarás las campañas de la agencia en tu
            dashboard.
          </p>
          <Link to="/dashboard" className={`${buttonClass('primary')} mt-6`}>
            Ir al dashboard
          </Link>
        </div>
      </Frame>
    );
  const refusal =
    accept.error instanceof ApiError && EXPLAINED_REFUSALS.has(accept.error.code) ? accept.error.message : null;
  if (accept.isError && !refusal)
    return (
      <Frame>
        <LinkFailed error={accept.error} />
      </Frame>
    );

  const user = me.data ?? null;
  const canAccept = user !== null && user.email === invitation.email && user.emailVerified;
  return (
    <Frame>
      <p className="text-2xl font-semibold">
        {invitation.invitedBy} te invita al equipo de {invitation.agencyName}.
      </p>
      <p className="mt-3 text-ink-muted">
        Tendrás el permiso «{AGENCY_ROLE_LABELS[invitation.role]}»
        {invitation.role === 'viewer'
          ? ': podrás ver sus campañas, propuestas, informes y facturas.'
          : ': podrás crear y gestionar sus campañas, responder a sus propuestas, comprar e invitar a más colegas.'}{' '}
        La invitación es para <strong className="break-words text-ink">{invitation.email}</strong>.
      </p>
      {refusal ? (
        <p className="mt-4 font-medium text-danger" role="alert">
          {refusal}
        </p>
      ) : null}
      {me.isPending ? (
        <p className="mt-6 text-ink-muted" aria-busy="true">
          Comprobando tu sesión…
        </p>
      ) : canAccept ? (
        <button
          type="button"
          className={`${buttonClass('primary')} mt-6`}
          aria-disabled={accept.isPending || undefined}
          aria-busy={accept.isPending || undefined}
          onClick={() => {
            if (!accept.isPending) accept.mutate();
          }}
        >
          {accept.isPending ? 'Aceptando…' : 'Aceptar invitación'}
        </button>
      ) : (
        <SignInFirst invitation={invitation} me={user} here={here} />
      )}
    </Frame>
  );
}

/**
 * `/agency/invitations/:token`, the e-mailed link. Opening it only reads the invitation (mail scanners
 * open links); «Aceptar invitación» accepts it.
 */
export function AgencyInvitationPage() {
  const token = useParams().token?.trim() ?? '';
  const invitation = useAgencyInvitation(token);
  if (token && invitation.isSuccess) return <Invitation token={token} invitation={invitation.data} />;
  return (
    <Frame>
      {!token ? (
        <div role="alert">
          <p className="text-lg font-medium text-danger">{MESSAGES.invalidLink}</p>
        </div>
      ) : invitation.isError ? (
        <LinkFailed error={invitation.error} />
      ) : (
        <p className="text-lg" role="status" aria-busy="true">
          Cargando la invitación…
        </p>
      )}
    </Frame>
  );
}
