import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { MESSAGES, type Me, type RepresentationInvitation } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { PageTitleBar } from '@/components/page-title-bar';
import { ApiError, reportClientError } from '@/lib/api-client';
import { LINK_MESSAGES, linkProblemOf } from '@/lib/link-errors';
import { useMe } from '@/lib/me';
import { openModal } from '@/lib/modal-store';
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

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageTitleBar title={title} />
      <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6">{children}</div>
    </>
  );
}

function LinkFailed({ message }: { message: string }) {
  return (
    <div role="alert">
      <p className="text-lg font-medium text-danger">{message}</p>
      <p className="mt-2 text-ink-muted">
        Pide a quien te invitó que te envíe una invitación nueva desde Mis podcasts.
      </p>
    </div>
  );
}

/**
 * What the invited person must do before the accept button works: the rights go to the account
 * whose confirmed address is the invited one (the API checks it again; this only guides).
 */
function AcceptGate({ invitation, me, here }: { invitation: RepresentationInvitation; me: Me | null; here: string }) {
  if (!me) {
    return (
      <>
        <p className="mt-4">
          {invitation.hasAccount
            ? `Para aceptarla, entra con tu cuenta de ${invitation.managerEmail}.`
            : `Para aceptarla, crea tu cuenta con ${invitation.managerEmail} y confírmala con el enlace que te enviaremos.`}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          {invitation.hasAccount ? (
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={() => openModal('login', { redirectTo: here })}
            >
              Entrar para aceptar
            </button>
          ) : (
            <>
              <button
                type="button"
                className={buttonClass('primary')}
                onClick={() => openModal('signup', { redirectTo: here })}
              >
                Crear mi cuenta
              </button>
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => openModal('login', { redirectTo: here })}
              >
                Ya tengo cuenta
              </button>
            </>
          )}
        </div>
      </>
    );
  }
  if (me.email !== invitation.managerEmail) {
    return (
      <>
        <p className="mt-4" role="alert">
          Has entrado como <strong className="break-words">{me.email}</strong>, pero la invitación es para{' '}
          <strong className="break-words">{invitation.managerEmail}</strong>. Entra con la cuenta de esa dirección para
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
  }
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

function AcceptInvitation({ token, invitation }: { token: string; invitation: RepresentationInvitation }) {
  const location = useLocation();
  const me = useMe();
  const answer = useAnswerInvitation(token, true);
  const here = `${location.pathname}${location.search}`;

  if (answer.isSuccess) {
    return (
      <Frame title="Representación aceptada">
        <div role="status">
          <p className="text-2xl font-semibold">Ya representas «{answer.data.podcastTitle}».</p>
          <p className="mt-3 text-ink-muted">
            Recibirás sus propuestas de campaña y podrás hablar con los anunciantes en su nombre. {invitation.ownerName}{' '}
            podrá leer las conversaciones.
          </p>
          <Link to="/me/podcasts" className={`${buttonClass('primary')} mt-6`}>
            Ir a Mis podcasts
          </Link>
        </div>
      </Frame>
    );
  }
  const refusal =
    answer.error instanceof ApiError && EXPLAINED_REFUSALS.has(answer.error.code) ? answer.error.message : null;
  if (answer.isError && !refusal)
    return (
      <Frame title={INVITATION_TITLE}>
        <LinkFailed message={failureMessage(answer.error)} />
      </Frame>
    );

  const user = me.data ?? null;
  const canAccept = user !== null && user.email === invitation.managerEmail && user.emailVerified;
  return (
    <Frame title={INVITATION_TITLE}>
      <p className="text-2xl font-semibold">
        {invitation.ownerName} te invita a representar «{invitation.podcastTitle}».
      </p>
      <p className="mt-3 text-ink-muted">
        Recibirás sus propuestas de campaña, podrás responderlas, planificar las acciones y hablar con los anunciantes
        en su nombre. La invitación es para <strong className="break-words text-ink">{invitation.managerEmail}</strong>.
      </p>
      {refusal && canAccept ? (
        <p className="mt-4 font-medium text-danger" role="alert">
          {refusal}
        </p>
      ) : null}
      {me.isPending ? (
        <p className="mt-6 text-ink-muted" aria-busy="true">
          Comprobando tu sesión…
        </p>
      ) : canAccept ? (
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={buttonClass('primary')}
            aria-disabled={answer.isPending || undefined}
            aria-busy={answer.isPending || undefined}
            onClick={() => {
              if (!answer.isPending) answer.mutate();
            }}
          >
            {answer.isPending ? 'Aceptando…' : 'Aceptar la representación'}
          </button>
          <Link
            to={`/podcast/manager-representation-rejected?token=${encodeURIComponent(token)}`}
            className={buttonClass('ghost')}
          >
            Prefiero rechazarla
          </Link>
        </div>
      ) : (
        <AcceptGate invitation={invitation} me={user} here={here} />
      )}
    </Frame>
  );
}

function RejectInvitation({ token, invitation }: { token: string; invitation: RepresentationInvitation }) {
  const answer = useAnswerInvitation(token, false);
  if (answer.isSuccess) {
    // Only now, after the click, is the representation rejected: a used link never gets this title.
    return (
      <Frame title="Representación rechazada">
        <div role="status">
          <p className="text-2xl font-semibold">Has rechazado representar «{answer.data.podcastTitle}».</p>
          <p className="mt-3 text-ink-muted">
            Se lo hemos dicho a {invitation.ownerName}. No tienes que hacer nada más.
          </p>
          <Link to="/" className={`${buttonClass('secondary')} mt-6`}>
            Ir a la portada
          </Link>
        </div>
      </Frame>
    );
  }
  if (answer.isError)
    return (
      <Frame title={INVITATION_TITLE}>
        <LinkFailed message={failureMessage(answer.error)} />
      </Frame>
    );
  return (
    <Frame title="Rechazar la invitación">
      <p className="text-2xl font-semibold">¿Rechazas representar «{invitation.podcastTitle}»?</p>
      <p className="mt-3 text-ink-muted">
        {invitation.ownerName} te ha invitado a gestionar su podcast. Si la rechazas, se lo diremos y no recibirás sus
        propuestas. No necesitas cuenta para rechazarla.
      </p>
      <button
        type="button"
        className={`${buttonClass('danger')} mt-6`}
        aria-disabled={answer.isPending || undefined}
        aria-busy={answer.isPending || undefined}
        onClick={() => {
          if (!answer.isPending) answer.mutate();
        }}
      >
        {answer.isPending ? 'Rechazando…' : 'Rechazar la invitación'}
      </button>
    </Frame>
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

  if (token && invitation.isSuccess) {
    return accept ? (
      <AcceptInvitation token={token} invitation={invitation.data} />
    ) : (
      <RejectInvitation token={token} invitation={invitation.data} />
    );
  }
  // Until the invitation is read, and when its link fails, the page claims no answer.
  let body: ReactNode;
  if (!token) body = <LinkFailed message={MESSAGES.invalidLink} />;
  else if (invitation.isError) body = <LinkFailed message={failureMessage(invitation.error)} />;
  else
    body = (
      <p className="text-lg" role="status" aria-busy="true">
        Cargando la invitación…
      </p>
    );
  return <Frame title={INVITATION_TITLE}>{body}</Frame>;
}

/** `/podcast/manager-representation-accepted?token=`: the accept link of the invitation e-mail. */
export function RepresentationAcceptedPage() {
  return <RepresentationAnswerPage accept />;
}

/** `/podcast/manager-representation-rejected?token=`: the reject link of the invitation e-mail. */
export function RepresentationRejectedPage() {
  return <RepresentationAnswerPage accept={false} />;
}
