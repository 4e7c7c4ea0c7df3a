import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { AGENCY_ROLE_LABELS, type AgencyInvitationView } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { InvitationAccept, InvitationAnswered, InvitationLinkPage } from '@/components/invitation-link';
import { LINK_MESSAGES, linkProblemOf } from '@/lib/link-errors';
import { userMessageOf } from '@/lib/user-message';
import { useAcceptAgencyInvitation, useAgencyInvitation } from '../api/invitation';

const TITLE = 'Invitación a una agencia';

/** Refusals the page explains in place (another account, another agency, an unconfirmed address). */
const EXPLAINED_REFUSALS = new Set(['WRONG_ACCOUNT', 'EMAIL_NOT_CONFIRMED', 'CONFLICT']);

function failureMessage(error: unknown): string {
  const problem = linkProblemOf(error);
  return problem ? LINK_MESSAGES[problem] : userMessageOf(error);
}

function Invitation({
  token,
  invitation,
  failed,
}: {
  token: string;
  invitation: AgencyInvitationView;
  failed: (error: unknown) => ReactNode;
}) {
  const accept = useAcceptAgencyInvitation(token);
  return (
    <InvitationAccept
      title={TITLE}
      headline={`${invitation.invitedBy} te invita al equipo de ${invitation.agencyName}.`}
      description={
        <>
          Tendrás el permiso «{AGENCY_ROLE_LABELS[invitation.role]}»
          {invitation.role === 'viewer'
            ? ': podrás ver sus campañas, propuestas, informes y facturas.'
            : ': podrás crear y gestionar sus campañas, responder a sus propuestas, comprar e invitar a más colegas.'}{' '}
          La invitación es para <strong className="break-words text-ink">{invitation.email}</strong>.
        </>
      }
      invitedEmail={invitation.email}
      hasAccount={invitation.hasAccount}
      accept={accept}
      acceptLabel="Aceptar invitación"
      explainedRefusals={EXPLAINED_REFUSALS}
      failed={failed}
      accepted={(joined) => (
        <InvitationAnswered title="Invitación aceptada" headline={`Ya formas parte de ${joined.agencyName}.`}>
          <p className="mt-3 text-ink-muted">
            Tu permiso es «{AGENCY_ROLE_LABELS[joined.role]}». Encontrarás las campañas de la agencia en tu dashboard.
          </p>
          <Link to="/dashboard" className={`${buttonClass('primary')} mt-6`}>
            Ir al dashboard
          </Link>
        </InvitationAnswered>
      )}
    />
  );
}

/**
 * `/agency/invitations/:token`, the e-mailed link. Opening it only reads the invitation (mail scanners
 * open links); «Aceptar invitación» accepts it.
 */
export function AgencyInvitationPage() {
  const token = useParams().token?.trim() ?? '';
  const invitation = useAgencyInvitation(token);
  return (
    <InvitationLinkPage
      token={token}
      invitation={invitation}
      title={TITLE}
      hint="Pide a quien te invitó que te envíe una invitación nueva."
      failureMessage={failureMessage}
    >
      {(read, failed) => <Invitation token={token} invitation={read} failed={failed} />}
    </InvitationLinkPage>
  );
}
