import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES, type RepresentationAnswer } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { PageTitleBar } from '@/components/page-title-bar';
import { ApiError, reportClientError } from '@/lib/api-client';
import { openModal } from '@/lib/modal-store';
import { answerRepresentationOnce } from '../api/answer-once';

type Status = { kind: 'answering' } | { kind: 'done'; answer: RepresentationAnswer } | { kind: 'failed'; message: string };

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && (error.code === 'EXPIRED_LINK' || error.code === 'INVALID_LINK' || error.status === 400)) return error.message;
  void reportClientError({ message: error instanceof Error ? error.message : String(error), component: 'RepresentationAnswerPage' });
  return MESSAGES.genericError;
}

function RepresentationAnswerPage({ accept }: { accept: boolean }) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [status, setStatus] = useState<Status>(token ? { kind: 'answering' } : { kind: 'failed', message: MESSAGES.invalidLink });

  useEffect(() => {
    if (!token) return;
    let active = true;
    answerRepresentationOnce(token, accept).then(
      (answer) => active && setStatus({ kind: 'done', answer }),
      (error: unknown) => active && setStatus({ kind: 'failed', message: failureMessage(error) }),
    );
    return () => {
      active = false;
    };
  }, [token, accept]);

  return (
    <>
      <PageTitleBar title={accept ? 'Representación aceptada' : 'Representación rechazada'} />
      <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6" role="status" aria-live="polite">
        {status.kind === 'answering' ? (
          <p className="text-lg" aria-busy="true">
            {accept ? 'Aceptando la invitación…' : 'Rechazando la invitación…'}
          </p>
        ) : status.kind === 'failed' ? (
          <div>
            <p className="text-lg font-medium text-danger">{status.message}</p>
            <p className="mt-2 text-ink-muted">Pide a quien te invitó que te envíe una invitación nueva desde Mis podcasts.</p>
          </div>
        ) : accept ? (
          <div>
            <p className="text-2xl font-semibold">Ya representas «{status.answer.podcastTitle}».</p>
            <p className="mt-3 text-ink-muted">
              Recibirás sus propuestas de campaña y podrás hablar con los anunciantes en su nombre.{' '}
              {status.answer.hasAccount
                ? `Entra con ${status.answer.managerEmail} para verlo en Mis podcasts.`
                : `Crea tu cuenta con ${status.answer.managerEmail} para empezar.`}
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              {status.answer.hasAccount ? (
                <>
                  <Link to="/me/podcasts" className={buttonClass('primary')}>
                    Ir a Mis podcasts
                  </Link>
                  <button type="button" className={buttonClass('secondary')} onClick={() => openModal('login', { redirectTo: '/me/podcasts' })}>
                    Entrar con otra cuenta
                  </button>
                </>
              ) : (
                <button type="button" className={buttonClass('primary')} onClick={() => openModal('signup', { redirectTo: '/me/podcasts' })}>
                  Crear mi cuenta
                </button>
              )}
            </div>
          </div>
        ) : (
          <div>
            <p className="text-2xl font-semibold">Has rechazado representar «{status.answer.podcastTitle}».</p>
            <p className="mt-3 text-ink-muted">Se lo hemos dicho a su propietario. No tienes que hacer nada más.</p>
            <Link to="/" className={`${buttonClass('secondary')} mt-6`}>
              Ir a la portada
            </Link>
          </div>
        )}
      </div>
    </>
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
