import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES, type RepresentationInvitation } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import {
  InvitationAccept,
  InvitationAnswered,
  InvitationAsk,
  InvitationButton,
  InvitationLinkPage,
} from '@/components/invitation-link';
import { reportClientError } from '@/lib/api-client';
import { LINK_MESSAGES, linkProblemOf } from '@/lib/link-errors';
import { useAnswerInvitation, useInvitation } from '../api/representation';

/** The refusals the page explains in place, so the user can put them right and press again. */
const EXPLAINED_REFUSALS = new Set(['WRONG_ACCOUNT', 'EMAIL_NOT_CONFIRMED']);

function failureMessage(error: unknown): string {
  const problem = linkProblemOf(error);
  if (problem) return LINK_MESSAGES[problem];
  void reportClientError({
    message: error instanceof Error ? error.message : String(error),
    component: 'RepresentationAnswerPage',
  });
  return MESSAGES.genericError;
}

/** The title while nothing has been answered yet, and whenever the link itself fails. */
const INVITATION_TITLE = 'Invitación para representar un podcast';

interface AnswerProps {
  token: string;
  invitation: RepresentationInvitation;
  failed: (error: unknown) => ReactNode;
}

function AcceptInvitation({ token, invitation, failed }: AnswerProps) {
  const answer = useAnswerInvitation(token, true);
  return (
    <InvitationAccept
      title={INVITATION_TITLE}
      headline={`${invitation.ownerName} te invita a representar «${invitation.podcastTitle}».`}
      description={
        <>
          Recibirás sus propuestas de campaña, podrás responderlas, planificar las acciones y hablar con los anunciantes
          en su nombre. La invitación es para{' '}
          <strong className="break-words text-ink">{invitation.managerEmail}</strong>.
        </>
      }
      invitedEmail={invitation.managerEmail}
      hasAccount={invitation.hasAccount}
      accept={answer}
      acceptLabel="Aceptar la representación"
      beside={
        <Link
          to={`/podcast/manager-representation-rejected?token=${encodeURIComponent(token)}`}
          className={buttonClass('ghost')}
        >
          Prefiero rechazarla
        </Link>
      }
      explainedRefusals={EXPLAINED_REFUSALS}
      failed={failed}
      accepted={(accepted) => (
        <InvitationAnswered title="Representación aceptada" headline={`Ya representas «${accepted.podcastTitle}».`}>
          <p className="mt-3 text-ink-muted">
            Recibirás sus propuestas de campaña y podrás hablar con los anunciantes en su nombre. {invitation.ownerName}{' '}
            podrá leer las conversaciones.
          </p>
          <Link to="/me/podcasts" className={`${buttonClass('primary')} mt-6`}>
            Ir a Mis podcasts
          </Link>
        </InvitationAnswered>
      )}
    />
  );
}

function RejectInvitation({ token, invitation, failed }: AnswerProps) {
  const answer = useAnswerInvitation(token, false);
  // Only after the click is the representation rejected: a used link never gets this title.
  if (answer.isSuccess)
    return (
      <InvitationAnswered
        title="Representación rechazada"
        headline={`Has rechazado representar «${answer.data.podcastTitle}».`}
      >
        <p className="mt-3 text-ink-muted">Se lo hemos dicho a {invitation.ownerName}. No tienes que hacer nada más.</p>
        <Link to="/" className={`${buttonClass('secondary')} mt-6`}>
          Ir a la portada
        </Link>
      </InvitationAnswered>
    );
  if (answer.isError) return failed(answer.error);
  return (
    <InvitationAsk
      title="Rechazar la invitación"
      headline={`¿Rechazas representar «${invitation.podcastTitle}»?`}
      description={`${invitation.ownerName} te ha invitado a gestionar su podcast. Si la rechazas, se lo diremos y no recibirás sus propuestas. No necesitas cuenta para rechazarla.`}
    >
      <InvitationButton answer={answer} pendingLabel="Rechazando…" tone="danger">
        Rechazar la invitación
      </InvitationButton>
    </InvitationAsk>
  );
}

/**
 * The pages of the invitation's links. Opening one only reads the invitation (mail scanners open
 * links, DOMAIN.md "Representation"); a button answers it.
 */
function RepresentationAnswerPage({ accept }: { accept: boolean }) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const invitation = useInvitation(token);
  const Answer = accept ? AcceptInvitation : RejectInvitation;
  return (
    <InvitationLinkPage
      token={token}
      invitation={invitation}
      title={INVITATION_TITLE}
      hint="Pide a quien te invitó que te envíe una invitación nueva desde Mis podcasts."
      failureMessage={failureMessage}
    >
      {(read, failed) => <Answer token={token} invitation={read} failed={failed} />}
    </InvitationLinkPage>
  );
}

/** `/podcast/manager-representation-accepted?token=`: the accept link of the invitation e-mail. */
export function RepresentationAcceptedPage() {
  return <RepresentationAnswerPage accept />;
}

/** `/podcast/manager-representation-rejected?token=`: the reject link of the invitation e-mail. */
export function RepresentationRejectedPage() {
  return <RepresentationAnswerPage accept={false} />;
}
