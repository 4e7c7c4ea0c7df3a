import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MESSAGES } from '@patrocina/domain';
import { openModal } from '@/lib/modal-store';
import { safeRedirect } from '@/lib/safe-redirect';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCompleteLogin } from '../api/complete-login';
import { verifyEmailOnce } from '../api/verify-once';
import { takeAfterVerify } from '../lib/client-state';
import { LINK_MESSAGES, linkProblemOf, type LinkProblem } from '@/lib/link-errors';
import { reportAuthError } from '../lib/report';
import { linkButtonClass, primaryButtonClass } from '../components/styles';
import { AuthPageFrame } from './page-frame';
import { LinkDone, LinkFailed, LinkWorking } from '@/components/link-outcome';

/** How long "¡Correo confirmado!" stays before going home. */
export const VERIFIED_REDIRECT_DELAY_MS = 1500;

type Status =
  | { kind: 'verifying' }
  | { kind: 'verified'; destination: string | null }
  /** Confirmed, but the account was made with a provider: it is entered that way (docs/decisions/0011). */
  | { kind: 'confirmed' }
  | { kind: 'link'; problem: LinkProblem }
  | { kind: 'error' };

/** /login/verify?token=: confirms the address with the e-mailed link and logs in. */
export function VerifyPage() {
  useDocumentTitle('Confirmar correo');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [status, setStatus] = useState<Status>(token ? { kind: 'verifying' } : { kind: 'link', problem: 'invalid' });
  const completeLogin = useCompleteLogin();
  const navigate = useNavigate();

  useEffect(() => {
    if (!token) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    verifyEmailOnce(token).then(
      async (signedIn) => {
        if (!active) return;
        if (!signedIn) {
          setStatus({ kind: 'confirmed' });
          return;
        }
        const loggedIn = await completeLogin();
        if (!active || !loggedIn) return;
        const destination = safeRedirect(takeAfterVerify());
        setStatus({ kind: 'verified', destination });
        toast.success('¡Correo confirmado! Ya puedes usar tu cuenta.');
        timer = setTimeout(() => void navigate(destination ?? '/', { replace: true }), VERIFIED_REDIRECT_DELAY_MS);
      },
      (error: unknown) => {
        if (!active) return;
        const problem = linkProblemOf(error);
        if (problem) {
          setStatus({ kind: 'link', problem });
        } else {
          reportAuthError(error, 'VerifyPage');
          setStatus({ kind: 'error' });
        }
      },
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [token, completeLogin, navigate]);

  return (
    <AuthPageFrame title="Confirmar tu correo">
      <div role="status" aria-live="polite">
        {status.kind === 'verifying' ? (
          <LinkWorking>Verificando tu correo…</LinkWorking>
        ) : status.kind === 'verified' ? (
          <LinkDone title="¡Correo confirmado!">
            <p className="mt-2 text-ink-muted">
              Ya has iniciado sesión.{' '}
              {status.destination ? 'Te llevamos a donde lo dejaste…' : 'Te llevamos a la portada…'}
            </p>
          </LinkDone>
        ) : status.kind === 'confirmed' ? (
          <LinkDone title="¡Correo confirmado!">
            <p className="mt-2 text-ink-muted">
              Entra como creaste la cuenta, con Google, Apple o Facebook. Si no la creaste tú, pide una contraseña nueva
              con «¿Has olvidado tu contraseña?»: así nadie más podrá entrar en ella.
            </p>
            <button type="button" onClick={() => openModal('login')} className={`${primaryButtonClass} mt-4`}>
              Entrar
            </button>
          </LinkDone>
        ) : status.kind === 'link' ? (
          <LinkFailed>{LINK_MESSAGES[status.problem]}</LinkFailed>
        ) : (
          <LinkFailed>{MESSAGES.genericError}</LinkFailed>
        )}
      </div>
      {status.kind === 'link' || status.kind === 'error' ? (
        <div className="mt-6">
          <p className="text-ink-muted">
            Para recibir un enlace nuevo, entra con tu correo y contraseña y pulsa «Reenviar correo».
          </p>
          <button type="button" onClick={() => openModal('login')} className={`${primaryButtonClass} mt-4`}>
            Entrar para pedir otro enlace
          </button>
        </div>
      ) : null}
      {status.kind !== 'verifying' ? (
        <p className="mt-8">
          <Link to="/" className={linkButtonClass}>
            Ir a la portada
          </Link>
        </p>
      ) : null}
    </AuthPageFrame>
  );
}
