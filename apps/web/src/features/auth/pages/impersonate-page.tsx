import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ADMIN_MESSAGES, DEFAULT_PRODUCT_NAME, MESSAGES } from '@patrocina/domain';
import { LinkActionButton, LinkFailed, LinkPage } from '@/components/link-outcome';
import { ApiError } from '@/lib/api-client';
import { useFocusOnChange } from '@/lib/focus';
import { LINK_MESSAGES, linkProblemOf } from '@/lib/link-errors';
import { useMe } from '@/lib/me';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCompleteLogin } from '../api/complete-login';
import { impersonate } from '../api/auth-calls';
import { linkButtonClass } from '../components/styles';

/** What the click on «Entrar en la cuenta» came to; before it, nothing has happened. */
type Outcome =
  /** The link is spent or was never good, or its maker is no longer an admin. */
  | { kind: 'failed'; message: string }
  /** Nothing was used up: the button stays, to try again. */
  | { kind: 'error' };

function outcomeOfFailure(error: unknown): Outcome {
  if (error instanceof ApiError && error.status === 403)
    return { kind: 'failed', message: error.message || ADMIN_MESSAGES.adminOnly };
  const problem = linkProblemOf(error);
  return problem ? { kind: 'failed', message: LINK_MESSAGES[problem] } : { kind: 'error' };
}

/**
 * `/login/impersonate?token=`: the back office sends an admin here with a two-minute, single-use
 * link; the session that results is the user's, marked as the admin's (the header says so until
 * logging out ends it). Like every e-mailed or handed-out link, opening it does nothing: the link is
 * used only when the admin presses the button.
 */
export function ImpersonatePage() {
  useDocumentTitle('Entrar como otro usuario');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(
    token ? null : { kind: 'failed', message: MESSAGES.invalidLink },
  );
  const completeLogin = useCompleteLogin();
  const navigate = useNavigate();
  const resultRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(resultRef, outcome);

  async function enter() {
    try {
      await impersonate(token);
    } catch (error) {
      setOutcome(outcomeOfFailure(error));
      return;
    }
    // The link is spent either way; a session that could not be completed was ended (SPEC §8).
    if (await completeLogin()) await navigate('/dashboard', { replace: true });
    else setOutcome({ kind: 'failed', message: MESSAGES.genericError });
  }

  const canPress = outcome === null || outcome.kind === 'error';
  return (
    <LinkPage title="Entrar como otro usuario">
      {canPress ? (
        <>
          <p className="mb-6 text-ink-muted">
            Pulsa el botón para entrar en la cuenta a la que lleva este enlace. Sirve una sola vez y caduca a los dos
            minutos.
          </p>
          <LinkActionButton onPress={enter} pendingLabel="Entrando en la cuenta…">
            Entrar en la cuenta
          </LinkActionButton>
        </>
      ) : null}
      <div ref={resultRef} role="status" aria-live="polite" className={canPress && outcome ? 'mt-6' : undefined}>
        {outcome ? (
          <LinkFailed>{outcome.kind === 'failed' ? outcome.message : MESSAGES.genericError}</LinkFailed>
        ) : null}
      </div>
      {outcome ? <WayOut /> : null}
    </LinkPage>
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
