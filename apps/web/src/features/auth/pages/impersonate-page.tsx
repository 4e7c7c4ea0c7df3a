import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ADMIN_MESSAGES, DEFAULT_PRODUCT_NAME, MESSAGES } from '@patrocina/domain';
import { ApiError } from '@/lib/api-client';
import { useMe } from '@/lib/me';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCompleteLogin } from '../api/complete-login';
import { impersonateOnce } from '../api/impersonate-once';
import { LINK_MESSAGES, linkProblemOf } from '@/lib/link-errors';
import { linkButtonClass } from '../components/styles';
import { AuthPageFrame } from './page-frame';
import { LinkFailed } from '@/components/link-outcome';

type Status = { kind: 'entering' } | { kind: 'failed'; message: string };

/**
 * `/login/impersonate?token=`: the back office sends an admin here with a two-minute, single-use
 * link; the session that results is the user's, marked as the admin's (the header says so until
 * logging out ends it).
 */
export function ImpersonatePage() {
  useDocumentTitle('Entrar como otro usuario');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [status, setStatus] = useState<Status>(
    token ? { kind: 'entering' } : { kind: 'failed', message: MESSAGES.invalidLink },
  );
  const completeLogin = useCompleteLogin();
  const navigate = useNavigate();

  useEffect(() => {
    if (!token) return;
    let active = true;
    impersonateOnce(token).then(
      async () => {
        if (!active) return;
        if (await completeLogin()) void navigate('/dashboard', { replace: true });
      },
      (error: unknown) => {
        if (!active) return;
        if (error instanceof ApiError && error.status === 403)
          setStatus({ kind: 'failed', message: error.message || ADMIN_MESSAGES.adminOnly });
        else {
          const problem = linkProblemOf(error);
          setStatus({ kind: 'failed', message: problem ? LINK_MESSAGES[problem] : MESSAGES.genericError });
        }
      },
    );
    return () => {
      active = false;
    };
  }, [token, completeLogin, navigate]);

  return (
    <AuthPageFrame title="Entrar como otro usuario">
      <div role="status" aria-live="polite">
        {status.kind === 'entering' ? (
          <p className="text-lg text-ink" aria-busy="true">
            Entrando en la cuenta…
          </p>
        ) : (
          <LinkFailed>{status.message}</LinkFailed>
        )}
      </div>
      {status.kind === 'failed' ? <WayOut /> : null}
    </AuthPageFrame>
  );
}

/**
 * Where to go after a link that failed: an admin back to the back office for a new link; anyone else
 * (a visitor, a user, an admin already acting as someone) has no back office to go back to.
 */
function WayOut() {
  const me = useMe();
  if (me.isPending) return null;
  const isAdmin = me.data?.scope === 'admin' && !me.data.impersonatedBy;
  if (isAdmin) {
    return (
      <p className="mt-8">
        <Link to="/backoffice" className={linkButtonClass}>
          Volver al back office
        </Link>
      </p>
    );
  }
  return (
    <>
      <p className="mt-4 text-ink-muted">
        Estos enlaces son del equipo de {DEFAULT_PRODUCT_NAME}: sirven para que un administrador entre en una cuenta y
        te ayude con ella. No tienes que hacer nada.
      </p>
      <p className="mt-8">
        <Link to="/" className={linkButtonClass}>
          Ir a la portada
        </Link>
      </p>
    </>
  );
}
